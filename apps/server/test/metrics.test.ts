import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { documents, emailOutbox, offers } from '../src/db/schema/index.ts';
import { anonymous, buildTestApp, loginAs, type TestApp } from './helpers.ts';
import { createOfferDraft, createSubmittedOffer } from './offer-factory.ts';
import { createPublished } from './tender-factory.ts';
import { pdfBytes, upload } from './uploads.ts';

const TOKEN = 'metrics-token-0123456789abcdef-0123456789';

/** One sample of the Prometheus text format. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function parseMetrics(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]),
      );
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

async function appWith(overrides: Record<string, string> = {}, onRoute?: (route: RouteOptions) => void) {
  const app = await buildTestApp(overrides, { onRoute });
  onTestFinished(() => app.close());
  return app;
}

async function scrape(app: TestApp): Promise<Sample[]> {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseMetrics(res.body);
}

const value = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;

describe('GET /metrics on the main port', () => {
  it('answers the app’s own 404 without METRICS_TOKEN, and for a missing or wrong token', async () => {
    const unknown = async (app: TestApp) => app.inject({ method: 'GET', url: '/nowhere-else' });
    const closed = await appWith();
    const expected = await unknown(closed);
    const without = await closed.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect([without.statusCode, without.body]).toEqual([404, expected.body]);

    const app = await appWith({ METRICS_TOKEN: TOKEN });
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`, `Bearer ${TOKEN.slice(1)}`]) {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(expected.body);
      expect(res.headers['content-type']).toBe(expected.headers['content-type']);
    }
    expect((await scrape(app)).length).toBeGreaterThan(0);
  });

  it('answers a wrong token as any unknown page when the web app is served', async () => {
    const web = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-web-'));
    onTestFinished(() => fs.rmSync(web, { recursive: true, force: true }));
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Телеком Тендер</title>');
    const app = await appWith({ METRICS_TOKEN: TOKEN, WEB_DIST: web });
    const unknown = await app.inject({ method: 'GET', url: '/nowhere-else' });
    const wrong = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^text\/html/);
    expect([wrong.statusCode, wrong.headers['content-type'], wrong.body]).toEqual([
      404,
      unknown.headers['content-type'],
      unknown.body,
    ]);
  });

  it('times requests by method, route pattern and status, never by a concrete path, tender or user', async () => {
    const routes = new Set<string>();
    const app = await appWith({ METRICS_TOKEN: TOKEN }, (route) => void routes.add(route.url));
    const manager = await loginAs(app, 'manager@demo.ua');
    const tender = await createPublished(manager);
    const provider = await loginAs(app, 'provider1@demo.ua');
    const me = (await provider.get('/api/account/info/login')).json() as { id: number };
    const draft = await createOfferDraft(provider, tender.id);
    expect((await provider.post(`/api/offers/${draft.id}/submit`, { version: draft.version })).statusCode).toBe(200);
    expect((await manager.get(`/api/tenders/${tender.id}`)).statusCode).toBe(200);
    expect((await manager.get(`/api/nowhere/${tender.id}?offer=${draft.id}`)).statusCode).toBe(404);

    const samples = await scrape(app);
    const counts = samples.filter((s) => s.name === 'http_request_duration_seconds_count');
    const seen = counts.map((s) => `${s.labels.method} ${s.labels.route} ${s.labels.status_code}`);
    expect(seen).toEqual(
      expect.arrayContaining([
        'POST /api/tenders/:id/offers 201',
        'POST /api/offers/:id/submit 200',
        'GET /api/tenders/:id 200',
        'GET unmatched 404',
      ]),
    );
    // Every route label is a registered pattern: nothing a request carries becomes a label.
    for (const s of samples.filter((s) => s.labels.route !== undefined)) {
      expect(s.labels.route === 'unmatched' || routes.has(s.labels.route!)).toBe(true);
      expect(Object.keys(s.labels).sort()).toEqual(
        s.name.endsWith('_bucket') ? ['le', 'method', 'route', 'status_code'] : ['method', 'route', 'status_code'],
      );
    }
    const text = (await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }))
      .body;
    for (const id of [tender.id, draft.id, me.id]) {
      expect(text).not.toContain(`/${id}/`);
      expect(text).not.toContain(`/${id}"`);
    }
    // The product's own metrics have these labels and no others.
    const labels = new Set(samples.filter((s) => /^(http|tt)_/.test(s.name)).flatMap((s) => Object.keys(s.labels)));
    expect([...labels].sort()).toEqual(['le', 'method', 'operation', 'route', 'status_code']);
    // The process's own metrics come along once metrics are read at all.
    expect(value(samples, 'process_cpu_user_seconds_total')).toEqual(expect.any(Number));
  });
});

describe('outbox metrics', () => {
  it('count the letters the archive shows and the age of the oldest; letters to bidders only once offers are unsealed', async () => {
    const app = await appWith({ METRICS_TOKEN: TOKEN });
    const manager = await loginAs(app, 'manager@demo.ua');
    const tender = await createPublished(manager);
    const bidder = await createSubmittedOffer(await loginAs(app, 'provider1@demo.ua'), tender.id);
    const [offer] = await app.db.select().from(offers).where(eq(offers.id, bidder.id));
    const letter = { to: ['x@example.ua'], subject: 's', html: '<p>t</p>', text: 't' };
    const hourAgo = new Date(Date.now() - 3600_000);
    await app.db.insert(emailOutbox).values([
      // Visible: an account letter, an hour old, and one already sent (not counted).
      { ...letter, template: 'provider_registered', createdAt: hourAgo },
      { ...letter, template: 'provider_registered', status: 'sent', createdAt: new Date(Date.now() - 7200_000) },
      // To the bidder of a tender still taking offers: withheld, like in the archive.
      {
        ...letter,
        template: 'tender_document_added',
        tenderId: tender.id,
        recipientOrganizationId: offer!.organizationId,
        createdAt: new Date(Date.now() - 5400_000),
      },
      // About a draft: never shown, never counted.
      { ...letter, template: 'deadline_reminder', tenderId: tender.id, createdAt: new Date(Date.now() - 9000_000) },
    ]);

    let samples = await scrape(app);
    expect(value(samples, 'tt_mail_outbox_letters')).toBe(1);
    expect(value(samples, 'tt_mail_outbox_oldest_letter_age_seconds')).toBeGreaterThanOrEqual(3599);
    expect(value(samples, 'tt_mail_outbox_oldest_letter_age_seconds')).toBeLessThan(3700);

    // Past the deadline the tender's offers are unsealed: its bidders' letter joins the count.
    expect((await anonymous(app).put('/api/test/clock', { shift_seconds: 8 * 86_400 })).statusCode).toBe(200);
    samples = await scrape(app);
    expect(value(samples, 'tt_mail_outbox_letters')).toBe(2);
    expect(value(samples, 'tt_mail_outbox_oldest_letter_age_seconds')).toBeGreaterThanOrEqual(5399);
  });

  it('read 0 for an empty outbox', async () => {
    const samples = await scrape(await appWith({ METRICS_TOKEN: TOKEN }));
    expect(value(samples, 'tt_mail_outbox_letters')).toBe(0);
    expect(value(samples, 'tt_mail_outbox_oldest_letter_age_seconds')).toBe(0);
  });
});

describe('background and storage metrics', () => {
  it('say how late the scheduler’s and the mail sender’s passes are, and none without the timer', async () => {
    const off = await scrape(await appWith({ METRICS_TOKEN: TOKEN }));
    expect(off.filter((s) => s.name === 'tt_background_pass_lag_seconds')).toEqual([]);

    const app = await appWith({ METRICS_TOKEN: TOKEN, SCHEDULER_INTERVAL_SECONDS: '60' });
    await expect.poll(() => app.scheduler.passes?.lastStartedAt).toEqual(expect.any(Number));
    let samples = await scrape(app);
    expect(value(samples, 'tt_background_pass_lag_seconds', { task: 'scheduler' })).toBe(0);
    expect(value(samples, 'tt_background_pass_lag_seconds', { task: 'mail_sender' })).toBe(0);
    expect(value(samples, 'tt_background_pass_failures_total', { task: 'scheduler' })).toBe(0);

    // A last pass that started 100 s ago on a 60 s interval: the next one is 40 s late.
    app.scheduler.passes!.lastStartedAt = Date.now() - 100_000;
    samples = await scrape(app);
    expect(value(samples, 'tt_background_pass_lag_seconds', { task: 'scheduler' })).toBeCloseTo(40, 0);
  });

  it('count the storage’s failures by operation: a document whose file is gone, a failed upload', async () => {
    const app = await appWith({ METRICS_TOKEN: TOKEN });
    const manager = await loginAs(app, 'manager@demo.ua');
    const tender = await createPublished(manager);
    const uploaded = await upload(manager, `/api/tenders/${tender.id}/documents`, {
      name: 'ТЗ.pdf',
      content: pdfBytes(),
    });
    expect(uploaded.statusCode).toBe(201);
    const [row] = await app.db.select().from(documents).where(eq(documents.id, uploaded.json().id));
    await app.storage.delete(row!.storageKey);
    expect((await manager.get(`/api/documents/${row!.id}`)).statusCode).toBe(404);
    const failing = new Readable({
      read() {
        this.destroy(new Error('the client went away'));
      },
    });
    await expect(app.storage.put(failing)).rejects.toThrow();

    const samples = await scrape(app);
    expect(value(samples, 'tt_storage_errors_total', { operation: 'get' })).toBe(1);
    expect(value(samples, 'tt_storage_errors_total', { operation: 'put' })).toBe(1);
    expect(value(samples, 'tt_storage_errors_total', { operation: 'delete' })).toBe(0);
  });

  it('report the PostgreSQL pool’s use, and no pool on the embedded database', async () => {
    const app = await appWith({ METRICS_TOKEN: TOKEN });
    expect((await anonymous(app).get('/api/ready')).statusCode).toBe(200);
    const samples = await scrape(app);
    const pool = Object.fromEntries(
      samples.filter((s) => s.name.startsWith('tt_db_pool_')).map((s) => [s.name, s.value]),
    );
    if (app.database.kind === 'pglite') {
      expect(pool).toEqual({});
      return;
    }
    expect(pool).toEqual({
      tt_db_pool_connections: expect.any(Number),
      tt_db_pool_idle_connections: expect.any(Number),
      tt_db_pool_waiting_requests: 0,
      tt_db_pool_max_connections: 20,
    });
    expect(pool.tt_db_pool_connections).toBeGreaterThanOrEqual(1);
    expect(pool.tt_db_pool_idle_connections).toBeLessThanOrEqual(pool.tt_db_pool_connections!);
  });
});

/** A GET over a real connection: status and body, or the connection error's code. */
function get(port: number, path: string): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      })
      .on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
  });
}

