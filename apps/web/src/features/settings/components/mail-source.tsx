import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TMailAccount } from '@tt/contracts/settings';
import { formatDateTime } from '../../../lib/format';
import '../../../i18n/uk-settings';

const LOOK = {
  settings: {
    color: 'green',
    icon: IconCircleCheck,
    title: 'settings.mail.sourceTitleSettings',
    text: 'settings.mail.sourceSettings',
  },
  env: { color: 'blue', icon: IconInfoCircle, title: 'settings.mail.sourceTitleEnv', text: 'settings.mail.sourceEnv' },
  none: {
    color: 'yellow',
    icon: IconAlertTriangle,
    title: 'settings.mail.sourceTitleNone',
    text: 'settings.mail.sourceNone',
  },
} as const;

/** Where the account letters go out through comes from: this screen, the server's SMTP_URL, or nowhere yet. */
export function MailSource({ account }: { account: TMailAccount }) {
  const { t } = useTranslation();
  const look = LOOK[account.source];
  const SourceIcon = look.icon;
  return (
    <>
      <Alert color={look.color} variant="light" icon={<SourceIcon size={18} />} title={t(look.title)} role="note">
        <Stack gap={4}>
          <Text size="sm">{t(look.text)}</Text>
          {account.source === 'settings' && account.updated_at ? (
            <Text size="sm" c="dimmed">
              {t('settings.mail.updated', {
                at: formatDateTime(account.updated_at),
                who: account.updated_by_name ?? t('settings.history.system'),
              })}
            </Text>
          ) : null}
        </Stack>
      </Alert>
      {/* Without an account the sentence above says it already; otherwise the server's reason stands out. */}
      {account.warning && account.source !== 'none' ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title={t('settings.mail.warningTitle')}
          role="alert"
        >
          {account.warning}
        </Alert>
      ) : null}
    </>
  );
}
