import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite, type Database } from '../src/db/client.ts';
import type { TemplateDb } from './test-database.ts';

const templateDb = inject('templateDb') as TemplateDb;

async function scalar(database: Database, query: string): Promise<unknown> {
  const result = (await database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] };
  return Object.values(result.rows[0] ?? {})[0];
}

/** Opens the embedded database in `dir`, runs `fn` on it and closes it. */
async function withPglite<T>(options: Parameters<typeof openPglite>[0], fn: (database: Database) => Promise<T>) {
  const database = await openPglite(options);
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

// A first start copies the template the build made instead of running initdb and the migrations
// (docs/decisions/0033 §Start and memory).
describe.skipIf(templateDb.kind !== 'pglite')('the embedded database in a data directory', () => {
  let root: string;
  let template: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-embedded-'));
    template = path.join(root, 'template');
    // The run's template database (migrated, with the demo accounts) as a data directory.
    if (templateDb.kind !== 'pglite') return;
    const dump = new Blob([fs.readFileSync(templateDb.file)]);
    await withPglite({ dir: template, template: null, loadDataDir: dump }, async () => {});
  });

  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('starts a new data directory as a copy of the template and leaves the template as it was', async () => {
    const dir = path.join(root, 'first');
    await withPglite({ dir, template }, async (database) => {
      // A database initdb had just made would have no users: these came with the copy.
      expect(await scalar(database, 'select count(*)::int from users')).toBeGreaterThan(0);
      await scalar(database, 'create table written_after_start (x int)');
    });
    expect(fs.readdirSync(root).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    await withPglite({ dir: template, template: null }, async (database) => {
      expect(await scalar(database, `select to_regclass('written_after_start') is null`)).toBe(true);
    });
  });

  it('opens the database already in the data directory on a restart instead of copying the template again', async () => {
    const dir = path.join(root, 'restarted');
    await withPglite({ dir, template }, (database) => scalar(database, 'create table written_before_restart (x int)'));
    await withPglite({ dir, template }, async (database) => {
      expect(await scalar(database, `select to_regclass('written_before_restart') is not null`)).toBe(true);
    });
  });

  it('fills a data directory made empty ahead of the first start', async () => {
    const dir = path.join(root, 'made-ahead');
    fs.mkdirSync(dir);
    await withPglite({ dir, template }, async (database) => {
      expect(await scalar(database, 'select count(*)::int from users')).toBeGreaterThan(0);
    });
  });
});
