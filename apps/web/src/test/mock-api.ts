import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { httpClient } from '../lib/http-client';

export interface MockReply {
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
}
type Handler = MockReply | 'network' | ((config: InternalAxiosRequestConfig) => MockReply | Promise<MockReply>);

/**
 * Replaces the HTTP adapter of the one api client (the axios instance behind `apiClient`): `mockApi({'GET /account/info/login': {status: 200, data}})`.
 * Paths are relative to `/api`, query strings ignored. Unknown calls answer 404 so a test notices.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: InternalAxiosRequestConfig[] = [];
  const previous = httpClient.defaults.adapter;
  httpClient.defaults.adapter = async (config) => {
    calls.push(config);
    const key = `${(config.method ?? 'get').toUpperCase()} ${(config.url ?? '').split('?')[0]}`;
    const handler = routes[key];
    if (handler === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    const reply: MockReply = !handler
      ? { status: 404, data: { error: `Not mocked: ${key}`, code: 'not_found' } }
      : typeof handler === 'function'
        ? await handler(config)
        : handler;
    const response: AxiosResponse = {
      status: reply.status,
      statusText: String(reply.status),
      data: reply.data,
      headers: reply.headers ?? {},
      config,
      request: {},
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  };
  return {
    calls,
    /** Requests made so far as "METHOD /path". */
    called: () => calls.map((c) => `${(c.method ?? 'get').toUpperCase()} ${c.url}`),
    restore: () => {
      httpClient.defaults.adapter = previous;
    },
  };
}
