import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface VersionConflictAlertProps {
  /** What changed meanwhile, in the words of the form's entity («Тендер змінив інший користувач»). */
  title: string;
  text: string;
  /** Loads the latest version; without it the alert only explains. */
  onReloadLatest?: () => void;
  reloading?: boolean;
}

/** A save refused with 409 version_conflict: says so above the form and offers the latest version. */
export function VersionConflictAlert({ title, text, onReloadLatest, reloading }: VersionConflictAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{text}</Text>
        {onReloadLatest ? (
          <Button
            size="xs"
            color="orange"
            leftSection={<IconRefresh size={14} />}
            loading={reloading}
            onClick={onReloadLatest}
          >
            {t('common.reloadLatest')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
