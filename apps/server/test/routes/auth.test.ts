import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, organizations, sessions, users } from '../../src/db/schema/index.ts';
import { anonymous, Client, loginAs, useTestApp } from '../helpers.ts';
import { COMMON_PASSWORDS, PASSPHRASE } from '../password-fixtures.ts';

const app = useTestApp();

describe('POST /api/auth/login', () => {
  it('signs in, sets an HttpOnly session cookie and answers the login info', async () => {
    const client = anonymous(app());
    const res = await client.post('/api/auth/login', { login: 'Manager@Demo.ua', password: 'Demo-2026!' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      email: 'manager@demo.ua',
      login: 'manager@demo.ua',
      role: 'bank',
      roles: { manager: true },
    });
    expect(body.actions['tender.create']).toBe(true);
    expect(body.actions['provider.manage']).toBe(false);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/tt_session=[^;]+;.*HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
  });

  it('refuses a wrong password with a Ukrainian message and no session', async () => {
    const res = await anonymous(app()).post('/api/auth/login', {
      login: 'manager@demo.ua',
      password: 'wrong-password1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_credentials', error: 'Невірна електронна пошта або пароль' });
    expect(String(res.headers['set-cookie'] ?? '')).not.toContain('tt_session=');
  });

  it('gives the same answer for an unknown address', async () => {
    const res = await anonymous(app()).post('/api/auth/login', { login: 'nobody@demo.ua', password: 'whatever12' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_credentials');
  });

  it('names the missing field', async () => {
    const res = await anonymous(app()).post('/api/auth/login', { login: 'manager@demo.ua' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(res.json().details.fields.password).toContain('«Пароль»');
  });

  it('rate limits repeated attempts with a clear message', async () => {
    const client = anonymous(app());
    for (let i = 0; i < 10; i++) {
      const res = await client.post('/api/auth/login', { login: 'manager@demo.ua', password: `wrong-${i}-password` });
      expect(res.statusCode).toBe(400);
    }
    const res = await client.post('/api/auth/login', { login: 'manager@demo.ua', password: 'Demo-2026!' });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('rate_limited');
    expect(res.json().error).toMatch(/Забагато спроб входу\. Спробуйте знову через \d+ хв\./);
  });

  it('issues a new session id at every sign-in', async () => {
    const client = await loginAs(app(), 'manager@demo.ua');
    const first = client.cookies.get('tt_session');
    await client.login('manager@demo.ua');
    expect(client.cookies.get('tt_session')).not.toBe(first);
    const count = await app()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(sessions);
    expect(count[0]!.n).toBe(1);
  });

  it('refuses a user of a blocked organisation', async () => {
    await app()
      .db.update(organizations)
      .set({ isBlocked: true, blockedReason: 'Порушення умов' })
      .where(eq(organizations.edr, '32855961'));
    const res = await anonymous(app()).post('/api/auth/login', { login: 'provider1@demo.ua', password: 'Demo-2026!' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toContain('Організацію заблоковано');
    expect(res.json().error).toContain('Порушення умов');
  });
});

describe('XSRF protection', () => {
  it('returns 403 for a state change without the header', async () => {
    const client = anonymous(app());
    await client.get('/api/health');
    const res = await app().inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: 'manager@demo.ua', password: 'Demo-2026!' },
      cookies: Object.fromEntries(client.cookies),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('xsrf_invalid');
  });

  it('returns 403 for a forged token even when cookie and header agree', async () => {
    const res = await app().inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: 'manager@demo.ua', password: 'Demo-2026!' },
      cookies: { 'XSRF-TOKEN': 'forged.token' },
      headers: { 'x-xsrf-token': 'forged.token' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toContain('захисту від підробки');
  });

  it('returns 403 when the header differs from the cookie', async () => {
    const client = await loginAs(app(), 'manager@demo.ua');
    const other = anonymous(app());
    await other.get('/api/health');
    const res = await client.request(
      'POST',
      '/api/auth/logout',
      {},
      { 'X-XSRF-TOKEN': other.cookies.get('XSRF-TOKEN')! },
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('sessions', () => {
  it('answers 401 without a session', async () => {
    const res = await anonymous(app()).get('/api/account/info/login');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthorized', error: 'Потрібно увійти в систему' });
  });

  it('answers 401 once the session has expired', async () => {
    const client = await loginAs(app(), 'manager@demo.ua');
    await app()
      .db.update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await client.get('/api/account/info/login')).statusCode).toBe(401);
  });

  it('answers 401 after the idle limit', async () => {
    const client = await loginAs(app(), 'manager@demo.ua');
    await app()
      .db.update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 61 * 60_000) });
    expect((await client.get('/api/account/info/login')).statusCode).toBe(401);
  });

  it('ends at sign-out', async () => {
    const client = await loginAs(app(), 'manager@demo.ua');
    const token = client.cookies.get('tt_session')!;
    expect((await client.post('/api/auth/logout')).statusCode).toBe(200);
    const res = await app().inject({ method: 'GET', url: '/api/account/info/login', cookies: { tt_session: token } });
    expect(res.statusCode).toBe(401);
  });

  it('ends at once when the user is disabled or the organisation blocked', async () => {
    const bank = await loginAs(app(), 'manager@demo.ua');
    const provider = await loginAs(app(), 'provider1@demo.ua');
    await app().db.update(users).set({ isActive: false }).where(eq(users.email, 'manager@demo.ua'));
    await app().db.update(organizations).set({ isBlocked: true }).where(eq(organizations.edr, '32855961'));
    expect((await bank.get('/api/account/info/login')).statusCode).toBe(401);
    expect((await provider.get('/api/account/info/login')).statusCode).toBe(401);
  });
});

describe('password recovery', () => {
  async function requestLink(client: Client, email: string) {
    const res = await client.post('/api/auth/reset', { email });
    expect(res.statusCode).toBe(202);
    const [letter] = await app().db.select().from(emailOutbox).where(eq(emailOutbox.template, 'recovery'));
    return letter ? /token=([\w-]+)/.exec(letter.text)![1]! : null;
  }

  it('answers 202 for an unknown address and stores no letter', async () => {
    expect(await requestLink(anonymous(app()), 'nobody@demo.ua')).toBeNull();
  });

  it('stores a queued Ukrainian letter and lets the link set a new password once', async () => {
    const client = anonymous(app());
    const token = await requestLink(client, 'auditor@demo.ua');
    const [letter] = await app().db.select().from(emailOutbox);
    expect(letter).toMatchObject({ status: 'queued', to: ['auditor@demo.ua'] });
    expect(letter!.subject).toContain('відновлення пароля');

    expect((await client.post('/api/auth/recovery', { token, password: 'Новий-пароль-2026' })).statusCode).toBe(200);
    const again = await client.post('/api/auth/recovery', { token, password: 'Інший-пароль-2026' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid_token');
    expect(
      (await anonymous(app()).post('/api/auth/login', { login: 'auditor@demo.ua', password: 'Новий-пароль-2026' }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a weak new password, naming the field', async () => {
    const res = await anonymous(app()).post('/api/auth/recovery', { token: 'x'.repeat(43), password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields.password).toContain('«Новий пароль»');
  });

  it('refuses common passwords and the owner’s name, leaving the link usable for a passphrase', async () => {
    const client = anonymous(app());
    const token = await requestLink(client, 'auditor@demo.ua');
    for (const password of COMMON_PASSWORDS) {
      const res = await client.post('/api/auth/recovery', { token, password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      expect(res.json().details.fields.password).toMatch(/^«Новий пароль» занадто простий: /);
    }
    const own = await client.post('/api/auth/recovery', { token, password: 'Шевчук-Наталія-2026' });
    expect(own.json().details.fields.password).toContain('вашу електронну пошту, ім’я чи прізвище');
    expect((await client.post('/api/auth/recovery', { token, password: PASSPHRASE })).statusCode).toBe(200);
    const login = await anonymous(app()).post('/api/auth/login', { login: 'auditor@demo.ua', password: PASSPHRASE });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a link that is not valid before judging the password', async () => {
    const res = await anonymous(app()).post('/api/auth/recovery', {
      token: 'x'.repeat(43),
      password: COMMON_PASSWORDS[0],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_token');
  });

  it('judges an invitation’s password against the invited user’s e-mail and name', async () => {
    const admin = await loginAs(app(), 'admin@demo.ua');
    const invited = { email: 'ivan.sydorenko@bank.ua', first_name: 'Іван', last_name: 'Сидоренко', roles: ['auditor'] };
    expect((await admin.post('/api/admin/users', invited)).statusCode).toBe(201);
    const [letter] = await app().db.select().from(emailOutbox).where(eq(emailOutbox.template, 'invitation'));
    const token = /token=([\w-]+)/.exec(letter!.text)![1]!;
    const visitor = anonymous(app());
    for (const password of ['Sydorenko-violin-harbour', 'Сидоренко-скрипка-гавань', COMMON_PASSWORDS[1]]) {
      const res = await visitor.post('/api/auth/recovery', { token, password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().details.fields.password).toMatch(/^«Новий пароль» занадто простий: /);
    }
    expect((await visitor.post('/api/auth/recovery', { token, password: PASSPHRASE })).statusCode).toBe(200);
  });

  it('rate limits recovery requests', async () => {
    const client = anonymous(app());
    for (let i = 0; i < 5; i++)
      expect((await client.post('/api/auth/reset', { email: `x${i}@demo.ua` })).statusCode).toBe(202);
    expect((await client.post('/api/auth/reset', { email: 'x@demo.ua' })).statusCode).toBe(429);
  });
});

describe('POST /api/account/password', () => {
  it('changes the password, checking the current one, and signs out other devices', async () => {
    const here = await loginAs(app(), 'it@demo.ua');
    const elsewhere = await loginAs(app(), 'it@demo.ua');
    const wrong = await here.post('/api/account/password', { current_password: 'nope', password: 'Пароль-2027-новий' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details.fields.current_password).toBeDefined();
    const ok = await here.post('/api/account/password', {
      current_password: 'Demo-2026!',
      password: 'Пароль-2027-новий',
    });
    expect(ok.statusCode).toBe(200);
    expect((await here.get('/api/account/info/login')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/account/info/login')).statusCode).toBe(401);
  });
});
