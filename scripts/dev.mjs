#!/usr/bin/env node
// `npm run dev`: the API server with reload (tsx watch, port 3000, API only) and Vite (port 5173,
// proxying /api to the server), side by side with prefixed output. Ctrl-C stops both; if either
// exits, the other is stopped too.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

const root = new URL('..', import.meta.url).pathname;
const useColor = process.stdout.isTTY;
const color = (code, text) => (useColor ? `\x1b[${code}m${text}\x1b[0m` : text);

const serverEnv = { ...process.env, NODE_ENV: 'development' };
delete serverEnv.WEB_DIST; // the API only: Vite serves the pages
// The workspace script runs in apps/server; keep the embedded database in the repo's ./data as `npm start` does.
serverEnv.DATA_DIR = path.resolve(root, process.env.DATA_DIR ?? 'data');

const procs = [
  { name: 'server', code: 36, args: ['run', 'dev', '-w', '@tt/server'], env: serverEnv },
  { name: 'web   ', code: 35, args: ['run', 'dev', '-w', '@tt/web'], env: process.env },
];

let stopping = false;
let exitCode = 0;

for (const p of procs) {
  // detached: each runs in its own process group, so the whole tree (npm → tsx → node) can be stopped.
  p.child = spawn('npm', p.args, { cwd: root, env: p.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const prefix = color(p.code, `[${p.name}]`);
  for (const stream of [p.child.stdout, p.child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      if (line.startsWith('npm warn Unknown user config')) return;
      process.stdout.write(`${prefix} ${line}\n`);
    });
  }
  p.child.on('exit', (code, signal) => {
    p.exited = true;
    if (!stopping) {
      console.log(`${prefix} exited (${signal ?? `code ${code}`}); stopping the other process`);
      exitCode = code || 1;
      stopAll();
    } else if (procs.every((q) => q.exited)) {
      process.exit(exitCode);
    }
  });
}

function stopAll(signal = 'SIGTERM') {
  stopping = true;
  for (const p of procs) {
    if (p.exited) continue;
    try {
      process.kill(-p.child.pid, signal);
    } catch {
      // already gone
    }
  }
  if (procs.every((q) => q.exited)) process.exit(exitCode);
  // Whatever does not stop within 5 s is killed.
  setTimeout(() => {
    for (const p of procs) {
      if (!p.exited) {
        try {
          process.kill(-p.child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
    process.exit(exitCode);
  }, 5000).unref();
}

process.on('SIGINT', () => stopAll('SIGTERM'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
process.on('SIGHUP', () => stopAll('SIGTERM'));
process.on('exit', () => {
  for (const p of procs) {
    if (!p.exited) {
      try {
        process.kill(-p.child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
});
