import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import type { Env } from '../../env.ts';
import { openStorage } from '../../open-storage.ts';
import { lockDataDir } from '../../lib/data-dir-lock.ts';
import {
  BackupError,
  DATABASE_MEMBER,
  explained,
  FILE_PREFIX,
  MANIFEST_NAME,
  measure,
  parseManifest,
  readArchive,
  readSmall,
  type Manifest,
  type Member,
} from './archive.ts';
import {
  codeMigrations,
  dirHoldsData,
  holdsTables,
  migrationLevel,
  openEmbedded,
  serverVersion,
  storedFileRows,
  type Query,
} from './database.ts';
import { findPgTools, pgRestore } from './postgres-tools.ts';

/** «копія …» and «налаштовано на …». */
const KIND_OF = { pglite: 'вбудованої бази (PGlite)', postgres: 'PostgreSQL' } as const;
const KIND_TO = { pglite: 'вбудовану базу (PGlite)', postgres: 'PostgreSQL' } as const;
const UNCHANGED = 'Нічого не змінено.';

export interface RestoreSummary {
  manifest: Manifest;
  /** Migrations this program has that the restored database has not: the server applies them at start. */
  pendingMigrations: number;
  /** The embedded database that was there before, moved aside by --force. */
  replacedDir: string | null;
  /** Files already in the storage that the archive does not hold (left in place). */
  otherFiles: number;
}

/**
 * Puts an archive of `npm run backup` back into the configured database and storage
 * (`npm run restore`). The whole archive is read and checked first (every member's size and
 * SHA-256 against the manifest, the format, the database kind, the migration level); only then are
 * the files written (under their own keys, so the rows keep pointing at them) and, last, the
 * database. A target that already holds data is refused unless `force`: then the database is
 * replaced (PostgreSQL: our schemas dropped in the restoring transaction; embedded: the old
 * directory moved aside) and the archive's files are written over any with the same key.
 */
export async function restoreBackup({
  env,
  from,
  force = false,
  log = () => {},
}: {
  env: Env;
  from: string;
  force?: boolean;
  log?: (line: string) => void;
}): Promise<RestoreSummary> {
  const file = path.resolve(from);
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new BackupError(`Файлу «${file}» немає.`);
  log(`Перевіряю архів «${file}»…`);
  const manifest = await verifyArchive(file);
  log(
    `Архів цілий: копія ${KIND_OF[manifest.database.kind]}, міграція ${manifest.database.migrations.newest ?? '—'}, ` +
      `файлів ${manifest.files.count}, зроблено ${manifest.created_at}.`,
  );
  const kind = env.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.database.kind !== kind) {
    throw new BackupError(
      `Це копія ${KIND_OF[manifest.database.kind]}, а програму налаштовано на ${KIND_TO[kind]}` +
        `${kind === 'postgres' ? ' (задано DATABASE_URL)' : ' (DATABASE_URL не задано)'}: ` +
        'копію відновлюють лише в базу того самого виду. ' +
        UNCHANGED,
    );
  }
  const pendingMigrations = checkMigrations(manifest);
  const restore =
    kind === 'postgres' ? await postgresTarget(env.DATABASE_URL!, manifest) : embeddedTarget(env, manifest);
  try {
    const storage = await explained('Не вдалося відкрити сховище файлів', () => openStorage(env), UNCHANGED);
    const storageHolds = await hasAny(storage.keys());
    const holding = [
      restore.holdsData ? restore.description : null,
      storageHolds
        ? env.S3
          ? `кошик S3 «${env.S3.bucket}»`
          : `сховище файлів «${path.join(env.DATA_DIR, 'files')}»`
        : null,
    ].filter((x) => x !== null);
    if (holding.length && !force) {
      throw new BackupError(
        `Ціль уже містить дані: ${holding.join(' і ')}. Відновлюйте в порожню базу й порожнє сховище, ` +
          'або додайте --force, щоб замінити базу копією (файли копії запишуться поверх файлів з тими самими ключами, решта файлів залишиться). ' +
          UNCHANGED,
      );
    }

    // Second reading: the same bytes, checked again on the way in.
    const members = new Map(manifest.members.map((m) => [m.name, m]));
    let written = 0;
    await readArchive(file, async (entry) => {
      if (entry.name === MANIFEST_NAME) return;
      const member = members.get(entry.name)!;
      const body = checked(entry.body, member);
      if (entry.name === DATABASE_MEMBER[kind]) {
        log('Готую базу з копії…');
        await restore.takeDump(body);
        log(`Записую файли (${manifest.files.count})…`);
      } else {
        await storage.putAt(entry.name.slice(FILE_PREFIX.length), body);
        written++;
      }
    });
    log(`Записано файлів: ${written}. Відновлюю базу…`);
    const replacedDir = await restore.commit(force);

    let otherFiles = 0;
    if (storageHolds) {
      for await (const key of storage.keys()) if (!members.has(`${FILE_PREFIX}${key}`)) otherFiles++;
    }
    return { manifest, pendingMigrations, replacedDir, otherFiles };
  } finally {
    await restore.cleanUp();
  }
}

