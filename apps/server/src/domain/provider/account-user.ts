import { asc, eq } from 'drizzle-orm';
import type { TUser, TUserState } from '@tt/contracts/users';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { toUser } from '../accounts/presenters.ts';

type UserRow = typeof users.$inferSelect;

/** An invited user has no password until they accept the invitation. */
export const userState = (u: UserRow): TUserState =>
  !u.isActive ? 'disabled' : u.passwordHash === null ? 'invited' : 'active';

/** The user list item with its state. */
export const toAccountUser = (u: UserRow): TUser => ({ ...toUser(u), state: userState(u) });

/** A provider sees its colleagues; bank staff see bank users. */
export async function listAccountUsers(
  db: DbOrTx,
  me: { role: 'bank' | 'provider'; organizationId: number | null },
): Promise<TUser[]> {
  const rows = await db
    .select()
    .from(users)
    .where(me.role === 'provider' ? eq(users.organizationId, me.organizationId!) : eq(users.role, 'bank'))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return rows.map(toAccountUser);
}
