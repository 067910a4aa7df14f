import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';

/** A refused sign-in. `userId` (the account tried, when it exists) is for the security log only. */
export class SignInRefused extends AppError {
  constructor(
    status: number,
    code: 'invalid_credentials' | 'account_blocked',
    message: string,
    readonly userId: number | null,
  ) {
    super(status, code, message);
  }
}

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
    throw new SignInRefused(400, 'invalid_credentials', 'Невірна електронна пошта або пароль', row?.user.id ?? null);
  }
  if (row.orgBlocked) {
    const reason = row.blockedReason ? ` Причина: ${row.blockedReason}` : '';
    throw new SignInRefused(403, 'account_blocked', `Організацію заблоковано, вхід неможливий.${reason}`, row.user.id);
  }
  if (!row.user.isActive) {
    throw new SignInRefused(
      403,
      'account_blocked',
      'Обліковий запис вимкнено. Зверніться до адміністратора.',
      row.user.id,
    );
  }
  await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, row.user.id));
  return row.user.id;
}
