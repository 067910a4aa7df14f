#!/usr/bin/env node
// `npm start`. Outside production it builds the web app and the server first (warnings only), so
// a fresh clone starts with one command. With NODE_ENV=production it builds nothing: it runs what
// `npm run build:prod` made, and says so when that is missing, so a restart is quick and never
// needs the build tools on the server.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/server/dist/server.mjs');
// WEB_DIST names another place for the web app (or none on purpose): then it is the operator's.
const web = process.env.WEB_DIST ? null : path.join(root, 'apps/web/dist/index.html');

if (process.env.NODE_ENV === 'production') {
  const missing = [server, web].filter((file) => file && !fs.existsSync(file)).map((file) => path.relative(root, file));
  if (missing.length) {
    console.error(
      [
        `Не знайдено зібраних файлів: ${missing.join(', ')}.`,
        'З NODE_ENV=production `npm start` лише запускає зібраний застосунок. Зберіть його один раз:',
        '',
        '  npm ci && npm run build:prod',
        '',
      ].join('\n'),
    );
    process.exit(1);
  }
} else {
  console.log('Збирання веб-застосунку й сервера…');
  const npm = (args, env = {}) =>
    execFileSync('npm', args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  try {
    // Compressed at the levels of on-the-fly compression: the highest are for `npm run build:prod`.
    npm(['run', 'build', '-w', '@tt/web', '--silent', '--', '--logLevel', 'warn'], { BUILD_COMPRESSION: 'fast' });
    npm(['run', 'build:server', '--silent']);
  } catch (err) {
    process.exit(typeof err.status === 'number' ? err.status : 1);
  }
}

// In this process: signals reach the server's own handlers, and there is no second Node.js.
await import(pathToFileURL(server).href);
