import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ListInputProps {
  label: string;
  description?: string;
  placeholder?: string;
  type?: 'text' | 'email' | 'tel';
  required?: boolean;
  values: string[];
  onChange: (values: string[]) => void;
  error?: string | null;
  /** Most rows a person may add. */
  max?: number;
}

/** A field edited as a list of rows (contacts, e-mails, phones): add and remove rows. */
export function ListInput({
  label,
  description,
  placeholder,
  type = 'text',
  required,
  values,
  onChange,
  error,
  max = 10,
}: ListInputProps) {
  const { t } = useTranslation();
  const rows = values.length ? values : [''];
  const set = (i: number, v: string) => onChange(rows.map((old, j) => (j === i ? v : old)));
  const remove = (i: number) => onChange(rows.length === 1 ? [''] : rows.filter((_, j) => j !== i));
  return (
    <Input.Wrapper
      label={label}
      description={description}
      required={required}
      error={error}
      component="fieldset"
      styles={{ root: { border: 0, padding: 0, margin: 0 } }}
    >
      <Stack gap={6} mt={4}>
        {rows.map((value, i) => (
          <Group key={i} gap={6} wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              type={type}
              value={value}
              placeholder={placeholder}
              aria-label={t('registration.rowLabel', { field: label, n: i + 1 })}
              error={Boolean(error)}
              onChange={(e) => set(i, e.currentTarget.value)}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('registration.removeRow', { field: label, n: i + 1 })}
              disabled={rows.length === 1 && !value}
              onClick={() => remove(i)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        {rows.length < max ? (
          <Group>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPlus size={14} />}
              onClick={() => onChange([...rows, ''])}
              aria-label={`${t('registration.addRow')}: ${label}`}
            >
              {t('registration.addRow')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
