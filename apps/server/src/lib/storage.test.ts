import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DirectoryStorage, StoredFileMissing } from './storage.ts';

describe('DirectoryStorage', () => {
  let root: string;
  let storage: DirectoryStorage;

  beforeEach(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-storage-'));
    storage = new DirectoryStorage(path.join(root, 'files'));
    await storage.init();
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('stores a stream under a new hex key, reads it back and deletes it (twice is fine)', async () => {
    const key = await storage.put(Readable.from([Buffer.from('вміст')]));
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(fs.existsSync(path.join(root, 'files', key.slice(0, 2), key))).toBe(true);
    expect(await text(await storage.get(key))).toBe('вміст');
    await storage.delete(key);
    await storage.delete(key);
    await expect(storage.get(key)).rejects.toBeInstanceOf(StoredFileMissing);
    expect(fs.readdirSync(storage.tmpDir)).toEqual([]);
  });

  it('moves a finished scratch file in', async () => {
    const scratch = storage.scratchPath();
    fs.writeFileSync(scratch, 'x');
    const key = await storage.putFile(scratch);
    expect(fs.existsSync(scratch)).toBe(false);
    expect(await text(await storage.get(key))).toBe('x');
  });

  it('refuses anything but its own key format, so no request text becomes a path', async () => {
    await expect(storage.get('../../etc/passwd')).rejects.toThrow('invalid storage key');
    await expect(storage.delete('ABCDEF0123456789ABCDEF0123456789')).rejects.toThrow('invalid storage key');
  });

  it('removes stale scratch files at start-up and keeps fresh ones', async () => {
    const stale = storage.scratchPath();
    const fresh = storage.scratchPath();
    fs.writeFileSync(stale, 'old');
    fs.writeFileSync(fresh, 'new');
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    fs.utimesSync(stale, twoDaysAgo, twoDaysAgo);
    await storage.init();
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
  });
});
