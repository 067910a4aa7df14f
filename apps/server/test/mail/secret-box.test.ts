import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSecretBox, KEY_FILE, SecretUnreadable } from '../../src/lib/secret-box.ts';

const dirs: string[] = [];
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-box-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the secret box', () => {
  it('seals with AES-256-GCM under a key file made once in the data directory, readable by its owner only', () => {
    const dir = dataDir();
    const box = createSecretBox({ dataDir: dir });
    expect(fs.existsSync(path.join(dir, KEY_FILE))).toBe(false);
    const sealed = box.seal('пароль застосунку', 'mail');
    const file = path.join(dir, KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const raw = Buffer.from(sealed, 'base64');
    // iv (12) ‖ tag (16) ‖ ciphertext (as long as the UTF-8 text).
    expect(raw.length).toBe(12 + 16 + Buffer.byteLength('пароль застосунку'));
    expect(box.open(sealed, 'mail')).toBe('пароль застосунку');
    // A fresh iv each time; another box on the same directory reads the same key.
    expect(box.seal('пароль застосунку', 'mail')).not.toBe(sealed);
    const key = fs.readFileSync(file, 'utf8');
    expect(createSecretBox({ dataDir: dir }).open(sealed, 'mail')).toBe('пароль застосунку');
    expect(fs.readFileSync(file, 'utf8')).toBe(key);
  });

  it('derives the key from SECRET_KEY when set, so every instance with it opens what another sealed', () => {
    const a = createSecretBox({ secretKey: 's'.repeat(40), dataDir: dataDir() });
    const b = createSecretBox({ secretKey: 's'.repeat(40), dataDir: dataDir() });
    expect(b.open(a.seal('x', 'mail'), 'mail')).toBe('x');
    expect(fs.readdirSync(dirs[0]!)).toEqual([]);
  });

  it('refuses, as unreadable, a text sealed under another key, for another purpose, altered, or with the key file gone', () => {
    const dir = dataDir();
    const box = createSecretBox({ dataDir: dir });
    const sealed = box.seal('x', 'mail');
    expect(() => createSecretBox({ secretKey: 'k'.repeat(40), dataDir: dir }).open(sealed, 'mail')).toThrow(
      SecretUnreadable,
    );
    expect(() => createSecretBox({ dataDir: dataDir() }).open(sealed, 'mail')).toThrow(SecretUnreadable);
    expect(() => box.open(sealed, 'other')).toThrow(SecretUnreadable);
    const altered = Buffer.from(sealed, 'base64');
    altered[altered.length - 1]! ^= 1;
    expect(() => box.open(altered.toString('base64'), 'mail')).toThrow(SecretUnreadable);
    expect(() => box.open('', 'mail')).toThrow(SecretUnreadable);
    fs.rmSync(path.join(dir, KEY_FILE));
    expect(() => box.open(sealed, 'mail')).toThrow(SecretUnreadable);
  });
});
