import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '../../test/s3-server.ts';
import { copyFiles, type RecordedFile } from './copy-files.ts';
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

const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

async function localFiles(dir: string, contents: Buffer[]) {
  const local = new DirectoryStorage(path.join(root, dir));
  await local.init();
  const files: RecordedFile[] = [];
  for (const bytes of contents) {
    files.push({ key: await local.put(Readable.from([bytes])), sha256: sha256(bytes), size: bytes.length });
  }
  return { local, files };
}

it('copies every recorded file into the bucket under its key, byte for byte, and again on a second run', async () => {
  const contents = [Buffer.from('договір'), crypto.randomBytes(6 * 1024 * 1024), Buffer.alloc(0)];
  const { local, files } = await localFiles('files', contents);
  const bucket = new S3Storage(s3.settings, path.join(root, 'tmp'));
  await bucket.init();

  const seen: string[] = [];
  const report = await copyFiles(local, bucket, files, (file) => seen.push(file.key));
  expect(report).toEqual({ copied: 3, bytes: contents.reduce((sum, b) => sum + b.length, 0), failed: [] });
  expect(seen).toEqual(files.map((f) => f.key));
  for (const [i, file] of files.entries()) {
    expect((await buffer(await bucket.get(file.key))).equals(contents[i]!)).toBe(true);
  }
  expect((await copyFiles(local, bucket, files)).copied).toBe(3);
});

it('reports a missing or damaged original instead of copying it, and goes on with the rest', async () => {
  const { local, files } = await localFiles('files-2', [
    Buffer.from('перший'),
    Buffer.from('другий'),
    Buffer.from('третій'),
  ]);
  await local.delete(files[0]!.key);
  fs.writeFileSync(path.join(local.root, files[1]!.key.slice(0, 2), files[1]!.key), Buffer.from('ДРУГИЙ'));
  const target = new DirectoryStorage(path.join(root, 'target-2'));
  await target.init();

  const report = await copyFiles(local, target, files);
  expect(report.copied).toBe(1);
  expect(report.failed).toEqual([
    { file: files[0], reason: 'missing' },
    { file: files[1], reason: 'corrupt' },
  ]);
  const copied: string[] = [];
  for await (const key of target.keys()) copied.push(key);
  expect(copied).toEqual([files[2]!.key]);
});

/** A storage that keeps other bytes than it was given (a faulty disk or service). */
class DamagingStorage extends DirectoryStorage {
  override async putAt(key: string, source: Readable): Promise<void> {
    await buffer(source);
    await super.putAt(key, Readable.from([Buffer.from('інше')]));
  }
}

it('stops when a copy does not read back as the original', async () => {
  const { local, files } = await localFiles('files-3', [Buffer.from('оригінал')]);
  const damaging = new DamagingStorage(path.join(root, 'damaging'));
  await damaging.init();
  await expect(copyFiles(local, damaging, files)).rejects.toBeInstanceOf(StoredFileCorrupt);
});
