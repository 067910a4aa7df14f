// The big dataset every list, dashboard and export benchmark runs on: a PostgreSQL cluster with
// 100,000 tenders of the last ~3 years, 45,000 closed tenders 3–6 years old (so the archive of
// closed tenders holds ~100,000 rows), ~400,000 offers from a few hundred providers, and the
// demo accounts. Built once (a few minutes) and kept under bench/.cache/ between runs; rebuilt
// when the migrations or DATASET_VERSION change, or when it is older than MAX_AGE_DAYS (its
// dates are relative to the moment it was built, and the deadlines of tenders taking offers
// would slip into the past).
import { spawnSync, execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { findPgBinDir, freePort } from '../scripts/lib/pg-cluster.mjs';
import { ROOT, startServer } from './lib.mjs';

/** Raise when dataset.sql or these sizes change, so cached clusters are rebuilt. */
const DATASET_VERSION = 2;
export const DATASET_SIZE = { tenders: 100_000, archiveExtra: 45_000, providers: 300 };
const MAX_AGE_DAYS = Number(process.env.BENCH_DATASET_MAX_AGE_DAYS ?? 3);
const CACHE_DIR = path.join(import.meta.dirname, '.cache');

function cacheKey() {
  const migrations = path.join(ROOT, 'apps/server/src/db/migrations');
  const hash = crypto.createHash('sha256').update(fs.readFileSync(path.join(migrations, 'meta/_journal.json')));
  // The statements too: a migration changed before it is released keeps its journal entry.
  const statements = fs.readdirSync(migrations).filter((f) => f.endsWith('.sql'));
  for (const file of statements.sort()) hash.update(fs.readFileSync(path.join(migrations, file)));
  hash.update(`v${DATASET_VERSION}`).update(JSON.stringify(DATASET_SIZE));
  return hash.digest('hex').slice(0, 12);
}

const isRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program; as root as the `postgres` user (initdb refuses root). */
function runPg(binDir, program, args, cwd) {
  const cmd = path.join(binDir, program);
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  const result = spawnSync(file, argv, { encoding: 'utf8', cwd });
  if (result.status !== 0)
    throw new Error(`${program} failed (exit ${result.status}): ${result.stderr || result.stdout}`);
  return result.stdout;
}

function chownToPostgres(dir) {
  if (!isRoot) return;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  fs.chownSync(dir, uid, gid);
}

/**
 * Starts PostgreSQL on `dir`/data (initdb first when it is missing). The settings trade
 * durability for speed, as the throwaway clusters do; shared_buffers holds the whole dataset,
 * as a server of the bank's would. `stop()` is synchronous and idempotent (exit handlers).
 */
function startCluster(binDir, dir, port) {
  const dataDir = path.join(dir, 'data');
  if (!fs.existsSync(dataDir))
    runPg(
      binDir,
      'initdb',
      ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'],
      dir,
    );
  if (fs.existsSync(path.join(dataDir, 'postmaster.pid')))
    throw new Error(
      `the cached cluster ${dir} is in use (postmaster.pid exists): another bench running, or one that died; stop it with pg_ctl -D ${dataDir} stop`,
    );
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
    '-c shared_buffers=512MB',
  ].join(' ');
  runPg(binDir, 'pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start'], dir);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      runPg(binDir, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'], dir);
    } catch (err) {
      console.log(`[dataset] stopping the cluster failed: ${err.message}`);
    }
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, dir, port, stop };
}

