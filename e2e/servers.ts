import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The servers the journeys run against: the real server from the repo root, built once per run,
 * on the embedded database with demo data. The demo data is seeded once per run into a template
 * directory; every Playwright worker copies it and runs a server of its own, so workers share no
 * database, clock, mail account or rate limit and run side by side.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
/** The seeded data directory every worker's server starts from (global-setup.ts writes it). */
export const TEMPLATE_DIR = path.join(import.meta.dirname, '.tmp', 'template-data');
export const WEB_DIST = process.env.WEB_DIST ?? path.join(ROOT, 'apps/web/dist');

export interface RunningServer {
  baseURL: string;
  port: number;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * Builds the web app and the server as `npm start` does, once per run. A web app named by
 * WEB_DIST is taken as it is.
 */
export function buildApp(): void {
  if (!process.env.WEB_DIST) {
    execFileSync('npm', ['run', 'build', '-w', '@tt/web', '--silent', '--', '--logLevel', 'warn'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, BUILD_COMPRESSION: 'fast' },
    });
  }
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) throw new Error(`${WEB_DIST}/index.html is missing`);
  execFileSync(process.execPath, ['apps/server/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
}

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built server on `dataDir` and resolves once /api/ready answers. NODE_ENV=test offers
 * PUT /api/test/clock; publishing keeps the production rule (an hour's lead), and the scheduler
 * runs as in production, only more often.
 */
export async function startServer(dataDir: string, { demoData = false } = {}): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/server/dist/server.mjs'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST,
      DEMO_DATA: demoData ? 'on' : 'off',
      SCHEDULER_INTERVAL_SECONDS: '2',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A worker that ends without its teardown (a failed run, Ctrl-C) takes its server along.
  const orphan = () => child.kill('SIGKILL');
  process.once('exit', orphan);
  void exited.then(() => process.off('exit', orphan));
  await waitReady(baseURL, child);
  return { baseURL, port, dataDir, stop: () => stopChild(child, exited) };
}

async function waitReady(baseURL: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the e2e server exited (${child.exitCode}) before it was ready`);
    const ready = await fetch(`${baseURL}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`the e2e server at ${baseURL} was not ready within ${timeoutMs / 1000} s`);
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  // A server that does not finish shutting down in time is killed, so no run leaves one behind.
  const kill = setTimeout(() => child.kill('SIGKILL'), 8_000);
  await exited;
  clearTimeout(kill);
}

/** Seeds the demo data once: a server starts on an empty template directory and stops again. */
export async function seedTemplate(): Promise<void> {
  fs.rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  fs.mkdirSync(TEMPLATE_DIR, { recursive: true });
  const server = await startServer(TEMPLATE_DIR, { demoData: true });
  await server.stop();
}

/** A server of one worker's own, on a copy of the template. */
export async function startWorkerServer(): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-e2e-data-'));
  const removeData = () => fs.rmSync(dataDir, { recursive: true, force: true });
  let server: RunningServer;
  try {
    fs.cpSync(TEMPLATE_DIR, dataDir, { recursive: true });
    server = await startServer(dataDir);
  } catch (err) {
    removeData();
    throw err;
  }
  return {
    ...server,
    stop: async () => {
      await server.stop();
      removeData();
    },
  };
}
