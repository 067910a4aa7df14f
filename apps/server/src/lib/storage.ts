import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline, Transform, type Readable } from 'node:stream';
import { pipeline as pipelineAsync } from 'node:stream/promises';

/**
 * Where uploaded bytes live: a local directory (DirectoryStorage) or a bucket of an S3-compatible
 * service (S3Storage). Keys are generated here (random hex), never taken from a request, so
 * nothing a user sends ever becomes part of a path or an object name; the database keeps the key
 * and the user's file name separately.
 */
export interface FileStorage {
  /** Prepares the storage (directories, the bucket's reachability) and removes stale scratch files. */
  init(): Promise<void>;
  /** Stores the stream's bytes under a new key and returns the key. */
  put(source: Readable): Promise<string>;
  /** Moves a finished scratch file (from `scratchPath`) in under a new key; the scratch file is gone afterwards. */
  putFile(localPath: string): Promise<string>;
  /** Stores the stream's bytes under a key made here before (restore, moving between storages). */
  putAt(key: string, source: Readable): Promise<void>;
  /** The stored bytes, streamed; throws `StoredFileMissing` when the key has no file. */
  get(key: string): Promise<Readable>;
  /** Removes the stored file; a missing one is not an error (deleting twice is fine). */
  delete(key: string): Promise<void>;
  /** Every stored key, in no particular order. */
  keys(): AsyncIterable<string>;
  /** A fresh path for an upload in progress, on this machine's disk. */
  scratchPath(): string;
}

export class StoredFileMissing extends Error {
  constructor(key: string) {
    super(`stored file ${key} is missing`);
    this.name = 'StoredFileMissing';
  }
}

export class StoredFileCorrupt extends Error {
  constructor(key: string) {
    super(`stored file ${key} does not match its SHA-256`);
    this.name = 'StoredFileCorrupt';
  }
}

const KEY_PATTERN = /^[0-9a-f]{32}$/;

/** Anything but our own key format is refused: the only check between a key and a path or object name. */
export function checkedKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

/**
 * The stored bytes, checked on the way against the SHA-256 recorded when they were uploaded. The
 * last chunk is held back until the hash is known: a file changed or damaged in storage — even
 * one of the same size — ends the stream with `StoredFileCorrupt` before its end reaches the
 * reader, so a download breaks off instead of handing over different bytes. Destroying the
 * returned stream (a client that went away) closes the stored file or the connection too.
 */
export async function readVerified(storage: FileStorage, key: string, sha256: string): Promise<Readable> {
  const source = await storage.get(key);
  const hash = crypto.createHash('sha256');
  let held: Buffer | null = null;
  const check = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      const previous = held;
      held = chunk;
      done(null, previous ?? undefined);
    },
    flush(done) {
      if (hash.digest('hex') !== sha256) return done(new StoredFileCorrupt(key));
      done(null, held ?? undefined);
    },
  });
  return pipeline(source, check, () => {});
}

/** 128 random bits as 32 hex characters. */
export const newStorageKey = () => crypto.randomBytes(16).toString('hex');

/** Scratch files older than this are leftovers of a crashed process, not uploads in progress. */
const STALE_SCRATCH_MS = 24 * 3_600_000;

/** A directory for uploads in progress; `clean()` removes what a crashed process left behind. */
export class ScratchDir {
  constructor(readonly dir: string) {}

  async clean(): Promise<void> {
    await fsp.mkdir(this.dir, { recursive: true });
    const now = Date.now();
    for (const name of await fsp.readdir(this.dir)) {
      const file = path.join(this.dir, name);
      const stat = await fsp.stat(file).catch(() => null);
      if (stat && now - stat.mtimeMs > STALE_SCRATCH_MS) await fsp.rm(file, { force: true });
    }
  }

  newPath(): string {
    return path.join(this.dir, `${newStorageKey()}.part`);
  }
}

/**
 * Files in a directory: `<root>/<first two hex>/<key>`, so no directory grows past a few
 * thousand entries; uploads in progress live in `<root>/.tmp` and are renamed into place.
 */
export class DirectoryStorage implements FileStorage {
  private readonly scratch: ScratchDir;

  constructor(readonly root: string) {
    this.scratch = new ScratchDir(path.join(root, '.tmp'));
  }

  get tmpDir(): string {
    return this.scratch.dir;
  }

  init(): Promise<void> {
    return this.scratch.clean();
  }

  scratchPath(): string {
    return this.scratch.newPath();
  }

  async put(source: Readable): Promise<string> {
    const key = newStorageKey();
    await this.putAt(key, source);
    return key;
  }

  async putAt(key: string, source: Readable): Promise<void> {
    const scratch = this.scratchPath();
    try {
      await pipelineAsync(source, fs.createWriteStream(scratch, { flags: 'wx' }));
      await this.moveIn(scratch, key);
    } finally {
      await fsp.rm(scratch, { force: true });
    }
  }

  async putFile(localPath: string): Promise<string> {
    const key = newStorageKey();
    await this.moveIn(localPath, key);
    return key;
  }

  async get(key: string): Promise<Readable> {
    try {
      const handle = await fsp.open(this.pathOf(key), 'r');
      return handle.createReadStream();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new StoredFileMissing(key);
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  /** Every file in the key directories, whatever its name: what else lies there is worth seeing. */
  async *keys(): AsyncIterable<string> {
    const entries = await fsp.readdir(this.root, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isDirectory() || entry.name === path.basename(this.tmpDir)) continue;
      yield* await fsp.readdir(path.join(this.root, entry.name));
    }
  }

  private async moveIn(localPath: string, key: string): Promise<void> {
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    try {
      await fsp.rename(localPath, target);
    } catch (err) {
      // Another disk: copy, then drop the original.
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
      await fsp.copyFile(localPath, target);
      await fsp.rm(localPath, { force: true });
    }
  }

  /** The only place a key becomes a path. */
  private pathOf(key: string): string {
    return path.join(this.root, checkedKey(key).slice(0, 2), key);
  }
}