/** Builds the dataset into `dir`: the server's first start (migrations, demo data), then dataset.sql. */
async function build(binDir, dir, log) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  chownToPostgres(dir);
  const started = performance.now();
  const cluster = startCluster(binDir, dir, await freePort());
  try {
    const server = await startServer({
      port: await freePort(),
      env: { DATABASE_URL: cluster.url, DEMO_DATA: 'on', DATA_DIR: path.join(dir, 'app-data') },
      timeoutMs: 120_000,
      label: 'server (first start on the dataset)',
    });
    await server.stop();
    const db = new pg.Client({ connectionString: cluster.url });
    await db.connect();
    try {
      const manager = await db.query("select id from users where email = 'manager@demo.ua'");
      await db.query(
        `select set_config('bench.manager', $1, false), set_config('bench.tenders', $2, false),
                set_config('bench.archive_extra', $3, false), set_config('bench.providers', $4, false)`,
        [manager.rows[0].id, DATASET_SIZE.tenders, DATASET_SIZE.archiveExtra, DATASET_SIZE.providers].map(String),
      );
      await db.query('begin');
      await db.query(fs.readFileSync(path.join(import.meta.dirname, 'dataset.sql'), 'utf8'));
      await db.query('commit');
      // The cluster commits asynchronously: flush first, or vacuum may not see the rows as
      // committed yet and leave the visibility map empty (every index-only scan then reads the table).
      await db.query('checkpoint');
      await db.query('vacuum analyze');
      await db.query('checkpoint');
    } finally {
      await db.end();
    }
  } finally {
    cluster.stop();
  }
  fs.writeFileSync(path.join(dir, 'built-at'), new Date().toISOString());
  log(`  built the dataset in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/**
 * The cached cluster (built when missing or stale) with the real server on it and a client
 * connected to it: `{ cluster, server, db, stop, counts, builtAt }`, like startPgServer in lib.mjs.
 * Null when PostgreSQL is not installed.
 */
export async function openDataset({ log = console.log } = {}) {
  const binDir = findPgBinDir();
  if (!binDir) return null;
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const key = cacheKey();
  const dir = path.join(CACHE_DIR, `pg-${key}`);
  const builtAtFile = path.join(dir, 'built-at');
  const ageDays = fs.existsSync(builtAtFile)
    ? (Date.now() - Date.parse(fs.readFileSync(builtAtFile, 'utf8'))) / 86_400_000
    : Infinity;
  if (ageDays > MAX_AGE_DAYS) {
    log(
      ageDays === Infinity
        ? `  building the dataset (${key}), a few minutes…`
        : `  the dataset is ${ageDays.toFixed(1)} days old (limit ${MAX_AGE_DAYS}): rebuilding…`,
    );
    await build(binDir, dir, log);
    // Older keys (other migrations or versions) are not needed any more.
    for (const other of fs.readdirSync(CACHE_DIR))
      if (other.startsWith('pg-') && other !== `pg-${key}`)
        fs.rmSync(path.join(CACHE_DIR, other), { recursive: true, force: true });
  }

  const cluster = startCluster(binDir, dir, await freePort());
  process.on('exit', cluster.stop);
  const db = new pg.Client({ connectionString: cluster.url });
  let server;
  const stop = async () => {
    await db.end().catch(() => {});
    await server?.stop();
    cluster.stop();
    process.off('exit', cluster.stop);
  };
  try {
    server = await startServer({
      port: await freePort(),
      env: { DATABASE_URL: cluster.url, DEMO_DATA: 'on', DATA_DIR: path.join(dir, 'app-data') },
    });
    await db.connect();
    // A dataset built before the flush above has tables without their visibility map: vacuum once.
    const unmapped = await db.query(
      "select 1 from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' and relpages > 100 and relallvisible < relpages / 2",
    );
    if (unmapped.rowCount) {
      log('  vacuuming the dataset (its visibility map is missing)…');
      await db.query('vacuum analyze');
    }
    const counts = (
      await db.query(`select
        (select count(*)::int from tenders) as tenders,
        (select count(*)::int from offers) as offers,
        (select count(*)::int from organizations) as organizations,
        (select count(*)::int from tenders where status in ('awarded', 'completed', 'cancelled', 'unsuccessful')) as closed,
        (select count(*)::int from tenders where status = 'published' and offers_deadline > now()) as taking_offers`)
    ).rows[0];
    const builtAt = fs.readFileSync(builtAtFile, 'utf8');
    log(
      `  dataset ${key} built ${builtAt}: ${counts.tenders} tenders (${counts.closed} closed, ${counts.taking_offers} taking offers), ${counts.offers} offers, ${counts.organizations} organisations`,
    );
    return { cluster, server, db, stop, counts, builtAt };
  } catch (err) {
    await stop();
    throw err;
  }
}
