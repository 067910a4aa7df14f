import { eq, sql } from 'drizzle-orm';
import type { TProviderSummary } from '@tt/contracts/provider-account';
import type { DbOrTx } from '../../db/client.ts';
import { offers, organizations } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { toOrganization } from '../accounts/presenters.ts';
import { listOrganizationEvents } from '../admin/events.ts';

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
  const events = await listOrganizationEvents(db, organizationId, { limit: 20, viewer: 'provider' });
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
