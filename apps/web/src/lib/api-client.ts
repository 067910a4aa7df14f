import axios, { AxiosError, CanceledError } from 'axios';
import { XSRF_COOKIE, XSRF_HEADER } from '@tt/contracts/constants';
import { readCookie } from './cookies';
import { i18n } from '../i18n/i18n';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * The caller shows this request's errors itself (a form, the sign-in screen), so the
     * global error toast stays silent: the `axios-error` event is still raised, with
     * `message: null`.
     */
    inlineErrors?: boolean;
  }
}

/**
 * The one HTTP client (docs/product/api-conventions.md §12). Cookies go with every call; axios copies the
 * XSRF-TOKEN cookie into the X-XSRF-TOKEN header on same-origin requests (its default when
 * `withXSRFToken` is unset; `/api` is always same-origin). No timeout (docs/product/api-conventions.md §12).
 */
export const apiClient = axios.create({
  baseURL: '/api',
  withCredentials: true,
  xsrfCookieName: XSRF_COOKIE,
  xsrfHeaderName: XSRF_HEADER,
  timeout: 0,
});

const STATE_CHANGING = new Set(['post', 'put', 'patch', 'delete']);
let xsrfPriming: Promise<unknown> | null = null;

/**
 * A state-changing call needs the XSRF-TOKEN cookie, which the server hands out with any GET
 * under /api. A fresh visitor of the sign-in (or reset, feedback…) screen has made no GET yet,
 * so one cheap GET /api/health comes first; concurrent calls share it.
 */
apiClient.interceptors.request.use(async (config) => {
  if (STATE_CHANGING.has((config.method ?? 'get').toLowerCase()) && readCookie(XSRF_COOKIE) === null) {
    xsrfPriming ??= apiClient
      .get('/health', { inlineErrors: true })
      .catch(() => undefined)
      .finally(() => {
        xsrfPriming = null;
      });
    await xsrfPriming;
  }
  return config;
});

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

/** The calls whose 401 sends the user to /login rather than showing the modal (docs/product/api-conventions.md §12). */
const LOGIN_REDIRECT_CALLS = ['/account/info/login', '/providers', '/account/info/regions', '/account/info/users'];

function callPath(url: string | undefined): string {
  return (url ?? '').split(/[?#]/)[0]!.replace(/^\/api(?=\/)/, '');
}

let eventCounter = 0;

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
  if (!(error instanceof AxiosError)) return undefined;
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
  if (error instanceof CanceledError && error.message === USER_UNAUTHORIZED) return i18n.t('auth.sessionEnded');
  if (error instanceof AxiosError && !error.response) return i18n.t('errors.network');
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
  return (
    error instanceof AxiosError && error.response?.status === 503 && errorBody(error)?.code === SERVICE_UNAVAILABLE_CODE
  );
}

/** How long the server asked to wait (Retry-After: seconds or an HTTP date), in ms. */
export function retryAfterMs(error: unknown): number | undefined {
  if (!(error instanceof AxiosError)) return undefined;
  const value: unknown = error.response?.headers?.['retry-after'];
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

let serviceDown = false;

function dispatchAxiosError(detail: Omit<AxiosErrorDetail, 'id'>): void {
  eventCounter += 1;
  const event = new CustomEvent<AxiosErrorDetail>(AXIOS_ERROR_EVENT, {
    detail: { id: `axios-error-${eventCounter}`, ...detail },
  });
  window.dispatchEvent(event);
}

apiClient.interceptors.response.use(
  (response) => {
    // The first answer after a "briefly unavailable" one: the outage notice can go.
    if (serviceDown) {
      serviceDown = false;
      window.dispatchEvent(new Event(SERVICE_RESTORED_EVENT));
    }
    return response;
  },
  (error: unknown) => {
    // Calls aborted on purpose (navigation, unmount) are nobody's error.
    if (axios.isCancel(error) || !(error instanceof AxiosError)) return Promise.reject(error);
    const config = error.config;

    if (!error.response) {
      dispatchAxiosError({ kind: 'network', message: config?.inlineErrors ? null : i18n.t('errors.network') });
      return Promise.reject(error);
    }

    const { status } = error.response;
    const body = errorBody(error);
    const code = typeof body?.code === 'string' ? body.code : undefined;
    const path = callPath(config?.url);
    // 401 of the sign-in calls themselves, or a wrong current password, is the caller's business.
    const sessionEnded = status === 401 && !path.startsWith('/auth/') && code !== 'invalid_credentials';
    const bodyMessage = typeof body?.error === 'string' ? body.error : '';
    // A brief outage is shown once, by the outage notice (lib/service-outage.ts), not by a toast per call.
    const unavailable = isServiceUnavailable(error);

    if (status >= 400 && status <= 599) {
      dispatchAxiosError({
        kind: 'response',
        status,
        code,
        message: sessionEnded || unavailable || config?.inlineErrors ? null : bodyMessage,
        extra: describeDetails(body?.details),
      });
    }
    if (unavailable) {
      serviceDown = true;
      window.dispatchEvent(new Event(SERVICE_UNAVAILABLE_EVENT));
    }

    if (sessionEnded) {
      const method = (config?.method ?? 'get').toLowerCase();
      if (method === 'get' && LOGIN_REDIRECT_CALLS.includes(path)) {
        authHandlers.onLoginRequired();
        return Promise.reject(error);
      }
      authHandlers.onUnauthorized();
      return Promise.reject(new CanceledError(USER_UNAUTHORIZED, config, error.request));
    }
    return Promise.reject(error);
  },
);
