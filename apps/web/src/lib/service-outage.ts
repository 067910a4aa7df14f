import { isServiceUnavailable, retryAfterMs, SERVICE_RESTORED_EVENT, SERVICE_UNAVAILABLE_EVENT } from './api-client';
import { clearToasts, showToast } from './toasts';
import { i18n } from '../i18n/i18n';

/**
 * A brief server outage (503 `unavailable`: its database restarts) as the user sees it
 * (ADR 0019): one persistent notice instead of an error toast per failed call, queries that
 * retry on their own with backoff and the server's Retry-After, and the notice gone with the
 * first successful answer. When a call has given up — a query after its retries, a mutation at
 * once — the notice says so and asks to refresh the page later.
 */

export const OUTAGE_TOAST_GROUP = 'service-unavailable';
/** Window event: a call failed on "briefly unavailable" and nothing will retry it. */
export const SERVICE_RETRIES_OVER_EVENT = 'service-retries-over';

/**
 * For the query and mutation caches' onError (app/providers.tsx): a query that has used up its
 * retries, or a mutation (never retried), failed because the server was unavailable — the
 * notice must stop promising another try.
 */
export function reportRetriesOver(error: unknown, target: Window = window): void {
  if (isServiceUnavailable(error)) target.dispatchEvent(new Event(SERVICE_RETRIES_OVER_EVENT));
}

/** Shows and clears the outage notice from the api client's events. Returns a function that stops it. */
export function listenToServiceOutage(target: Window = window): () => void {
  // Once a call has given up, a further 503 does not bring «Повторюємо спробу…» back.
  let retriesOver = false;
  const notice = (detail: string, replace = false) =>
    // Same summary and group: every further 503 merges into the one visible notice.
    showToast({
      severity: 'warn',
      summary: i18n.t('errors.unavailableTitle'),
      detail,
      group: OUTAGE_TOAST_GROUP,
      life: 0,
      replace,
    });
  const onDown = () => {
    if (!retriesOver) notice(i18n.t('errors.unavailableRetrying'));
  };
  const onRetriesOver = () => {
    retriesOver = true;
    notice(i18n.t('errors.unavailableGaveUp'), true);
  };
  const onUp = () => {
    retriesOver = false;
    clearToasts(OUTAGE_TOAST_GROUP);
  };
  target.addEventListener(SERVICE_UNAVAILABLE_EVENT, onDown);
  target.addEventListener(SERVICE_RETRIES_OVER_EVENT, onRetriesOver);
  target.addEventListener(SERVICE_RESTORED_EVENT, onUp);
  return () => {
    target.removeEventListener(SERVICE_UNAVAILABLE_EVENT, onDown);
    target.removeEventListener(SERVICE_RETRIES_OVER_EVENT, onRetriesOver);
    target.removeEventListener(SERVICE_RESTORED_EVENT, onUp);
  };
}

/** Retries of a query while the server is briefly unavailable (about three minutes in all). */
export const OUTAGE_RETRIES = 10;
const MAX_DELAY_MS = 30_000;

/**
 * The query retry rule: a 4xx will not get better by asking again; one retry for other
 * failures; up to OUTAGE_RETRIES while the server says it is briefly unavailable.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isServiceUnavailable(error)) return failureCount < OUTAGE_RETRIES;
  const status = (error as { response?: { status?: number } }).response?.status;
  return failureCount < 1 && (status === undefined || status >= 500);
}

/** Exponential backoff (1 s, 2 s, 4 s… up to 30 s), never sooner than the server's Retry-After. */
export function queryRetryDelay(failureCount: number, error: unknown): number {
  const backoff = Math.min(1000 * 2 ** failureCount, MAX_DELAY_MS);
  const asked = isServiceUnavailable(error) ? retryAfterMs(error) : undefined;
  return asked === undefined ? backoff : Math.min(Math.max(asked, backoff), MAX_DELAY_MS * 2);
}
