import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import type { Env } from '../../env.ts';
import { openStorage } from '../../open-storage.ts';
import { StoredFileMissing, type FileStorage } from '../../lib/storage.ts';
import {
  BackupError,
  DATABASE_MEMBER,
  explained,
  FILE_PREFIX,
  FORMAT,
  FORMAT_VERSION,
  measure,
  writeArchive,
  type Manifest,
  type MemberSource,
} from './archive.ts';
import {
  migrationLevel,
  openEmbedded,
  pgliteRelease,
  serverVersion,
  storedFileRows,
  type Query,
  type StoredFileRow,
} from './database.ts';
import { findPgTools, pgDump } from './postgres-tools.ts';

export interface BackupSummary {
  out: string;
  manifest: Manifest;
  archiveBytes: number;
}

interface DatabaseCopy {
  database: Manifest['database'];
  member: MemberSource;
  files: StoredFileRow[];
}

/**
 * Writes one archive with the configured database's dump and every stored file its rows refer
 * to (`npm run backup`). The embedded database is read under its directory's lock, so a running
 * server makes this refuse; PostgreSQL is dumped from one snapshot while the server runs, and the
 * list of files is read in the same snapshot.
 */
export async function createBackup({
  env,
  out,
  log = () => {},
}: {
  env: Env;
  out: string;
  log?: (line: string) => void;
}): Promise<BackupSummary> {
  const target = path.resolve(out);
  if (fs.existsSync(target)) throw new BackupError(`Файл «${target}» уже існує: вкажіть інший або видаліть його.`);
  if (!fs.existsSync(path.dirname(target))) throw new BackupError(`Теки «${path.dirname(target)}» немає.`);
  const storage = await explained('Не вдалося відкрити сховище файлів', () => openStorage(env));
  const scratch = `${target}.${process.pid}.dump.tmp`;
  try {
    const write = async (copy: DatabaseCopy) => {
      const members = [copy.member, ...copy.files.map((f) => fileMember(storage, f))];
      const manifest: Manifest = {
        format: FORMAT,
        format_version: FORMAT_VERSION,
        created_at: new Date().toISOString(),
        app_name: env.APP_NAME,
        database: copy.database,
        files: { count: copy.files.length, bytes: copy.files.reduce((sum, f) => sum + f.size, 0) },
        members: members.map(({ name, size, sha256 }) => ({ name, size, sha256 })),
      };
      log(`Записую архів: база і ${manifest.files.count} файлів (${megabytes(manifest.files.bytes)})…`);
      await writeArchive(target, manifest, members);
      return manifest;
    };
    const manifest = env.DATABASE_URL
      ? await backupPostgres(env.DATABASE_URL, scratch, log, write)
      : await backupEmbedded(path.join(env.DATA_DIR, 'db'), log, write);
    return { out: target, manifest, archiveBytes: fs.statSync(target).size };
  } finally {
    await fsp.rm(scratch, { force: true });
  }
}

function fileMember(storage: FileStorage, file: StoredFileRow): MemberSource {
  const label = `Файл «${file.label}» (ключ ${file.key})`;
  return {
    name: `${FILE_PREFIX}${file.key}`,
    size: file.size,
    sha256: file.sha256,
    label,
    open: async () => {
      try {
        return await storage.get(file.key);
      } catch (err) {
        if (!(err instanceof StoredFileMissing)) throw err;
        throw new BackupError(
          `${label} відсутній у сховищі, хоча база на нього посилається; копію не записано. ` +
            'Якщо його щойно видалили, повторіть копіювання; інакше файл утрачено, і завантажити його не можна й зараз.',
        );
      }
    },
  };
}

async function backupEmbedded(
  dir: string,
  log: (line: string) => void,
  write: (copy: DatabaseCopy) => Promise<Manifest>,
): Promise<Manifest> {
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    throw new BackupError(
      `У «${dir}» немає вбудованої бази даних: перевірте DATA_DIR (або задайте DATABASE_URL для PostgreSQL).`,
    );
  }
  log(`Відкриваю вбудовану базу «${dir}»…`);
  const embedded = await openEmbedded(dir);
  try {
    // Pages still in PGlite's buffers go to disk first, so the dump needs no recovery when loaded.
    await embedded.client.exec('checkpoint');
    const files = await storedFileRows(embedded.query);
    const database: Manifest['database'] = {
      kind: 'pglite',
      server_version: (await serverVersion(embedded.query)).version,
      dump_tool: pgliteRelease(),
      migrations: await migrationLevel(embedded.query),
    };
    const dump = Buffer.from(await (await embedded.client.dumpDataDir('none')).arrayBuffer());
    // The lock is held until the archive is written: no server may change the files meanwhile.
    return await write({
      database,
      files,
      member: {
        name: DATABASE_MEMBER.pglite,
        size: dump.length,
        sha256: crypto.createHash('sha256').update(dump).digest('hex'),
        label: 'Знімок вбудованої бази',
        open: async () => Readable.from([dump]),
      },
    });
  } finally {
    await embedded.close();
  }
}

async function backupPostgres(
  url: string,
  scratch: string,
  log: (line: string) => void,
  write: (copy: DatabaseCopy) => Promise<Manifest>,
): Promise<Manifest> {
  const client = new pg.Client({ connectionString: url });
  await client.connect().catch((err: unknown) => {
    throw new BackupError(`Не вдалося з’єднатися з PostgreSQL (DATABASE_URL): ${(err as Error).message}`);
  });
  const query: Query = (text, params) => client.query(text, params);
  try {
    const server = await serverVersion(query);
    const tools = await findPgTools(['pg_dump'], server.major, 'для копії бази PostgreSQL');
    // One snapshot for the dump and the list of files: the files are exactly those the dump's rows name.
    await client.query('begin isolation level repeatable read, read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const files = await storedFileRows(query);
    const migrations = await migrationLevel(query);
    log(`Знімаю копію бази PostgreSQL ${server.version} (${tools.version})…`);
    await pgDump(tools, url, scratch, rows[0]!.snapshot);
    await client.query('commit');
    const measured = await measure(fs.createReadStream(scratch));
    return await write({
      database: { kind: 'postgres', server_version: server.version, dump_tool: tools.version, migrations },
      files,
      member: {
        name: DATABASE_MEMBER.postgres,
        ...measured,
        label: 'Дамп бази PostgreSQL',
        open: async () => fs.createReadStream(scratch),
      },
    });
  } finally {
    await client.end().catch(() => {});
  }
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} МБ`;
