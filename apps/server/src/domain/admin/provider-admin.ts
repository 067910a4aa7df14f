import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TProviderDetails } from '@tt/contracts/admin';
import type { TAdminProviderPage, TProviderListQuery } from '@tt/contracts/providers';
import type { TTenderStatus } from '@tt/contracts/tenders';
import type { TOfferStatus } from '@tt/contracts/offers';
import type { Db } from '../../db/client.ts';
import { offers, organizations, tenders, users } from '../../db/schema/index.ts';
import { invalidTransition, notFound } from '../../lib/app-error.ts';
import { toOrganization } from '../accounts/presenters.ts';
import type { LetterContext } from '../mail/templates.ts';
import { BANK_VISIBLE_OFFER_STATUSES } from '@tt/contracts/lifecycles';
import { offersUnsealedSql } from '../offers/offer-policy.ts';
import { escapeLike } from '../../lib/escape-like.ts';
import { effectiveStatusSql } from '../tenders/tender-status.ts';
import { writeOrganizationEvent, listOrganizationEvents } from './events.ts';
import { organizationBlockedLetter, organizationVerifiedLetter, queueToOrganizationUsers } from './letters.ts';
import { toAdminUser } from './user-admin.ts';

type ListQuery = Omit<TProviderListQuery, 'page' | 'verified' | 'blocked' | 'pipeline' | 'paperless'> & {
  page: number;
  page_size: number;
  verified?: boolean;
  blocked?: boolean;
  pipeline?: boolean;
  paperless?: boolean;
};

// Qualified by hand: in a one-table select drizzle writes its columns bare, and a bare "id" here would be u.id.
const orgIdSql = sql.raw('"organizations"."id"');
const usersCount = sql<number>`(select count(*)::int from users u where u.organization_id = ${orgIdSql})`;

