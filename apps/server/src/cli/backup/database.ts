/**
 * What the backup commands read from either database, through one query function: the migration
 * level, the stored files the rows refer to, the server's version, whether it holds our tables.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { MIGRATIONS_DIR } from '../../db/client.ts';
import { lockDataDir, type DataDirLock } from '../../lib/data-dir-lock.ts';
import { BackupError, type Manifest } from './archive.ts';

type Row = Record<string, unknown>;
export type Query = (text: string, params?: unknown[]) => Promise<{ rows: Row[] }>;

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this version of the program has (drizzle-kit's journal), oldest first. */
export function codeMigrations(): JournalEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return [...journal.entries].sort((a, b) => a.when - b.when);
}

/** The database's applied migrations: how many, and the newest one's time and (if this code knows it) name. */
export async function migrationLevel(query: Query): Promise<Manifest['database']['migrations']> {
  const { rows: present } = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!present[0]!.present) return { count: 0, newest: null, newest_at: null };
  const { rows } = await query(
    'select count(*)::int as count, max(created_at)::text as newest_at from drizzle.__drizzle_migrations',
  );
  const newestAt = rows[0]!.newest_at === null ? null : Number(rows[0]!.newest_at);
  const newest = codeMigrations().find((m) => m.when === newestAt)?.tag ?? null;
  return { count: Number(rows[0]!.count), newest, newest_at: newestAt };
}

/** A stored file a row refers to, with the size and SHA-256 recorded at upload. */
export interface StoredFileRow {
  key: string;
  size: number;
  sha256: string;
  /** Which row, for a message: «документ #12 «Договір.pdf»». */
  label: string;
}

const TABLE_NAMES: Record<string, string> = { documents: 'документ', library_files: 'файл бібліотеки' };

/**
 * Every stored file the database refers to: the rows of every table with a `storage_key` column
 * (documents and the library's files today), found in the catalog so a table added later is not
 * left out. Each such table must also record `size_bytes` and `sha256`, which the copy is checked against.
 */
export async function storedFileRows(query: Query): Promise<StoredFileRow[]> {
  const { rows: columns } = await query(
    `select table_name::text as table_name, array_agg(column_name::text) as columns from information_schema.columns
       where table_schema = 'public'
         and table_name in (select table_name from information_schema.columns where table_schema = 'public' and column_name = 'storage_key')
       group by table_name order by table_name`,
  );
  const files = new Map<string, StoredFileRow>();
  for (const { table_name: table, columns: names } of columns as { table_name: string; columns: string[] }[]) {
    const missing = ['id', 'size_bytes', 'sha256'].filter((c) => !names.includes(c));
    if (missing.length) {
      throw new BackupError(
        `Таблиця ${table} посилається на збережені файли, але не має стовпців ${missing.join(', ')}: резервна копія не знає, як перевірити її файли.`,
      );
    }
    const name = names.includes('file_name') ? 'file_name' : 'null::text';
    const { rows } = await query(
      `select id, storage_key as key, size_bytes::bigint::text as size, sha256, ${name} as file_name from public."${table}" order by id`,
    );
    for (const row of rows) {
      const key = String(row.key);
      const what = `${TABLE_NAMES[table] ?? table} #${String(row.id)}${row.file_name ? ` «${String(row.file_name)}»` : ''}`;
      files.set(key, { key, size: Number(row.size), sha256: String(row.sha256), label: what });
    }
  }
  return [...files.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** True when the database holds any table of ours (public or the migrations' schema). */
export async function holdsTables(query: Query): Promise<boolean> {
  const { rows } = await query(
    `select exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p')) as holds`,
  );
  return Boolean(rows[0]!.holds);
}

export async function serverVersion(query: Query): Promise<{ version: string; major: number }> {
  const { rows } = await query(
    `select current_setting('server_version') as version, current_setting('server_version_num')::int as num`,
  );
  return { version: String(rows[0]!.version), major: Math.floor(Number(rows[0]!.num) / 10000) };
}

/** PGlite's release, as its package says. */
export function pgliteRelease(): string {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite'))), '..');
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  return `PGlite ${pkg.version}`;
}

/** True when the embedded data directory holds anything at all (a database, or a half-made one). */
export function dirHoldsData(dir: string): boolean {
  try {
    return fs.readdirSync(dir).length > 0;
  } catch {
    return false;
  }
}

/**
 * The embedded database in `dir` opened as it is, under the data directory's lock: neither the
 * template a new database starts from nor the migrations are applied, so a backup changes nothing.
 * `loadDataDir` fills a new directory from a dump instead (restore).
 */
export async function openEmbedded(
  dir: string,
  options: { lock?: boolean; loadDataDir?: Blob } = {},
): Promise<{ client: PGlite; query: Query; close(): Promise<void> }> {
  const lock: DataDirLock | null = options.lock === false ? null : lockDataDir(dir);
  try {
    const client = await PGlite.create({ dataDir: dir, loadDataDir: options.loadDataDir, extensions: { pg_trgm } });
    return {
      client,
      query: (text, params) => client.query<Row>(text, params),
      close: async () => {
        await client.close();
        lock?.release();
      },
    };
  } catch (err) {
    lock?.release();
    throw err;
  }
}
