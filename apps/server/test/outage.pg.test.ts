import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openPostgres } from '../src/db/client.ts';
import { sessions, users } from '../src/db/schema/index.ts';
import { loadEnv } from '../src/env.ts';
import { randomToken, sha256 } from '../src/lib/tokens.ts';
import { SESSION_COOKIE } from '../src/plugins/session.ts';
import { Client, type TestApp } from './helpers.ts';
import { captureLog } from './log-capture.ts';

/**
 * A database restart under a running app (ADR 0019): this test starts its own throwaway
 * PostgreSQL cluster, stops it under the app, expects 503 `unavailable` with Retry-After, starts
 * it again and expects the app to recover by itself. Skipped when PostgreSQL is not installed.
 */

/** initdb, pg_ctl and postgres: on PATH, else the newest /usr/lib/postgresql/N/bin. */
function findPgBinDir(): string | null {
  const programs = ['initdb', 'pg_ctl', 'postgres'];
  const has = (dir: string) => programs.every((p) => fs.existsSync(path.join(dir, p)));
  const onPath = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const root = '/usr/lib/postgresql';
  const versioned = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => path.join(root, v, 'bin'))
    : [];
  return [...onPath, ...versioned].find(has) ?? null;
}

/** A free port in 55400–55499, a range the other throwaway clusters (random ports) leave alone. */
async function freePortInRange(): Promise<number> {
  for (let port = 55400; port < 55500; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port in 55400–55499');
}

const binDir = findPgBinDir();
if (!binDir) {
  console.warn(
    '[outage.pg.test] PostgreSQL binaries (initdb, pg_ctl, postgres) not found: the outage test is SKIPPED.',
  );
}

describe.skipIf(!binDir)('a database outage', () => {
  const isRoot = process.getuid?.() === 0;
  let dir = '';
  let dataDir = '';
  let port = 0;
  let app: TestApp | undefined;
  let database: Awaited<ReturnType<typeof openPostgres>> | undefined;
  let signedIn: Client;
  let token = '';
  const log = captureLog('warn');

  const pg = (program: string, args: string[]) => {
    const cmd = path.join(binDir!, program);
    // initdb refuses to run as root.
    const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
    const result = spawnSync(file, argv, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout}`);
  };
  const startCluster = () =>
    pg('pg_ctl', [
      '-D',
      dataDir,
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      'start',
    ]);
  const stopCluster = (mode: 'fast' | 'immediate') => pg('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(isRoot ? '/tmp' : os.tmpdir(), 'tt-outage-'));
    dataDir = path.join(dir, 'data');
    if (isRoot) {
      const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
      fs.chownSync(dir, id('-u'), id('-g'));
    }
    pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    port = await freePortInRange();
    startCluster();

    database = await openPostgres(`postgres://postgres@127.0.0.1:${port}/postgres`);
    const env = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: path.join(dir, 'app'),
      WEB_DIST: path.join(dir, 'no-web'),
      SECRET_KEY: 'x'.repeat(32),
      // The background worker runs too: an outage must not turn its passes into error reports.
      SCHEDULER_INTERVAL_SECONDS: '1',
    });
    app = await buildApp({ env, database, logger: log.logger });
    await app.ready();

    // A signed-in bank user, straight in the database (no password hashing needed here).
    const [user] = await database.db
      .insert(users)
      .values({ email: 'outage@test.ua', role: 'bank', bankRoles: ['manager'], firstName: 'Тест', lastName: 'Збій' })
      .returning({ id: users.id });
    token = randomToken();
    await database.db
      .insert(sessions)
      .values({ id: sha256(token), userId: user!.id, expiresAt: new Date(Date.now() + 3_600_000) });
    signedIn = new Client(app);
    signedIn.cookies.set(SESSION_COOKIE, token);
  }, 60_000);

  afterAll(async () => {
    await app?.close().catch(() => {});
    // Its pool's idle connections would otherwise be cut by the stop below and report it, in a
    // worker that goes on to run other files.
    await database?.close().catch(() => {});
    if (dataDir && fs.existsSync(path.join(dataDir, 'postmaster.pid'))) stopCluster('immediate');
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 unavailable with Retry-After while PostgreSQL is down, and recovers when it is back', async () => {
    expect((await signedIn.get('/api/account/info/login')).statusCode).toBe(200);
    expect((await signedIn.get('/api/ready')).json()).toEqual({ status: 'ready' });

    stopCluster('fast');

    for (const res of [
      await signedIn.get('/api/account/info/login'),
      await new Client(app!).post('/api/auth/login', { login: 'outage@test.ua', password: 'будь-який пароль' }),
      await new Client(app!).get('/api/ready'),
    ]) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: expect.stringContaining('тимчасово недоступний'), code: 'unavailable' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    await new Promise((r) => setTimeout(r, 1200));
    const messages = log.entries().map((e) => e.msg);
    expect(messages).toContain('database unavailable');
    expect(messages).toContain('scheduler pass skipped: database unavailable');
    expect(messages).not.toContain('scheduler pass failed');
    // The failed session lookup's bound value (the session id) stays out of the log.
    expect(log.lines.join('\n')).not.toContain(sha256(token));

    startCluster();
    const started = Date.now();
    let ready = await signedIn.get('/api/ready');
    while (ready.statusCode !== 200 && Date.now() - started < 5000) {
      await new Promise((r) => setTimeout(r, 200));
      ready = await signedIn.get('/api/ready');
    }
    expect(ready.statusCode).toBe(200);
    expect((await signedIn.get('/api/account/info/login')).json()).toMatchObject({ email: 'outage@test.ua' });
  });
});