/** The administration list: search by name, brand, ЄДРПОУ or a user's e-mail; four yes/no filters. */
export async function listProvidersPage(db: Db, query: ListQuery): Promise<TAdminProviderPage> {
  const conditions: SQL[] = [];
  if (query.q) {
    const like = `%${escapeLike(query.q.toLowerCase())}%`;
    conditions.push(
      sql`(lower(${organizations.name}) like ${like} or lower(${organizations.brand}) like ${like} or ${organizations.edr} like ${like}
        or exists (select 1 from users u where u.organization_id = ${orgIdSql} and lower(u.email) like ${like}))`,
    );
  }
  if (query.verified !== undefined) conditions.push(eq(organizations.isVerify, query.verified));
  if (query.blocked !== undefined) conditions.push(eq(organizations.isBlocked, query.blocked));
  if (query.pipeline !== undefined) conditions.push(eq(organizations.isPipeline, query.pipeline));
  if (query.paperless !== undefined) conditions.push(eq(organizations.isPaperLess, query.paperless));
  const where = conditions.length ? and(...conditions) : undefined;

  const [rows, [total]] = await Promise.all([
    db
      .select({ org: organizations, usersCount })
      .from(organizations)
      .where(where)
      // Those waiting for verification first: that is the admin's queue.
      .orderBy(asc(organizations.isVerify), desc(organizations.createdAt), desc(organizations.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(organizations).where(where),
  ]);
  return {
    items: rows.map(({ org, usersCount: n }) => ({
      id: org.id,
      name: org.name,
      brand: org.brand,
      edr: org.edr,
      ipn: org.ipn,
      website: org.website,
      is_pipeline: org.isPipeline,
      is_paper_less: org.isPaperLess,
      is_blocked: org.isBlocked,
      is_verify: org.isVerify,
      blocked_reason: org.blockedReason,
      users_count: n,
      created_at: org.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

/** One provider with everything the card shows. Offers only as the sealing rule allows. */
export async function getProviderDetails(db: Db, id: number): Promise<TProviderDetails> {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, id));
  if (!org) throw notFound('Провайдера не знайдено');

  const [userRows, offerRows, events, verifier] = await Promise.all([
    db
      .select({ user: users, orgName: organizations.name })
      .from(users)
      .leftJoin(organizations, eq(organizations.id, users.organizationId))
      .where(eq(users.organizationId, id))
      .orderBy(asc(users.id)),
    db
      .select({
        id: offers.id,
        status: offers.status,
        monthlyPrice: offers.monthlyPrice,
        installationPrice: offers.installationPrice,
        submittedAt: offers.submittedAt,
        tenderId: tenders.id,
        number: tenders.number,
        title: tenders.title,
        tenderStatus: effectiveStatusSql,
      })
      .from(offers)
      .innerJoin(tenders, eq(tenders.id, offers.tenderId))
      .where(
        and(
          eq(offers.organizationId, id),
          inArray(offers.status, [...BANK_VISIBLE_OFFER_STATUSES]),
          sql`${offersUnsealedSql}`,
        ),
      )
      .orderBy(desc(tenders.offersDeadline), desc(offers.id)),
    listOrganizationEvents(db, id, { limit: 200, viewer: 'bank' }),
    org.verifiedBy
      ? db
          .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
          .from(users)
          .where(eq(users.id, org.verifiedBy))
      : Promise.resolve([]),
  ]);

  const won = offerRows.filter((o) => o.status === 'won').length;
  const lost = offerRows.filter((o) => o.status === 'lost').length;
  const v = verifier[0];
  return {
    ...toOrganization(org),
    blocked_reason: org.blockedReason,
    verified_at: org.verifiedAt?.toISOString() ?? null,
    verified_by_name: v ? `${v.firstName} ${v.lastName}`.trim() || v.email : null,
    created_at: org.createdAt.toISOString(),
    users: userRows.map((r) => toAdminUser(r.user, r.orgName)),
    offers: offerRows.map((o) => ({
      id: o.id,
      tender: { id: o.tenderId, number: o.number, title: o.title, status: o.tenderStatus as TTenderStatus },
      status: o.status as TOfferStatus,
      monthly_price: o.monthlyPrice,
      installation_price: o.installationPrice,
      submitted_at: o.submittedAt?.toISOString() ?? null,
    })),
    stats: { offers: offerRows.length, won, lost, win_rate: won + lost ? won / (won + lost) : null },
    events,
  };
}

interface ActionInput {
  id: number;
  actorId: number;
  ctx: LetterContext;
}

/** Marks the organisation verified: its users may submit offers from now on; they get a letter. */
export async function verifyProvider(db: Db, { id, actorId, ctx }: ActionInput): Promise<void> {
  await db.transaction(async (tx) => {
    const [org] = await tx
      .update(organizations)
      .set({ isVerify: true, verifiedAt: new Date(), verifiedBy: actorId })
      .where(and(eq(organizations.id, id), eq(organizations.isVerify, false)))
      .returning({ name: organizations.name });
    if (!org) {
      await mustExist(tx, id);
      throw invalidTransition('Організацію вже верифіковано');
    }
    await writeOrganizationEvent(tx, { organizationId: id, actorId, action: 'verified' });
    await queueToOrganizationUsers(tx, id, 'organization_verified', organizationVerifiedLetter(ctx, org.name));
  });
}

/**
 * Blocks the organisation. The caller then ends its users' sessions; the session loader also
 * refuses any session of a blocked organisation, so one started meanwhile dies on its next call.
 */
export async function blockProvider(db: Db, { id, actorId, ctx, reason }: ActionInput & { reason: string }) {
  await db.transaction(async (tx) => {
    const [org] = await tx
      .update(organizations)
      .set({ isBlocked: true, blockedReason: reason })
      .where(and(eq(organizations.id, id), eq(organizations.isBlocked, false)))
      .returning({ name: organizations.name });
    if (!org) {
      await mustExist(tx, id);
      throw invalidTransition('Організацію вже заблоковано');
    }
    await writeOrganizationEvent(tx, { organizationId: id, actorId, action: 'blocked', reason });
    // Letters first go to the outbox inside the same transaction, before the users lose access.
    await queueToOrganizationUsers(tx, id, 'organization_blocked', organizationBlockedLetter(ctx, org.name, reason));
  });
}

export async function unblockProvider(db: Db, { id, actorId }: Omit<ActionInput, 'ctx'>): Promise<void> {
  await db.transaction(async (tx) => {
    const [org] = await tx
      .update(organizations)
      .set({ isBlocked: false, blockedReason: null })
      .where(and(eq(organizations.id, id), eq(organizations.isBlocked, true)))
      .returning({ id: organizations.id });
    if (!org) {
      await mustExist(tx, id);
      throw invalidTransition('Організацію не заблоковано');
    }
    await writeOrganizationEvent(tx, { organizationId: id, actorId, action: 'unblocked' });
  });
}

async function mustExist(db: Pick<Db, 'select'>, id: number) {
  const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id));
  if (!row) throw notFound('Провайдера не знайдено');
}
