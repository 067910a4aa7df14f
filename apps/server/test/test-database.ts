import fs from 'node:fs';
import crypto from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../src/db/client.ts';

/**
 * The schema that keeps the template's rows, sequence positions and schema fingerprint (written
 * once per run by global-setup.ts), from which every test's data is put back.
 */
const TEMPLATE_SCHEMA = 'test_template';

export type TemplateDb =
  | { kind: 'pglite'; file: string }
  | { kind: 'postgres'; url: string; template: string; prefix: string };

/** Runs a script of several statements in one round trip (no bound values). */
async function runScript(database: Database, script: string): Promise<void> {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (database.kind === 'pglite') await (client as PGlite).exec(script);
  else await (client as pg.Pool).query(script);
}

async function rows<T>(database: Database, query: string): Promise<T[]> {
  const client = (database.db as unknown as { $client: { query(text: string): Promise<{ rows: unknown[] }> } }).$client;
  return (await client.query(query)).rows as T[];
}

/** Tables, columns, functions, triggers and constraints of the public schema, as one hash. */
const SCHEMA_FINGERPRINT = `
  select md5(string_agg(item, ',' order by item)) as fingerprint from (
    select 'c:' || c.relname || '.' || c.relkind::text || '.' || coalesce(a.attname, '') || '.' || coalesce(a.atttypid::text, '') as item
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = 'public'
    union all
    select 'f:' || p.proname || md5(p.prosrc) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public'
    union all
    select 't:' || t.tgname || '.' || t.tgenabled::text from pg_trigger t join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and not t.tgisinternal
    union all
    select 'k:' || k.conname from pg_constraint k join pg_namespace n on n.oid = k.connamespace
      where n.nspname = 'public'
  ) s`;

/**
 * Keeps a copy of every table's rows and every sequence's position in TEMPLATE_SCHEMA, and
 * the schema's fingerprint: run once on the template after it is migrated and seeded.
 */
export async function recordTemplate(database: Database): Promise<void> {
  const tables = await publicTables(database);
  await runScript(
    database,
    [
      `create schema ${TEMPLATE_SCHEMA}`,
      ...tables.map((t) => `create table ${TEMPLATE_SCHEMA}."${t}" as table public."${t}"`),
      `create table ${TEMPLATE_SCHEMA}.sequences as
         select sequencename as name, coalesce(last_value, start_value) as value, last_value is not null as called
         from pg_sequences where schemaname = 'public'`,
      `create table ${TEMPLATE_SCHEMA}.fingerprint as ${SCHEMA_FINGERPRINT}`,
    ].join(';\n'),
  );
}

async function publicTables(database: Database): Promise<string[]> {
  const found = await rows<{ name: string }>(
    database,
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return found.map((r) => r.name);
}

/**
 * The script that puts the data back as the template had it: every table emptied, the
 * template's rows copied back (only tables that had any), every sequence set back to where the
 * template left it. Read from the catalog once per worker.
 *
 * DELETE, not TRUNCATE: on tables this small TRUNCATE costs ten times more (it replaces each
 * table's files). `session_replication_role = replica` turns off the foreign-key checks for
 * the transaction, so the tables can be emptied in any order (it needs a superuser, as the
 * test clusters have).
 */
async function resetScript(database: Database): Promise<string> {
  const tables = await publicTables(database);
  const filled: string[] = [];
  for (const t of tables) {
    const [row] = await rows<{ filled: boolean }>(
      database,
      `select exists (select 1 from ${TEMPLATE_SCHEMA}."${t}") as filled`,
    );
    if (row?.filled) filled.push(t);
  }
  const sequences = await rows<{ name: string; value: string; called: boolean }>(
    database,
    `select name, value::text, called from ${TEMPLATE_SCHEMA}.sequences order by name`,
  );
  return [
    'begin',
    // A lock left behind by a test that hung must fail the next test quickly, not hang it.
    `set local lock_timeout = '10s'`,
    'set local session_replication_role = replica',
    ...tables.map((t) => `delete from public."${t}"`),
    ...filled.map((t) => `insert into public."${t}" select * from ${TEMPLATE_SCHEMA}."${t}"`),
    ...sequences.map((s) => `select setval('public."${s.name}"', ${s.value}, ${s.called})`),
    'commit',
  ].join(';\n');
}

interface WorkerDatabase {
  database: Database;
  reset: string;
  fingerprint: string;
  /** Handed to an app since the last reset, so the data may have changed. */
  used: boolean;
}

let current: Promise<WorkerDatabase> | undefined;

/** This worker's own copy of the run's template, opened once. */
async function openWorkerDatabase(): Promise<WorkerDatabase> {
  const template = inject('templateDb') as TemplateDb;
  let database: Database;
  if (template.kind === 'pglite') {
    database = await openPglite({ loadDataDir: new Blob([fs.readFileSync(template.file)]) });
  } else {
    const name = `${template.prefix}_w${crypto.randomBytes(4).toString('hex')}`;
    await adminQuery(template.url, `create database ${name} template ${template.template}`);
    const opened = await openPostgres(withDatabase(template.url, name));
    database = {
      ...opened,
      async close() {
        await opened.close();
        await adminQuery(template.url, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const [stored] = await rows<{ fingerprint: string }>(
    database,
    `select fingerprint from ${TEMPLATE_SCHEMA}.fingerprint`,
  );
  return { database, reset: await resetScript(database), fingerprint: stored!.fingerprint, used: false };
}

/**
 * The worker's database for a test app. The app must not close it: the next test reuses it
 * after `resetTestDatabase`.
 */
export async function testDatabase(): Promise<Database> {
  current ??= openWorkerDatabase();
  const worker = await current;
  worker.used = true;
  return { ...worker.database, close: async () => {} };
}

/**
 * Puts the worker's database back into the template's state, if a test has used it since the
 * last time (tests without a database pay nothing).
 */
export async function resetTestDatabase(): Promise<void> {
  if (!current) return;
  const worker = await current;
  if (!worker.used) return;
  await runScript(worker.database, worker.reset);
  worker.used = false;
}

/**
 * Fails when the file's tests left the schema changed (a renamed column, a trigger): no reset
 * of rows repairs that, so the worker gets a fresh copy of the template for the files after it,
 * and the test that changed the schema must undo it (`onTestFinished`). Checked once per file,
 * as the check costs more than a reset.
 */
export async function expectSchemaUnchanged(): Promise<void> {
  if (!current) return;
  const worker = await current;
  const [now] = await rows<{ fingerprint: string }>(worker.database, SCHEMA_FINGERPRINT);
  if (now!.fingerprint === worker.fingerprint) return;
  current = undefined;
  await worker.database.close();
  throw new Error('a test of this file changed the database schema and did not undo it (see test/test-database.ts)');
}

export async function adminQuery(serverUrl: string, query: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
