import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';

interface ListInputProps {
  label: string;
  /** Label of each row for screen readers, e.g. «Телефон 2». */
  itemLabel: string;
  addLabel: string;
  removeLabel: string;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | null;
  type?: 'text' | 'email' | 'tel';
  placeholder?: string;
  max?: number;
}

/** A list of short values edited row by row; there is always at least one (possibly empty) row. */
export function ListInput({
  label,
  itemLabel,
  addLabel,
  removeLabel,
  value,
  onChange,
  error,
  type = 'text',
  placeholder,
  max = 10,
}: ListInputProps) {
  const rows = value.length > 0 ? value : [''];
  const set = (index: number, text: string) => onChange(rows.map((v, i) => (i === index ? text : v)));
  const remove = (index: number) => {
    const next = rows.filter((_, i) => i !== index);
    onChange(next.length > 0 ? next : ['']);
  };
  return (
    <Input.Wrapper label={label} error={error ?? undefined}>
      <Stack gap={6} mt={4}>
        {rows.map((row, index) => (
          <Group key={index} gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              type={type}
              value={row}
              placeholder={placeholder}
              aria-label={`${itemLabel} ${index + 1}`}
              error={Boolean(error)}
              onChange={(e) => set(index, e.currentTarget.value)}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={`${removeLabel}: ${itemLabel} ${index + 1}`}
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
          >
            {addLabel}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
