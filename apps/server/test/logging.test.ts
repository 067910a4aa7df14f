import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { serializeError, serializeRequest } from '../src/lib/log-serializers.ts';
import { buildTestApp, Client, loginAs } from './helpers.ts';
import { captureLog, useAppWithLog } from './log-capture.ts';
import { createOfferDraft, offerBody } from './offer-factory.ts';
import { createPublished, tenderBody } from './tender-factory.ts';

const appWithLog = useAppWithLog();

/** The error a failing statement really throws, caught. */
async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (err) {
    return err;
  }
  throw new Error('the statement was expected to fail');
}

describe('error log lines', () => {
  it('hold the failed statement of an offer write but none of its values (price, comment)', async () => {
    const { app, log } = await appWithLog();
    const manager = await loginAs(app, 'manager@demo.ua');
    const tender = await createPublished(manager);
    const provider = await loginAs(app, 'provider1@demo.ua');
    // The write fails inside the database, as in an outage or after a bad migration.
    await app.db.execute(sql`alter table offers rename column comment to comment_gone`);
    onTestFinished(async () => {
      await app.db.execute(sql`alter table offers rename column comment_gone to comment`);
    });

    const res = await provider.post(
      `/api/tenders/${tender.id}/offers`,
      await offerBody(provider, { monthly_price: '4217.37', comment: 'Запечатано-QX7-коментар' }),
    );

    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: expect.any(String), code: 'internal' });
    const failed = log.entries().find((e) => e.msg === 'request failed');
    expect(failed).toBeDefined();
    const err = failed!.err as Record<string, unknown>;
    expect(err.type).toBe('DrizzleQueryError');
    expect(String(err.query)).toMatch(/insert into "offers"/i);
    expect(JSON.stringify(err)).not.toContain('params');
    const all = log.lines.join('\n');
    expect(all).not.toContain('4217.37');
    expect(all).not.toContain('QX7');
  });

  it('drop the value PostgreSQL quotes in a data exception and the row it repeats in `detail`', async () => {
    const { app } = await appWithLog();
    const badNumber = await failure(() => app.db.execute(sql`select ${'SECRET-4217'}::int`));
    const [someone] = await app.db.select({ email: users.email }).from(users).limit(1);
    const duplicate = await failure(() =>
      app.db.insert(users).values({ email: someone!.email, role: 'bank', firstName: 'Дублікат', lastName: 'Тест' }),
    );

    const one = JSON.stringify(serializeError(badNumber));
    expect(one).toContain('22P02');
    expect(one).not.toContain('SECRET-4217');
    const two = JSON.stringify(serializeError(duplicate));
    expect(two).toContain('23505');
    expect(two).not.toContain(someone!.email);
    expect(two).not.toContain('Дублікат');
  });
});

