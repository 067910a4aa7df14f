import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { asc } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { MIGRATIONS_DIR, openPostgres, type Database } from '../../src/db/client.ts';
import { tenders } from '../../src/db/schema/index.ts';
import { verifyHistory } from '../../src/domain/tenders/verify-history.ts';
import { loginAs, type TestApp } from '../helpers.ts';
import { adminQuery, withDatabase, type TemplateDb } from '../test-database.ts';
import { testEnv } from '../test-env.ts';

/**
 * The upgrade check (ADR 0035): the database a release left behind (its dump beside this file,
 * made by scripts/release-dump.mjs) is migrated to the current schema, which must keep every
 * table, column, row and value the release had, add nothing the release's inserts would fail
 * on, and serve the product.
 *
 * PostgreSQL only (`npm run test:pg`, which CI runs): on the embedded database it would load the
 * same dump through the same migrations, and a new empty PGlite alone costs 6–10 s of CPU
 * (initdb in WebAssembly) in every `npm run test:server`, for nothing the PostgreSQL run misses.
 */

/**
 * Removals staged across releases (ADR 0035 §Breaking changes): what a migration may drop or
 * empty once no release still in service reads or writes it. `removes` names tables (which may
 * go, or lose rows) and `table.column`s (which may go, or lose values); tables outside `public`
 * are written `schema.table`. An entry counts only while its migration is one this upgrade
 * applies. Empty: no migration so far removes anything.
 */
const STAGED_REMOVALS: { migration: string; removes: string[]; why: string }[] = [];

const DUMPS = fs
  .readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith('.sql'))
  .sort();

const templateDb = inject('templateDb') as TemplateDb;

type Query = (sql: string) => Promise<Record<string, unknown>[]>;

interface Column {
  nullable: boolean;
  /** A default, an identity or a generated value: an insert that leaves it out still works. */
  filled: boolean;
}

interface Snapshot {
  /** Table → column → what it accepts. */
  tables: Map<string, Map<string, Column>>;
  /** Table → its rows. */
  rows: Map<string, number>;
  /** `table.column` → its values that are not null. */
  values: Map<string, number>;
  /** When the newest migration the database has was generated. */
  newestMigration: number;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const qualified = (table: string) => (table.includes('.') ? table : `public.${table}`).split('.').map(quoted).join('.');

async function snapshot(query: Query): Promise<Snapshot> {
  const columns = (await query(`
    select c.table_schema, c.table_name, c.column_name, c.is_nullable = 'YES' as nullable,
           c.column_default is not null or c.is_identity = 'YES' or c.is_generated = 'ALWAYS' as filled
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where t.table_type = 'BASE TABLE' and c.table_schema not in ('pg_catalog', 'information_schema')
     order by 1, 2, c.ordinal_position`)) as {
    table_schema: string;
    table_name: string;
    column_name: string;
    nullable: boolean;
    filled: boolean;
  }[];
  const tables = new Map<string, Map<string, Column>>();
  for (const c of columns) {
    const table = c.table_schema === 'public' ? c.table_name : `${c.table_schema}.${c.table_name}`;
    if (!tables.has(table)) tables.set(table, new Map());
    tables.get(table)!.set(c.column_name, { nullable: c.nullable, filled: c.filled });
  }
  const rows = new Map<string, number>();
  const values = new Map<string, number>();
  for (const [table, cols] of tables) {
    const names = [...cols.keys()];
    const counts = names.map((c, i) => `count(${quoted(c)})::int as v${i}`).join(', ');
    const [row] = (await query(`select count(*)::int as n, ${counts} from ${qualified(table)}`)) as Record<
      string,
      number
    >[];
    rows.set(table, row!.n!);
    names.forEach((c, i) => values.set(`${table}.${c}`, row![`v${i}`]!));
  }
  const [migrations] = (await query(
    `select coalesce(max(created_at), 0)::text as newest from drizzle.__drizzle_migrations`,
  )) as { newest: string }[];
  return { tables, rows, values, newestMigration: Number(migrations!.newest) };
}

/** This checkout's migrations, as drizzle-kit's journal lists them. */
const JOURNAL = (
  JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  }
).entries;

/** The migrations of this checkout that a database whose newest is `newest` has not had yet. */
const migrationsAfter = (newest: number) => JOURNAL.filter((e) => e.when > newest).map((e) => e.tag);

/** What the upgrade lost or made the old release unable to write, in sentences; empty when nothing. */
function upgradeProblems(before: Snapshot, after: Snapshot, applied: string[]): string[] {
  const allowed = new Set(STAGED_REMOVALS.filter((r) => applied.includes(r.migration)).flatMap((r) => r.removes));
  const problems: string[] = [];
  for (const [table, columns] of before.tables) {
    const now = after.tables.get(table);
    if (!now) {
      if (!allowed.has(table)) problems.push(`table ${table} is gone`);
      continue;
    }
    const rowsBefore = before.rows.get(table)!;
    const rowsAfter = after.rows.get(table)!;
    const lostRows = rowsAfter < rowsBefore;
    if (lostRows && !allowed.has(table)) problems.push(`table ${table} lost rows: ${rowsBefore} → ${rowsAfter}`);
    for (const column of columns.keys()) {
      const key = `${table}.${column}`;
      if (!now.has(column)) {
        if (!allowed.has(key)) problems.push(`column ${key} is gone`);
        continue;
      }
      const valuesBefore = before.values.get(key)!;
      const valuesAfter = after.values.get(key)!;
      // Rows that went took their values with them: said once, above.
      if (valuesAfter < valuesBefore && !lostRows && !allowed.has(key)) {
        problems.push(`column ${key} lost values: ${valuesBefore} → ${valuesAfter} not null`);
      }
    }
    // The old release, still running during a rolling upgrade, inserts rows without the new columns.
    for (const [column, accepts] of now) {
      if (!columns.has(column) && !accepts.nullable && !accepts.filled) {
        problems.push(`new column ${table}.${column} is NOT NULL without a default: the old release's inserts fail`);
      }
    }
  }
  return problems;
}

