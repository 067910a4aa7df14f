import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

interface FormErrorAlertProps {
  title?: string;
  message: string | null;
}

/** A server error shown in place, above a form's fields; announced to screen readers. */
export function FormErrorAlert({ title, message }: FormErrorAlertProps) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertCircle size={18} />}
      role="alert"
      styles={{ message: { whiteSpace: 'pre-line' } }}
    >
      {message}
    </Alert>
  );
}
