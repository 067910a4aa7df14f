import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TProviderSummary } from '@tt/contracts/provider-account';
import type { DbOrTx } from '../../db/client.ts';
import { offers, organizationEvents, organizations, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { toOrganization } from '../accounts/presenters.ts';

/**
 * The organisation card with its verification and figures. Win rate counts decided offers
 * only (won / (won + lost)): an offer still under evaluation is neither a win nor a loss.
 */
export async function providerSummary(db: DbOrTx, organizationId: number): Promise<TProviderSummary> {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  if (!org) throw notFound('Організацію не знайдено');
  const [figures] = await db
    .select({
      participated: sql<number>`count(*) filter (where ${offers.status} <> 'draft')::int`,
      submitted: sql<number>`count(*) filter (where ${offers.status} in ('submitted', 'won', 'lost'))::int`,
      won: sql<number>`count(*) filter (where ${offers.status} = 'won')::int`,
      lost: sql<number>`count(*) filter (where ${offers.status} = 'lost')::int`,
    })
    .from(offers)
    .where(eq(offers.organizationId, organizationId));
  const events = await recentEvents(db, organizationId);
  const won = Number(figures?.won ?? 0);
  const lost = Number(figures?.lost ?? 0);
  return {
    organization: toOrganization(org),
    verification: {
      state: org.isBlocked ? 'blocked' : org.isVerify ? 'verified' : 'pending',
      verified_at: org.verifiedAt ? org.verifiedAt.toISOString() : null,
      blocked_reason: org.isBlocked ? org.blockedReason : null,
    },
    stats: {
      tenders_participated: Number(figures?.participated ?? 0),
      offers_submitted: Number(figures?.submitted ?? 0),
      offers_won: won,
      offers_lost: lost,
      win_rate: won + lost > 0 ? won / (won + lost) : null,
    },
    events,
  };
}

const actor = alias(users, 'actor');
const subject = alias(users, 'subject');

/** What happened to the organisation lately. Bank staff stay unnamed: the provider sees «Банк». */
async function recentEvents(db: DbOrTx, organizationId: number): Promise<TProviderSummary['events']> {
  const rows = await db
    .select({
      id: organizationEvents.id,
      action: organizationEvents.action,
      reason: organizationEvents.reason,
      details: organizationEvents.details,
      createdAt: organizationEvents.createdAt,
      actorRole: actor.role,
      actorName: sql<string | null>`nullif(trim(${actor.firstName} || ' ' || ${actor.lastName}), '')`,
      userEmail: subject.email,
    })
    .from(organizationEvents)
    .leftJoin(actor, eq(actor.id, organizationEvents.actorId))
    .leftJoin(subject, eq(subject.id, organizationEvents.userId))
    .where(eq(organizationEvents.organizationId, organizationId))
    .orderBy(desc(organizationEvents.id))
    .limit(20);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    reason: r.reason,
    details: (r.details ?? {}) as Record<string, unknown>,
    actor_name: r.actorRole === 'bank' ? null : r.actorName,
    user_email: r.userEmail,
    created_at: r.createdAt.toISOString(),
  }));
}