/** The whole archive read once and checked against its manifest, before anything is changed. */
async function verifyArchive(file: string): Promise<Manifest> {
  let manifest: Manifest | null = null;
  let members = new Map<string, Member>();
  const seen = new Set<string>();
  let entries = 0;
  const foreign = (why: string) =>
    new BackupError(`Файл «${file}» не є резервною копією цієї програми: ${why} ${UNCHANGED}`);
  const damaged = (why: string) => new BackupError(`Архів «${file}» пошкоджено: ${why} ${UNCHANGED}`);
  try {
    await readArchive(file, async (entry) => {
      entries++;
      if (!manifest) {
        if (entry.name !== MANIFEST_NAME || entry.type !== 'File') {
          throw foreign(`архів tar починається з «${entry.name}», а не з ${MANIFEST_NAME}.`);
        }
        const bytes = await readSmall(entry.body, 4 * 1024 * 1024);
        if (!bytes) throw foreign(`${MANIFEST_NAME} завеликий.`);
        const parsed = parseManifest(bytes);
        if (typeof parsed === 'string') throw new BackupError(`Архів «${file}» не підходить: ${parsed} ${UNCHANGED}`);
        manifest = parsed;
        members = new Map(parsed.members.map((m) => [m.name, m]));
        const databases = parsed.members.filter((m) => m.name === DATABASE_MEMBER[parsed.database.kind]);
        const fileCount = parsed.members.filter((m) => m.name.startsWith(FILE_PREFIX)).length;
        if (members.size !== parsed.members.length || databases.length !== 1 || fileCount !== parsed.files.count) {
          throw damaged(`${MANIFEST_NAME} суперечить сам собі (повтори, не та кількість файлів або немає бази).`);
        }
        return;
      }
      const member = members.get(entry.name);
      if (!member) throw damaged(`у ньому є «${entry.name}», якого немає в ${MANIFEST_NAME}.`);
      if (seen.has(entry.name)) throw damaged(`«${entry.name}» трапляється двічі.`);
      if (entry.type !== 'File') throw damaged(`«${entry.name}» — не звичайний файл (${entry.type}).`);
      seen.add(entry.name);
      const actual = await measure(entry.body);
      if (actual.size !== member.size) {
        throw damaged(`розмір «${entry.name}» — ${actual.size} Б, а в ${MANIFEST_NAME} — ${member.size} Б.`);
      }
      if (actual.sha256 !== member.sha256) throw damaged(`SHA-256 «${entry.name}» не збігається з ${MANIFEST_NAME}.`);
    });
  } catch (err) {
    if (err instanceof BackupError) throw err;
    const reason = (err as Error).message;
    if (entries === 0) throw foreign(`це не архів tar (${reason}).`);
    throw new BackupError(`Архів «${file}» пошкоджено або обрізано (${reason}). ${UNCHANGED}`);
  }
  const found = manifest as Manifest | null;
  if (!found) throw foreign('в архіві немає жодного члена.');
  const missing = found.members.filter((m) => !seen.has(m.name));
  if (missing.length) {
    throw new BackupError(
      `Архів «${file}» неповний (можливо, обрізаний): бракує ${missing.length} з ${found.members.length} членів, ` +
        `перший — «${missing[0]!.name}». ${UNCHANGED}`,
    );
  }
  return found;
}

/**
 * Refuses a database newer than this program (a migration it does not know); returns how many of
 * this program's migrations the copy has not yet (the server applies them at its first start).
 */
function checkMigrations(manifest: Manifest): number {
  const code = codeMigrations();
  const { newest_at: newestAt, newest, count } = manifest.database.migrations;
  if (newestAt === null) return code.length;
  const known = code.findIndex((m) => m.when === newestAt);
  if (known === -1) {
    const newer = newestAt > code.at(-1)!.when;
    throw new BackupError(
      newer
        ? `Копію зроблено новішою версією програми: її база має міграції, яких ця версія не знає ` +
          `(найновіша тут — ${code.at(-1)!.tag}). Оновіть програму щонайменше до версії, яка зробила копію. ${UNCHANGED}`
        : `База в копії має міграцію, якої ця версія програми не знає (${newest ?? newestAt}, ${count} міграцій): ` +
          `копію зроблено іншою збіркою програми. ${UNCHANGED}`,
    );
  }
  return code.length - 1 - known;
}

/** A checking pass-through: the bytes of `member` must be exactly those the manifest describes. */
function checked(body: Readable, member: Member): Readable {
  const hash = crypto.createHash('sha256');
  let size = 0;
  const check = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      const ok = size === member.size && hash.digest('hex') === member.sha256;
      done(ok ? null : new BackupError(`«${member.name}» змінився між перевіркою архіву та відновленням.`));
    },
  });
  body.once('error', (err) => check.destroy(err));
  return body.pipe(check);
}

async function hasAny(keys: AsyncIterable<string>): Promise<boolean> {
  for await (const _key of keys) return true;
  return false;
}

