import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { XSRF_COOKIE, XSRF_HEADER } from '@tt/contracts/constants';
import { DEMO_PASSWORD } from '../src/demo/accounts.ts';
import { adminQuery, withDatabase, type TemplateDb } from './test-database.ts';

/*
 * The real server, started as `npm start` runs it in production (but from the TypeScript source),
 * stopped with SIGTERM under load: every request it had taken before the signal completes, new
 * connections are refused, and it exits 0 with nothing logged as failed or warned.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** A free port in 4100–4199, from a random place so parallel workers rarely meet. */
async function freePort(): Promise<number> {
  const start = crypto.randomInt(100);
  for (let i = 0; i < 100; i++) {
    const port = 4100 + ((start + i) % 100);
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port in 4100–4199');
}

/** The database the server opens: the test run's template (demo accounts), copied for it alone. */
async function prepareDatabase(dataDir: string): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const template = inject('templateDb') as TemplateDb;
  if (template.kind === 'postgres') {
    const name = `${template.prefix}_stop_${crypto.randomBytes(4).toString('hex')}`;
    await adminQuery(template.url, `create database ${name} template ${template.template}`);
    return {
      env: { DATABASE_URL: withDatabase(template.url, name) },
      drop: () => adminQuery(template.url, `drop database if exists ${name} with (force)`),
    };
  }
  // The dump is the data directory as a tar file: unpacked, it is an embedded database to open.
  const dir = path.join(dataDir, 'db');
  fs.mkdirSync(dir, { recursive: true });
  await tar.x({ file: template.file, cwd: dir });
  return { env: {}, drop: async () => {} };
}

interface Outcome {
  /** When the server's `100 Continue` arrived: it had taken the request by then (routed it). */
  continuedAt?: number;
  status?: number;
  body?: string;
  error?: string;
}

/**
 * One request with `Expect: 100-continue`. The server answers 100 as it hands the request to the
 * app, so `continuedAt` says the request was taken. The body is sent when `body` resolves.
 */
function send(
  port: number,
  options: {
    method: string;
    path: string;
    headers?: Record<string, string>;
    body?: Promise<string>;
    agent?: http.Agent;
  },
  onContinue?: () => void,
): { outcome: Outcome; done: Promise<Outcome> } {
  const outcome: Outcome = {};
  const done = new Promise<Outcome>((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method,
        path: options.path,
        agent: options.agent ?? false,
        headers: {
          expect: '100-continue',
          ...(options.body ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve(Object.assign(outcome, { status: res.statusCode, body })));
        res.on('error', (err: NodeJS.ErrnoException) =>
          resolve(Object.assign(outcome, { error: err.code ?? err.message })),
        );
      },
    );
    req.on('continue', () => {
      outcome.continuedAt = performance.now();
      onContinue?.();
    });
    req.on('error', (err: NodeJS.ErrnoException) =>
      resolve(Object.assign(outcome, { error: err.code ?? err.message })),
    );
    if (options.body) void options.body.then((text) => req.end(text));
    else req.end();
  });
  return { outcome, done };
}

const cookiesOf = (res: http.IncomingMessage) =>
  Object.fromEntries(
    (res.headers['set-cookie'] ?? []).map((c) => c.split(';', 1)[0]!.split(/=(.*)/s, 2) as [string, string]),
  );

/** Signs in over HTTP as the web app does: a token first, then the credentials with it. */
async function signIn(port: number, email: string): Promise<Record<string, string>> {
  const call = (method: string, url: string, headers: Record<string, string>, body?: string) =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method, path: url, headers, agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res));
      });
      req.on('error', reject);
      req.end(body);
    });
  const first = cookiesOf(await call('GET', '/api/health', {}));
  const token = first[XSRF_COOKIE]!;
  const res = await call(
    'POST',
    '/api/auth/login',
    { 'content-type': 'application/json', cookie: `${XSRF_COOKIE}=${token}`, [XSRF_HEADER]: token },
    JSON.stringify({ login: email, password: DEMO_PASSWORD }),
  );
  if (res.statusCode !== 200) throw new Error(`sign-in answered ${res.statusCode}`);
  const cookies = { ...first, ...cookiesOf(res) };
  return {
    cookie: Object.entries(cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join('; '),
    [XSRF_HEADER]: cookies[XSRF_COOKIE]!,
  };
}

