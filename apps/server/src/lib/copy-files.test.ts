import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '../../test/s3-server.ts';
import { copyFiles } from './copy-files.ts';
import { S3Storage } from './s3-storage.ts';
import { DirectoryStorage, StoredFileCorrupt } from './storage.ts';

let s3: S3TestServer;
let root: string;
beforeAll(async () => {
  s3 = await startS3Server();
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-copy-'));
});
afterAll(async () => {
  await s3.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

it('copies every local file into the bucket under its key, byte for byte, and again on a second run', async () => {
  const local = new DirectoryStorage(path.join(root, 'files'));
  await local.init();
  const contents = [Buffer.from('договір'), crypto.randomBytes(6 * 1024 * 1024), Buffer.alloc(0)];
  const keys = [];
  for (const bytes of contents) keys.push(await local.put(Readable.from([bytes])));
  const bucket = new S3Storage(s3.settings, path.join(root, 'tmp'));
  await bucket.init();

  const seen: string[] = [];
  const report = await copyFiles(local, bucket, (key) => seen.push(key));
  expect(report).toEqual({ files: 3, bytes: contents.reduce((sum, b) => sum + b.length, 0) });
  expect(seen.sort()).toEqual([...keys].sort());
  for (const [i, key] of keys.entries()) expect((await buffer(await bucket.get(key))).equals(contents[i]!)).toBe(true);
  expect((await copyFiles(local, bucket)).files).toBe(3);
});

/** A storage that keeps other bytes than it was given (a faulty disk or service). */
class DamagingStorage extends DirectoryStorage {
  override async putAt(key: string, source: Readable): Promise<void> {
    await buffer(source);
    await super.putAt(key, Readable.from([Buffer.from('інше')]));
  }
}

it('fails when a copy does not read back as the bytes sent', async () => {
  const local = new DirectoryStorage(path.join(root, 'files-2'));
  await local.init();
  await local.put(Readable.from([Buffer.from('оригінал')]));
  const damaging = new DamagingStorage(path.join(root, 'damaging'));
  await damaging.init();
  await expect(copyFiles(local, damaging)).rejects.toBeInstanceOf(StoredFileCorrupt);
});