describe('the metrics port', () => {
  it('serves /metrics without a token, 404 for anything else, and closes with the app', async () => {
    const app = await buildTestApp();
    let closed = false;
    try {
      const port = await app.metrics.listen({ host: '127.0.0.1', port: 0 });
      await anonymous(app).get('/api/health');
      const res = await get(port, '/metrics');
      expect(res).toMatchObject({ status: 200 });
      const samples = parseMetrics((res as { body: string }).body);
      expect(value(samples, 'http_request_duration_seconds_count', { route: '/api/health' })).toBe(1);
      expect(await get(port, '/api/health')).toMatchObject({ status: 404 });
      expect(await get(port, '/metrics/../api')).toMatchObject({ status: 404 });
      await app.close();
      closed = true;
      expect(await get(port, '/metrics')).toEqual({ error: 'ECONNREFUSED' });
    } finally {
      if (!closed) await app.close();
    }
  });

  it('refuses to start on a port already taken', async () => {
    const taken = http.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => new Promise<void>((resolve) => taken.close(() => resolve())));
    const app = await appWith();
    await expect(
      app.metrics.listen({ host: '127.0.0.1', port: (taken.address() as AddressInfo).port }),
    ).rejects.toThrow(/EADDRINUSE/);
  });
});

describe('an instance that is stopping', () => {
  it('answers /api/ready and new requests 503 unavailable, keeps /api/health, and closes each connection', async () => {
    const app = await appWith();
    const manager = await loginAs(app, 'manager@demo.ua');
    expect((await anonymous(app).get('/api/ready')).statusCode).toBe(200);

    app.shutdown.begin();

    const ready = await anonymous(app).get('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ code: 'unavailable' });
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.headers.connection).toBe('close');
    const tenders = await manager.get('/api/tenders');
    expect([tenders.statusCode, tenders.json().code]).toEqual([503, 'unavailable']);
    const health = await anonymous(app).get('/api/health');
    expect([health.statusCode, health.headers.connection]).toEqual([200, 'close']);
  });
});
