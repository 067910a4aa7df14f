/**
 * The backup archive: a tar (gzip-compressed when its name ends in .gz or .tgz) whose first member
 * is manifest.json, then the database's dump, then every stored file under `files/<key>`. The
 * manifest names every other member with its size and SHA-256, so a restore can prove the whole
 * archive before it changes anything (docs/decisions/0036-backup-and-restore.md).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { Header, Parser, type ReadEntry } from 'tar';
import { z } from 'zod';

export const FORMAT = 'telecom-tender-backup';
export const FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
export const DATABASE_MEMBER = { pglite: 'database/pglite.tar', postgres: 'database/postgres.dump' } as const;
export const FILE_PREFIX = 'files/';

/** A refusal or failure of the backup commands, worded for the person who ran them. */
export class BackupError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'BackupError';
  }
}

/** `work`'s failure as a BackupError: what went wrong, the cause's own words, then `after`. */
export async function explained<T>(what: string, work: () => Promise<T>, after = ''): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof BackupError) throw err;
    const cause = (err instanceof Error ? err.message : String(err)).replace(/\.?\s*$/, '.');
    throw new BackupError(`${what}: ${cause}${after ? ` ${after}` : ''}`, { cause: err });
  }
}

const ZMember = z.object({
  name: z.string().regex(/^(database\/(pglite\.tar|postgres\.dump)|files\/[0-9a-f]{32})$/),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type Member = z.infer<typeof ZMember>;

/** Only the format's name and version first: a foreign or newer manifest is told apart before the rest is read. */
const ZFormat = z.object({ format: z.string(), format_version: z.number() }).loose();

const ZManifest = z.object({
  format: z.literal(FORMAT),
  format_version: z.literal(FORMAT_VERSION),
  created_at: z.iso.datetime(),
  app_name: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** The server's version the dump was made from (`server_version`). */
    server_version: z.string(),
    /** The tool that made the dump: pg_dump's `--version`, or PGlite's release. */
    dump_tool: z.string(),
    /** Applied migrations: how many, and the newest one's name and time (drizzle-kit's journal `when`). */
    migrations: z.object({
      count: z.number().int().min(0),
      newest: z.string().nullable(),
      newest_at: z.number().int().nullable(),
    }),
  }),
  files: z.object({ count: z.number().int().min(0), bytes: z.number().int().min(0) }),
  members: z.array(ZMember),
});
export type Manifest = z.infer<typeof ZManifest>;

/** A member to write: its name, the size and SHA-256 it must have, and where its bytes come from. */
export interface MemberSource extends Member {
  open(): Promise<Readable>;
  /** What to call it in a message when its bytes do not match. */
  label: string;
}

const BLOCK = 512;

function headerBlock(name: string, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  new Header({ path: name, mode: 0o600, uid: 0, gid: 0, size, mtime, type: 'File', uname: '', gname: '' }).encode(
    block,
    0,
  );
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/**
 * Writes the archive to `out`: to a scratch file beside it, renamed into place once whole, so a
 * failed backup never leaves a file that looks like a copy. Each member's bytes are checked
 * against the size and SHA-256 the manifest already holds for it; a mismatch fails the backup.
 */
export async function writeArchive(out: string, manifest: Manifest, members: MemberSource[]): Promise<void> {
  const gzip = /\.(t?gz)$/i.test(out);
  const partial = `${out}.${process.pid}.partial`;
  const createdAt = new Date(manifest.created_at);
  async function* bytes(): AsyncGenerator<Buffer> {
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2), 'utf8');
    yield headerBlock(MANIFEST_NAME, manifestBytes.length, createdAt);
    yield manifestBytes;
    yield padding(manifestBytes.length);
    for (const member of members) {
      yield headerBlock(member.name, member.size, createdAt);
      const hash = crypto.createHash('sha256');
      let size = 0;
      for await (const chunk of await member.open()) {
        const buffer = chunk as Buffer;
        size += buffer.length;
        // Past the size in its header the tar would be broken, whatever follows.
        if (size > member.size) break;
        hash.update(buffer);
        yield buffer;
      }
      if (size !== member.size || hash.digest('hex') !== member.sha256) {
        throw new BackupError(
          `${member.label} не збігається з розміром і SHA-256, записаними в базі (файл змінено чи пошкоджено у сховищі); копію не записано.`,
        );
      }
      yield padding(member.size);
    }
    yield Buffer.alloc(BLOCK * 2);
  }
  try {
    const target = fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 });
    if (gzip) await pipeline(Readable.from(bytes()), zlib.createGzip({ level: 6 }), target);
    else await pipeline(Readable.from(bytes()), target);
    await fsp.rename(partial, out);
  } finally {
    await fsp.rm(partial, { force: true });
  }
}

