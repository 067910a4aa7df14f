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
/**
 * The seeded data directory every worker's server starts from: one per run, so two runs at once
 * never share one; global set-up names it to the workers.
 */
const TEMPLATE_ENV = 'E2E_TEMPLATE_DIR';
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

/** A port nothing listens on now (another process may take it before the server does). */
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
export async function startServer(dataDir: string, options: { demoData?: boolean } = {}): Promise<RunningServer> {
  // A port found free can be taken before the server listens on it, and the server then exits:
  // it is started again on another.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startServerOnce(dataDir, await freePort(), options);
    } catch (err) {
      if (!(err instanceof ServerExited) || attempt === 3) throw err;
    }
  }
}

class ServerExited extends Error {}

async function startServerOnce(dataDir: string, port: number, { demoData = false }): Promise<RunningServer> {
  const child = spawn(process.execPath, ['apps/server/dist/server.mjs'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
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
  await listening(baseURL, child);
  return { baseURL, port, dataDir, stop: () => stopChild(child, exited) };
}

/**
 * Resolves once the server's banner names `baseURL`: only then is it this server that answers
 * there (polling the port could reach another run's server that took it first).
 */
function listening(baseURL: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the e2e server at ${baseURL} was not listening within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString();
      if (output.includes(`${baseURL} `)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new ServerExited(`the e2e server exited (${code}) before it listened at ${baseURL}`));
    });
  });
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  // A server that does not finish shutting down in time is killed, so no run leaves one behind.
  const kill = setTimeout(() => child.kill('SIGKILL'), 8_000);
  await exited;
  clearTimeout(kill);
}

/**
 * Seeds the demo data once per run: a server starts on an empty template directory and stops
 * again. Returns what removes the template after the run.
 */
export async function seedTemplate(): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-e2e-template-'));
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    const server = await startServer(dir, { demoData: true });
    await server.stop();
  } catch (err) {
    remove();
    throw err;
  }
  process.env[TEMPLATE_ENV] = dir;
  return remove;
}

/** A server of one worker's own, on a copy of the template. */
export async function startWorkerServer(): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-e2e-data-'));
  const removeData = () => fs.rmSync(dataDir, { recursive: true, force: true });
  let server: RunningServer;
  try {
    const template = process.env[TEMPLATE_ENV];
    if (!template) throw new Error(`${TEMPLATE_ENV} is not set: the journeys' global set-up seeds it`);
    fs.cpSync(template, dataDir, { recursive: true });
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
