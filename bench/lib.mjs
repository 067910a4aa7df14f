// Shared helpers of the benchmarks: start the real server, wait for /api/ready, sign in.
import { spawn } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findPgBinDir, freePort, startPgCluster } from '../scripts/lib/pg-cluster.mjs';

export const ROOT = path.resolve(import.meta.dirname, '..');
/** The password of every demo account (DEMO_DATA=on). */
export const DEMO_PASSWORD = 'Demo-2026!';

let built;
/** `npm run build:server`, once per bench run: the benches time the built server, as `npm start` runs it. */
function buildServer() {
  built ??= new Promise((resolve, reject) => {
    const build = spawn(process.execPath, ['apps/server/build.mjs'], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    build.on('error', reject);
    build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the server's build failed (${code})`))));
  });
  return built;
}

/**
 * Starts `node apps/server/dist/server.mjs` (what `npm start` runs, built first) with the given
 * environment and resolves once /api/ready answers 200, with the time it took from spawn (the
 * build not included) and the server process's pid.
 */
export async function startServer({ port, env, timeoutMs = 60_000, label = 'server' }) {
  await buildServer();
  const startedAt = performance.now();
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the server.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, 'apps/server/dist/server.mjs'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  let exited = false;
  const exit = new Promise((resolve) =>
    child.on('exit', (code, signal) => ((exited = true), resolve({ code, signal }))),
  );

  const stop = async () => {
    if (exited) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone
      }
    }, 10_000);
    await exit;
    clearTimeout(timer);
  };

  const base = `http://127.0.0.1:${port}`;
  while (true) {
    if (exited) throw new Error(`${label} exited before it was ready:\n${output}`);
    if (performance.now() - startedAt > timeoutMs) {
      await stop();
      throw new Error(`${label} not ready within ${timeoutMs / 1000} s:\n${output}`);
    }
    const res = await request(`${base}/api/ready`).catch(() => null);
    if (res?.status === 200) break;
    await sleep(25);
  }
  return { base, pid: child.pid, readyMs: performance.now() - startedAt, stop, output: () => output };
}

/**
 * Starts a ceiling (a bare server of the bench's own, `bench/<script>`) on a free port with
 * `args` after the port; resolves once it prints that it listens.
 */
export async function startCeiling(script, args) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, script), String(port), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`the ceiling server exited (${code})`)));
  });
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { base: `http://127.0.0.1:${port}`, stop };
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A small HTTP client on node:http (keep-alive through `agent`), returning status, headers and body text. */
export function request(url, { method = 'GET', headers = {}, body, agent, timeoutMs = 30_000 } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(timeoutMs, () => req.destroy(new Error('request timed out')));
    if (body) req.end(body);
    else req.end();
  });
}

/** Signs in through POST /api/auth/login (with the XSRF double submit) and returns the Cookie header to send. */
export async function signIn(base, login, password) {
  const first = await request(`${base}/api/ready`);
  const jar = new Map();
  const keep = (res) => {
    for (const c of res.headers['set-cookie'] ?? []) {
      const [pair] = c.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  };
  keep(first);
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await request(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookie(), 'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '' },
    body: JSON.stringify({ login, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in as ${login} failed: ${res.status} ${res.body}`);
  keep(res);
  return cookie();
}

/** Percentile of an ascending array (nearest rank). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** A figure to one decimal place. */
/** The middle value (the upper of the two middle ones for an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const round = (n) => Math.round(n * 10) / 10;

/**
 * A throwaway PostgreSQL cluster with the real server on it (demo data) and a client connected to
 * it; `stop()` ends all three, and the cluster is stopped on exit too should the bench die first.
 * Null when PostgreSQL is not installed.
 */
export async function startPgServer() {
  if (!findPgBinDir()) return null;
  const cluster = await startPgCluster();
  const stopCluster = () => cluster.stop();
  process.on('exit', stopCluster);
  const db = new pg.Client({ connectionString: cluster.url });
  let server;
  const stop = async () => {
    await db.end().catch(() => {});
    await server?.stop();
    stopCluster();
    process.off('exit', stopCluster);
  };
  try {
    server = await startServer({
      port: await freePort(),
      env: { DATABASE_URL: cluster.url, DEMO_DATA: 'on', DATA_DIR: path.join(cluster.dir, 'app-data') },
    });
    await db.connect();
  } catch (err) {
    await stop();
    throw err;
  }
  return { cluster, server, db, stop };
}

/** `concurrency` workers call `fn(i)` for i = 0, 1, … until `count` calls or `maxSeconds` pass. */
async function runLoop(fn, concurrency, count, maxSeconds = Infinity) {
  let next = 0;
  const deadline = performance.now() + maxSeconds * 1000;
  const worker = async () => {
    while (next < count && performance.now() < deadline) await fn(next++);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/**
 * A load loop: `concurrency` keep-alive connections GET `base + urlFor(i)` for `maxSeconds` (and
 * at most `maxRequests`), after `warmUp` unmeasured requests; requests already sent when the time is up still finish and count. Returns the sorted
 * latencies of the 200s, the errors and the elapsed time.
 */
export async function timedLoad(
  base,
  urlFor,
  { headers = {}, concurrency, maxSeconds, maxRequests = Infinity, warmUp = concurrency, timeoutMs = 120_000 },
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const get = (i) => request(base + urlFor(i), { headers, agent, timeoutMs });
  await runLoop(get, concurrency, warmUp);
  const latencies = [];
  let errors = 0;
  let firstError;
  const started = performance.now();
  await runLoop(
    async (i) => {
      const t0 = performance.now();
      try {
        const res = await get(i);
        if (res.status === 200) latencies.push(performance.now() - t0);
        else {
          errors++;
          firstError ??= `${res.status} ${res.body.slice(0, 200)}`;
        }
      } catch (err) {
        errors++;
        firstError ??= err.message;
      }
    },
    concurrency,
    maxRequests,
    maxSeconds,
  );
  agent.destroy();
  return {
    latencies: latencies.sort((a, b) => a - b),
    errors,
    firstError,
    seconds: (performance.now() - started) / 1000,
  };
}

/** p50/p95/p99 of sorted latencies, one decimal. */
export const percentiles = (sorted) => ({
  p50Ms: round(percentile(sorted, 50)),
  p95Ms: round(percentile(sorted, 95)),
  p99Ms: round(percentile(sorted, 99)),
});

/** The machine's load average (1, 5, 15 minutes) and its cores, so a busy machine shows in the figures. */
export const loadAverage = () =>
  `load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')} on ${os.cpus().length} cores`;
