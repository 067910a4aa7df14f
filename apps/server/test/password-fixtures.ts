import { hash } from '@node-rs/argon2';
import type { Db } from '../src/db/client.ts';
import { users } from '../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../src/demo/accounts.ts';

/** Passwords the old rule (10 characters, letters and digits) let through and the strength rule refuses. */
export const COMMON_PASSWORDS = ['Password123!', 'Qwerty123456', 'password1234'] as const;

/** Four ordinary words, no digit or symbol: the old rule refused it, the strength rule accepts it. */
export const PASSPHRASE = 'тихий ранок над морем';

/**
 * Adds bank staff who all sign in with DEMO_PASSWORD, sharing one argon2id hash at the lowest
 * cost argon2 allows: verifying it takes microseconds, where each real hash costs tens of
 * milliseconds to make and to check. Returns their e-mails, `staff-<prefix>-<n>@bank.example.ua`.
 */
export async function addStaff(db: Db, count: number, prefix = 'a'): Promise<string[]> {
  cheapHash ??= hash(DEMO_PASSWORD, { memoryCost: 8, timeCost: 1, parallelism: 1 });
  const passwordHash = await cheapHash;
  const emails = Array.from({ length: count }, (_, i) => `staff-${prefix}-${i + 1}@bank.example.ua`);
  await db
    .insert(users)
    .values(emails.map((email) => ({ email, passwordHash, role: 'bank' as const, bankRoles: ['auditor'] })));
  return emails;
}
let cheapHash: Promise<string> | undefined;
