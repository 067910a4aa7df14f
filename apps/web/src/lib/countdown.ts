import { i18n } from '../i18n/i18n';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A day in ms: a deadline closer than this is shown as near. */
export const DAY = 24 * HOUR;

/**
 * Time left until `deadline` as people say it: «залишилось 2 д 4 год», «залишилось 3 год 15 хв»,
 * «залишилось 12 хв», «залишилось менше хвилини», or «термін минув». Null for an invalid date.
 */
export function formatTimeLeft(deadline: string, now: number): string | null {
  const end = Date.parse(deadline);
  if (Number.isNaN(end)) return null;
  const left = end - now;
  if (left <= 0) return i18n.t('format.countdown.passed');
  if (left < MINUTE) return i18n.t('format.countdown.lessThanMinute');
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  const parts: string[] = [];
  if (days > 0) {
    parts.push(i18n.t('format.countdown.days', { count: days }));
    if (hours > 0) parts.push(i18n.t('format.countdown.hours', { count: hours }));
  } else if (hours > 0) {
    parts.push(i18n.t('format.countdown.hours', { count: hours }));
    if (minutes > 0) parts.push(i18n.t('format.countdown.minutes', { count: minutes }));
  } else {
    parts.push(i18n.t('format.countdown.minutes', { count: minutes }));
  }
  return i18n.t('format.countdown.left', { value: parts.join(' ') });
}
