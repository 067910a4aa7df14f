import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openPostgres } from '../src/db/client.ts';
import { createBackup } from '../src/cli/backup/create-backup.ts';
import { restoreBackup } from '../src/cli/backup/restore-backup.ts';
import { S3Storage } from '../src/lib/s3-storage.ts';
import { expectServedBack, seedDemoTendersAndOffers, uploadDocuments, type UploadedFile } from './backup-fixtures.ts';
import { startS3Server, type S3TestServer } from './s3-server.ts';
import { adminQuery, withDatabase, type TemplateDb } from './test-database.ts';
import { testEnv } from './test-env.ts';

const templateDb = inject('templateDb') as TemplateDb;

// PostgreSQL through pg_dump/pg_restore, files in a bucket of an S3 service (`npm run test:pg`).
describe.skipIf(templateDb.kind !== 'postgres')('npm run backup and npm run restore, PostgreSQL and S3', () => {
  let root: string;
  let archive: string;
  let files: UploadedFile[];
  const servers: S3TestServer[] = [];
  let sourceUrl: string;

  /** A database of this run on the test server (dropped with the run's others), empty or a copy of the template. */
  async function database(name: string, fromTemplate = false): Promise<string> {
    if (templateDb.kind !== 'postgres') throw new Error('PostgreSQL only');
    const full = `${templateDb.prefix}_${name}`;
    await adminQuery(
      templateDb.url,
      `create database ${full}${fromTemplate ? ` template ${templateDb.template}` : ''}`,
    );
    return withDatabase(templateDb.url, full);
  }

  async function bucket(name: string): Promise<S3TestServer> {
    const server = await startS3Server(name);
    servers.push(server);
    return server;
  }

  const envOf = (url: string, s3: S3TestServer) => testEnv(root, { ...s3.env, DATABASE_URL: url });

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-backup-pg-'));
    if (templateDb.kind !== 'postgres') return;
    sourceUrl = await database('backup_source', true);
    const source = await bucket('tt-source');
    const db = await openPostgres(sourceUrl);
    await seedDemoTendersAndOffers(db.db);
    const app = await buildApp({ env: envOf(sourceUrl, source), database: db });
    try {
      await app.ready();
      files = await uploadDocuments(app);
    } finally {
      await app.close();
    }
    archive = path.join(root, 'backup.tar');
    await createBackup({ env: envOf(sourceUrl, source), out: archive });
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) await server.stop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  async function expectRestoredInto(url: string, s3: S3TestServer) {
    const app = await buildApp({ env: envOf(url, s3), database: await openPostgres(url) });
    try {
      await app.ready();
      await expectServedBack(app, files);
    } finally {
      await app.close();
    }
  }

  it('restores into an empty database and an empty bucket: every document downloads byte-identical and every history chain verifies', async () => {
    const target = await database('backup_target');
    const s3 = await bucket('tt-target');
    const summary = await restoreBackup({ env: envOf(target, s3), from: archive });
    expect(summary.manifest.database).toMatchObject({ kind: 'postgres', dump_tool: expect.stringMatching(/^pg_dump/) });
    await expectRestoredInto(target, s3);
  });

  it('refuses a database with our tables and a bucket with files unless --force, which replaces the database in one go', async () => {
    const target = await database('backup_again');
    const s3 = await bucket('tt-again');
    await restoreBackup({ env: envOf(target, s3), from: archive });
    const stray = new S3Storage(s3.settings, path.join(root, 'scratch'));
    const strayKey = await stray.put(fs.createReadStream(archive, { end: 99 }));

    await expect(restoreBackup({ env: envOf(target, s3), from: archive })).rejects.toThrow(
      /Ціль уже містить дані: база PostgreSQL .* і кошик S3 «tt-again».*Нічого не змінено/,
    );
    const summary = await restoreBackup({ env: envOf(target, s3), from: archive, force: true });
    expect(summary.otherFiles).toBe(1);
    const keys: string[] = [];
    for await (const key of stray.keys()) keys.push(key);
    expect(keys).toContain(strayKey); // a file no restored row names is left where it was
    expect(keys).toHaveLength(files.length + 1);
    await expectRestoredInto(target, s3);
  });

  it('refuses to restore a copy of PostgreSQL into the embedded database', async () => {
    const target = fs.mkdtempSync(path.join(root, 'embedded-'));
    await expect(restoreBackup({ env: testEnv(target), from: archive })).rejects.toThrow(
      /Це копія PostgreSQL, а програму налаштовано на вбудовану базу/,
    );
    expect(fs.readdirSync(target)).toEqual([]);
  });
});
