import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Said instead of an administration screen to a bank user whose roles do not reach it. */
export function NoAccess() {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconLock size={18} />} title={t('admin.noAccess')} role="alert">
      {t('errors.back')}
    </Alert>
  );
}
