import type { TUser, TUserState } from '@tt/contracts/users';
import type { users } from '../../db/schema/index.ts';
import { toUser } from '../accounts/presenters.ts';

type UserRow = typeof users.$inferSelect;

/** An invited user has no password until they accept the invitation. */
export const userState = (u: UserRow): TUserState =>
  !u.isActive ? 'disabled' : u.passwordHash === null ? 'invited' : 'active';

/** The user list item with its state. */
export const toAccountUser = (u: UserRow): TUser => ({ ...toUser(u), state: userState(u) });
