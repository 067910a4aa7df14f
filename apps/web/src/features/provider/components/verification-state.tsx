import { Alert, Badge, type MantineColor } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TProviderSummary, TVerificationState } from '@tt/contracts/provider-account';
import { formatDateTime } from '../../../lib/format';
import '../../../i18n/uk-provider';

const COLORS: Record<TVerificationState, MantineColor> = { verified: 'green', pending: 'yellow', blocked: 'red' };
const ICONS = { verified: IconCircleCheck, pending: IconClockHour4, blocked: IconLock };

export function VerificationBadge({ state }: { state: TVerificationState }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[state]} variant="light" radius="sm" tt="none">
      {t(`provider.verification.${state}`)}
    </Badge>
  );
}

/** The verification state and what it means for the organisation. */
export function VerificationState({ verification }: { verification: TProviderSummary['verification'] }) {
  const { t } = useTranslation();
  const { state } = verification;
  const Icon = ICONS[state];
  return (
    <Alert color={COLORS[state]} variant="light" icon={<Icon size={20} />} title={t(`provider.verification.${state}`)}>
      {t(`provider.verification.${state}Hint`)}
      {state === 'verified' && verification.verified_at ? (
        <> {t('provider.verification.verifiedAt', { date: formatDateTime(verification.verified_at) })}</>
      ) : null}
      {state === 'blocked' && verification.blocked_reason ? (
        <> {t('provider.verification.blockedReason', { reason: verification.blocked_reason })}</>
      ) : null}
    </Alert>
  );
}
