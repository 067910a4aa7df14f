import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../src/db/client.ts';
import { seedReferenceData } from '../src/db/seed/reference.ts';
import { seedDemoAccounts } from '../src/demo/accounts.ts';

/**
 * Migrates and seeds one template database per run; every test then starts from a copy of it.
 * With TEST_DATABASE_URL (a PostgreSQL server) the template is a real database; otherwise a
 * dumped PGlite data directory.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query('drop database if exists tt_template with (force)');
    await admin.query('create database tt_template');
    await admin.end();
    const database = await openPostgres(withDatabase(serverUrl, 'tt_template'));
    await seed(database);
    await database.close();
    project.provide('templateDb', { kind: 'postgres', url: serverUrl });
    return;
  }
  const database = await openPglite({});
  await seed(database);
  const client = (database.db as unknown as { $client: import('@electric-sql/pglite').PGlite }).$client;
  const dump = await client.dumpDataDir('gzip');
  await database.close();
  // One file per run: two runs at once (a developer and CI, say) must not overwrite each other's template.
  const file = path.join(import.meta.dirname, `../.tmp/template-${process.pid}.tgz`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDb', { kind: 'pglite', file });
  return () => fs.rmSync(file, { force: true });
}

async function seed(database: Database) {
  await seedReferenceData(database.db);
  await seedDemoAccounts(database.db);
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDb: { kind: 'pglite'; file: string } | { kind: 'postgres'; url: string };
  }
}
