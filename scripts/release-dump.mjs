#!/usr/bin/env node
// The database a release leaves behind, as plain SQL: the upgrade check
// (apps/server/test/upgrade/upgrade.pg.test.ts) migrates it to the current schema.
//
//   node scripts/release-dump.mjs v1.0.0 [--out FILE] [--install] [--port N]
//
// Exports the release's files (a tag or a commit) to a temporary directory, starts a throwaway
// PostgreSQL, runs that release's own server on it with demo data until it answers /api/ready,
// stops it, and writes `pg_dump --inserts` to apps/server/test/upgrade/<release>.sql. The release
// runs on this checkout's node_modules when every package it locks is installed here at the same
// version; otherwise `--install` runs `npm ci` for it instead (ADR 0035).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { findPgBinDir, freePort, startPgCluster } from './lib/pg-cluster.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string' }, install: { type: 'boolean' }, port: { type: 'string' } },
});
const ref = positionals[0];
if (!ref || positionals.length > 1) {
  console.error('Використання: node scripts/release-dump.mjs <тег або коміт> [--out файл] [--install] [--port N]');
  process.exit(2);
}
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
const release = ref.replace(/[^A-Za-z0-9._-]/g, '_');
const out = path.resolve(values.out ?? path.join(root, 'apps/server/test/upgrade', `${release}.sql`));

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-release-'));
let cluster;
let server;
const cleanUp = () => {
  server?.kill('SIGKILL');
  cluster?.stop();
  fs.rmSync(work, { recursive: true, force: true });
};
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => process.exit(130));

async function main() {
  // The release's files without touching this checkout's worktrees or index.
  execFileSync('sh', ['-c', `git archive --format=tar ${commit} | tar -x -C "${work}"`], {
    cwd: root,
    stdio: 'inherit',
  });
  console.log(`[release-dump] ${ref} (${commit.slice(0, 9)}) у ${work}`);

  if (values.install) {
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: work, stdio: 'inherit' });
  } else {
    const stale = packagesNotInstalledHere(path.join(work, 'package-lock.json'));
    if (stale.length) {
      console.error(
        `[release-dump] Випуск залежить від пакетів, яких тут немає в тих самих версіях:\n  ${stale.slice(0, 20).join('\n  ')}` +
          `${stale.length > 20 ? `\n  … і ще ${stale.length - 20}` : ''}\nЗапустіть із --install, щоб встановити його власні залежності.`,
      );
      process.exit(1);
    }
    linkNodeModules();
  }

  const binDir = findPgBinDir();
  if (!binDir) {
    console.error('[release-dump] Не знайдено програм PostgreSQL (initdb, pg_ctl, postgres, pg_dump).');
    process.exit(1);
  }
  cluster = await startPgCluster({ binDir });
  const url = await createDatabase(cluster.url, 'tt_release');
  await runReleaseServer(url, values.port ? Number(values.port) : await freePort());

  const dump = execFileSync(
    pgDump(binDir),
    ['--dbname', url, '--no-owner', '--no-privileges', '--inserts', '--rows-per-insert=100'],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  const header = [
    `-- The database release ${ref} (commit ${commit}) leaves behind: its migrations, its`,
    '-- reference data and its demo data, written by its own server on PostgreSQL.',
    '-- Made by scripts/release-dump.mjs; loaded by apps/server/test/upgrade/upgrade.pg.test.ts.',
    '',
  ];
  // pg_dump's psql meta-commands (\restrict …) are left out, so any SQL client can replay the file.
  const body = dump
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, header.join('\n') + body);
  console.log(`[release-dump] ${path.relative(root, out)}: ${(fs.statSync(out).size / 1024).toFixed(0)} КБ`);
}

/** pg_dump of the cluster's own version: beside initdb, or where a link to initdb points. */
function pgDump(dir) {
  const candidates = [dir, path.dirname(fs.realpathSync(path.join(dir, 'initdb')))].map((d) => path.join(d, 'pg_dump'));
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) throw new Error(`pg_dump not found beside initdb (${candidates.join(', ')})`);
  return found;
}

