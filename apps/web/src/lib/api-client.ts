import type { AxiosInstance } from 'axios';

export * from './api-errors';

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

let loading: Promise<AxiosInstance> | undefined;

/**
 * The axios instance of ./http-client.ts, loaded with the first call: the sign-in screen makes
 * none until it is submitted, so it shows without axios (about 20 KB gzip; ADR 0033).
 */
export function loadHttpClient(): Promise<AxiosInstance> {
  loading ??= import('./http-client').then((m) => m.httpClient);
  return loading;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const forward = <M extends Method>(method: M): AxiosInstance[M] =>
  ((...args: unknown[]) =>
    loadHttpClient().then((client) => (client[method] as (...a: unknown[]) => unknown)(...args))) as AxiosInstance[M];

/**
 * The one HTTP client (docs/product/api-conventions.md §12): axios's methods, each waiting for
 * the instance to load. Its settings and interceptors are in ./http-client.ts.
 */
export const apiClient: Pick<AxiosInstance, Method> = {
  get: forward('get'),
  post: forward('post'),
  put: forward('put'),
  patch: forward('patch'),
  delete: forward('delete'),
};
