import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession, loadChannel, loadLoginInfo, resetSession, startSession } from './session';
import { hasAuthorizedCookie, removeAuthorizedCookie, setAuthorizedCookie } from './cookies';
import { mockApi } from '../test/mock-api';
import { bankInfo, organization, providerInfo, regions } from '../test/fixtures';
import { setAuthHandlers } from './api-client';

let api: ReturnType<typeof mockApi> | undefined;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  setAuthHandlers({ onLoginRequired: () => clearSession(), onUnauthorized: () => {} });
});

afterEach(() => {
  api?.restore();
  removeAuthorizedCookie();
  resetSession();
  vi.restoreAllMocks();
});

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('session', () => {
  it('is unauthenticated without the authorized cookie and makes no call', async () => {
    api = mockApi({});
    resetSession();
    expect(getSession()).toMatchObject({ authorized: false, ready: false });
    expect(await loadLoginInfo()).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('loads the login info on demand, then organisation and regions for a provider', async () => {
    setAuthorizedCookie();
    resetSession();
    api = mockApi({
      'GET /account/info/login': { status: 200, data: providerInfo },
      'GET /account/info/organization': { status: 200, data: organization },
      'GET /account/info/regions': { status: 200, data: regions },
    });
    expect(getSession()).toMatchObject({ authorized: true, ready: false });
    const [a, b] = await Promise.all([loadLoginInfo(), loadLoginInfo()]);
    expect(a).toEqual(providerInfo);
    expect(b).toEqual(providerInfo);
    await vi.waitFor(() => expect(getSession().organization).not.toBeNull());
    const s = getSession();
    expect(s).toMatchObject({ ready: true, bankUser: false, loginInfo: providerInfo, regions });
    expect(s.organization?.accounting_contacts).toEqual(['Бухгалтерія +380441234567', 'Ірина']);
    expect(s.organization?.technical_support_contacts).toEqual(['']);
    expect(s.organization?.technical_emails).toEqual(['noc@optic.example.ua', 'support@optic.example.ua']);
    expect(api.called().filter((c) => c === 'GET /account/info/login')).toHaveLength(1);
  });

  it('does not fetch the organisation for a bank user', async () => {
    setAuthorizedCookie();
    resetSession();
    api = mockApi({
      'GET /account/info/login': { status: 200, data: bankInfo },
      'GET /account/info/regions': { status: 200, data: regions },
    });
    await loadLoginInfo();
    await flush();
    expect(getSession()).toMatchObject({ bankUser: true, organization: null, regions });
    expect(api.called()).not.toContain('GET /account/info/organization');
  });

  it('clears everything and removes the cookie on 401 of the login info', async () => {
    setAuthorizedCookie();
    resetSession();
    api = mockApi({ 'GET /account/info/login': { status: 401, data: { error: 'x', code: 'unauthorized' } } });
    expect(await loadLoginInfo()).toBeNull();
    expect(getSession()).toMatchObject({ authorized: false, ready: false, loginInfo: null });
    expect(hasAuthorizedCookie()).toBe(false);
  });

  it('marks the session unauthorized on other login-info failures', async () => {
    setAuthorizedCookie();
    resetSession();
    api = mockApi({ 'GET /account/info/login': { status: 500, data: { error: 'x', code: 'internal' } } });
    expect(await loadLoginInfo()).toBeNull();
    expect(getSession().authorized).toBe(false);
    expect(hasAuthorizedCookie()).toBe(false);
  });

  it('starts a session from the sign-in answer and sets the cookie', async () => {
    api = mockApi({
      'GET /account/info/regions': { status: 200, data: regions },
      'GET /account/info/organization': { status: 200, data: organization },
    });
    startSession(providerInfo);
    expect(hasAuthorizedCookie()).toBe(true);
    expect(getSession()).toMatchObject({ authorized: true, ready: true });
    await vi.waitFor(() => expect(getSession().organization?.id).toBe(3));
  });

  it('drops an answer that arrives after the session ended', async () => {
    setAuthorizedCookie();
    resetSession();
    let release: (v: { status: number; data: unknown }) => void = () => {};
    api = mockApi({ 'GET /account/info/login': () => new Promise((r) => (release = r)) });
    const pending = loadLoginInfo();
    await flush();
    clearSession();
    release({ status: 200, data: providerInfo });
    expect(await pending).toBeNull();
    expect(getSession().loginInfo).toBeNull();
  });

  it('keeps channel dictionaries as id → name maps and only logs their errors', async () => {
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
    await Promise.all([loadChannel('physics'), loadChannel('protocol')]);
    const physics = getSession().channels.physics!;
    expect(physics.get(2)).toBe('Оптоволокно');
    expect([...physics.keys()]).toEqual([2, 1]);
    expect(getSession().channels.protocol).toBeUndefined();
    expect(console.error).toHaveBeenCalledWith('Channel dictionary protocol failed', expect.anything());
    await loadChannel('physics');
    expect(api.called().filter((c) => c === 'GET /channels/physics')).toHaveLength(1);
  });
});
