import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { passwordTokens, sessions, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashNewPassword } from '../../lib/passwords.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { queueEmail } from '../mail/queue-email.ts';
import { recoveryLetter } from '../mail/templates.ts';

export const RECOVERY_HOURS = 1;

/**
 * Queues a recovery letter when the address belongs to an active user. Returns the link (for
 * the development log) or null; the caller answers 202 either way, revealing nothing.
 */
export async function requestPasswordReset(
  db: Db,
  { email, appName, publicUrl }: { email: string; appName: string; publicUrl: string },
): Promise<string | null> {
  const [user] = await db
    .select({ id: users.id, email: users.email, isActive: users.isActive })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  if (!user || !user.isActive) return null;
  const token = randomToken();
  const url = `${publicUrl}/recovery?token=${token}`;
  await db.transaction(async (tx) => {
    await tx.insert(passwordTokens).values({
      tokenHash: sha256(token),
      userId: user.id,
      purpose: 'recovery',
      expiresAt: new Date(Date.now() + RECOVERY_HOURS * 3_600_000),
    });
    await queueEmail(tx, { to: [user.email], template: 'recovery', ...recoveryLetter(appName, url, RECOVERY_HOURS) });
  });
  return url;
}

/** Sets a new password from a one-time link; ends all the user's sessions. Returns the user id. */
export async function recoverPassword(db: Db, { token, password }: { token: string; password: string }) {
  // A refused link is said first (no password would help); a live one names whose password is
  // judged against their e-mail and name. It is spent only below, so a weak password leaves it usable.
  const [owner] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(passwordTokens)
    .innerJoin(users, eq(users.id, passwordTokens.userId))
    .where(
      and(
        eq(passwordTokens.tokenHash, sha256(token)),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, new Date()),
      ),
    );
  if (!owner) throw await refusal(db, token);
  const passwordHash = await hashNewPassword(password, { owner });
  return db.transaction(async (tx) => {
    // Marking it used in the same statement that finds it makes the link single-use under races.
    const [used] = await tx
      .update(passwordTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordTokens.tokenHash, sha256(token)),
          isNull(passwordTokens.usedAt),
          gt(passwordTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordTokens.userId });
    if (!used) throw await refusal(tx, token);
    // An invited user becomes active with their first password.
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, used.userId));
    await tx.delete(sessions).where(eq(sessions.userId, used.userId));
    return used.userId;
  });
}

/** Why a link was refused, worded for what it was: an invitation or a recovery link. */
async function refusal(tx: DbOrTx, token: string): Promise<AppError> {
  const [row] = await tx
    .select({ purpose: passwordTokens.purpose, usedAt: passwordTokens.usedAt })
    .from(passwordTokens)
    .where(eq(passwordTokens.tokenHash, sha256(token)));
  if (row?.purpose === 'invitation') {
    return new AppError(
      400,
      'invalid_token',
      row.usedAt
        ? 'Це запрошення вже використано або замінено новим. Увійдіть із паролем або попросіть колегу надіслати запрошення ще раз.'
        : 'Термін дії запрошення минув. Попросіть колегу надіслати запрошення ще раз.',
    );
  }
  return new AppError(
    400,
    'invalid_token',
    'Посилання недійсне або застаріле. Запросіть нове посилання для відновлення пароля.',
  );
}
