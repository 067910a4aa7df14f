import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded bytes live. Keys are generated here (random hex), never taken from a request,
 * so nothing a user sends ever becomes part of a path; the database keeps the key and the
 * user's file name separately.
 */
export interface FileStorage {
  /** Stores the stream's bytes under a new key and returns the key. */
  put(source: Readable): Promise<string>;
  /** Moves a finished scratch file (from `scratchPath`) in under a new key, without copying where possible. */
  putFile(localPath: string): Promise<string>;
  /** The stored bytes; throws `StoredFileMissing` when the key has no file. */
  get(key: string): Promise<Readable>;
  /** Removes the stored file; a missing one is not an error (deleting twice is fine). */
  delete(key: string): Promise<void>;
  /** A fresh path for an upload in progress, on the same disk as the stored files. */
  scratchPath(): string;
}

export class StoredFileMissing extends Error {
  constructor(key: string) {
    super(`stored file ${key} is missing`);
    this.name = 'StoredFileMissing';
  }
}

const KEY_PATTERN = /^[0-9a-f]{32}$/;

/** 128 random bits as 32 hex characters. */
export const newStorageKey = () => crypto.randomBytes(16).toString('hex');

/** Scratch files older than this are leftovers of a crashed process, not uploads in progress. */
const STALE_SCRATCH_MS = 24 * 3_600_000;

/**
 * Files in a directory: `<root>/<first two hex>/<key>`, so no directory grows past a few
 * thousand entries; uploads in progress live in `<root>/.tmp` and are renamed into place.
 */
export class DirectoryStorage implements FileStorage {
  readonly tmpDir: string;

  constructor(readonly root: string) {
    this.tmpDir = path.join(root, '.tmp');
  }

  /** Creates the directories and removes scratch files a crashed process left behind. */
  async init(): Promise<void> {
    await fsp.mkdir(this.tmpDir, { recursive: true });
    const now = Date.now();
    for (const name of await fsp.readdir(this.tmpDir)) {
      const file = path.join(this.tmpDir, name);
      const stat = await fsp.stat(file).catch(() => null);
      if (stat && now - stat.mtimeMs > STALE_SCRATCH_MS) await fsp.rm(file, { force: true });
    }
  }

  scratchPath(): string {
    return path.join(this.tmpDir, `${newStorageKey()}.part`);
  }

  async put(source: Readable): Promise<string> {
    const scratch = this.scratchPath();
    try {
      await pipeline(source, fs.createWriteStream(scratch, { flags: 'wx' }));
      return await this.putFile(scratch);
    } finally {
      await fsp.rm(scratch, { force: true });
    }
  }

  async putFile(localPath: string): Promise<string> {
    const key = newStorageKey();
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    try {
      await fsp.rename(localPath, target);
    } catch (err) {
      // Another disk: copy, then drop the original.
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
      await fsp.copyFile(localPath, target, fs.constants.COPYFILE_EXCL);
      await fsp.rm(localPath, { force: true });
    }
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

  /** The only place a key becomes a path; anything but our own key format is refused. */
  private pathOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
    return path.join(this.root, key.slice(0, 2), key);
  }
}
