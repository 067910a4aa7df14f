import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { XSRF_COOKIE, XSRF_HEADER } from '@tt/contracts/constants';
import { openPostgres, type Database } from '../src/db/client.ts';
import { emailOutbox, tenderHistory, tenders } from '../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../src/demo/accounts.ts';
import type { Client, TestApp } from './helpers.ts';
import { createSubmittedOffer } from './offer-factory.ts';
import { startS3Server, type S3TestServer } from './s3-server.ts';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer.ts';
import { adminQuery, withDatabase } from './test-database.ts';
import { tenderBody } from './tender-factory.ts';
import { pdfBytes } from './uploads.ts';

/**
 * Two server processes on one PostgreSQL database, one S3 bucket and one mail server, as behind a
 * load balancer (ADR 0034). Each runs its own scheduler and mail sender every second, so both
 * race for every deadline and every letter. Only on PostgreSQL: the embedded database belongs to
 * one process.
 */
const template = inject('templateDb');
const SERVER = path.join(import.meta.dirname, '../src/server.ts');

interface Instance {
  url: string;
  process: ChildProcess;
  output: string[];
}

/** A browser behind the load balancer: one cookie jar, whichever instance answers. */
class Browser {
  readonly cookies = new Map<string, string>();

  constructor(readonly app: TestApp) {}

  async request(base: string, method: string, url: string, body?: unknown) {
    if (method !== 'GET' && !this.cookies.has(XSRF_COOKIE)) await this.request(base, 'GET', '/api/health');
    const headers: Record<string, string> = {
      cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    };
    if (method !== 'GET') headers[XSRF_HEADER] = this.cookies.get(XSRF_COOKIE)!;
    let payload: FormData | string | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(base + url, { method, headers, body: payload });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      this.cookies.set(name!.trim(), value.join('='));
    }
    const bytes = Buffer.from(await res.arrayBuffer());
    return {
      statusCode: res.status,
      headers: res.headers,
      bytes,
      body: bytes.toString('utf8'),
      json: () => JSON.parse(bytes.toString('utf8')),
    };
  }

  /** The same browser as the factories' Client, sending everything to one instance. */
  at(base: string): Client {
    const request = (method: string, url: string, body?: unknown) => this.request(base, method, url, body);
    return {
      app: this.app,
      request,
      get: (url: string) => request('GET', url),
      post: (url: string, body?: unknown) => request('POST', url, body ?? {}),
    } as unknown as Client;
  }
}

type Answer = Awaited<ReturnType<Browser['request']>>;

