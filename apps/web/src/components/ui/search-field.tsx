import { useState } from 'react';
import { ActionIcon, TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** How long typing pauses before a search reaches the address bar (and the server). */
export const SEARCH_DELAY = 400;

interface SearchFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'onBlur' | 'rightSection'> {
  /** The search as the address bar (or the owner) holds it. */
  value: string;
  /** Called after a pause in typing, on leaving the field, and at once with '' on «clear». */
  onChange: (value: string) => void;
  label: string;
  /** The name of the clear (X) button; «Очистити пошук» unless the screen names it otherwise. */
  clearLabel?: string;
}

/**
 * A search box: the field answers every keystroke, its owner hears after a pause, so each
 * keystroke does not reload the list.
 */
export function SearchField({ value, onChange, clearLabel, size, ...rest }: SearchFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  if (value !== synced) {
    // Changed from outside (back button, reset, a folder opened): show the new text. The address
    // bar drops the spaces around a search; those still being typed stay in the field.
    setSynced(value);
    if (value !== text.trim()) setText(value);
  }
  const write = useDebouncedCallback(onChange, SEARCH_DELAY);
  const large = size === 'md' || size === 'lg' || size === 'xl';
  return (
    <TextInput
      leftSection={<IconSearch size={16} />}
      maxLength={200}
      size={size}
      {...rest}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        write(event.currentTarget.value);
      }}
      // Leaving the field (to open a row, say) writes what is typed at once, so a write still
      // waiting for its pause cannot land after the next change of the address and undo it.
      onBlur={() => write.flush()}
      rightSection={
        text ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size={large ? 'md' : 'sm'}
            aria-label={clearLabel ?? t('common.clearSearch')}
            // The field keeps the focus: the button goes with the text, and leaving the field
            // would first write the text about to be cleared.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setText('');
              write.cancel();
              onChange('');
            }}
          >
            <IconX size={large ? 16 : 14} />
          </ActionIcon>
        ) : null
      }
    />
  );
}