/** Whether a new connection to the port is refused. */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const end = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('SIGTERM', () => {
  let dataDir: string;
  let database: Awaited<ReturnType<typeof prepareDatabase>>;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-shutdown-'));
    database = await prepareDatabase(dataDir);
  });
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  // The server's start is most of it; on a busy machine it can take many seconds.
  it(
    'finishes every request taken before it, refuses new connections, stops the timers and exits 0',
    { timeout: 120_000 },
    async () => {
      const [port, metricsPort] = [await freePort(), await freePort()];
      const { DATABASE_URL: _, TEST_DATABASE_URL: __, ...inherited } = process.env;
      const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
        cwd: ROOT,
        env: {
          ...inherited,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(port),
          METRICS_PORT: String(metricsPort),
          DATA_DIR: dataDir,
          WEB_DIST: path.join(dataDir, 'no-web'),
          LOG_LEVEL: 'info',
          SECRET_KEY: crypto.randomBytes(24).toString('hex'),
          // Both background timers run, so the shutdown has to stop them.
          SCHEDULER_INTERVAL_SECONDS: '1',
          ...database.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = server;
      let stdout = '';
      let stderr = '';
      server.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      server.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
        server.on('exit', (code) => resolve({ code, at: performance.now() })),
      );
      const entries = () =>
        stdout
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Record<string, unknown>);
      await until(
        'the server to start',
        () => entries().some((e) => e.msg === 'started') || server.exitCode !== null,
        50_000,
      );
      expect(server.exitCode, stderr).toBeNull();
      // The mail sender has run a pass (no account in production: it says so once).
      await until('the mail sender’s first pass', () => entries().some((e) => e.component === 'mail-sender'), 10_000);

      const manager = await signIn(port, 'manager@demo.ua');
      const agent = new http.Agent({ keepAlive: true, maxSockets: 12 });
      const fast: Outcome[] = [];
      let stopped = false;
      const paths = ['/api/tenders?page=1&page_size=20', '/api/account/info/login', '/api/ready', '/api/health'];
      const loops = Array.from({ length: 12 }, async (_, worker) => {
        for (let i = worker; !stopped; i++) {
          const { outcome, done } = send(port, {
            method: 'GET',
            path: paths[i % paths.length]!,
            headers: manager,
            agent,
          });
          fast.push(outcome);
          await done;
          if (outcome.error) await new Promise((resolve) => setTimeout(resolve, 20));
        }
      });
      // Slower ones: writes whose bodies are held back until the signal has been handled, over
      // connections kept alive after their answers and not used again, as a load balancer keeps them.
      const idleAgent = new http.Agent({ keepAlive: true });
      let releaseBodies!: () => void;
      const bodies = new Promise<void>((resolve) => (releaseBodies = resolve));
      let continued = 0;
      const slow = Array.from({ length: 6 }, (_, i) =>
        send(
          port,
          {
            method: 'PUT',
            path: '/api/account/profile',
            headers: manager,
            agent: idleAgent,
            body: bodies.then(() => JSON.stringify({ first_name: `Олена${i}`, last_name: 'Коваленко' })),
          },
          () => (continued += 1),
        ),
      );
      const answered = () => fast.filter((o) => o.status !== undefined).length;
      await until(
        'the slow requests to be taken and the load to run',
        () => continued === slow.length && answered() > 60,
        20_000,
      );
      const before = await new Promise<string>((resolve) =>
        http.get({ host: '127.0.0.1', port: metricsPort, path: '/metrics' }, (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve(text));
        }),
      );
      expect(before).toMatch(/^tt_background_pass_lag_seconds\{task="scheduler"\} /m);
      expect(before).toMatch(/^tt_background_pass_lag_seconds\{task="mail_sender"\} /m);

      const signalAt = performance.now();
      server.kill('SIGTERM');
      // No new connection is taken while the held requests are still in flight.
      await until('the listener to close', () => refused(port), 10_000);
      expect(server.exitCode).toBeNull();
      releaseBodies();
      const answers = await Promise.all(slow.map((s) => s.done));
      const exit = await Promise.race([
        exited,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000)),
      ]);
      stopped = true;
      await Promise.all(loops);
      agent.destroy();
      idleAgent.destroy();

      expect(exit, `the server did not exit:\n${stdout.slice(-3000)}\n${stderr}`).not.toBeNull();
      expect(exit!.code).toBe(0);
      expect(exit!.at - signalAt).toBeLessThan(15_000);
      for (const answer of answers) {
        expect(answer.continuedAt).toBeLessThan(signalAt);
        expect([answer.status, answer.error]).toEqual([200, undefined]);
      }
      const taken = fast.filter((o) => o.continuedAt !== undefined && o.continuedAt < signalAt);
      expect(taken.length).toBeGreaterThan(60);
      for (const outcome of taken) expect(outcome.status, JSON.stringify(outcome)).toBe(200);
      // Sent around or after the signal: answered as usual, refused with the product's 503, or not connected.
      for (const outcome of fast.filter((o) => !taken.includes(o))) {
        if (outcome.status === 503) expect(JSON.parse(outcome.body!)).toMatchObject({ code: 'unavailable' });
        else if (outcome.status !== undefined) expect(outcome.status).toBe(200);
        else expect(outcome.error).toMatch(/^(ECONNREFUSED|ECONNRESET|EPIPE|socket hang up)$/);
      }

      const log = entries();
      expect(stderr).toBe('');
      expect(log.filter((e) => Number(e.level) >= 40)).toEqual([]);
      expect(log.filter((e) => /fail/i.test(String(e.msg)))).toEqual([]);
      expect(log.map((e) => e.msg)).toEqual(expect.arrayContaining(['shutting down', 'shut down']));
      expect(log.filter((e) => e.path === '/api/account/profile' && e.status === 200)).toHaveLength(slow.length);
    },
  );
});
