import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Encrypts short secrets kept in the database (the mail account's app password) with
 * AES-256-GCM, under a key that is never in the database: derived with HKDF from SECRET_KEY
 * when it is set, else from a random key file made once in the data directory (mode 0600).
 * Several instances on one PostgreSQL must share the key, so they are given one SECRET_KEY
 * (docs/decisions/0027-sending-mail.md).
 *
 * The stored form is base64 of iv ‖ tag ‖ ciphertext. `purpose` is bound in as additional data
 * and into the key, so a ciphertext made for one use cannot be passed off for another.
 */
export interface SecretBox {
  seal(plain: string, purpose: string): string;
  /** Throws SecretUnreadable when the key changed (or the key file is gone) or the text was altered. */
  open(sealed: string, purpose: string): string;
}

export class SecretUnreadable extends Error {
  constructor() {
    super('the stored secret cannot be decrypted with the current key');
    this.name = 'SecretUnreadable';
  }
}

/** The key file's name in the data directory. */
export const KEY_FILE = 'mail.key';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const HKDF_SALT = 'telecom-tender secret box v1';

export function createSecretBox({ secretKey, dataDir }: { secretKey?: string; dataDir: string }): SecretBox {
  const keyFile = path.join(dataDir, KEY_FILE);
  // Read or made on first use: an instance that never stores a secret writes no key file.
  const material = (create: boolean): Buffer | null => {
    if (secretKey) return Buffer.from(secretKey, 'utf8');
    return create ? readOrCreateKeyFile(keyFile) : readKeyFile(keyFile);
  };
  const keyFor = (ikm: Buffer, purpose: string) =>
    Buffer.from(crypto.hkdfSync('sha256', ikm, HKDF_SALT, `secret-box:${purpose}`, 32));

  return {
    seal(plain, purpose) {
      const key = keyFor(material(true)!, purpose);
      const iv = crypto.randomBytes(IV_BYTES);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(purpose, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    open(sealed, purpose) {
      const ikm = material(false);
      const raw = Buffer.from(sealed, 'base64');
      if (!ikm || raw.length < IV_BYTES + TAG_BYTES) throw new SecretUnreadable();
      try {
        const decipher = crypto.createDecipheriv('aes-256-gcm', keyFor(ikm, purpose), raw.subarray(0, IV_BYTES));
        decipher.setAAD(Buffer.from(purpose, 'utf8'));
        decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretUnreadable();
      }
    },
  };
}

function readKeyFile(file: string): Buffer | null {
  try {
    const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    return key.length >= 32 ? key : null;
  } catch {
    return null;
  }
}

/**
 * Written whole to a file of its own and then linked into place: link() fails if the name
 * exists, so two processes starting at once both end up with the one key that got there first.
 */
function readOrCreateKeyFile(file: string): Buffer {
  const existing = readKeyFile(file);
  if (existing) return existing;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  fs.writeFileSync(draft, `${crypto.randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  try {
    fs.linkSync(draft, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    fs.rmSync(draft, { force: true });
  }
  const key = readKeyFile(file);
  if (!key) throw new Error(`the key file ${file} is unreadable`);
  return key;
}
