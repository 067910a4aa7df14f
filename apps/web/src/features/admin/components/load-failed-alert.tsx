import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';

/** The administration screens' answer to a failed load: the server's message and «retry». */
export function LoadFailedAlert({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('admin.loadFailed')} role="alert">
      <Stack gap="sm" align="flex-start">
        {errorMessage(error)}
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          {t('admin.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
