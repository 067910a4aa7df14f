import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createChallenge, solveChallenge } from 'altcha-lib/v1';
import { appSecrets, emailOutbox, organizationEvents, organizations, users } from '../../src/db/schema/index.ts';
import { anonymous, type TestApp, useTestApp } from '../helpers.ts';
import { COMMON_PASSWORDS, PASSPHRASE } from '../password-fixtures.ts';

const app = useTestApp();

type Challenge = Awaited<ReturnType<typeof createChallenge>>;

/** Solves a challenge the way the widget does and packs the answer it would send. */
async function solve(c: Challenge): Promise<string> {
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error('no solution');
  const payload = {
    algorithm: c.algorithm,
    challenge: c.challenge,
    number: solution.number,
    salt: c.salt,
    signature: c.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/**
 * A real solution signed with the app's own key, but easy (max 1000) so the tests stay fast;
 * one test solves the route's full-size challenge.
 */
async function quickAltcha(a: TestApp, expires = new Date(Date.now() + 60_000)): Promise<string> {
  await a.inject({ method: 'GET', url: '/api/altcha/challenge' });
  const [key] = await a.db.select().from(appSecrets).where(eq(appSecrets.name, 'altcha'));
  return solve(await createChallenge({ hmacKey: key!.value, maxnumber: 1000, expires }));
}

const body = (altcha: string, patch: { organization?: object; user?: object } = {}) => ({
  organization: {
    name: 'ТОВ «Швидкий зв’язок»',
    brand: 'Швидкий',
    edr: '00032129',
    ipn: '',
    website: 'shvydkyi.ua',
    accounting_contacts: 'Олена Бондар, +380441112233',
    technical_support_contacts: 'Черговий NOC, +380442223344',
    accounting_emails: 'buh@shvydkyi.ua',
    technical_emails: 'noc@shvydkyi.ua, support@shvydkyi.ua',
    is_fop: false,
    is_pipeline: true,
    is_paper_less: true,
    ...patch.organization,
  },
  user: {
    first_name: 'Андрій',
    last_name: 'Мельник',
    email: 'Andriy@Shvydkyi.ua',
    phones: ['+380 67 123 45 67'],
    password: 'Shvydkyi-2026',
    ...patch.user,
  },
  altcha,
});

const count = async (
  a: TestApp,
  table: typeof organizations | typeof users | typeof organizationEvents | typeof emailOutbox,
) => (await a.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('GET /api/altcha/challenge', () => {
  it('answers a signed challenge that carries its expiry and is not cached', async () => {
    const res = await anonymous(app()).get('/api/altcha/challenge');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const c = res.json();
    expect(c).toMatchObject({ algorithm: 'SHA-256', maxnumber: 50_000 });
    expect(c.salt).toMatch(/\?expires=\d+/);
    expect(c.signature).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('POST /api/auth/register', () => {
  it('registers an unverified organisation and its user, starts a session and tells the admins', async () => {
    const client = anonymous(app());
    const altcha = await solve((await client.get('/api/altcha/challenge')).json());
    const res = await client.post('/api/auth/register', body(altcha));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: 'andriy@shvydkyi.ua',
      login: 'andriy@shvydkyi.ua',
      role: 'provider',
      roles: null,
      full_name: 'Андрій Мельник',
      org_name: 'ТОВ «Швидкий зв’язок»',
    });
    expect(String(res.headers['set-cookie'])).toMatch(/tt_session=[^;]+;.*HttpOnly/);

    const info = await client.get('/api/account/info/login');
    expect(info.statusCode).toBe(200);
    expect(info.json().email).toBe('andriy@shvydkyi.ua');
    const org = (await client.get('/api/account/info/organization')).json();
    expect(org).toMatchObject({
      edr: '00032129',
      website: 'https://shvydkyi.ua',
      technical_emails: 'noc@shvydkyi.ua, support@shvydkyi.ua',
      is_verify: false,
      is_blocked: false,
      is_pipeline: true,
      is_paper_less: true,
    });

    const [user] = await app().db.select().from(users).where(eq(users.email, 'andriy@shvydkyi.ua'));
    expect(user).toMatchObject({ role: 'provider', organizationId: org.id, phones: ['+380 67 123 45 67'] });
    const events = await app()
      .db.select()
      .from(organizationEvents)
      .where(eq(organizationEvents.organizationId, org.id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'registered', userId: user!.id, actorId: null });

    const admins = await app()
      .db.select({ email: users.email })
      .from(users)
      .where(and(eq(users.role, 'bank'), sql`'admin' = any(${users.bankRoles})`, eq(users.isActive, true)));
    const letters = await app().db.select().from(emailOutbox).where(eq(emailOutbox.template, 'provider_registered'));
    expect(admins.length).toBeGreaterThan(0);
    expect(letters.map((l) => l.to).sort()).toEqual(admins.map((a) => [a.email]).sort());
    expect(letters[0]!.subject).toContain('ТОВ «Швидкий зв’язок»');
    expect(letters[0]!.text).toContain(`/admin/providers/${org.id}`);
    expect(letters[0]!.status).toBe('queued');
  }, 30_000);

  it('registers a sole proprietor by РНОКПП', async () => {
    const res = await anonymous(app()).post(
      '/api/auth/register',
      body(await quickAltcha(app()), { organization: { is_fop: true, edr: '9000000002' } }),
    );
    expect(res.statusCode).toBe(201);
  });

  it('names every invalid field', async () => {
    const res = await anonymous(app()).post(
      '/api/auth/register',
      body(await quickAltcha(app()), {
        organization: {
          name: ' ',
          edr: '32855968',
          ipn: '12345',
          website: 'not a site',
          accounting_emails: 'buh@shvydkyi.ua, buh@',
          technical_emails: 'noc',
        },
        user: { first_name: '', last_name: '', email: 'andriy@', phones: ['123'], password: 'short' },
      }),
    );
    expect(res.statusCode).toBe(400);
    const fields = res.json().details.fields as Record<string, string>;
    expect(fields['organization.name']).toContain('«Назва організації»');
    expect(fields['organization.edr']).toContain('«Код ЄДРПОУ»');
    expect(fields['organization.ipn']).toContain('«ІПН платника ПДВ»');
    expect(fields['organization.website']).toContain('«Вебсайт»');
    expect(fields['organization.accounting_emails']).toContain('«E-mail бухгалтерії»');
    expect(fields['organization.technical_emails']).toContain('«E-mail технічної служби»');
    expect(fields['user.first_name']).toContain('«Ім’я»');
    expect(fields['user.last_name']).toContain('«Прізвище»');
    expect(fields['user.email']).toContain('«Електронна пошта»');
    expect(fields['user.phones.0'] ?? fields['user.phones']).toContain('«Телефони»');
    expect(fields['user.password']).toContain('«Пароль»');
    expect(await count(app(), organizations)).toBe(4);
  });

  it('refuses common passwords and the user’s own name or e-mail, naming the field, and creates nothing', async () => {
    for (const password of [...COMMON_PASSWORDS, 'Мельник-Андрій-2026', 'andriy-violin-harbour']) {
      const res = await anonymous(app()).post(
        '/api/auth/register',
        body(await quickAltcha(app()), { user: { password } }),
      );
      expect(res.statusCode, password).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      expect(res.json().details.fields['user.password']).toMatch(/^«Пароль» занадто простий: /);
    }
    expect(await count(app(), organizations)).toBe(4);
  });

  it('accepts a passphrase of 12 characters or more without digits or symbols', async () => {
    const res = await anonymous(app()).post(
      '/api/auth/register',
      body(await quickAltcha(app()), { user: { password: PASSPHRASE } }),
    );
    expect(res.statusCode).toBe(201);
  });

  it('checks a ФОП code as РНОКПП', async () => {
    const res = await anonymous(app()).post(
      '/api/auth/register',
      body(await quickAltcha(app()), { organization: { is_fop: true, edr: '00032129' } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields['organization.edr']).toContain('«РНОКПП»');
  });

  it('refuses an e-mail already registered, whatever its case, and says nothing more', async () => {
    const res = await anonymous(app()).post(
      '/api/auth/register',
      body(await quickAltcha(app()), { user: { email: 'Provider1@DEMO.ua' } }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict' });
    expect(res.json().details.fields['user.email']).toMatch(/^Користувач з такою адресою вже існує/);
    expect(res.json().error).not.toMatch(/Demo|organi|провайдер/i);
    expect(await count(app(), organizations)).toBe(4);
  });

  it('refuses a ЄДРПОУ already registered', async () => {
    const usersBefore = await count(app(), users);
    const res = await anonymous(app()).post(
      '/api/auth/register',
      body(await quickAltcha(app()), { organization: { edr: '32855961' } }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().details.fields['organization.edr']).toMatch(
      /^Організацію з таким кодом ЄДРПОУ вже зареєстровано/,
    );
    expect(await count(app(), users)).toBe(usersBefore);
  });

  it('refuses a missing bot check and names it', async () => {
    const res = await anonymous(app()).post('/api/auth/register', body(''));
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields.altcha).toContain('«Перевірка від ботів»');
  });

  it('refuses a wrong, forged or expired solution', async () => {
    const client = anonymous(app());
    const c: Challenge = (await client.get('/api/altcha/challenge')).json();
    const wrong = Buffer.from(JSON.stringify({ ...c, number: -1 })).toString('base64');
    const forged = await solve(await createChallenge({ hmacKey: 'not-the-key', maxnumber: 100 }));
    const expired = await quickAltcha(app(), new Date(Date.now() - 1000));
    for (const altcha of ['not base64 json', wrong, forged, expired]) {
      const res = await client.post('/api/auth/register', body(altcha));
      expect(res.statusCode, altcha).toBe(400);
      expect(res.json().details.fields.altcha).toContain('«Перевірка від ботів»');
    }
    expect(await count(app(), organizations)).toBe(4);
  });

  it('accepts a solution once only', async () => {
    const altcha = await quickAltcha(app());
    expect((await anonymous(app()).post('/api/auth/register', body(altcha))).statusCode).toBe(201);
    const again = await anonymous(app()).post(
      '/api/auth/register',
      body(altcha, { organization: { edr: '21560766' }, user: { email: 'other@shvydkyi.ua' } }),
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().details.fields.altcha).toContain('вже використано');
  });

  it('rate limits registrations with a Ukrainian message', async () => {
    const client = anonymous(app());
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/api/auth/register', body(''))).statusCode).toBe(400);
    }
    const res = await client.post('/api/auth/register', body(''));
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatch(/^Забагато спроб реєстрації\. Спробуйте знову через \d+ хв\.$/);
  });

  it('leaves nothing half-created when the user cannot be written', async () => {
    // A failure at the user insert, after the organisation row is written.
    await app().db.execute(
      sql.raw(
        `create function refuse_user() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`,
      ),
    );
    await app().db.execute(
      sql.raw('create trigger refuse_user before insert on users for each row execute function refuse_user()'),
    );
    const db = app().db;
    onTestFinished(async () => {
      await db.execute(sql.raw('drop trigger refuse_user on users'));
      await db.execute(sql.raw('drop function refuse_user()'));
    });
    const before = await Promise.all(
      [organizations, users, organizationEvents, emailOutbox].map((t) => count(app(), t)),
    );
    const res = await anonymous(app()).post('/api/auth/register', body(await quickAltcha(app())));
    expect(res.statusCode).toBe(500);
    expect(res.json().error).not.toContain('disk full');
    const after = await Promise.all(
      [organizations, users, organizationEvents, emailOutbox].map((t) => count(app(), t)),
    );
    expect(after).toEqual(before);
  });
});
