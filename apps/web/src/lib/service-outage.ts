import { isServiceUnavailable, retryAfterMs, SERVICE_RESTORED_EVENT, SERVICE_UNAVAILABLE_EVENT } from './api-client';
import { clearToasts, showToast } from './toasts';
import { i18n } from '../i18n/i18n';

/**
 * A brief server outage (503 `unavailable`: its database restarts) as the user sees it
 * (ADR 0019): one persistent notice instead of an error toast per failed call, queries that
 * retry on their own with backoff and the server's Retry-After, and the notice gone with the
 * first successful answer.
 */

export const OUTAGE_TOAST_GROUP = 'service-unavailable';

/** Shows and clears the outage notice from the api client's events. Returns a function that stops it. */
export function listenToServiceOutage(target: Window = window): () => void {
  const onDown = () =>
    // Same summary and group: every further 503 merges into the one visible notice.
    showToast({
      severity: 'warn',
      summary: i18n.t('errors.unavailableTitle'),
      detail: i18n.t('errors.unavailableRetrying'),
      group: OUTAGE_TOAST_GROUP,
      life: 0,
    });
  const onUp = () => clearToasts(OUTAGE_TOAST_GROUP);
  target.addEventListener(SERVICE_UNAVAILABLE_EVENT, onDown);
  target.addEventListener(SERVICE_RESTORED_EVENT, onUp);
  return () => {
    target.removeEventListener(SERVICE_UNAVAILABLE_EVENT, onDown);
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
