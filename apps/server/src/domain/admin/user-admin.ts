import { and, arrayContains, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { NO_ROLES_MESSAGE, type TAdminUser, type TAdminUserPage } from '@tt/contracts/admin';
import { BANK_ROLES, type TBankRole } from '@tt/contracts/permissions';
import type { Db, DbOrTx } from '../../db/client.ts';
import { organizations, users } from '../../db/schema/index.ts';
import { AppError, notFound, validationFailed } from '../../lib/app-error.ts';
import { kyivDate } from '@tt/contracts/kyiv-time';
import { issueInvitation } from '../accounts/issue-invitation.ts';
import type { LetterContext } from '../mail/templates.ts';
import { escapeLike } from '../../lib/escape-like.ts';
import { writeOrganizationEvent } from './events.ts';
import { invitationLetter } from './letters.ts';

type UserRow = typeof users.$inferSelect;

export function toAdminUser(u: UserRow, orgName: string | null): TAdminUser {
  return {
    id: u.id,
    email: u.email,
    first_name: u.firstName,
    last_name: u.lastName,
    role: u.role,
    roles: u.role === 'bank' ? (u.bankRoles as TBankRole[]) : [],
    organization: u.organizationId !== null && orgName !== null ? { id: u.organizationId, name: orgName } : null,
    is_active: u.isActive,
    has_password: u.passwordHash !== null,
    // A provider user's sign-in only to the day: the moment, next to a tender's offers count,
    // would tell the bank who has just bid (ADR 0016).
    last_sign_in_at: u.role === 'bank' ? (u.lastSignInAt?.toISOString() ?? null) : null,
    last_sign_in_on: u.lastSignInAt ? kyivDate(u.lastSignInAt) : null,
    created_at: u.createdAt.toISOString(),
  };
}

export interface UserListQuery {
  page: number;
  page_size: number;
  q?: string;
  role?: 'bank' | 'provider' | TBankRole;
  organization_id?: number;
  active?: boolean;
}

/** Every user, bank and provider: bank staff first, then by organisation and e-mail. */
export async function listUsers(db: Db, query: UserListQuery): Promise<TAdminUserPage> {
  const conditions: SQL[] = [];
  if (query.q) {
    const like = `%${escapeLike(query.q.toLowerCase())}%`;
    conditions.push(
      sql`(lower(${users.email}) like ${like} or lower(${users.firstName} || ' ' || ${users.lastName}) like ${like}
        or lower(${users.lastName} || ' ' || ${users.firstName}) like ${like} or lower(coalesce(${organizations.name}, '')) like ${like})`,
    );
  }
  if (query.role === 'bank' || query.role === 'provider') conditions.push(eq(users.role, query.role));
  else if (query.role) conditions.push(and(eq(users.role, 'bank'), arrayContains(users.bankRoles, [query.role]))!);
  if (query.organization_id) conditions.push(eq(users.organizationId, query.organization_id));
  if (query.active !== undefined) conditions.push(eq(users.isActive, query.active));
  const where = conditions.length ? and(...conditions) : undefined;

  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, orgName: organizations.name })
      .from(users)
      .leftJoin(organizations, eq(organizations.id, users.organizationId))
      .where(where)
      .orderBy(asc(users.role), asc(organizations.name), sql`lower(${users.email})`)
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db
      .select({ n: count() })
      .from(users)
      .leftJoin(organizations, eq(organizations.id, users.organizationId))
      .where(where),
  ]);
  return {
    items: rows.map((r) => toAdminUser(r.user, r.orgName)),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

async function getAdminUser(db: DbOrTx, id: number): Promise<TAdminUser> {
  const [row] = await db
    .select({ user: users, orgName: organizations.name })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, id));
  if (!row) throw notFound('Користувача не знайдено');
  return toAdminUser(row.user, row.orgName);
}

const emailTaken = () =>
  new AppError(409, 'conflict', 'Поле «Електронна пошта»: користувач з такою адресою вже існує', {
    fields: { email: 'Користувач з такою адресою вже існує' },
  });

export async function createBankUser(
  db: Db,
  input: {
    email: string;
    first_name: string;
    last_name: string;
    roles: TBankRole[];
    actorId: number;
    ctx: LetterContext;
  },
): Promise<{ user: TAdminUser; invitationUrl: string }> {
  return db.transaction(async (tx) => {
    const [exists] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()));
    if (exists) throw emailTaken();
    const inserted = await tx
      .insert(users)
      .values({
        email: input.email,
        role: 'bank',
        bankRoles: sortRoles(input.roles),
        firstName: input.first_name,
        lastName: input.last_name,
        passwordHash: null,
      })
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email });
    const created = inserted[0];
    if (!created) throw emailTaken();
    await writeOrganizationEvent(tx, {
      organizationId: null,
      userId: created.id,
      actorId: input.actorId,
      action: 'user_created',
      details: { roles: sortRoles(input.roles) },
    });
    const invitationUrl = await issueInvitation(tx, {
      user: created,
      ctx: input.ctx,
      letter: (url) => invitationLetter(input.ctx, url),
    });
    return { user: await getAdminUser(tx, created.id), invitationUrl };
  });
}

