import { and, eq, sql } from 'drizzle-orm';
import type { TUser } from '@tt/contracts/users';
import type { Db, DbOrTx } from '../../db/client.ts';
import { organizations, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { INVITATION_DAYS, issueInvitation } from '../accounts/issue-invitation.ts';
import { writeOrganizationEvent } from '../admin/events.ts';
import type { LetterContext } from '../mail/templates.ts';
import { invitationLetter } from './letters.ts';
import { toAccountUser } from './account-user.ts';

type UserRow = typeof users.$inferSelect;

interface Inviter {
  id: number;
  firstName: string;
  lastName: string;
  organizationId: number;
}

/**
 * The invitation link, its letter naming the inviter and their organisation, and the entry in
 * the organisation's log.
 */
async function sendInvitation(
  tx: DbOrTx,
  { inviter, invitee, ctx, action }: { inviter: Inviter; invitee: UserRow; ctx: LetterContext; action: string },
): Promise<{ user: TUser; url: string }> {
  const [org] = await tx
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, inviter.organizationId));
  const url = await issueInvitation(tx, {
    user: invitee,
    ctx,
    letter: (link) =>
      invitationLetter(ctx.appName, {
        url: link,
        days: INVITATION_DAYS,
        orgName: org?.name ?? '',
        inviter: `${inviter.firstName} ${inviter.lastName}`.trim(),
      }),
  });
  await writeOrganizationEvent(tx, {
    organizationId: inviter.organizationId,
    userId: invitee.id,
    actorId: inviter.id,
    action,
    details: { email: invitee.email },
  });
  return { user: toAccountUser(invitee), url };
}

/** A provider user invites a colleague: a user without a password and a one-time link. */
export async function inviteColleague(
  db: Db,
  inviter: Inviter,
  input: { email: string; first_name: string; last_name: string },
  ctx: LetterContext,
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
    return sendInvitation(tx, { inviter, invitee: user, ctx, action: 'user_invited' });
  });
}

/** A new link for a colleague who has not accepted yet; the old links stop working. */
export async function resendInvitation(
  db: Db,
  inviter: Inviter,
  userId: number,
  ctx: LetterContext,
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
    return sendInvitation(tx, { inviter, invitee: user, ctx, action: 'invitation_resent' });
  });
}

const emailTaken = () =>
  new AppError(409, 'conflict', 'Користувач із такою електронною поштою вже існує', {
    fields: { email: 'Поле «Електронна пошта»: користувач із такою адресою вже існує' },
  });