/** The answer, after checking its status; a failure shows what the server said. */
async function expectStatus(answer: Promise<Answer>, status: number): Promise<Answer> {
  const res = await answer;
  expect(res.statusCode, res.body).toBe(status);
  return res;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-instance-'));
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the instance stopped: ${output.join('')}`);
    const ready = await fetch(`${url}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { url, process: child, output };
    if (Date.now() - started > 60_000) throw new Error(`the instance did not start: ${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stopInstance(instance: Instance) {
  if (instance.process.exitCode !== null) return;
  const exited = new Promise((resolve) => instance.process.once('exit', resolve));
  instance.process.kill('SIGTERM');
  await exited;
}

describe.skipIf(template.kind !== 'postgres')('two instances on one PostgreSQL and one S3 bucket', () => {
  let database: Database;
  let s3: S3TestServer;
  let mail: SmtpPeer;
  let one: Instance;
  let two: Instance;
  let browser: Browser;
  const name = `tt_instances_${crypto.randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    if (template.kind !== 'postgres') return;
    await adminQuery(template.url, `create database ${name} template ${template.template}`);
    const url = withDatabase(template.url, name);
    database = await openPostgres(url);
    [s3, mail] = await Promise.all([startS3Server(), startSmtpPeer()]);
    const env = {
      ...s3.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: url,
      SECRET_KEY: crypto.randomBytes(32).toString('hex'),
      SMTP_URL: mail.url,
      SCHEDULER_INTERVAL_SECONDS: '1',
      WEB_DIST: path.join(os.tmpdir(), 'tt-no-web'),
    };
    [one, two] = await Promise.all([startInstance(env), startInstance(env)]);
    browser = new Browser({ db: database.db } as unknown as TestApp);
  }, 120_000);

  afterAll(async () => {
    if (template.kind !== 'postgres') return;
    await Promise.all([one, two].filter(Boolean).map(stopInstance));
    await database?.close();
    await Promise.all([s3?.stop(), mail?.stop()]);
    await adminQuery(template.url, `drop database if exists ${name} with (force)`);
  });

  it('signs in on one and acts on the other; a document uploaded through one downloads whole through the other', async () => {
    await expectStatus(
      browser.request(one.url, 'POST', '/api/auth/login', { login: 'manager@demo.ua', password: DEMO_PASSWORD }),
      200,
    );
    const created = await expectStatus(
      browser.request(two.url, 'POST', '/api/tenders', await tenderBody(browser.app)),
      201,
    );
    const tender = created.json() as { id: number };

    // Larger than one part of a multipart upload to the bucket.
    const bytes = Buffer.concat([pdfBytes(), crypto.randomBytes(6 * 1024 * 1024)]);
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'Технічне завдання.pdf');
    const uploaded = await expectStatus(
      browser.request(two.url, 'POST', `/api/tenders/${tender.id}/documents`, form),
      201,
    );
    const download = await expectStatus(browser.request(one.url, 'GET', `/api/documents/${uploaded.json().id}`), 200);
    expect(download.bytes.equals(bytes)).toBe(true);

    // Signed out on one instance is signed out on both, even for a copy of the old cookies.
    const kept = new Map(browser.cookies);
    await expectStatus(browser.request(two.url, 'GET', '/api/account/info/login'), 200);
    await expectStatus(browser.request(one.url, 'POST', '/api/auth/logout'), 200);
    for (const [cookie, value] of kept) browser.cookies.set(cookie, value);
    await expectStatus(browser.request(two.url, 'GET', '/api/account/info/login'), 401);
  });

  it('counts failed sign-ins made on either instance against one limit', async () => {
    const attacker = new Browser(browser.app);
    const attempt = (base: string, i: number) =>
      attacker.request(base, 'POST', '/api/auth/login', { login: 'lawyer@demo.ua', password: `wrong-${i}-password` });
    for (let i = 0; i < 10; i++) await expectStatus(attempt(i % 2 ? two.url : one.url, i), 400);
    await expectStatus(attempt(one.url, 10), 429);
    await expectStatus(attempt(two.url, 11), 429);
  });

  it('stores a passed deadline once and sends every letter once, with both schedulers and senders racing', async () => {
    const manager = new Browser(browser.app);
    const provider = new Browser(browser.app);
    await expectStatus(
      manager.request(one.url, 'POST', '/api/auth/login', { login: 'manager@demo.ua', password: DEMO_PASSWORD }),
      200,
    );
    await expectStatus(
      provider.request(two.url, 'POST', '/api/auth/login', {
        login: 'provider1@demo.ua',
        password: DEMO_PASSWORD,
      }),
      200,
    );
    const created = await expectStatus(
      manager.request(two.url, 'POST', '/api/tenders', await tenderBody(browser.app)),
      201,
    );
    const draft = created.json() as { id: number; version: number };
    await expectStatus(
      manager.request(one.url, 'POST', `/api/tenders/${draft.id}/publish`, { version: draft.version }),
      200,
    );
    await createSubmittedOffer(provider.at(one.url), draft.id);

    await database.db
      .update(tenders)
      .set({ offersDeadline: new Date(Date.now() - 1000) })
      .where(eq(tenders.id, draft.id));
    await expect
      .poll(async () => (await database.db.select().from(tenders).where(eq(tenders.id, draft.id)))[0]!.status, {
        timeout: 20_000,
      })
      .toBe('evaluation');
    const history = await database.db
      .select({ action: tenderHistory.action })
      .from(tenderHistory)
      .where(eq(tenderHistory.tenderId, draft.id))
      .orderBy(asc(tenderHistory.id));
    expect(history.filter((h) => h.action === 'evaluation_started')).toHaveLength(1);

    // Every letter of the journey leaves once: as many messages reach the mail server as rows were
    // sent, each with the Message-ID its row recorded. The deadline's letter is queued after the
    // deadline commits, in the same pass: wait for it to be sent, then for the queue to empty.
    const letters = () => database.db.select().from(emailOutbox);
    await expect
      .poll(
        async () => {
          const all = await letters();
          const deadlineSent = all.some((l) => l.template === 'tender_deadline_passed' && l.status === 'sent');
          return deadlineSent && all.every((l) => l.status === 'sent');
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const sent = await letters();
    await mail.waitForMessages(sent.length);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const received = mail.received.map((m) => m.parsed.messageId);
    expect(received).toHaveLength(sent.length);
    expect(received.sort()).toEqual(sent.map((letter) => letter.messageId).sort());
  });

  it('both instances logged no error', () => {
    for (const instance of [one, two]) {
      const errors = instance.output
        .join('')
        .split('\n')
        .filter((line) => /"level":(50|60)/.test(line));
      expect(errors).toEqual([]);
    }
  });
});