const sortRoles = (roles: readonly TBankRole[]) => BANK_ROLES.filter((r) => roles.includes(r));

const refuse = (message: string, field: string) =>
  new AppError(409, 'conflict', message, { fields: { [field]: message } });

/**
 * Roles (bank users only), the active flag and names. An admin cannot take their own admin role
 * away nor disable themselves: the bank must never lock itself out by a slip of the hand.
 * Returns whether the user was disabled, so the caller ends their sessions, and what changed of
 * their rights (roles, active flag) for the security log.
 */
export async function updateUser(
  db: Db,
  input: {
    id: number;
    actorId: number;
    roles?: TBankRole[];
    is_active?: boolean;
    first_name?: string;
    last_name?: string;
  },
): Promise<{
  user: TAdminUser;
  disabled: boolean;
  roles: { from: TBankRole[]; to: TBankRole[] } | null;
  active: boolean | null;
}> {
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, input.id)).for('update');
    if (!target) throw notFound('Користувача не знайдено');
    const self = target.id === input.actorId;
    const changes: Partial<typeof users.$inferInsert> = {};
    const events: Parameters<typeof writeOrganizationEvent>[1][] = [];
    const base = { organizationId: target.organizationId, userId: target.id, actorId: input.actorId };
    let roles: { from: TBankRole[]; to: TBankRole[] } | null = null;

    // A provider user reads with no roles: sending that back (write-back) changes nothing.
    if (input.roles !== undefined && (target.role === 'bank' || input.roles.length)) {
      if (target.role !== 'bank') {
        throw new AppError(400, 'validation_failed', 'Поле «Ролі»: ролі можна призначати лише користувачам банку', {
          fields: { roles: 'Ролі можна призначати лише користувачам банку' },
        });
      }
      if (!input.roles.length) throw validationFailed({ roles: NO_ROLES_MESSAGE });
      const next = sortRoles(input.roles);
      if (self && target.bankRoles.includes('admin') && !next.includes('admin')) {
        throw refuse('Не можна зняти роль «Адміністратор» із власного облікового запису', 'roles');
      }
      const before = sortRoles(target.bankRoles as TBankRole[]);
      if (before.join() !== next.join()) {
        changes.bankRoles = next;
        roles = { from: before, to: next };
        events.push({ ...base, action: 'roles_changed', details: { from: before, to: next } });
      }
    }
    if (input.is_active !== undefined && input.is_active !== target.isActive) {
      if (self && !input.is_active) throw refuse('Не можна вимкнути власний обліковий запис', 'is_active');
      changes.isActive = input.is_active;
      events.push({ ...base, action: input.is_active ? 'user_enabled' : 'user_disabled' });
    }
    const names: Record<string, string> = {};
    if (input.first_name !== undefined && input.first_name !== target.firstName) {
      changes.firstName = names.first_name = input.first_name;
    }
    if (input.last_name !== undefined && input.last_name !== target.lastName) {
      changes.lastName = names.last_name = input.last_name;
    }
    if (Object.keys(names).length) events.push({ ...base, action: 'user_updated', details: names });

    if (Object.keys(changes).length) {
      await tx
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, target.id));
      for (const e of events) await writeOrganizationEvent(tx, e);
    }
    return {
      user: await getAdminUser(tx, target.id),
      disabled: changes.isActive === false,
      roles,
      active: changes.isActive ?? null,
    };
  });
}

/** A fresh invitation for someone who has not set a password yet. */
export async function resendInvitation(
  db: Db,
  input: { id: number; actorId: number; ctx: LetterContext },
): Promise<{ user: TAdminUser; invitationUrl: string }> {
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, input.id)).for('update');
    if (!target) throw notFound('Користувача не знайдено');
    if (target.passwordHash !== null) {
      throw new AppError(409, 'conflict', 'Користувач уже встановив пароль; запрошення не потрібне');
    }
    if (!target.isActive) throw new AppError(409, 'conflict', 'Обліковий запис вимкнено; спершу увімкніть його');
    const invitationUrl = await issueInvitation(tx, {
      user: target,
      ctx: input.ctx,
      letter: (url) => invitationLetter(input.ctx, url),
    });
    await writeOrganizationEvent(tx, {
      organizationId: target.organizationId,
      userId: target.id,
      actorId: input.actorId,
      action: 'invitation_resent',
    });
    return { user: await getAdminUser(tx, target.id), invitationUrl };
  });
}
