import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { create as createTar, Header } from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openPglite } from '../src/db/client.ts';
import { createBackup } from '../src/cli/backup/create-backup.ts';
import { restoreBackup } from '../src/cli/backup/restore-backup.ts';
import { codeMigrations } from '../src/cli/backup/database.ts';
import { expectServedBack, seedDemoTendersAndOffers, uploadDocuments, type UploadedFile } from './backup-fixtures.ts';
import type { TemplateDb } from './test-database.ts';
import { testEnv } from './test-env.ts';

const templateDb = inject('templateDb') as TemplateDb;

/** Every file under `dir` with its size: what "nothing changed" is checked against. */
function contentsOf(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return `${path.relative(dir, file)}:${fs.statSync(file).size}`;
    })
    .sort();
}

/** The archive's first member (the manifest) replaced by `edit`'s version of it; the rest as it was. */
function withManifest(tar: Buffer, edit: (manifest: Record<string, unknown>) => void): Buffer {
  const header = new Header(tar, 0);
  const manifest = JSON.parse(tar.subarray(512, 512 + header.size!).toString('utf8')) as Record<string, unknown>;
  edit(manifest);
  const body = Buffer.from(JSON.stringify(manifest), 'utf8');
  const block = Buffer.alloc(512);
  new Header({ ...header, path: header.path, size: body.length, type: 'File' }).encode(block, 0);
  const rest = tar.subarray(512 + Math.ceil(header.size! / 512) * 512);
  return Buffer.concat([block, body, Buffer.alloc((512 - (body.length % 512)) % 512), rest]);
}

/** Flips one bit of the archive where the bytes of `file` at `offset` lie. */
function flipByteOf(archive: Buffer, file: Buffer, offset: number) {
  const at = archive.indexOf(file.subarray(offset, offset + 64));
  expect(at).toBeGreaterThan(0);
  archive.writeUInt8(archive.readUInt8(at) ^ 0x01, at);
}