describe('request log', () => {
  it('writes one line per request: method, path without the query, status, time, user and request id', async () => {
    const { app, log } = await appWithLog();
    const manager = await loginAs(app, 'manager@demo.ua');
    const me = (await manager.get('/api/account/info/login')).json() as { id: number };
    log.lines.length = 0;

    const res = await manager.get('/api/tenders?q=%D1%82%D0%B0%D1%94%D0%BC%D0%BD%D0%B8%D0%B9-Z9&page=1');

    expect(res.statusCode).toBe(200);
    const lines = log.entries().filter((e) => e.reqId === res.headers['x-request-id']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: 'GET', path: '/api/tenders', status: 200, user_id: me.id });
    expect(lines[0]!.ms).toEqual(expect.any(Number));
    expect(log.lines.join('\n')).not.toMatch(/Z9|таємний|%D1/);
  });

  it('writes one line for an anonymous request too, and none of Fastify’s own pair', async () => {
    const { app, log } = await appWithLog();
    const res = await new Client(app).get('/api/ready');
    expect(res.json()).toEqual({ status: 'ready' });
    expect(log.entries()).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/ready', status: 200, user_id: null }),
    ]);
  });

  it('does not tell who bid on which tender: route patterns instead of paths, no user id on a provider’s lines', async () => {
    const { app, log } = await appWithLog();
    const manager = await loginAs(app, 'manager@demo.ua');
    const tender = await createPublished(manager);
    const provider = await loginAs(app, 'provider1@demo.ua');
    const me = (await provider.get('/api/account/info/login')).json() as { id: number };
    log.lines.length = 0;

    const draft = await createOfferDraft(provider, tender.id);
    const submitted = await provider.post(`/api/offers/${draft.id}/submit`, { version: draft.version });
    expect(submitted.statusCode).toBe(200);
    // A path no route matches is logged as it is, still without its query string.
    expect((await provider.get(`/api/nowhere/${draft.id}?tender=${tender.id}`)).statusCode).toBe(404);

    const entries = log.entries();
    const requests = entries.filter((e) => typeof e.status === 'number');
    expect(requests.map((e) => `${String(e.method)} ${String(e.path)} ${String(e.status)}`)).toEqual(
      expect.arrayContaining([
        'POST /api/tenders/:id/offers 201',
        'POST /api/offers/:id/submit 200',
        `GET /api/nowhere/${draft.id} 404`,
      ]),
    );
    for (const entry of requests) {
      expect(entry).not.toHaveProperty('user_id');
      expect(entry.reqId).toEqual(expect.any(String));
    }
    for (const entry of entries) {
      expect(entry.user_id).not.toBe(me.id);
      const text = JSON.stringify(entry);
      expect(text).not.toContain(`/tenders/${tender.id}`);
      expect(text).not.toContain(`/offers/${draft.id}`);
      expect(text).not.toContain(`tender=${tender.id}`);
    }
    // Anything else that logs a request (`{ req }`) goes through the same rule.
    const req = { method: 'POST', url: '/api/tenders/12/offers?x=1', routeOptions: { url: '/api/tenders/:id/offers' } };
    expect(serializeRequest(req as never)).toEqual({ method: 'POST', path: '/api/tenders/:id/offers' });
  });
});

describe('production log', () => {
  it('is one JSON line per request — request id, user, route, status, time — without bodies, cookies or the Authorization header', async () => {
    const log = captureLog();
    const app = await buildTestApp({ NODE_ENV: 'production' }, { logger: log.logger });
    onTestFinished(() => app.close());
    const manager = await loginAs(app, 'manager@demo.ua');
    const me = (await manager.get('/api/account/info/login')).json() as { id: number };
    const session = [...manager.cookies.values()];
    log.lines.length = 0;

    const authorization = { authorization: 'Bearer Секрет-AUTH-7Q' };
    const answers = [
      await manager.request('POST', '/api/tenders', await tenderBody(app, { title: 'Тіло-BODY-5K' }), authorization),
      await manager.request('GET', '/api/tenders?q=Пошук-QUERY-3M', undefined, authorization),
      await manager.request('PUT', '/api/account/profile', { first_name: 'Тіло-BODY-6L', phone: 12 }),
      await manager.request('GET', '/api/tenders/999999'),
      await new Client(app).request('GET', '/api/ready'),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([201, 200, 400, 404, 200]);

    for (const line of log.lines) expect(() => JSON.parse(line)).not.toThrow();
    const entries = log.entries();
    expect(entries).toHaveLength(answers.length);
    for (const [i, res] of answers.entries()) {
      const lines = entries.filter((e) => e.reqId === res.headers['x-request-id']);
      expect(lines).toHaveLength(1);
      expect(Object.keys(lines[0]!).sort()).toEqual(
        ['hostname', 'level', 'method', 'ms', 'msg', 'path', 'pid', 'reqId', 'status', 'time', 'user_id'].sort(),
      );
      expect(lines[0]).toMatchObject({ level: 30, status: res.statusCode, user_id: i === 4 ? null : me.id });
      expect(lines[0]!.time).toEqual(expect.any(Number));
      expect(lines[0]!.ms).toEqual(expect.any(Number));
    }
    expect(entries.map((e) => `${String(e.method)} ${String(e.path)}`)).toEqual([
      'POST /api/tenders',
      'GET /api/tenders',
      'PUT /api/account/profile',
      'GET /api/tenders/:id',
      'GET /api/ready',
    ]);
    const all = log.lines.join('\n');
    for (const secret of ['BODY-5K', 'BODY-6L', 'QUERY-3M', 'AUTH-7Q', ...session]) expect(all).not.toContain(secret);
    expect(all).not.toMatch(/cookie|authorization|headers|body/i);
  });
});
