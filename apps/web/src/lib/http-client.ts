import axios, { AxiosError, CanceledError } from 'axios';
import { XSRF_COOKIE, XSRF_HEADER } from '@tt/contracts/constants';
import { readCookie } from './cookies';
import { i18n } from '../i18n/i18n';
import {
  AXIOS_ERROR_EVENT,
  currentAuthHandlers,
  describeDetails,
  errorBody,
  isServiceUnavailable,
  SERVICE_RESTORED_EVENT,
  SERVICE_UNAVAILABLE_EVENT,
  USER_UNAUTHORIZED,
  type AxiosErrorDetail,
} from './api-errors';

/**
 * The axios instance behind `apiClient` (./api-client.ts loads this module with the first call).
 * Cookies go with every call; axios copies the XSRF-TOKEN cookie into the X-XSRF-TOKEN header on
 * same-origin requests (its default when `withXSRFToken` is unset; `/api` is always same-origin).
 * No timeout (docs/product/api-conventions.md §12).
 */
export const httpClient = axios.create({
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
httpClient.interceptors.request.use(async (config) => {
  if (STATE_CHANGING.has((config.method ?? 'get').toLowerCase()) && readCookie(XSRF_COOKIE) === null) {
    xsrfPriming ??= httpClient
      .get('/health', { inlineErrors: true })
      .catch(() => undefined)
      .finally(() => {
        xsrfPriming = null;
      });
    await xsrfPriming;
  }
  return config;
});

/** The calls whose 401 sends the user to /login rather than showing the modal (docs/product/api-conventions.md §12). */
const LOGIN_REDIRECT_CALLS = ['/account/info/login', '/providers', '/account/info/regions', '/account/info/users'];

function callPath(url: string | undefined): string {
  return (url ?? '').split(/[?#]/)[0]!.replace(/^\/api(?=\/)/, '');
}

let eventCounter = 0;

let serviceDown = false;

function dispatchAxiosError(detail: Omit<AxiosErrorDetail, 'id'>): void {
  eventCounter += 1;
  const event = new CustomEvent<AxiosErrorDetail>(AXIOS_ERROR_EVENT, {
    detail: { id: `axios-error-${eventCounter}`, ...detail },
  });
  window.dispatchEvent(event);
}

httpClient.interceptors.response.use(
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
        currentAuthHandlers().onLoginRequired();
        return Promise.reject(error);
      }
      currentAuthHandlers().onUnauthorized();
      return Promise.reject(new CanceledError(USER_UNAUTHORIZED, config, error.request));
    }
    return Promise.reject(error);
  },
);