/** Where the database goes, and how: checked before anything changes, then filled, then committed. */
interface DatabaseTarget {
  holdsData: boolean;
  description: string;
  /** Takes the dump from the archive, without touching the target yet. */
  takeDump(body: Readable): Promise<void>;
  /** Makes the restored database the target's; returns where a replaced embedded database went. */
  commit(force: boolean): Promise<string | null>;
  cleanUp(): Promise<void>;
}

/** DATA_DIR/db, under its lock from the first check to the end: the dump is loaded beside it and renamed into place. */
function embeddedTarget(env: Env, manifest: Manifest): DatabaseTarget {
  const dir = path.join(env.DATA_DIR, 'db');
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  const lock = lockDataDir(dir);
  const loading = `${dir}.restore-${process.pid}.tmp`;
  const holdsData = dirHoldsData(dir);
  let loaded = false;
  return {
    holdsData,
    description: `вбудована база «${dir}»`,
    async takeDump(body) {
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      fs.rmSync(loading, { recursive: true, force: true });
      // Loaded into a directory of its own: the target changes only when the rename below does.
      const embedded = await explained(
        'Не вдалося завантажити знімок вбудованої бази',
        () => openEmbedded(loading, { lock: false, loadDataDir: new Blob(chunks) }),
        UNCHANGED,
      );
      try {
        await expectRestored(embedded.query, manifest);
      } finally {
        await embedded.close();
      }
      loaded = true;
    },
    async commit() {
      if (!loaded) throw new BackupError('В архіві немає знімка вбудованої бази.');
      let replaced: string | null = null;
      if (holdsData) {
        replaced = `${dir}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
        fs.renameSync(dir, replaced);
      } else {
        fs.rmSync(dir, { recursive: true, force: true }); // an empty directory made ahead
      }
      try {
        fs.renameSync(loading, dir);
      } catch (err) {
        if (replaced) fs.renameSync(replaced, dir);
        throw err;
      }
      return replaced;
    },
    async cleanUp() {
      fs.rmSync(loading, { recursive: true, force: true });
      lock.release();
    },
  };
}

/** The loaded database is the one the manifest describes: its migrations, and files only from the archive. */
async function expectRestored(query: Query, manifest: Manifest) {
  const level = await migrationLevel(query);
  if (
    level.count !== manifest.database.migrations.count ||
    level.newest_at !== manifest.database.migrations.newest_at
  ) {
    throw new BackupError(`База в архіві не та, що описана в ${MANIFEST_NAME} (інша кількість міграцій). ${UNCHANGED}`);
  }
  const keys = new Set(manifest.members.map((m) => m.name));
  const absent = (await storedFileRows(query)).filter((f) => !keys.has(`${FILE_PREFIX}${f.key}`));
  if (absent.length) {
    throw new BackupError(`База в архіві посилається на ${absent.length} файлів, яких в архіві немає. ${UNCHANGED}`);
  }
}

/** A PostgreSQL database: the dump is kept in a scratch file, then restored in one transaction. */
async function postgresTarget(url: string, manifest: Manifest): Promise<DatabaseTarget> {
  const client = new pg.Client({ connectionString: url });
  await client.connect().catch((err: unknown) => {
    throw new BackupError(`Не вдалося з’єднатися з PostgreSQL (DATABASE_URL): ${(err as Error).message}. ${UNCHANGED}`);
  });
  let holdsData: boolean;
  let server: { version: string; major: number };
  try {
    const query: Query = (text, params) => client.query(text, params);
    server = await serverVersion(query);
    holdsData = await holdsTables(query);
  } finally {
    await client.end().catch(() => {});
  }
  const sourceMajor = Number(/^(\d+)/.exec(manifest.database.server_version)?.[1] ?? 0);
  if (sourceMajor > server.major) {
    throw new BackupError(
      `Копію зроблено з PostgreSQL ${manifest.database.server_version}, а сервер цілі — ${server.version}: ` +
        `відновлюйте на PostgreSQL ${sourceMajor} або новішому. ${UNCHANGED}`,
    );
  }
  const dumpMajor = Number(/\(PostgreSQL\)\s+(\d+)/.exec(manifest.database.dump_tool)?.[1] ?? 0);
  const tools = await findPgTools(
    ['pg_restore', 'psql'],
    Math.max(server.major, dumpMajor),
    'для відновлення бази PostgreSQL',
  );
  const scratchDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'tt-restore-'));
  const dump = path.join(scratchDir, 'postgres.dump');
  return {
    holdsData,
    description: 'база PostgreSQL (у ній уже є таблиці)',
    async takeDump(body) {
      await pipeline(body, fs.createWriteStream(dump, { mode: 0o600 }));
    },
    async commit() {
      try {
        await pgRestore(tools, url, dump, { replace: holdsData });
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        throw new BackupError(
          `Не вдалося відновити базу PostgreSQL; її не змінено (усе відновлення — одна транзакція), ` +
            `але файли з архіву вже записано до сховища, тож повторюйте з --force. Причина: ${reason}`,
        );
      }
      return null;
    },
    async cleanUp() {
      await fsp.rm(scratchDir, { recursive: true, force: true });
    },
  };
}
