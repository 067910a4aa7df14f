import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { AxiosError, type AxiosResponse } from 'axios';
import { useEffect } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { AppProviders, createQueryClient } from '../app/providers';
import { mockApi, type MockReply } from '../test/mock-api';
import { apiClient, AXIOS_ERROR_EVENT, type AxiosErrorDetail } from './api-client';
import { getToastState, listenToAxiosErrors, resetToasts } from './toasts';
import {
  listenToServiceOutage,
  OUTAGE_RETRIES,
  OUTAGE_TOAST_GROUP,
  queryRetryDelay,
  shouldRetryQuery,
} from './service-outage';

const UNAVAILABLE: MockReply = {
  status: 503,
  data: { error: 'Сервіс тимчасово недоступний. Повторіть спробу за кілька секунд.', code: 'unavailable' },
  headers: { 'retry-after': '5' },
};

function failure(status: number, data: unknown, headers: Record<string, string> = {}) {
  const response = { status, data, headers, statusText: '', config: {}, request: {} } as AxiosResponse;
  return new AxiosError('failed', 'ERR_BAD_RESPONSE', undefined, {}, response);
}

let stops: (() => void)[] = [];
let api: ReturnType<typeof mockApi> | undefined;
beforeEach(() => {
  stops = [listenToAxiosErrors(), listenToServiceOutage()];
});
afterEach(() => {
  stops.forEach((stop) => stop());
  api?.restore();
  api = undefined;
  resetToasts();
  notifications.clean();
});

describe('a brief server outage (503 unavailable)', () => {
  it('raises the axios-error event without a message and queues one persistent notice, whatever the number of calls', async () => {
    const events: AxiosErrorDetail[] = [];
    const onEvent = (e: Event) => events.push((e as CustomEvent<AxiosErrorDetail>).detail);
    window.addEventListener(AXIOS_ERROR_EVENT, onEvent);
    api = mockApi({ 'GET /a': UNAVAILABLE, 'GET /b': UNAVAILABLE, 'POST /c': UNAVAILABLE });
    try {
      await Promise.allSettled([apiClient.get('/a'), apiClient.get('/b'), apiClient.post('/c', {})]);
    } finally {
      window.removeEventListener(AXIOS_ERROR_EVENT, onEvent);
    }
    expect(events).toHaveLength(3);
    expect(events.every((e) => e.status === 503 && e.code === 'unavailable' && e.message === null)).toBe(true);
    expect(getToastState().queue).toEqual([
      expect.objectContaining({
        severity: 'warn',
        summary: 'Сервіс тимчасово недоступний',
        group: OUTAGE_TOAST_GROUP,
        life: 0,
      }),
    ]);
  });

  it('keeps other 5xx answers as error toasts', async () => {
    api = mockApi({ 'GET /a': { status: 500, data: { error: 'Внутрішня помилка', code: 'internal' } } });
    await apiClient.get('/a').catch(() => undefined);
    expect(getToastState().queue).toEqual([expect.objectContaining({ summary: 'Помилка', severity: 'error' })]);
  });

  it('retries queries patiently, never sooner than Retry-After, and other failures as before', () => {
    const unavailable = failure(503, { code: 'unavailable' }, { 'retry-after': '5' });
    expect(shouldRetryQuery(1, unavailable)).toBe(true);
    expect(shouldRetryQuery(OUTAGE_RETRIES - 1, unavailable)).toBe(true);
    expect(shouldRetryQuery(OUTAGE_RETRIES, unavailable)).toBe(false);
    expect(queryRetryDelay(0, unavailable)).toBe(5000);
    expect(queryRetryDelay(3, unavailable)).toBe(8000);
    expect(queryRetryDelay(10, unavailable)).toBe(30_000);

    const internal = failure(500, { code: 'internal' });
    expect(shouldRetryQuery(0, internal)).toBe(true);
    expect(shouldRetryQuery(1, internal)).toBe(false);
    expect(shouldRetryQuery(0, failure(404, { code: 'not_found' }))).toBe(false);
    expect(queryRetryDelay(0, internal)).toBe(1000);
  });

  it('shows one notice while a page waits, then the data, and the notice clears by itself', async () => {
    let calls = 0;
    let serverBack!: () => void;
    const back = new Promise<void>((resolve) => (serverBack = resolve));
    api = mockApi({
      'GET /things': async () => {
        calls += 1;
        if (calls <= 3) return UNAVAILABLE;
        await back;
        return { status: 200, data: { name: 'Дані на місці' } };
      },
    });
    const queryClient = createQueryClient();
    // The app's retry rule, without the real waits.
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 10 } });
    function Page() {
      const query = useQuery({
        queryKey: ['things'],
        queryFn: async () => (await apiClient.get<{ name: string }>('/things')).data,
      });
      if (query.isError) return <p>Не вдалося завантажити</p>;
      return <p>{query.data?.name ?? 'Завантаження'}</p>;
    }
    render(
      <AppProviders queryClient={queryClient} env="test">
        <Page />
      </AppProviders>,
    );

    expect(await screen.findByText('Сервіс тимчасово недоступний')).toBeInTheDocument();
    await waitFor(() => expect(calls).toBe(4));
    expect(screen.getAllByText('Сервіс тимчасово недоступний')).toHaveLength(1);
    expect(screen.queryByText('Помилка')).not.toBeInTheDocument();
    expect(screen.getByText('Завантаження')).toBeInTheDocument();

    serverBack();
    expect(await screen.findByText('Дані на місці')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Сервіс тимчасово недоступний')).not.toBeInTheDocument());
  });

  it('stops promising another try once a query has used up its retries, and asks to refresh the page later', async () => {
    let calls = 0;
    api = mockApi({
      'GET /things': () => {
        calls += 1;
        return UNAVAILABLE;
      },
    });
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 1 } });
    function Page() {
      const query = useQuery({
        queryKey: ['things'],
        queryFn: async () => (await apiClient.get<{ name: string }>('/things')).data,
      });
      return <p>{query.isError ? 'Не вдалося завантажити' : 'Завантаження'}</p>;
    }
    render(
      <AppProviders queryClient={queryClient} env="test">
        <Page />
      </AppProviders>,
    );

    expect(await screen.findByText(/^Повторюємо спробу…/)).toBeInTheDocument();
    expect(await screen.findByText('Не вдалося завантажити', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(calls).toBe(OUTAGE_RETRIES + 1);
    expect(await screen.findByText(/Оновіть сторінку трохи згодом/)).toBeInTheDocument();
    expect(screen.queryByText(/Повторюємо спробу/)).not.toBeInTheDocument();
    expect(screen.getAllByText('Сервіс тимчасово недоступний')).toHaveLength(1);
  });

  it('says at once that nothing is retried when a save fails on an outage (mutations are never retried)', async () => {
    let calls = 0;
    api = mockApi({
      'POST /things': () => {
        calls += 1;
        return UNAVAILABLE;
      },
    });
    function Form() {
      const save = useMutation({ mutationFn: async () => (await apiClient.post('/things', {})).data });
      const { mutate } = save;
      useEffect(() => mutate(), [mutate]);
      return <p>{save.isError ? 'Не збережено' : 'Зберігаємо'}</p>;
    }
    render(
      <AppProviders queryClient={createQueryClient()} env="test">
        <Form />
      </AppProviders>,
    );

    expect(await screen.findByText('Не збережено')).toBeInTheDocument();
    expect(await screen.findByText(/Оновіть сторінку трохи згодом/)).toBeInTheDocument();
    expect(screen.queryByText(/Повторюємо спробу/)).not.toBeInTheDocument();
    expect(calls).toBe(1);
  });
});
