import { useSyncExternalStore } from 'react';
import { i18n } from '../../../i18n/i18n';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Time left until `deadline` as people say it: «залишилось 2 д 4 год», «залишилось 3 год 15 хв»,
 * «залишилось 12 хв», «залишилось менше хвилини», or «термін минув». Null for an invalid date.
 */
export function formatTimeLeft(deadline: string, now: number): string | null {
  const end = Date.parse(deadline);
  if (Number.isNaN(end)) return null;
  const left = end - now;
  if (left <= 0) return i18n.t('tenders.countdown.passed');
  if (left < MINUTE) return i18n.t('tenders.countdown.lessThanMinute');
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  const parts: string[] = [];
  if (days > 0) {
    parts.push(i18n.t('tenders.countdown.days', { count: days }));
    if (hours > 0) parts.push(i18n.t('tenders.countdown.hours', { count: hours }));
  } else if (hours > 0) {
    parts.push(i18n.t('tenders.countdown.hours', { count: hours }));
    if (minutes > 0) parts.push(i18n.t('tenders.countdown.minutes', { count: minutes }));
  } else {
    parts.push(i18n.t('tenders.countdown.minutes', { count: minutes }));
  }
  return i18n.t('tenders.countdown.left', { value: parts.join(' ') });
}

/*
 * One shared clock for every countdown on the screen: a single timer, started with the first
 * subscriber and stopped with the last, ticking on the second so minutes change on time.
 */
const TICK = 1000;
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((l) => l());
    }, TICK);
  }
  return () => {
    listeners.delete(listener);
    if (!listeners.size && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

function getNow(): number {
  return now;
}

/** The current time, updated every second while the component is mounted. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, getNow, getNow);
}
