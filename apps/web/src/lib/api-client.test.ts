import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import axios, { AxiosError, mergeConfig, type AxiosRequestConfig } from 'axios';
import resolveConfig from 'axios/unsafe/helpers/resolveConfig.js';
import {
  AXIOS_ERROR_EVENT,
  apiClient,
  describeDetails,
  errorMessage,
  fieldErrors,
  setAuthHandlers,
  USER_UNAUTHORIZED,
  type AxiosErrorDetail,
} from './api-client';
import { httpClient } from './http-client';
import { mockApi } from '../test/mock-api';

describe("the api client's axios instance", () => {
  it('talks to /api with cookies and no timeout', () => {
    expect(httpClient.defaults.baseURL).toBe('/api');
    expect(httpClient.defaults.withCredentials).toBe(true);
    expect(httpClient.defaults.timeout).toBe(0);
    expect(httpClient.defaults.xsrfCookieName).toBe('XSRF-TOKEN');
    expect(httpClient.defaults.xsrfHeaderName).toBe('X-XSRF-TOKEN');
  });

  it('copies the XSRF-TOKEN cookie into the X-XSRF-TOKEN header of same-origin calls', () => {
    document.cookie = 'XSRF-TOKEN=abc.123; path=/';
    try {
      const same = resolveConfig(
        mergeConfig(httpClient.defaults as AxiosRequestConfig, { url: '/auth/logout', method: 'post' }),
      );
      expect(same.headers.get('X-XSRF-TOKEN')).toBe('abc.123');
      const foreign = resolveConfig(
        mergeConfig(httpClient.defaults as AxiosRequestConfig, { url: 'https://evil.example/x', method: 'post' }),
      );
      expect(foreign.headers.get('X-XSRF-TOKEN')).toBeUndefined();
    } finally {
      document.cookie = 'XSRF-TOKEN=test-token; path=/';
    }
  });
});

describe('XSRF cookie priming', () => {
  it('makes one GET /health before state-changing calls when the XSRF cookie is missing', async () => {
    document.cookie = 'XSRF-TOKEN=; Max-Age=0; path=/';
    const api = mockApi({
      'GET /health': { status: 200, data: { ok: true } },
      'POST /auth/login': { status: 200, data: {} },
    });
    try {
      await Promise.all([apiClient.post('/auth/login', {}), apiClient.post('/auth/login', {})]);
      expect(api.called()).toEqual(['GET /health', 'POST /auth/login', 'POST /auth/login']);
    } finally {
      api.restore();
    }
  });

  it('goes straight to the call when the cookie is there, and for reads', async () => {
    document.cookie = 'XSRF-TOKEN=abc; path=/';
    const api = mockApi({ 'POST /auth/login': { status: 200, data: {} }, 'GET /x': { status: 200, data: {} } });
    try {
      await apiClient.post('/auth/login', {});
      document.cookie = 'XSRF-TOKEN=; Max-Age=0; path=/';
      await apiClient.get('/x');
      expect(api.called()).toEqual(['POST /auth/login', 'GET /x']);
    } finally {
      api.restore();
    }
  });
});

