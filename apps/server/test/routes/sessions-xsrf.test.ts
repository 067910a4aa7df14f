import { describe, expect, it } from 'vitest';
import { XSRF_COOKIE, XSRF_HEADER } from '@tt/contracts/constants';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.ts';
import { anonymous, buildTestApp, loginAs, useTestApp, type TestApp } from '../helpers.ts';

const app = useTestApp();

type Cookie = { name: string; value: string; secure?: boolean; path?: string; domain?: string; httpOnly?: boolean };
const cookiesOf = (res: { cookies: unknown }) => res.cookies as Cookie[];

describe('XSRF tokens bound to the session', () => {
  it('refuses a token minted for an anonymous visit with a signed-in session, and hands out a fresh one at sign-in', async () => {
    const visitor = anonymous(app());
    await visitor.get('/api/health');
    const anonymousToken = visitor.cookies.get(XSRF_COOKIE)!;
    expect(anonymousToken).toBeTruthy();

    const admin = await loginAs(app(), 'admin@demo.ua');
    const fresh = admin.cookies.get(XSRF_COOKIE)!;
    // The attacker's own token, echoed correctly, riding on the admin's session.
    admin.cookies.set(XSRF_COOKIE, anonymousToken);
    const forged = await app().inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: Object.fromEntries(admin.cookies),
      headers: { [XSRF_HEADER]: anonymousToken },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('xsrf_invalid');

    admin.cookies.set(XSRF_COOKIE, fresh);
    expect(fresh).not.toBe(anonymousToken);
    expect(
      (await admin.put('/api/account/profile', { first_name: 'Олена', last_name: 'Коваленко' })).statusCode,
    ).not.toBe(403);
  });

  it("refuses another session's token", async () => {
    const a = await loginAs(app(), 'manager@demo.ua');
    const b = await loginAs(app(), 'auditor@demo.ua');
    const res = await app().inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { ...Object.fromEntries(a.cookies), [XSRF_COOKIE]: b.cookies.get(XSRF_COOKIE)! },
      headers: { [XSRF_HEADER]: b.cookies.get(XSRF_COOKIE)! },
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers an ended session with 401, not an XSRF refusal', async () => {
    const client = await loginAs(app(), 'manager@demo.ua');
    await app().db.execute('delete from sessions');
    const res = await client.post('/api/auth/logout');
    expect(res.statusCode).not.toBe(403);
    const next = await client.put('/api/account/profile', { first_name: 'А', last_name: 'Б' });
    expect(next.statusCode).toBe(401);
  });
});

describe('cookies and caching over https', () => {
  it('names the session cookie with the __Host- prefix and marks both cookies Secure when PUBLIC_URL is https', async () => {
    const secure = await buildTestApp({ PUBLIC_URL: 'https://tender.bank.ua' });
    try {
      const client = await loginAs(secure, 'manager@demo.ua');
      expect(client.cookies.has('__Host-tt_session')).toBe(true);
      expect(client.cookies.has('tt_session')).toBe(false);
      const res = await client.post('/api/auth/login', { login: 'manager@demo.ua', password: DEMO_PASSWORD });
      const session = cookiesOf(res).find((c) => c.name === '__Host-tt_session')!;
      expect(session).toMatchObject({ secure: true, path: '/', httpOnly: true });
      expect(session.domain).toBeUndefined();
      expect(cookiesOf(res).find((c) => c.name === XSRF_COOKIE)).toMatchObject({ secure: true });
      expect((await client.get('/api/account/info/login')).statusCode).toBe(200);
    } finally {
      await secure.close();
    }
  });
});

describe('rate limits that an address cannot dodge', () => {
  async function xsrf(a: TestApp, remoteAddress: string) {
    const res = await a.inject({ method: 'GET', url: '/api/health', remoteAddress });
    return cookiesOf(res).find((c) => c.name === XSRF_COOKIE)!.value;
  }

  it('slows sign-in from one address across different logins', async () => {
    const token = await xsrf(app(), '198.51.100.7');
    const attempt = (i: number) =>
      app().inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '198.51.100.7',
        cookies: { [XSRF_COOKIE]: token },
        headers: { [XSRF_HEADER]: token },
        payload: { login: `user${i}@example.ua`, password: 'wrong-password-1' },
      });
    for (let i = 0; i < 30; i++) expect((await attempt(i)).statusCode).toBe(400);
    const blocked = await attempt(30);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatch(/^Забагато спроб входу з вашої адреси/);
  });

  it('does not let a client choose its own address through X-Forwarded-For in production', async () => {
    const prod = await buildTestApp({ NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(40) });
    try {
      const token = await xsrf(prod, '203.0.113.5');
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await prod.inject({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress: '203.0.113.5',
          cookies: { [XSRF_COOKIE]: token },
          headers: { [XSRF_HEADER]: token, 'x-forwarded-for': `192.0.2.${i + 1}` },
          payload: {},
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    } finally {
      await prod.close();
    }
  });

  it('bounds how many colleagues one account may invite (each answer tells whether an address is taken)', async () => {
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await provider.post('/api/account/info/users', {
        email: `probe${i}@example.ua`,
        first_name: 'Іван',
        last_name: 'Пробний',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s !== 429)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
