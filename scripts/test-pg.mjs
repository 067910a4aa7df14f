#!/usr/bin/env node
// `npm run test:pg`: the server tests that need PostgreSQL, on a real PostgreSQL, with the stored
// files in S3 (a loopback S3 server, TEST_STORAGE=s3): `npm run test:server` covers the embedded
// database with files in a local directory, so together they run both of each.
// - TEST_DATABASE_URL set: run against that server.
// - else PostgreSQL binaries present: start a throwaway cluster, run, stop and remove it.
// - else: skip with a clear line (exit 0), except under CI=true, where that is an error.
//
// Which tests: the files named `*.pg.test.ts` (several connections at once, row locks, an outage;
// ADR 0021), which `npm run test:server` runs on the embedded database too, and the document and
// file-library tests (ADR 0034). `-- --all` runs the whole server suite; any other arguments go to
// vitest (`-- -t "deadline"`).
import { spawn } from 'node:child_process';
import { findPgBinDir, startPgCluster } from './lib/pg-cluster.mjs';

/** The mark of a test file that runs on PostgreSQL too. */
const POSTGRES_TESTS = '.pg.test.ts';
/** The tests of stored files, run here on the S3 driver. */
const STORAGE_TESTS = ['test/routes/documents.test.ts', 'test/routes/library.test.ts'];

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const all = args.includes('--all');
const vitestArgs = [
  'vitest',
  'run',
  '--project',
  'server',
  ...(all ? [] : [POSTGRES_TESTS, ...STORAGE_TESTS]),
  ...args.filter((a) => a !== '--all'),
];
const which = `${all ? 'the server suite' : `the server tests marked ${POSTGRES_TESTS} and the stored files' tests`}, files in S3,`;

function runServerSuite(url) {
  return new Promise((resolve) => {
    const child = spawn('npx', vitestArgs, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: url, TEST_STORAGE: 's3' },
    });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

if (process.env.TEST_DATABASE_URL) {
  console.log(`[test:pg] ${which} on TEST_DATABASE_URL`);
  process.exit(await runServerSuite(process.env.TEST_DATABASE_URL));
}

const binDir = findPgBinDir();
if (!binDir) {
  if (process.env.CI === 'true') {
    console.error(
      '[test:pg] ERROR: PostgreSQL binaries (initdb, pg_ctl, postgres) not found, and CI=true requires the PostgreSQL run.',
    );
    process.exit(1);
  }
  console.log(
    '[test:pg] PostgreSQL not found (no initdb/pg_ctl/postgres on PATH or in /usr/lib/postgresql/*/bin): the PostgreSQL run is SKIPPED.',
  );
  process.exit(0);
}

const started = Date.now();
const cluster = await startPgCluster({ binDir });
// Remove the cluster whatever happens: normal exit, failure, Ctrl-C.
process.on('exit', () => cluster.stop());
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    cluster.stop();
    process.exit(130);
  });
}
console.log(
  `[test:pg] ${which} on a throwaway PostgreSQL ${cluster.version} on 127.0.0.1:${cluster.port} (${binDir}), ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
const code = await runServerSuite(cluster.url);
cluster.stop();
process.exit(code);