describe.skipIf(templateDb.kind !== 'pglite')(
  'npm run backup and npm run restore, embedded database and local files',
  () => {
    let root: string;
    let source: string;
    let archive: string;
    let tar: Buffer;
    let files: UploadedFile[];
    let seq = 0;
    const write = (bytes: Buffer) => {
      const file = path.join(root, `variant-${++seq}.tar`);
      fs.writeFileSync(file, bytes);
      return file;
    };
    const emptyTarget = () => path.join(root, `target-${++seq}`);

    /** A restore that must fail with `message` and leave `target` as it was. */
    async function expectRefused(from: string, message: RegExp, target = emptyTarget(), force = false) {
      const before = contentsOf(target);
      await expect(restoreBackup({ env: testEnv(target), from, force })).rejects.toThrow(message);
      expect(contentsOf(target)).toEqual(before);
    }

    beforeAll(async () => {
      root = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-backup-'));
      source = path.join(root, 'source');
      if (templateDb.kind !== 'pglite') return;
      // An installation in a data directory: the run's template (demo accounts), demo tenders and
      // offers, and documents uploaded through the app into DATA_DIR/files.
      const database = await openPglite({
        dir: path.join(source, 'db'),
        template: null,
        loadDataDir: new Blob([fs.readFileSync(templateDb.file)]),
      });
      await seedDemoTendersAndOffers(database.db);
      const app = await buildApp({ env: testEnv(source), database });
      try {
        await app.ready();
        files = await uploadDocuments(app);
      } finally {
        await app.close(); // closes the database, and so its lock
      }
      archive = path.join(root, 'backup.tar.gz');
      await createBackup({ env: testEnv(source), out: archive });
      tar = zlib.gunzipSync(fs.readFileSync(archive));
    }, 120_000);

    afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

    it('restores into an empty data directory: every document downloads byte-identical and every history chain verifies', async () => {
      const target = emptyTarget();
      const summary = await restoreBackup({ env: testEnv(target), from: archive });
      expect(summary.manifest.files.count).toBe(files.length);
      expect(summary.pendingMigrations).toBe(0);
      const app = await buildApp({
        env: testEnv(target),
        database: await openPglite({ dir: path.join(target, 'db') }),
      });
      try {
        await app.ready();
        await expectServedBack(app, files);
      } finally {
        await app.close();
      }
    });

    it('writes a manifest naming the database, its migration level and every member with its size and SHA-256', () => {
      const manifest = JSON.parse(tar.subarray(512, 512 + new Header(tar, 0).size!).toString('utf8'));
      expect(manifest).toMatchObject({
        format: 'telecom-tender-backup',
        format_version: 1,
        app_name: 'Телеком Тендер',
        database: {
          kind: 'pglite',
          migrations: { count: codeMigrations().length, newest: codeMigrations().at(-1)!.tag },
        },
        files: { count: files.length },
      });
      expect(manifest.members.map((m: { name: string }) => m.name)).toEqual([
        'database/pglite.tar',
        ...manifest.members
          .slice(1)
          .map((m: { name: string }) => m.name)
          .sort(),
      ]);
      expect(manifest.members).toHaveLength(files.length + 1);
    });

    it('refuses to back up or restore while another process holds the embedded database', async () => {
      const database = await openPglite({ dir: path.join(source, 'db') });
      try {
        const out = path.join(root, 'while-open.tar');
        await expect(createBackup({ env: testEnv(source), out })).rejects.toThrow(/уже відкрив інший процес/);
        expect(fs.existsSync(out)).toBe(false);
        const before = contentsOf(source);
        await expect(restoreBackup({ env: testEnv(source), from: archive, force: true })).rejects.toThrow(
          /уже відкрив інший процес/,
        );
        expect(contentsOf(source)).toEqual(before);
      } finally {
        await database.close();
      }
    });

    it('refuses an archive with a byte flipped in a stored file, naming the member', async () => {
      const damaged = Buffer.from(tar);
      flipByteOf(damaged, files[1]!.bytes, 1000);
      await expectRefused(write(damaged), /пошкоджено: SHA-256 «files\/[0-9a-f]{32}» не збігається/);
    });

    it('refuses a compressed archive damaged in the middle', async () => {
      const damaged = fs.readFileSync(archive);
      const middle = Math.floor(damaged.length / 2);
      damaged.writeUInt8(damaged.readUInt8(middle) ^ 0x01, middle);
      const file = path.join(root, 'damaged.tar.gz');
      fs.writeFileSync(file, damaged);
      // Either gzip's own check or the member's SHA-256 catches it, whichever the damage reaches first.
      await expectRefused(file, /Архів «.*damaged\.tar\.gz» пошкоджено/);
    });

    it('refuses a truncated archive, cut inside a member or between two', async () => {
      await expectRefused(write(tar.subarray(0, Math.floor(tar.length * 0.6))), /пошкоджено або обрізано.*Truncated/);
      const compressed = fs.readFileSync(archive);
      const cut = path.join(root, 'cut.tar.gz');
      fs.writeFileSync(cut, compressed.subarray(0, compressed.length - 1000));
      await expectRefused(cut, /пошкоджено або обрізано/);
      // Right after the manifest: a whole tar of one member, the rest missing.
      const manifestEnd = 512 + Math.ceil(new Header(tar, 0).size! / 512) * 512;
      await expectRefused(write(tar.subarray(0, manifestEnd)), /неповний.*бракує \d+ з \d+ членів/);
    });

    it('refuses a foreign tar, a file that is no tar, and an archive of another format version', async () => {
      const dir = path.join(root, 'foreign');
      fs.mkdirSync(dir);
      fs.writeFileSync(path.join(dir, 'notes.txt'), 'не резервна копія');
      const foreign = path.join(root, 'foreign.tar');
      createTar({ file: foreign, cwd: dir, sync: true }, ['notes.txt']);
      await expectRefused(foreign, /не є резервною копією цієї програми: архів tar починається з «notes.txt»/);
      await expectRefused(write(Buffer.from('PK\u0003\u0004 a zip, not a tar'.repeat(40))), /не є резервною копією/);
      await expectRefused(
        write(withManifest(tar, (m) => (m.format = 'other-backup'))),
        /це не резервна копія цієї програми \(формат «other-backup»/,
      );
      await expectRefused(write(withManifest(tar, (m) => (m.format_version = 2))), /версія формату копії — 2/);
    });

    it('refuses a database newer than this program’s migrations and an archive of the other database kind', async () => {
      const newer = withManifest(tar, (m) => {
        (m.database as { migrations: { newest_at: number } }).migrations.newest_at = codeMigrations().at(-1)!.when + 1;
      });
      await expectRefused(write(newer), /новішою версією програми/);
      const target = emptyTarget();
      await expect(
        restoreBackup({ env: testEnv(target, { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }), from: archive }),
      ).rejects.toThrow(
        /Це копія вбудованої бази \(PGlite\), а програму налаштовано на PostgreSQL \(задано DATABASE_URL\)/,
      );
      expect(contentsOf(target)).toEqual([]);
    });

    it('refuses a target that holds a database or files unless --force, which replaces the database and keeps the old one aside', async () => {
      const target = emptyTarget();
      fs.mkdirSync(path.join(target, 'db'), { recursive: true });
      fs.writeFileSync(path.join(target, 'db', 'PG_VERSION'), '18\n');
      const stray = path.join(target, 'files', 'ab', `ab${'0'.repeat(30)}`);
      fs.mkdirSync(path.dirname(stray), { recursive: true });
      fs.writeFileSync(stray, 'a file no row of the archive refers to');
      await expectRefused(archive, /Ціль уже містить дані: вбудована база .* і сховище файлів/, target);

      const summary = await restoreBackup({ env: testEnv(target), from: archive, force: true });
      expect(fs.readFileSync(path.join(summary.replacedDir!, 'PG_VERSION'), 'utf8')).toBe('18\n');
      expect(summary.otherFiles).toBe(1);
      expect(fs.existsSync(stray)).toBe(true);
      const app = await buildApp({
        env: testEnv(target),
        database: await openPglite({ dir: path.join(target, 'db') }),
      });
      try {
        await app.ready();
        await expectServedBack(app, files.slice(0, 1));
      } finally {
        await app.close();
      }
    });

    it('answers a refused restore with exit code 1 and the reason in Ukrainian', () => {
      const damaged = Buffer.from(tar);
      flipByteOf(damaged, files[1]!.bytes, 5000);
      const target = emptyTarget();
      const cli = path.join(import.meta.dirname, '../src/cli/restore.ts');
      const result = spawnSync(process.execPath, ['--import', 'tsx', cli, '--from', write(damaged)], {
        encoding: 'utf8',
        env: { ...process.env, DATA_DIR: target, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/^Помилка: Архів «.*» пошкоджено: SHA-256 «files\/[0-9a-f]{32}» не збігається/);
      expect(contentsOf(target)).toEqual([]);
    });
  },
);
