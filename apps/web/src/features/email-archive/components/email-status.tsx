import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  EMAIL_STATUS_LABELS,
  EMAIL_TEMPLATE_LABELS,
  type TEmailStatus,
  type TEmailSummary,
} from '@tt/contracts/emails';
import { formatDateTime } from '../../../lib/format';
import '../../../i18n/uk-email-archive';

const STATUS_COLORS: Record<TEmailStatus, string> = {
  queued: 'blue',
  sending: 'indigo',
  sent: 'green',
  failed: 'red',
};

/** The letter's kind as the archive names it; a kind this screen does not know yet shows as stored. */
export function templateLabel(template: string): string {
  return (EMAIL_TEMPLATE_LABELS as Record<string, string>)[template] ?? template;
}

export function EmailStatusBadge({ status }: { status: TEmailStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" radius="sm" tt="none" miw="max-content">
      {EMAIL_STATUS_LABELS[status]}
    </Badge>
  );
}

/** Why a letter has not gone yet or never will: a failed one, or one waiting to be tried again after an error. */
export function showsError(
  letter: Pick<TEmailSummary, 'status' | 'last_error'>,
): letter is { status: TEmailStatus; last_error: string } {
  return Boolean(letter.last_error) && (letter.status === 'failed' || letter.status === 'queued');
}

/**
 * The status of a row: the badge, the attempts made, and for a letter that failed or waits for
 * a retry its last error, cut to two lines (the letter's dialog shows it whole).
 */
export function EmailStatusCell({ letter }: { letter: TEmailSummary }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} align="flex-start">
      <Group gap={6} wrap="nowrap">
        <EmailStatusBadge status={letter.status} />
        {letter.attempts > 0 ? (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('emailArchive.attempts', { count: letter.attempts })}
          </Text>
        ) : null}
      </Group>
      {showsError(letter) ? (
        <Text size="xs" c="red" lineClamp={2} title={letter.last_error} style={{ overflowWrap: 'anywhere' }}>
          <Text span inherit fw={500}>
            {`${t('emailArchive.lastError')}: `}
          </Text>
          {letter.last_error}
        </Text>
      ) : null}
      {letter.status === 'queued' && letter.next_attempt_at && letter.last_error ? (
        <Text size="xs" c="dimmed">
          {t('emailArchive.nextAttempt', { at: formatDateTime(letter.next_attempt_at) })}
        </Text>
      ) : null}
    </Stack>
  );
}
