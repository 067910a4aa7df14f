import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../src/db/client.ts';
import { seedReferenceData } from '../src/db/seed/reference.ts';
import { seedDemoAccounts } from '../src/demo/accounts.ts';
import { buildApp } from '../src/app.ts';
import { adminQuery, recordTemplate, withDatabase, type TemplateDb } from './test-database.ts';
import { startS3Server } from './s3-server.ts';
import { testEnv } from './test-env.ts';

/**
 * Builds the run's template database once: migrated, seeded with the reference data and the
 * demo accounts, and holding what a test app writes when it starts (its keys, the test clock).
 * Each worker opens one copy of it and puts that copy back into the template's state before
 * every test (test-database.ts). With TEST_DATABASE_URL (a PostgreSQL server) the template is
 * a database there, and each worker's copy a database created from it; otherwise a dumped
 * PGlite data directory each worker loads.
 */
export default async function setup(project: TestProject) {
  // TEST_STORAGE=s3: every test app keeps its files in a bucket of its own on one S3 server.
  const s3 = process.env.TEST_STORAGE === 's3' ? await startS3Server() : null;
  project.provide('s3Env', s3?.env ?? null);
  const stopS3 = async () => s3?.stop();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    // One name per run, so two runs on one server keep apart; the workers' copies share the prefix.
    const prefix = `tt_${process.pid}`;
    const template = `${prefix}_template`;
    await adminQuery(serverUrl, `create database ${template}`);
    const database = await openPostgres(withDatabase(serverUrl, template));
    await prepareTemplate(database);
    await database.close();
    project.provide('templateDb', { kind: 'postgres', url: serverUrl, template, prefix });
    return async () => {
      await dropRunDatabases(serverUrl, prefix);
      await stopS3();
    };
  }
  const database = await openPglite({});
  await prepareTemplate(database);
  const client = (database.db as unknown as { $client: import('@electric-sql/pglite').PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  // One file per run: two runs at once (a developer and CI, say) must not overwrite each other's template.
  const file = path.join(import.meta.dirname, `../.tmp/template-${process.pid}.tar`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDb', { kind: 'pglite', file });
  return async () => {
    fs.rmSync(file, { force: true });
    await stopS3();
  };
}

async function prepareTemplate(database: Database) {
  await seedReferenceData(database.db);
  await seedDemoAccounts(database.db);
  // What the app writes at its first start belongs to the template, so every test's app finds it.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-template-'));
  try {
    const app = await buildApp({ env: testEnv(dataDir), database: { ...database, close: async () => {} } });
    await app.ready();
    await app.close();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  await recordTemplate(database);
}

/** The run's template and every worker's copy (a worker's process may end without closing its own). */
async function dropRunDatabases(serverUrl: string, prefix: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ name: string }>(
      `select datname as name from pg_database where starts_with(datname, $1)`,
      [`${prefix}_`],
    );
    for (const { name } of rows) await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDb: TemplateDb;
    /** The S3 server's variables when the run keeps files in S3 (TEST_STORAGE=s3), else null. */
    s3Env: Record<string, string> | null;
  }
}
