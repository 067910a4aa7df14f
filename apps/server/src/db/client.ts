import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { lockDataDir } from '../lib/data-dir-lock.ts';
import { markDatabaseError } from '../lib/database-unavailable.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/** When the newest committed migration was generated (drizzle-kit's journal). */
function newestMigrationMillis(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

/**
 * True when the database already has every committed migration. Restarts then skip the
 * migrator, whose DDL statements cost a noticeable part of an embedded restart.
 */
async function isMigrated(query: (sql: string) => Promise<{ rows: unknown[] }>): Promise<boolean> {
  const { rows: tables } = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!(tables[0] as { present: boolean }).present) return false;
  const { rows } = await query('select max(created_at)::text as newest from drizzle.__drizzle_migrations');
  const newest = (rows[0] as { newest: string | null }).newest;
  return newest !== null && Number(newest) >= newestMigrationMillis();
}

/**
 * PGlite's own start parameters, with 16 MB of shared buffers instead of initdb's 128 MB:
 * PostgreSQL touches all of them at start, in WebAssembly memory that is never given back, and
 * the embedded database's pages stay in the operating system's file cache anyway
 * (docs/decisions/0033 §Start and memory).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * A data directory with every migration applied, made by the server's build beside the built
 * code (apps/server/build.mjs). A new embedded database starts as a copy of it instead of running
 * initdb and the migrations, most of a first start; a stale one is migrated forward as usual.
 */
export const PGLITE_TEMPLATE_DIR = path.join(import.meta.dirname, 'pglite-template');

/** Copies `template` into `dir` if it holds no database yet: whole or not at all (a copy, then a rename). */
function copyTemplate(template: string, dir: string) {
  const hasDatabase = (d: string) => fs.existsSync(path.join(d, 'PG_VERSION'));
  if (hasDatabase(dir) || !hasDatabase(template)) return;
  const copy = `${dir}.${process.pid}.tmp`;
  fs.rmSync(copy, { recursive: true, force: true });
  fs.cpSync(template, copy, { recursive: true, mode: fs.constants.COPYFILE_FICLONE });
  fs.rmSync(dir, { recursive: true, force: true }); // an empty directory made ahead
  fs.renameSync(copy, dir);
}

type PgliteOptions = { dir?: string; loadDataDir?: Blob | File; template?: string | null };

/**
 * Embedded PGlite in `dir` (a new one copied from `template`, unless null), or in memory from a
 * dumped data directory (tests).
 */
export async function openPglite(options: PgliteOptions): Promise<Database> {
  // PGlite lets a second process open the same directory and corrupt it: the process that opens
  // it holds a lock file beside it until it closes the database (lib/data-dir-lock.ts).
  const lock = options.dir ? lockDataDir(options.dir) : null;
  try {
    const database = await openPgliteUnlocked(options);
    if (!lock) return database;
    return { ...database, close: () => database.close().finally(() => lock.release()) };
  } catch (err) {
    lock?.release();
    throw err;
  }
}

async function openPgliteUnlocked(options: PgliteOptions): Promise<Database> {
  if (options.dir) {
    const template = options.template === undefined ? PGLITE_TEMPLATE_DIR : options.template;
    if (template) copyTemplate(template, options.dir);
    fs.mkdirSync(options.dir, { recursive: true });
  }
  const client = await PGlite.create({
    dataDir: options.dir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
    startParams: PGLITE_START_PARAMS,
    // 1 MB write-ahead log files instead of 16 MB: a new database (the template a first start
    // copies, a test's dump) is 10 MB smaller.
    initDbStartParams: ['--wal-segsize=1'],
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  if (!(await isMigrated((sql) => client.query(sql)))) {
    await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
  }
  return { db, kind: 'pglite', close: () => client.close() };
}

/**
 * node-postgres' pool whose failed connection attempts say they come from the database: drizzle
 * wraps a failed query in DrizzleQueryError, but a transaction's connection is taken from the
 * pool before any query, and that refusal is a bare socket error (ECONNREFUSED…) that
 * isDatabaseUnavailable must be able to tell from a browser's dropped connection.
 */
export class DatabasePool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): void;
  override connect(
    callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): Promise<pg.PoolClient> | void {
    if (callback) return super.connect((err, client, done) => callback(markDatabaseError(err), client, done));
    return super.connect().catch((err: unknown) => {
      throw markDatabaseError(err);
    });
  }
}

/** A PostgreSQL server; migrations run under an advisory lock so several instances may start at once. */
export async function openPostgres(url: string): Promise<Database> {
  // A server that does not answer (network fault, failover) fails a request after 10 s with
  // 503 instead of holding it forever; a refused connection fails at once (ADR 0019).
  // JIT off: the product's statements are short, and the planner's estimates for the derived
  // status (correlated counts) would otherwise compile a statement for longer than it runs.
  const pool = new DatabasePool({
    connectionString: url,
    max: 20,
    connectionTimeoutMillis: 10_000,
    options: '-c jit=off',
  });
  // An idle connection the server ends (restart, failover, `drop database … with (force)` in
  // tests) is an 'error' on the pool; without a listener it would crash the process. The pool
  // drops that connection and opens a new one when needed.
  pool.on('error', () => {});
  // The same for a connection ended while checked out between two statements (a transaction's,
  // the scheduler's): the pool's listener only covers idle ones. The next statement on it fails
  // and is answered as an outage; nothing is left to crash the process.
  pool.on('connect', (client) => client.on('error', () => {}));
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(724301)');
    if (!(await isMigrated((sql) => client.query(sql)))) {
      await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
    }
  } finally {
    await client.query('select pg_advisory_unlock(724301)').catch(() => {});
    client.release();
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { db, kind: 'postgres', close: () => pool.end() };
}

/** A transaction handle; domain functions that may run inside one take `DbOrTx`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
