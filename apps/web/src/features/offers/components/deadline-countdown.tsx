import { Text, type TextProps } from '@mantine/core';
import { i18n } from '../../../i18n/i18n';
import { useNow } from './use-now';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** «залишилось 2 д 4 год», «залишилось 12 хв», «термін минув»; null for an invalid date. */
export function formatTimeLeft(deadline: string, now: number): string | null {
  const end = Date.parse(deadline);
  if (Number.isNaN(end)) return null;
  const left = end - now;
  if (left <= 0) return i18n.t('offers.countdown.passed');
  if (left < MINUTE) return i18n.t('offers.countdown.lessThanMinute');
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  const parts: string[] = [];
  if (days > 0) {
    parts.push(i18n.t('offers.countdown.days', { count: days }));
    if (hours > 0) parts.push(i18n.t('offers.countdown.hours', { count: hours }));
  } else if (hours > 0) {
    parts.push(i18n.t('offers.countdown.hours', { count: hours }));
    if (minutes > 0) parts.push(i18n.t('offers.countdown.minutes', { count: minutes }));
  } else {
    parts.push(i18n.t('offers.countdown.minutes', { count: minutes }));
  }
  return i18n.t('offers.countdown.left', { value: parts.join(' ') });
}

interface DeadlineCountdownProps extends TextProps {
  deadline: string;
}

/** Live time left until the offers deadline; orange in the last day. */
export function DeadlineCountdown({ deadline, ...props }: DeadlineCountdownProps) {
  const now = useNow();
  const text = formatTimeLeft(deadline, now);
  if (!text) return null;
  const soon = Date.parse(deadline) - now < DAY;
  return (
    <Text size="sm" c={soon ? 'orange.8' : 'dimmed'} fw={soon ? 500 : undefined} {...props}>
      {text}
    </Text>
  );
}
