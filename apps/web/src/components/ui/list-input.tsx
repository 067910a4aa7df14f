import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ListInputProps {
  label: string;
  description?: string;
  required?: boolean;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | null;
  type?: 'text' | 'email' | 'tel';
  placeholder?: string;
  /** Most rows a person may add. */
  max?: number;
  /** The form's field name, as `data-path` on the group: focusFirstError finds the list by it. */
  dataPath?: string;
}

/**
 * A field edited as a list of short values (contacts, e-mails, phones), row by row; there is
 * always at least one (possibly empty) row. Every row and button names its field, so several
 * lists on one form stay apart for screen readers.
 */
export function ListInput({
  label,
  description,
  required,
  value,
  onChange,
  error,
  type = 'text',
  placeholder,
  max = 10,
  dataPath,
}: ListInputProps) {
  const { t } = useTranslation();
  const rows = value.length > 0 ? value : [''];
  const set = (index: number, text: string) => onChange(rows.map((v, i) => (i === index ? text : v)));
  const remove = (index: number) => {
    const next = rows.filter((_, i) => i !== index);
    onChange(next.length > 0 ? next : ['']);
  };
  return (
    <Input.Wrapper
      label={label}
      description={description}
      required={required}
      error={error ?? undefined}
      component="fieldset"
      data-path={dataPath}
      styles={{ root: { border: 0, padding: 0, margin: 0 } }}
    >
      <Stack gap={6} mt={4}>
        {rows.map((row, index) => (
          <Group key={index} gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              type={type}
              value={row}
              placeholder={placeholder}
              aria-label={t('common.list.row', { field: label, n: index + 1 })}
              error={Boolean(error)}
              onChange={(e) => set(index, e.currentTarget.value)}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('common.list.remove', { field: label, n: index + 1 })}
              disabled={rows.length === 1 && row === ''}
              onClick={() => remove(index)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} />}
            disabled={rows.length >= max}
            onClick={() => onChange([...rows, ''])}
            aria-label={t('common.list.addFor', { field: label })}
          >
            {t('common.list.add')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
