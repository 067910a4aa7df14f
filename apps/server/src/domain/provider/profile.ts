import { eq } from 'drizzle-orm';
import type { TProfile } from '@tt/contracts/provider-account';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';

type UserRow = typeof users.$inferSelect;

const toProfile = (u: UserRow): TProfile => ({
  email: u.email,
  first_name: u.firstName,
  last_name: u.lastName,
  phones: u.phones,
  notification: u.notification,
});

export async function getProfile(db: DbOrTx, userId: number): Promise<TProfile> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound('Користувача не знайдено');
  return toProfile(row);
}

/** Name, phones and the wish for optional e-mail; the e-mail (the login) is not changed here. */
export async function updateProfile(
  db: DbOrTx,
  userId: number,
  input: { first_name: string; last_name: string; phones: string[]; notification: boolean },
): Promise<TProfile> {
  const [row] = await db
    .update(users)
    .set({
      firstName: input.first_name,
      lastName: input.last_name,
      phones: input.phones,
      notification: input.notification,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw notFound('Користувача не знайдено');
  return toProfile(row);
}
