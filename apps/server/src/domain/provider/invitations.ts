import { and, eq, sql } from 'drizzle-orm';
import type { TUser } from '@tt/contracts/users';
import type { Db, DbOrTx } from '../../db/client.ts';
import { organizationEvents, organizations, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { INVITATION_DAYS, issueInvitation } from '../accounts/issue-invitation.ts';
import { invitationLetter } from './letters.ts';
import { toAccountUser } from './account-user.ts';

interface Inviter {
  id: number;
  firstName: string;
  lastName: string;
  organizationId: number;
}

interface LinkContext {
  appName: string;
  publicUrl: string;
}

/** The invitation link and a letter naming the inviter and their organisation. */
async function sendInvitation(tx: DbOrTx, inviter: Inviter, invitee: { id: number; email: string }, ctx: LinkContext) {
  const [org] = await tx
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, inviter.organizationId));
  return issueInvitation(tx, {
    user: invitee,
    ctx,
    letter: (url) =>
      invitationLetter(ctx.appName, {
        url,
        days: INVITATION_DAYS,
        orgName: org?.name ?? '',
        inviter: `${inviter.firstName} ${inviter.lastName}`.trim(),
      }),
  });
}

/** A provider user invites a colleague: a user without a password and a one-time link. */
export async function inviteColleague(
  db: Db,
  inviter: Inviter,
  input: { email: string; first_name: string; last_name: string },
  ctx: LinkContext,
): Promise<{ user: TUser; url: string }> {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()))
      .limit(1);
    if (taken) throw emailTaken();
    const inserted = await tx
      .insert(users)
      .values({
        email: input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        role: 'provider',
        organizationId: inviter.organizationId,
        passwordHash: null,
      })
      .onConflictDoNothing()
      .returning();
    // A concurrent invitation of the same address lost the race.
    const user = inserted[0];
    if (!user) throw emailTaken();
    const url = await sendInvitation(tx, inviter, user, ctx);
    await tx.insert(organizationEvents).values({
      organizationId: inviter.organizationId,
      userId: user.id,
      actorId: inviter.id,
      action: 'user_invited',
      details: { email: user.email },
    });
    return { user: toAccountUser(user), url };
  });
}

/** A new link for a colleague who has not accepted yet; the old links stop working. */
export async function resendInvitation(
  db: Db,
  inviter: Inviter,
  userId: number,
  ctx: LinkContext,
): Promise<{ user: TUser; url: string }> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), eq(users.organizationId, inviter.organizationId)))
      .for('update');
    // Another organisation's user is "not found", not "forbidden": ids reveal nothing.
    if (!user) throw notFound('Користувача не знайдено');
    if (user.passwordHash !== null) {
      throw new AppError(409, 'conflict', 'Користувач уже прийняв запрошення й має пароль');
    }
    const url = await sendInvitation(tx, inviter, user, ctx);
    await tx.insert(organizationEvents).values({
      organizationId: inviter.organizationId,
      userId: user.id,
      actorId: inviter.id,
      action: 'invitation_resent',
      details: { email: user.email },
    });
    return { user: toAccountUser(user), url };
  });
}

const emailTaken = () =>
  new AppError(409, 'conflict', 'Користувач із такою електронною поштою вже існує', {
    fields: { email: 'Поле «Електронна пошта»: користувач із такою адресою вже існує' },
  });
