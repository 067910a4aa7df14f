import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { endSession, sessionKeys, startSession, type SessionAnswer } from './session';
import { useChannels, useSession } from './use-session';
import { hasAuthorizedCookie, removeAuthorizedCookie, setAuthorizedCookie } from './cookies';
import { mockApi } from '../test/mock-api';
import { bankInfo, organization, providerInfo, regions } from '../test/fixtures';
import { setAuthHandlers } from './api-client';

let api: ReturnType<typeof mockApi> | undefined;
let queryClient: QueryClient;

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);
const renderSession = () => renderHook(() => useSession(), { wrapper });
const answer = () => queryClient.getQueryData<SessionAnswer>(sessionKeys.loginInfo);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  setAuthHandlers({ onLoginRequired: () => endSession(queryClient), onUnauthorized: () => {} });
});

afterEach(() => {
  api?.restore();
  queryClient.clear();
  removeAuthorizedCookie();
  vi.restoreAllMocks();
});

describe('session', () => {
  it('is unauthenticated without the authorized cookie and makes no call', async () => {
    api = mockApi({});
    const { result } = renderSession();
    expect(result.current).toMatchObject({ authorized: false, ready: false, loginInfo: null });
    await waitFor(() => expect(answer()).toEqual({ loginInfo: null, signedOut: false }));
    expect(api.calls).toHaveLength(0);
  });

  it('loads the login info once for every reader, then organisation and regions for a provider', async () => {
    setAuthorizedCookie();
    api = mockApi({
      'GET /account/info/login': { status: 200, data: providerInfo },
      'GET /account/info/organization': { status: 200, data: organization },
      'GET /account/info/regions': { status: 200, data: regions },
    });
    const { result } = renderHook(() => [useSession(), useSession()] as const, { wrapper });
    expect(result.current[0]).toMatchObject({ authorized: true, ready: false });
    await waitFor(() => expect(result.current[0].organization).not.toBeNull());
    const s = result.current[1];
    expect(s).toMatchObject({ ready: true, bankUser: false, loginInfo: providerInfo, regions });
    expect(s.organization?.accounting_contacts).toEqual(['Бухгалтерія +380441234567', 'Ірина']);
    expect(s.organization?.technical_support_contacts).toEqual(['']);
    expect(s.organization?.technical_emails).toEqual(['noc@optic.example.ua', 'support@optic.example.ua']);
    expect(api.called().filter((c) => c === 'GET /account/info/login')).toHaveLength(1);
  });

  it('does not fetch the organisation for a bank user', async () => {
    setAuthorizedCookie();
    api = mockApi({
      'GET /account/info/login': { status: 200, data: bankInfo },
      'GET /account/info/regions': { status: 200, data: regions },
    });
    const { result } = renderSession();
    await waitFor(() => expect(result.current.regions).toEqual(regions));
    expect(result.current).toMatchObject({ bankUser: true, organization: null });
    expect(api.called()).not.toContain('GET /account/info/organization');
  });

  it('clears everything and removes the cookie on 401 of the login info', async () => {
    setAuthorizedCookie();
    api = mockApi({ 'GET /account/info/login': { status: 401, data: { error: 'x', code: 'unauthorized' } } });
    const { result } = renderSession();
    await waitFor(() => expect(answer()).toEqual({ loginInfo: null, signedOut: false }));
    expect(result.current).toMatchObject({ authorized: false, ready: false, loginInfo: null });
    expect(hasAuthorizedCookie()).toBe(false);
  });

  it('marks the session unauthorized on other login-info failures', async () => {
    setAuthorizedCookie();
    api = mockApi({ 'GET /account/info/login': { status: 500, data: { error: 'x', code: 'internal' } } });
    const { result } = renderSession();
    await waitFor(() => expect(answer()).toEqual({ loginInfo: null, signedOut: false }));
    expect(result.current.authorized).toBe(false);
    expect(hasAuthorizedCookie()).toBe(false);
  });

  it('starts a session from the sign-in answer, sets the cookie and forgets the previous user’s data', async () => {
    api = mockApi({
      'GET /account/info/regions': { status: 200, data: regions },
      'GET /account/info/organization': { status: 200, data: organization },
    });
    queryClient.setQueryData(['tenders', 'detail', 1], 'previous user');
    const { result } = renderSession();
    act(() => startSession(queryClient, providerInfo));
    expect(hasAuthorizedCookie()).toBe(true);
    await waitFor(() => expect(result.current).toMatchObject({ authorized: true, ready: true }));
    expect(queryClient.getQueryData(['tenders', 'detail', 1])).toBeUndefined();
    await waitFor(() => expect(result.current.organization?.id).toBe(3));
  });

  it('drops a login-info answer that arrives after the session ended', async () => {
    setAuthorizedCookie();
    let release: (v: { status: number; data: unknown }) => void = () => {};
    api = mockApi({ 'GET /account/info/login': () => new Promise((r) => (release = r)) });
    const { result } = renderSession();
    await waitFor(() => expect(api!.called()).toContain('GET /account/info/login'));
    act(() => endSession(queryClient, { signedOut: true }));
    release({ status: 200, data: providerInfo });
    await new Promise((r) => setTimeout(r, 10));
    expect(answer()).toEqual({ loginInfo: null, signedOut: true });
    expect(result.current).toMatchObject({ authorized: false, loginInfo: null, signedOut: true });
    expect(hasAuthorizedCookie()).toBe(false);
  });

  it('keeps channel dictionaries as id → name maps, loaded once, across sessions', async () => {
    api = mockApi({
      'GET /channels/physics': {
        status: 200,
        data: [
          { id: 2, name: 'Оптоволокно' },
          { id: 1, name: 'Мідна пара' },
        ],
      },
      'GET /channels/protocol': { status: 500, data: { error: 'x', code: 'internal' } },
    });
    const { result } = renderHook(() => [useChannels(['physics', 'protocol']), useSession()] as const, { wrapper });
    await waitFor(() => expect(result.current[0].physics).toBeDefined());
    const physics = result.current[1].channels.physics!;
    expect(physics.get(2)).toBe('Оптоволокно');
    expect([...physics.keys()]).toEqual([2, 1]);
    expect(result.current[0].protocol).toBeUndefined();
    act(() => endSession(queryClient));
    renderHook(() => useChannels(['physics']), { wrapper });
    expect(result.current[0].physics).toBe(physics);
    expect(api.called().filter((c) => c === 'GET /channels/physics')).toHaveLength(1);
  });
});