/** The packages the release's lock file names that are missing here or installed at another version. */
function packagesNotInstalledHere(lockFile) {
  const lock = JSON.parse(fs.readFileSync(lockFile, 'utf8'));
  const stale = [];
  for (const [key, entry] of Object.entries(lock.packages ?? {})) {
    if (!key.includes('node_modules/') || entry.link) continue;
    const manifest = path.join(root, key, 'package.json');
    const installed = fs.existsSync(manifest) ? JSON.parse(fs.readFileSync(manifest, 'utf8')).version : null;
    // Another platform's optional binaries (esbuild's, rollup's …) are never installed here.
    if (installed === null && entry.optional) continue;
    if (installed !== entry.version) stale.push(`${key}: ${entry.version} (тут ${installed ?? 'немає'})`);
  }
  return stale;
}

/**
 * The release's node_modules: links to this checkout's packages, except its own workspaces,
 * which must be the release's files (a link to this checkout's node_modules/@tt would
 * resolve to today's code).
 */
function linkNodeModules() {
  const modules = path.join(work, 'node_modules');
  fs.mkdirSync(modules);
  for (const entry of fs.readdirSync(path.join(root, 'node_modules'))) {
    if (entry === '@tt') continue;
    fs.symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(work, 'package.json'), 'utf8'));
  for (const workspace of manifest.workspaces ?? []) {
    const { name } = JSON.parse(fs.readFileSync(path.join(work, workspace, 'package.json'), 'utf8'));
    fs.mkdirSync(path.join(modules, path.dirname(name)), { recursive: true });
    fs.symlinkSync(path.join(work, workspace), path.join(modules, name));
    const own = path.join(root, workspace, 'node_modules');
    if (fs.existsSync(own)) fs.symlinkSync(own, path.join(work, workspace, 'node_modules'));
  }
}

async function createDatabase(serverUrl, name) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Starts the release's server on `url` with demo data, waits until it is ready, and stops it. */
async function runReleaseServer(databaseUrl, port) {
  const output = [];
  // tsx as a loader, not its CLI: one process, so stopping it stops the server.
  const tsx = pathToFileURL(path.join(work, 'node_modules/tsx/dist/loader.mjs')).href;
  server = spawn(process.execPath, ['--import', tsx, 'apps/server/src/server.ts'], {
    cwd: work,
    // Only what the release needs: nothing of this shell's configuration may leak into it.
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(work, 'data'),
      DATABASE_URL: databaseUrl,
      DEMO_DATA: 'on',
      // The scheduler turns the tenders' history into queued letters while the release runs.
      SCHEDULER_INTERVAL_SECONDS: '1',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(work, 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk) => output.push(chunk));
  server.stderr.on('data', (chunk) => output.push(chunk));
  const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve(code ?? signal)));
  const deadline = Date.now() + 180_000;
  let ready = false;
  while (!ready) {
    const early = await Promise.race([exited, new Promise((r) => setTimeout(() => r(undefined), 500))]);
    if (early !== undefined || Date.now() > deadline) {
      console.error(Buffer.concat(output).toString());
      throw new Error(early !== undefined ? `the release's server exited (${early})` : 'the release never got ready');
    }
    ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (res) => res.ok,
      () => false,
    );
  }
  await exercise(`http://127.0.0.1:${port}`, databaseUrl);
  server.kill('SIGTERM');
  const code = await exited;
  server = undefined;
  if (code !== 0) {
    console.error(Buffer.concat(output).toString());
    throw new Error(`the release's server stopped with ${code}`);
  }
}

/**
 * Uses the release as people would, so that the tables the demo data leaves empty (questions,
 * documents, the library, letters, settings, feedback …) hold rows whose fate the upgrade check
 * sees. Written against the API of 1.0.0: a step a later release refuses fails here with its
 * answer, to be brought up to date with that release.
 */
