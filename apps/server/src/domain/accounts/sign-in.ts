import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';

/** Checks the credentials and that the account may sign in; returns the user id. */
export async function signIn(db: Db, { login, password }: { login: string; password: string }): Promise<number> {
  const [row] = await db
    .select({ user: users, orgBlocked: organizations.isBlocked, blockedReason: organizations.blockedReason })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(sql`lower(${users.email})`, login.trim().toLowerCase()))
    .limit(1);
  const ok = await verifyPassword(row?.user.passwordHash ?? null, password);
  if (!row || !ok) {
    // 400, not 401: a 401 means "your session ended" to the front end.
    throw new AppError(400, 'invalid_credentials', 'Невірна електронна пошта або пароль');
  }
  if (row.orgBlocked) {
    const reason = row.blockedReason ? ` Причина: ${row.blockedReason}` : '';
    throw new AppError(403, 'account_blocked', `Організацію заблоковано, вхід неможливий.${reason}`);
  }
  if (!row.user.isActive) {
    throw new AppError(403, 'account_blocked', 'Обліковий запис вимкнено. Зверніться до адміністратора.');
  }
  await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, row.user.id));
  return row.user.id;
}
