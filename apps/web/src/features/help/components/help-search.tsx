import { useState } from 'react';
import { ActionIcon, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const SEARCH_DELAY = 400;

/** The help's search: the field answers every keystroke, the address bar (and the call) follow after a pause. */
export function HelpSearch({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  if (value !== synced) {
    // Changed from outside (back button, reset): show the address bar's text.
    setSynced(value);
    if (value !== text) setText(value);
  }
  const write = useDebouncedCallback(onChange, SEARCH_DELAY);
  return (
    <TextInput
      type="search"
      label={t('help.search.label')}
      placeholder={t('help.search.placeholder')}
      leftSection={<IconSearch size={16} />}
      size="md"
      value={text}
      maxLength={200}
      onChange={(event) => {
        setText(event.currentTarget.value);
        write(event.currentTarget.value);
      }}
      // Leaving the field writes what is typed at once, so a late write cannot undo a later change.
      onBlur={() => write.flush()}
      rightSection={
        text ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('help.search.clear')}
            onClick={() => {
              setText('');
              write.cancel();
              onChange('');
            }}
          >
            <IconX size={16} />
          </ActionIcon>
        ) : null
      }
    />
  );
}
