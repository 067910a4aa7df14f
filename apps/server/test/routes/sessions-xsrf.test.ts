import { describe, expect, it } from 'vitest';
import { XSRF_COOKIE, XSRF_HEADER } from '@tt/contracts/constants';
import { DEMO_PASSWORD } from '../../src/demo/accounts.ts';
import { SIGN_IN_LIMITS } from '../../src/lib/rate-limits.ts';
import { anonymous, anonymousXsrf, buildTestApp, loginAs, signInFrom, useTestApp } from '../helpers.ts';
import { addStaff } from '../password-fixtures.ts';

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
  // Successful sign-ins and a morning behind one NAT address: sign-in-limits.pg.test.ts.
  it('counts an IPv6 client by its /64 network, for the address and for the address with the login', async () => {
    const token = await anonymousXsrf(app(), '2001:db8:5:7::1');
    // One login from ten addresses of one /64: the eleventh attempt is refused as if from one address.
    for (let i = 0; i < 10; i++) {
      const res = await signInFrom(app(), `2001:db8:5:7::${(i + 2).toString(16)}`, token, 'x@example.ua', 'wrong-1');
      expect(res.statusCode).toBe(400);
    }
    const sameLogin = await signInFrom(app(), '2001:db8:5:7:ffff::1', token, 'X@example.ua', 'wrong-1');
    expect(sameLogin.statusCode).toBe(429);
    expect(sameLogin.json().error).toMatch(/^Забагато спроб входу\. /);
    // Other logins from the same /64 fill the per-address count (10 counted already).
    const others = await addStaff(app().db, 40);
    for (let i = SIGN_IN_LIMITS.perAccount.max; i < SIGN_IN_LIMITS.perAddress.max; i++) {
      const res = await signInFrom(app(), `2001:db8:5:7:${i.toString(16)}::9`, token, others[i % 40]!, 'wrong-1');
      expect(res.statusCode).toBe(400);
    }
    const perAddress = await signInFrom(app(), '2001:db8:5:7:abcd::1', token, 'new@example.ua', 'wrong-1');
    expect(perAddress.statusCode).toBe(429);
    expect(perAddress.json().error).toMatch(/^Забагато спроб входу з вашої адреси/);
    // Another /64 is another client.
    const elsewhere = await signInFrom(app(), '2001:db8:5:8::1', token, 'new@example.ua', 'wrong-1');
    expect(elsewhere.statusCode).toBe(400);
  });

  it('does not let a client choose its own address through X-Forwarded-For in production', async () => {
    const prod = await buildTestApp({ NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(40) });
    try {
      const token = await anonymousXsrf(prod, '203.0.113.5');
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

  it('counts invitations and resent invitations against one limit per account', async () => {
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const invited = await provider.post('/api/account/info/users', {
      email: 'colleague@example.ua',
      first_name: 'Іван',
      last_name: 'Колега',
    });
    expect(invited.statusCode).toBe(201);
    const { id } = invited.json() as { id: number };
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      const res = await provider.post('/api/account/info/users', {
        email: `probe${i}@example.ua`,
        first_name: 'Іван',
        last_name: 'Пробний',
      });
      statuses.push(res.statusCode);
    }
    for (let i = 0; i < 10; i++)
      statuses.push((await provider.post(`/api/account/info/users/${id}/invitation`)).statusCode);
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    // Twenty in all: the next one of either kind is refused.
    const resent = await provider.post(`/api/account/info/users/${id}/invitation`);
    expect(resent.statusCode).toBe(429);
    expect(resent.json().error).toMatch(/^Забагато запрошень\. /);
    const another = await provider.post('/api/account/info/users', {
      email: 'late@example.ua',
      first_name: 'Іван',
      last_name: 'Пізній',
    });
    expect(another.statusCode).toBe(429);
  });
});
