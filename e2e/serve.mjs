#!/usr/bin/env node
// The server the e2e suite runs against (Playwright's webServer): the real server from the repo
// root, built as `npm start` builds and runs it, on the embedded database in a fresh temporary
// DATA_DIR (demo data filled at start), serving the built web app from apps/web/dist (or
// WEB_DIST). The directory is removed when the server stops.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
execFileSync(process.execPath, ['apps/server/build.mjs'], { cwd: root, stdio: 'inherit' });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-e2e-data-'));
const webDist = process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');
if (!fs.existsSync(path.join(webDist, 'index.html'))) {
  console.error(`[e2e] ${webDist}/index.html is missing: build the web app first (npm run build).`);
  process.exit(1);
}

const child = spawn(process.execPath, ['apps/server/dist/server.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: process.env.PORT ?? '3100',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    DEMO_DATA: 'on',
    // Publishing keeps the production rule (PUBLISH_MIN_LEAD_MINUTES, an hour): a journey that
    // needs a deadline to pass moves the server's clock past it (shiftServerClock), and the
    // scheduler (off by default under NODE_ENV=test) runs as in production, only more often.
    SCHEDULER_INTERVAL_SECONDS: '2',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});

const cleanup = () => fs.rmSync(dataDir, { recursive: true, force: true });
let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  child.kill(signal);
  // A server that does not finish shutting down in time is killed, so no run leaves one behind.
  setTimeout(() => child.kill('SIGKILL'), 8000).unref();
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
// If the test runner dies without stopping us (killed, crashed), stop the server too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, 1000).unref();
child.on('exit', (code, signal) => {
  cleanup();
  process.exit(code ?? (signal ? 0 : 1));
});
