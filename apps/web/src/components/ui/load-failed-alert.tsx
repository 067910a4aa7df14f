import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-client';
import { AccessDenied, isPermissionError } from './access-denied';

interface LoadFailedAlertProps {
  /** What could not be loaded («Не вдалося завантажити тендери»). */
  title: string;
  error: unknown;
  onRetry: () => void;
}

/**
 * A page's data could not be loaded: the server's reason and a retry, in place of the content.
 * A refusal for lack of rights is the denied screen instead: asking again would not help.
 */
export function LoadFailedAlert({ title, error, onRetry }: LoadFailedAlertProps) {
  const { t } = useTranslation();
  if (isPermissionError(error)) return <AccessDenied reason={errorMessage(error)} />;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        {errorMessage(error)}
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