/** A member as the archive is read: its name and type from the tar header, and its bytes. */
export interface ArchiveEntry {
  name: string;
  type: string;
  size: number;
  body: Readable;
}

/**
 * Reads the archive's members one at a time: `handle` consumes an entry's body (or leaves it to be
 * skipped) before the next one is read, so a large member never sits in memory. Damage the tar
 * format or gzip can see (a truncated archive, a bad header checksum, a broken gzip stream) fails
 * with TarDamage; whatever `handle` throws ends the reading and is thrown as it is.
 */
export async function readArchive(file: string, handle: (entry: ArchiveEntry) => Promise<void>): Promise<void> {
  const source = fs.createReadStream(file);
  // Unpacked here rather than by tar's parser, which refuses an archive that unpacks past a fixed
  // ratio (a database's mostly empty pages do).
  const gunzip = (await startsWithGzip(file)) ? zlib.createGunzip() : null;
  const parser = new Parser({ strict: true });
  let failure: unknown;
  let current: PassThrough | undefined;
  let stop = () => {};
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  const fail = (err: unknown) => {
    if (failure !== undefined) return;
    failure = err;
    source.destroy();
    gunzip?.destroy();
    current?.destroy(err instanceof Error ? err : new Error(String(err)));
    stop();
  };

  let handling: Promise<void> = Promise.resolve();
  parser.on('entry', (entry: ReadEntry) => {
    handling = handling.then(async () => {
      if (failure !== undefined) return void entry.resume();
      // A Node.js stream for the handler (tar's entries are minipass streams).
      const body = (current = new PassThrough());
      body.on('error', () => {}); // the handler's own reading sees it
      entry.pipe(body);
      try {
        await handle({ name: entry.path, type: entry.type, size: entry.size, body });
        body.resume(); // what the handler left unread is skipped
        if (!entry.emittedEnd) await Promise.race([new Promise((resolve) => entry.once('end', resolve)), stopped]);
      } catch (err) {
        fail(err);
        entry.resume();
      } finally {
        current = undefined;
      }
    });
  });
  const ended = new Promise<void>((resolve) => {
    parser.on('end', resolve);
    parser.on('close', resolve);
  });
  parser.on('error', (err: Error) => fail(new TarDamage(err.message)));
  source.on('error', fail);
  gunzip?.on('error', (err) => fail(new TarDamage(`gzip: ${err.message}`)));
  if (gunzip) source.pipe(gunzip).pipe(parser);
  else source.pipe(parser);
  await Promise.race([ended, stopped]);
  await handling;
  if (failure !== undefined) throw failure;
}

async function startsWithGzip(file: string): Promise<boolean> {
  const handle = await fsp.open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

/** The tar or gzip layer itself is damaged (truncated, a bad header): the reader's own words in `message`. */
export class TarDamage extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TarDamage';
  }
}

/** Reads a whole small member (the manifest) into memory, refusing one larger than `limit`. */
export async function readSmall(body: Readable, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The member's size and SHA-256 as read. */
export async function measure(body: Readable): Promise<{ size: number; sha256: string }> {
  const hash = crypto.createHash('sha256');
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    hash.update(chunk as Buffer);
  }
  return { size, sha256: hash.digest('hex') };
}

/** A manifest read from an archive, or a Ukrainian sentence saying why it is not one of ours. */
export function parseManifest(bytes: Buffer): Manifest | string {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    return `${MANIFEST_NAME} не є JSON: це не резервна копія цієї програми.`;
  }
  const format = ZFormat.safeParse(json);
  if (!format.success || format.data.format !== FORMAT) {
    return `це не резервна копія цієї програми (формат «${format.success ? format.data.format : 'невідомий'}», очікується «${FORMAT}»).`;
  }
  if (format.data.format_version !== FORMAT_VERSION) {
    return (
      `версія формату копії — ${format.data.format_version}, а ця версія програми знає лише версію ${FORMAT_VERSION}. ` +
      'Відновіть копію версією програми, яка її зробила, або новішою.'
    );
  }
  const manifest = ZManifest.safeParse(json);
  if (!manifest.success) {
    const issue = manifest.error.issues[0]!;
    return `${MANIFEST_NAME} пошкоджено: поле «${issue.path.join('.')}» — ${issue.message}.`;
  }
  return manifest.data;
}