/** The old release's database, loaded from its dump, and that database migrated by this checkout. */
interface Upgrade {
  before: Snapshot;
  after: Snapshot;
  applied: string[];
  database: Database;
  drop(): Promise<void>;
}

const queryOf =
  (client: { query(sql: string): Promise<{ rows: unknown[] }> }): Query =>
  async (sql) =>
    (await client.query(sql)).rows as Record<string, unknown>[];

async function upgradeOnPostgres(dump: string, template: Extract<TemplateDb, { kind: 'postgres' }>): Promise<Upgrade> {
  const name = `${template.prefix}_upgrade_${crypto.randomBytes(4).toString('hex')}`;
  await adminQuery(template.url, `create database ${name}`);
  const url = withDatabase(template.url, name);
  const drop = () => adminQuery(template.url, `drop database if exists ${name} with (force)`);
  const old = new pg.Client({ connectionString: url });
  await old.connect();
  let before: Snapshot;
  try {
    await old.query(dump);
    await old.query('reset search_path'); // the dump empties it
    before = await snapshot(queryOf(old));
  } finally {
    await old.end();
  }
  const opened = await openPostgres(url);
  const database = {
    ...opened,
    async close() {
      await opened.close();
      await drop();
    },
  };
  const after = await snapshot(queryOf((database.db as unknown as { $client: pg.Pool }).$client));
  return { before, after, applied: migrationsAfter(before.newestMigration), database, drop };
}

describe.runIf(templateDb.kind === 'postgres').each(DUMPS)('an upgrade from %s (PostgreSQL only)', (file) => {
  let upgrade: Upgrade;
  let app: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    const dump = fs.readFileSync(path.join(import.meta.dirname, file), 'utf8');
    upgrade = await upgradeOnPostgres(dump, templateDb as Extract<TemplateDb, { kind: 'postgres' }>);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-upgrade-'));
    app = await buildApp({ env: testEnv(dataDir), database: upgrade.database });
    await app.ready();
  }, 180_000);

  afterAll(async () => {
    await app?.close(); // closes the database too, and drops it on PostgreSQL
    if (!app) await upgrade?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no table, column, row or value of the release, and adds no column its inserts would fail on', () => {
    expect(upgrade.before.tables.size, 'the dump holds the release’s tables').toBeGreaterThan(20);
    expect(upgradeProblems(upgrade.before, upgrade.after, upgrade.applied)).toEqual([]);
    expect(upgrade.after.newestMigration).toBe(Math.max(...JOURNAL.map((e) => e.when)));
  });

  it('signs a bank user in, lists the tenders, opens an awarded one with its offers and history', async () => {
    const manager = await loginAs(app, 'manager@demo.ua');
    const list = await manager.get('/api/tenders?page_size=100');
    expect(list.statusCode).toBe(200);
    expect(list.json<{ total: number }>().total).toBe(upgrade.before.rows.get('tenders'));

    const awarded = await manager.get('/api/tenders?status=awarded');
    const [tender] = awarded.json<{ items: { id: number }[] }>().items;
    expect(tender, 'the release has an awarded tender').toBeDefined();
    const card = await manager.get(`/api/tenders/${tender!.id}`);
    expect(card.statusCode).toBe(200);
    expect(card.json<{ status: string }>().status).toBe('awarded');
    const offers = await manager.get(`/api/tenders/${tender!.id}/offers`);
    expect(offers.statusCode).toBe(200);
    expect(offers.json<unknown[]>().length).toBeGreaterThan(0);
    // Each tender of the release became its own lot 1, its award the lot's.
    const { lots, winner } = card.json<{ lots: { position: number; decision: unknown }[]; winner: { id: number } }>();
    expect(lots).toEqual([
      expect.objectContaining({
        position: 1,
        decision: expect.objectContaining({
          outcome: 'awarded',
          winner: expect.objectContaining({ offer_id: winner.id }),
        }),
      }),
    ]);
    const history = await manager.get(`/api/tenders/${tender!.id}/history`);
    expect(history.statusCode).toBe(200);
    expect(history.json<unknown[]>().length).toBeGreaterThan(0);
  });

  it('keeps every tender’s history chain whole', async () => {
    const ids = await app.db.select({ id: tenders.id }).from(tenders).orderBy(asc(tenders.id));
    expect(ids.length).toBeGreaterThan(0);
    const broken = [];
    for (const { id } of ids) {
      const verdict = await verifyHistory(app.db, { tenderId: id });
      if (!verdict.ok) broken.push(verdict);
    }
    expect(broken).toEqual([]);
  });
});
