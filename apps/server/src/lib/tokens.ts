import crypto from 'node:crypto';

/** A random URL-safe token (256 bits). */
export const randomToken = () => crypto.randomBytes(32).toString('base64url');

/** Tokens are stored only as SHA-256, so a database leak does not hand out sessions or links. */
export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

export function hmac(key: string, value: string): string {
  return crypto.createHmac('sha256', key).update(value).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}
