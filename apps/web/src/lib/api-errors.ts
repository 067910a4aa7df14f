import type { AxiosError, CanceledError } from 'axios';
import { i18n } from '../i18n/i18n';

/*
 * What the app knows about failed calls, without axios itself (./api-client.ts loads it with the
 * first call): the events every failed call raises, the session-end handlers, and readers of an
 * error's body. The app imports them from ./api-client.ts; ./http-client.ts, which that module
 * loads, imports them from here.
 */

/** axios's own `isAxiosError`, without loading axios for it. */
function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** axios's own `isCancel` (a call aborted, or refused here because the session ended). */
function isCanceled(error: unknown): error is CanceledError<unknown> {
  return Boolean((error as { __CANCEL__?: unknown } | null | undefined)?.__CANCEL__);
}

/** Name of the window event raised for every failed call (docs/product/api-conventions.md §12). */
export const AXIOS_ERROR_EVENT = 'axios-error';

export interface AxiosErrorDetail {
  /** Unique per event. */
  id: string;
  /** `response`: the server answered 4xx/5xx; `network`: no answer at all. */
  kind: 'response' | 'network';
  status?: number;
  /** The body's stable machine `code`, when present. */
  code?: string;
  /**
   * The body's `error` sentence ('' when the body had none). `null` when the error is
   * presented elsewhere (by the caller, the unauthorized modal or the redirect to sign-in).
   */
  message: string | null;
  /** `details` made readable (field messages, one per line), when there are any. */
  extra?: string;
}

/** Reason of the rejection when a call meets an ended session (docs/product/api-conventions.md §12). */
export const USER_UNAUTHORIZED = 'user unauthorized';

export interface AuthHandlers {
  /** 401 on a session call: clear the session and send the user to the sign-in screen. */
  onLoginRequired: () => void;
  /** 401 on any other call: show the unauthorized modal. */
  onUnauthorized: () => void;
}

let authHandlers: AuthHandlers = { onLoginRequired: () => {}, onUnauthorized: () => {} };

/** Wired once by the app (src/app/session-wiring.ts), which knows the router and the modals. */
export function setAuthHandlers(handlers: AuthHandlers): void {
  authHandlers = handlers;
}

/** The handlers wired now (./http-client.ts calls them). */
export const currentAuthHandlers = (): AuthHandlers => authHandlers;

interface ErrorBodyLike {
  error?: unknown;
  code?: unknown;
  details?: unknown;
}

/** `details` as a readable text: validation field messages one per line; other shapes omitted. */
export function describeDetails(details: unknown): string | undefined {
  if (typeof details === 'string') return details || undefined;
  if (Array.isArray(details)) {
    const lines = details.filter((d): d is string => typeof d === 'string');
    return lines.length ? lines.join('\n') : undefined;
  }
  if (details && typeof details === 'object' && 'fields' in details) {
    const fields = (details as { fields: unknown }).fields;
    if (fields && typeof fields === 'object') {
      const lines = Object.values(fields).filter((m): m is string => typeof m === 'string');
      return lines.length ? lines.join('\n') : undefined;
    }
  }
  return undefined;
}

/** The `{error, code, details}` body of a failed call, when it has that shape. */
export function errorBody(error: unknown): ErrorBodyLike | undefined {
  if (!isAxiosError(error)) return undefined;
  const data: unknown = error.response?.data;
  return data && typeof data === 'object' ? (data as ErrorBodyLike) : undefined;
}

/** Field → message of a validation error (`details.fields`), for forms. */
export function fieldErrors(error: unknown): Record<string, string> {
  const details = errorBody(error)?.details;
  if (details && typeof details === 'object' && 'fields' in details) {
    const fields = (details as { fields: unknown }).fields;
    if (fields && typeof fields === 'object') {
      return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string'));
    }
  }
  return {};
}

/** A sentence to show for a failed call: the server's message, else a generic one. */
export function errorMessage(error: unknown): string {
  // A call cancelled because the session ended has no response either, but it is not a network fault.
  if (isCanceled(error) && error.message === USER_UNAUTHORIZED) return i18n.t('auth.sessionEnded');
  if (isAxiosError(error) && !error.response) return i18n.t('errors.network');
  const message = errorBody(error)?.error;
  return typeof message === 'string' && message ? message : i18n.t('errors.unknown');
}

/** The code of a 503 answered while the server cannot reach its database for a moment. */
const SERVICE_UNAVAILABLE_CODE = 'unavailable';
/** Window events: the server said it is briefly unavailable / a call succeeded again after that. */
export const SERVICE_UNAVAILABLE_EVENT = 'service-unavailable';
export const SERVICE_RESTORED_EVENT = 'service-restored';

/** True for the server's "briefly unavailable, retry" answer (503 `unavailable`). */
export function isServiceUnavailable(error: unknown): boolean {
  return isAxiosError(error) && error.response?.status === 503 && errorBody(error)?.code === SERVICE_UNAVAILABLE_CODE;
}

/** How long the server asked to wait (Retry-After: seconds or an HTTP date), in ms. */
export function retryAfterMs(error: unknown): number | undefined {
  if (!isAxiosError(error)) return undefined;
  const value: unknown = error.response?.headers?.['retry-after'];
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}
