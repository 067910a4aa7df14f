import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '../../test/s3-server.ts';
import { S3Storage } from './s3-storage.ts';
import { DirectoryStorage, readVerified, StoredFileCorrupt, StoredFileMissing, type FileStorage } from './storage.ts';

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.stop());

const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

/** Where each driver keeps a key's bytes on this machine, so a test can damage them. */
const drivers: { name: string; open: (root: string) => FileStorage; fileOf: (root: string, key: string) => string }[] =
  [
    {
      name: 'DirectoryStorage',
      open: (root) => new DirectoryStorage(path.join(root, 'files')),
      fileOf: (root, key) => path.join(root, 'files', key.slice(0, 2), key),
    },
    {
      name: 'S3Storage',
      open: (root) => new S3Storage(s3.settings, path.join(root, 'tmp')),
      fileOf: (_root, key) => path.join(s3.dir, s3.settings.bucket, `${key}._S3rver_object`),
    },
  ];

describe.each(drivers)('$name', ({ open, fileOf }) => {
  let root: string;
  let storage: FileStorage;
  const stored: string[] = [];

  beforeEach(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-storage-'));
    storage = open(root);
    await storage.init();
  });
  afterEach(async () => {
    for (const key of stored.splice(0)) await storage.delete(key);
    fs.rmSync(root, { recursive: true, force: true });
  });
  const keep = (key: string) => (stored.push(key), key);

  it('stores a stream under a new hex key, reads it back and deletes it (twice is fine)', async () => {
    const key = await storage.put(Readable.from([Buffer.from('вміст')]));
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(await text(await storage.get(key))).toBe('вміст');
    await storage.delete(key);
    await storage.delete(key);
    await expect(storage.get(key)).rejects.toBeInstanceOf(StoredFileMissing);
  });

  it('moves a finished scratch file in, and streams a file larger than one part both ways', async () => {
    const bytes = crypto.randomBytes(11 * 1024 * 1024 + 7);
    const scratch = storage.scratchPath();
    fs.writeFileSync(scratch, bytes);
    const key = keep(await storage.putFile(scratch));
    expect(fs.existsSync(scratch)).toBe(false);
    expect((await buffer(await storage.get(key))).equals(bytes)).toBe(true);
  });

  it('stores under a given key and lists every key it holds', async () => {
    const given = crypto.randomBytes(16).toString('hex');
    await storage.putAt(keep(given), Readable.from([Buffer.from('відновлено')]));
    const other = keep(await storage.put(Readable.from([Buffer.from('інший')])));
    expect(await text(await storage.get(given))).toBe('відновлено');
    const listed: string[] = [];
    for await (const key of storage.keys()) listed.push(key);
    expect(listed.sort()).toEqual([given, other].sort());
  });

  it('refuses anything but its own key format, so no request text becomes a path or an object name', async () => {
    await expect(storage.get('../../etc/passwd')).rejects.toThrow('invalid storage key');
    await expect(storage.delete('ABCDEF0123456789ABCDEF0123456789')).rejects.toThrow('invalid storage key');
    await expect(storage.putAt('x/../y', Readable.from(['x']))).rejects.toThrow('invalid storage key');
  });

  it('a failed upload leaves no object behind, and a failed putAt leaves the object already there', async () => {
    const failingAfter = (bytes: Buffer) => {
      let sent = false;
      return new Readable({
        read() {
          if (sent) this.destroy(new Error('the client went away'));
          else this.push(bytes);
          sent = true;
        },
      });
    };
    await expect(storage.put(failingAfter(Buffer.from('початок')))).rejects.toThrow();
    // Past the first part of a multipart upload, which is then aborted.
    await expect(storage.put(failingAfter(crypto.randomBytes(6 * 1024 * 1024)))).rejects.toThrow();
    const listed: string[] = [];
    for await (const key of storage.keys()) listed.push(key);
    expect(listed).toEqual([]);

    const key = keep(await storage.put(Readable.from([Buffer.from('чинний документ')])));
    await expect(storage.putAt(key, failingAfter(Buffer.from('нова версія')))).rejects.toThrow();
    expect(await text(await storage.get(key))).toBe('чинний документ');
  });

  it('readVerified passes intact bytes, and breaks off bytes of the same size that no longer match before their end', async () => {
    const bytes = crypto.randomBytes(3 * 1024 * 1024);
    const key = keep(await storage.put(Readable.from([bytes])));
    expect((await buffer(await readVerified(storage, key, sha256(bytes)))).equals(bytes)).toBe(true);

    const damaged = Buffer.from(bytes);
    damaged[damaged.length - 1]! ^= 1;
    fs.writeFileSync(fileOf(root, key), damaged);
    let delivered = 0;
    const reading = (async () => {
      for await (const chunk of await readVerified(storage, key, sha256(bytes))) delivered += (chunk as Buffer).length;
    })();
    await expect(reading).rejects.toBeInstanceOf(StoredFileCorrupt);
    expect(delivered).toBeLessThan(bytes.length);
  });
});

describe('readVerified', () => {
  it('closes the stored file when its reader goes away', async () => {
    const source = new Readable({ read() {} });
    source.push(Buffer.from('частина'));
    const storage = { get: async () => source } as unknown as FileStorage;
    const reader = await readVerified(storage, 'a'.repeat(32), 'b'.repeat(64));
    reader.destroy();
    await new Promise((resolve) => setImmediate(resolve));
    expect(source.destroyed).toBe(true);
  });
});

describe('DirectoryStorage scratch files', () => {
  it('removes stale scratch files at start-up and keeps fresh ones', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-storage-'));
    const storage = new DirectoryStorage(path.join(root, 'files'));
    await storage.init();
    const stale = storage.scratchPath();
    const fresh = storage.scratchPath();
    fs.writeFileSync(stale, 'old');
    fs.writeFileSync(fresh, 'new');
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    fs.utimesSync(stale, twoDaysAgo, twoDaysAgo);
    await storage.init();
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
    fs.rmSync(root, { recursive: true, force: true });
  });
});

describe('S3Storage start', () => {
  it('refuses to start, naming the bucket, when the bucket does not exist', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-storage-'));
    const storage = new S3Storage({ ...s3.settings, bucket: 'no-such-bucket' }, path.join(root, 'tmp'));
    await expect(storage.init()).rejects.toThrow(/Сховище S3 недоступне: кошик «no-such-bucket»/);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