describe('apiClient error handling', () => {
  const events: AxiosErrorDetail[] = [];
  const onEvent = (e: Event) => events.push((e as CustomEvent<AxiosErrorDetail>).detail);
  const handlers = { onLoginRequired: vi.fn(), onUnauthorized: vi.fn() };
  let api: ReturnType<typeof mockApi>;

  beforeEach(() => {
    events.length = 0;
    window.addEventListener(AXIOS_ERROR_EVENT, onEvent);
    setAuthHandlers(handlers);
    api = mockApi({
      'GET /tenders': { status: 500, data: { error: 'Внутрішня помилка сервера', code: 'internal' } },
      'POST /tenders': {
        status: 400,
        data: {
          error: 'Перевірте дані',
          code: 'validation_failed',
          details: { fields: { title: 'Поле «Назва» є обов’язковим', region_id: 'Оберіть регіон' } },
        },
      },
      'GET /empty': { status: 404, data: '' },
      'GET /account/info/login': { status: 401, data: { error: 'Потрібно увійти', code: 'unauthorized' } },
      'GET /providers': { status: 401, data: { error: 'Потрібно увійти', code: 'unauthorized' } },
      'GET /account/info/regions': { status: 401, data: { error: 'Потрібно увійти', code: 'unauthorized' } },
      'GET /account/info/users': { status: 401, data: { error: 'Потрібно увійти', code: 'unauthorized' } },
      'GET /tenders/5': { status: 401, data: { error: 'Потрібно увійти', code: 'unauthorized' } },
      'POST /auth/login': { status: 401, data: { error: 'Невірний пароль', code: 'invalid_credentials' } },
      'GET /down': 'network',
    });
  });

  afterEach(() => {
    window.removeEventListener(AXIOS_ERROR_EVENT, onEvent);
    api.restore();
    vi.clearAllMocks();
  });

  it('raises axios-error with the body error and readable details, and rejects to the caller', async () => {
    await expect(apiClient.post('/tenders', {})).rejects.toBeInstanceOf(AxiosError);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      kind: 'response',
      status: 400,
      code: 'validation_failed',
      message: 'Перевірте дані',
      extra: 'Поле «Назва» є обов’язковим\nОберіть регіон',
    });
    expect(events[0]!.id).toMatch(/^axios-error-\d+$/);
  });

  it('gives each event its own id and an empty message when the body has none', async () => {
    await expect(apiClient.get('/tenders')).rejects.toThrow();
    await expect(apiClient.get('/empty')).rejects.toThrow();
    expect(events.map((e) => e.message)).toEqual(['Внутрішня помилка сервера', '']);
    expect(events[0]!.id).not.toBe(events[1]!.id);
    expect(handlers.onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps the message away from the toast when the caller shows errors inline', async () => {
    await expect(apiClient.get('/tenders', { inlineErrors: true })).rejects.toThrow();
    expect(events[0]).toMatchObject({ status: 500, message: null });
  });

  it('reports a network failure', async () => {
    await expect(apiClient.get('/down')).rejects.toThrow();
    expect(events[0]).toMatchObject({ kind: 'network' });
    expect(events[0]!.message).toMatch(/з'єднання/);
  });

  it.each(['/account/info/login', '/providers', '/account/info/regions', '/account/info/users'])(
    'sends the user to sign in on 401 of GET %s',
    async (url) => {
      await expect(apiClient.get(url)).rejects.toMatchObject({ response: { status: 401 } });
      expect(handlers.onLoginRequired).toHaveBeenCalledTimes(1);
      expect(handlers.onUnauthorized).not.toHaveBeenCalled();
      expect(events[0]).toMatchObject({ status: 401, message: null });
    },
  );

  it("shows the unauthorized modal on 401 of another call and cancels it with 'user unauthorized'", async () => {
    const error: unknown = await apiClient.get('/tenders/5').catch((e: unknown) => e);
    expect(axios.isCancel(error)).toBe(true);
    expect((error as Error).message).toBe(USER_UNAUTHORIZED);
    expect(handlers.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(handlers.onLoginRequired).not.toHaveBeenCalled();
    // Screens that show the failure in place must not call it a lost connection.
    expect(errorMessage(error)).toBe('Ваш сеанс завершився. Увійдіть знову.');
  });

  it('leaves a 401 of the sign-in call to the caller', async () => {
    const error = await apiClient.post('/auth/login', {}).catch((e: unknown) => e);
    expect(axios.isCancel(error)).toBe(false);
    expect(handlers.onUnauthorized).not.toHaveBeenCalled();
    expect(handlers.onLoginRequired).not.toHaveBeenCalled();
    expect(errorMessage(error)).toBe('Невірний пароль');
  });
});

describe('error helpers', () => {
  it('describes details sensibly', () => {
    expect(describeDetails({ fields: { a: 'A', b: 'B' } })).toBe('A\nB');
    expect(describeDetails('text')).toBe('text');
    expect(describeDetails({ retry_after: 30 })).toBeUndefined();
    expect(describeDetails(undefined)).toBeUndefined();
  });

  it('extracts field errors', () => {
    const err = new AxiosError(
      'x',
      'ERR',
      undefined,
      {},
      {
        status: 400,
        statusText: '',
        headers: {},
        config: { headers: new axios.AxiosHeaders() },
        data: { error: 'e', code: 'validation_failed', details: { fields: { password: 'Закороткий' } } },
      },
    );
    expect(fieldErrors(err)).toEqual({ password: 'Закороткий' });
    expect(fieldErrors(new Error('x'))).toEqual({});
    expect(errorMessage(new Error('x'))).toBe('Невідома помилка!');
  });
});
