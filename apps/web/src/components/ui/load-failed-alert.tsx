import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
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
  if (isPermissionError(error)) return <AccessDenied reason={errorMessage(error)} />;
  return <RetryAlert title={title} error={error} onRetry={onRetry} />;
}

function RetryAlert({ title, error, onRetry }: LoadFailedAlertProps) {
  const { t } = useTranslation();
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

interface DialogLoadStateProps {
  /** The dialog's record as it is being fetched. */
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  /** What is coming («Завантаження листа…»), beside the spinner. */
  loading: string;
  /** What could not be loaded. */
  failed: string;
}

/**
 * A details dialog before its record is there: a spinner naming what is coming, or the server's
 * reason and a retry. A denial stays an alert too: the dialog is no page to replace.
 */
export function DialogLoadState({ query, loading, failed }: DialogLoadStateProps) {
  if (query.isError) return <RetryAlert title={failed} error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Center py="xl">
      <Loader size="sm" />
      <Text size="sm" ml="sm">
        {loading}
      </Text>
    </Center>
  );
}
