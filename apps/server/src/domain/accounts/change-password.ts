import { and, eq, ne } from 'drizzle-orm';
import type { PasswordOwner } from '@tt/contracts/password-strength';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashNewPassword, verifyPassword } from '../../lib/passwords.ts';

export type PasswordChange = { outcome: 'changed'; otherSessionsEnded: number } | { outcome: 'wrong_current_password' };

/** The refusal of a change whose current password is wrong. */
export const wrongCurrentPassword = () =>
  new AppError(400, 'validation_failed', 'Поточний пароль указано неправильно', {
    fields: { current_password: 'Поточний пароль указано неправильно' },
  });

/**
 * A signed-in user sets a new password after typing the current one; the user's other sessions
 * (devices signed in with the old password) end, the current one stays. A new password too
 * weak for its owner is refused as a validation error.
 */
export async function changePassword(
  db: Db,
  {
    user,
    currentPassword,
    newPassword,
  }: { user: PasswordOwner & { id: number; sessionId: string }; currentPassword: string; newPassword: string },
): Promise<PasswordChange> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!(await verifyPassword(row?.hash ?? null, currentPassword))) return { outcome: 'wrong_current_password' };
  const passwordHash = await hashNewPassword(newPassword, { owner: user });
  const ended = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    return tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId)))
      .returning({ id: sessions.id });
  });
  return { outcome: 'changed', otherSessionsEnded: ended.length };
}
