import { Alert, Anchor, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { focusField } from './focus-first-error';

interface FormErrorSummaryProps {
  title: string;
  /** The form's fields in their order on screen. */
  fields: readonly string[];
  /** The form's errors by field; each message names its field. */
  errors: Record<string, unknown>;
}

/**
 * The fields a refused submit left with errors, at the top of a long form: each message is a
 * button that takes the focus to its field. Announced to screen readers when it appears; it
 * shrinks as fields are put right and is gone when none is left.
 */
export function FormErrorSummary({ title, fields, errors }: FormErrorSummaryProps) {
  const listed = fields.flatMap((field) => {
    const message = errors[field];
    return typeof message === 'string' && message ? [{ field, message }] : [];
  });
  if (!listed.length) return null;
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle size={18} />} role="alert">
      <List size="sm" spacing={4}>
        {listed.map(({ field, message }) => (
          <List.Item key={field}>
            <Anchor
              component="button"
              type="button"
              size="sm"
              c="red.9"
              underline="always"
              ta="left"
              onClick={() => focusField(field)}
            >
              {message}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
