import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { afterEach, beforeEach, expect, inject } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { XSRF_COOKIE, XSRF_HEADER } from '@tt/contracts/constants';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { DEMO_PASSWORD } from '../src/demo/accounts.ts';
import { testDatabase } from './test-database.ts';
import { testEnv } from './test-env.ts';

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

/**
 * An app on the worker's database (test-database.ts), which every test starts with in the
 * template's state; files go to a directory of the app's own. Apps are cheap to build, so each
 * test gets a new one: nothing an app keeps in memory outlives its test, and what instances
 * share (rate limits, used bot-check solutions) is in the database, put back before every test.
 */
export async function buildTestApp(
  overrides: Record<string, string> = {},
  { logger = false, onRoute }: Pick<BuildOptions, 'logger' | 'onRoute'> = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-test-'));
  const database = await testDatabase();
  const storage = await testStorageEnv();
  const app = await buildApp({ env: testEnv(dataDir, { ...storage, ...overrides }), database, logger, onRoute });
  app.addHook('onClose', async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  await app.ready();
  return app;
}

/** In a run with TEST_STORAGE=s3 (global-setup.ts): a new bucket for one app, as S3_* variables. */
async function testStorageEnv(): Promise<Record<string, string>> {
  const s3 = inject('s3Env');
  if (!s3) return {};
  const bucket = `tt-${crypto.randomBytes(6).toString('hex')}`;
  const client = new S3Client({
    endpoint: s3.S3_ENDPOINT,
    region: s3.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.S3_ACCESS_KEY_ID!, secretAccessKey: s3.S3_SECRET_ACCESS_KEY! },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return { ...s3, S3_BUCKET: bucket };
}

/** Every test gets its own application, on the worker's database put back into the template's state. */
export function useTestApp(overrides?: Record<string, string>): () => TestApp {
  let app: TestApp | undefined;
  beforeEach(async () => {
    app = await buildTestApp(overrides);
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  return () => {
    if (!app) throw new Error('the test app is only available inside a test');
    return app;
  };
}

type Body = InjectOptions['payload'];

/** A browser-like client: keeps cookies and echoes the XSRF token, as the web app does. */
export class Client {
  readonly cookies = new Map<string, string>();

  constructor(readonly app: TestApp) {}

  async request(method: InjectOptions['method'], url: string, body?: Body, headers: Record<string, string> = {}) {
    if (method !== 'GET' && !this.cookies.has(XSRF_COOKIE)) await this.request('GET', '/api/health');
    const res = await this.app.inject({
      method,
      url,
      payload: body,
      cookies: Object.fromEntries(this.cookies),
      headers: {
        ...(method !== 'GET' && this.cookies.has(XSRF_COOKIE) ? { [XSRF_HEADER]: this.cookies.get(XSRF_COOKIE)! } : {}),
        ...headers,
      },
    });
    this.remember(res);
    return res;
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: Body) => this.request('POST', url, body ?? {});
  put = (url: string, body?: Body) => this.request('PUT', url, body);
  patch = (url: string, body?: Body) => this.request('PATCH', url, body);
  delete = (url: string) => this.request('DELETE', url);

  async login(email: string, password = DEMO_PASSWORD) {
    const res = await this.post('/api/auth/login', { login: email, password });
    if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
    return this;
  }

  private remember(res: LightMyRequestResponse) {
    for (const c of res.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      const expired = (c.expires && c.expires.getTime() <= Date.now()) || c.maxAge === 0 || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }
}

export const anonymous = (app: TestApp) => new Client(app);

/**
 * The XSRF token a browser without a session gets from any GET under /api at `remoteAddress`.
 * It is good for any request without a session, from any address.
 */
export async function anonymousXsrf(app: TestApp, remoteAddress: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/health', remoteAddress });
  return (res.cookies as { name: string; value: string }[]).find((c) => c.name === XSRF_COOKIE)!.value;
}

/** One sign-in attempt from `remoteAddress`, as a browser without a session holding `token` makes it. */
export function signInFrom(app: TestApp, remoteAddress: string, token: string, login: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    cookies: { [XSRF_COOKIE]: token },
    headers: { [XSRF_HEADER]: token },
    payload: { login, password },
  });
}
export const loginAs = (app: TestApp, email: string) => new Client(app).login(email);

/** Resolves once a session of the app's database waits for a lock (PostgreSQL, several connections). */
export async function someoneWaitsForALock(app: TestApp): Promise<void> {
  await expect
    .poll(async () => {
      const waiting = await app.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      return (waiting as unknown as { rows: { n: number }[] }).rows[0]!.n;
    })
    .toBeGreaterThan(0);
}