async function exercise(base, databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const one = async (sql) => (await db.query(sql)).rows[0];
    const region = await one('select id from regions order by id limit 1');
    const draft = await one(`select id from tenders where status = 'draft' order by id limit 1`);
    const published = await one(`select id from tenders where status = 'published' order by id limit 1`);

    const admin = await signIn(base, 'admin@demo.ua');
    // The statistics keep the sums of the whole months they are asked about.
    const day = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    await admin.send('GET', `/api/admin/dashboard?from=${day(400)}&to=${day(0)}`);
    await admin.send('POST', '/api/admin/managers-it-rp', {
      region_id: region.id,
      full_name: 'Ковальчук Марина Петрівна',
      position: 'ІТ-менеджер регіону',
      email: 'it-region@demo.ua',
      phone: '+380 44 000 00 01',
    });
    const folder = await admin.send('POST', '/api/admin/folders', { name: 'Типові документи' });
    const file = await admin.upload(`/api/admin/files?folder_id=${folder.id}`, 'Типовий договір.pdf');
    // Refused at once on loopback, so the letters in the queue record a failed attempt.
    await admin.send('PUT', '/api/admin/settings/mail', {
      host: '127.0.0.1',
      port: 2,
      security: 'none',
      username: 'tender@demo.ua',
      from_name: 'Телеком Тендер',
      from_address: 'tender@demo.ua',
      password: 'demo-app-password',
    });

    const manager = await signIn(base, 'manager@demo.ua');
    await manager.upload(`/api/tenders/${draft.id}/documents`, 'Технічне завдання.pdf');
    await manager.send('POST', `/api/tenders/${draft.id}/documents/from-library`, { file_id: file.id });

    const provider = await signIn(base, 'provider1@demo.ua');
    const question = await provider.send('POST', `/api/tenders/${published.id}/questions`, {
      question: 'Чи можна підключити канал через наявну оптику в будинку?',
    });
    await manager.send('POST', `/api/questions/${question.id}/answer`, { answer: 'Так, якщо вона відповідає ТЗ.' });
    await provider.send('POST', '/api/account/info/users', {
      email: 'colleague@ukrnet-telecom.example.ua',
      first_name: 'Оксана',
      last_name: 'Гнатюк',
    });

    const visitor = new Session(base);
    await visitor.send('POST', '/api/feedback', {
      name: 'Василь Петренко',
      email: 'visitor@example.ua',
      topic: 'access',
      message: 'Не можу знайти, як зареєструвати організацію-провайдера.',
      altcha: await solveBotCheck(visitor),
    });
    const feedback = await one('select id from feedback_messages order by id desc limit 1');
    await admin.send('POST', `/api/admin/feedback/${feedback.id}/reply`, {
      body: 'Кнопка «Реєстрація» — на сторінці входу.',
    });

    // The scheduler's letters about the tenders' events, and a first attempt to send them.
    const deadline = Date.now() + 60_000;
    const sent = `select count(*)::int as n from email_outbox where attempts > 0`;
    while ((await one(sent)).n === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
    const empty = [];
    for (const { name } of (
      await db.query(`select tablename as name from pg_tables where schemaname = 'public' order by 1`)
    ).rows) {
      if ((await one(`select count(*)::int as n from public."${name}"`)).n === 0) empty.push(name);
    }
    if (empty.length) console.log(`[release-dump] порожні таблиці: ${empty.join(', ')}`);
  } finally {
    await db.end();
  }
}

/** A browser-like client of the release: keeps cookies and echoes the XSRF token. */
class Session {
  cookies = new Map();

  constructor(base) {
    this.base = base;
  }

  async request(method, url, body, headers = {}) {
    if (method !== 'GET' && !this.cookies.has('XSRF-TOKEN')) await this.request('GET', '/api/health');
    const res = await fetch(this.base + url, {
      method,
      body,
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(method === 'GET' ? {} : { 'x-xsrf-token': this.cookies.get('XSRF-TOKEN') ?? '' }),
        ...headers,
      },
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : null;
  }

  send(method, url, json) {
    return json === undefined
      ? this.request(method, url)
      : this.request(method, url, JSON.stringify(json), { 'content-type': 'application/json' });
  }

  upload(url, name) {
    const form = new FormData();
    form.append('file', new Blob([onePagePdf()], { type: 'application/pdf' }), name);
    return this.request('POST', url, form);
  }
}

async function signIn(base, login) {
  const session = new Session(base);
  await session.send('POST', '/api/auth/login', { login, password: 'Demo-2026!' });
  return session;
}

/** Solves the release's proof-of-work bot check (ALTCHA: the number whose SHA-256 with the salt is the challenge). */
async function solveBotCheck(session) {
  const { algorithm, challenge, maxnumber, salt, signature } = await session.send('GET', '/api/altcha/challenge');
  const { createHash } = await import('node:crypto');
  for (let number = 0; number <= maxnumber; number++) {
    if (
      createHash('sha256')
        .update(salt + number)
        .digest('hex') === challenge
    ) {
      return Buffer.from(JSON.stringify({ algorithm, challenge, number, salt, signature })).toString('base64');
    }
  }
  throw new Error('the bot check could not be solved');
}

/** The smallest valid PDF: one empty page. */
function onePagePdf() {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

// Last, so that every class and function above is defined before the work starts.
await main();
process.exit(0);
