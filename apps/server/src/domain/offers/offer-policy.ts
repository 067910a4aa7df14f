import { sql } from 'drizzle-orm';
import type { TOfferStatus } from '@tt/contracts/offers';
import { tenders } from '../../db/schema/index.ts';
import type { OfferViewer } from '../viewer.ts';

/**
 * Offers the bank may ever read: drafts are the provider's private work and a withdrawn offer
 * was taken back before the deadline, so neither takes part in the evaluation
 * (docs/decisions/0007-sealed-offers.md).
 */
export const BANK_VISIBLE_OFFER_STATUSES: readonly TOfferStatus[] = ['submitted', 'won', 'lost'];

// Each column nested in its own sql, so drizzle keeps it qualified even in a one-table select
// (it writes top-level columns of those bare, and a bare "id" in the subquery would be h.id).
const tender = {
  id: sql`${tenders.id}`,
  status: sql`${tenders.status}`,
  offersDeadline: sql`${tenders.offersDeadline}`,
};

/**
 * Whether a tender's offers are unsealed for the bank, by the database clock: from the deadline
 * on (a stored `published` past it reads as evaluation) and in every outcome that follows it.
 * A tender cancelled while still taking offers keeps them sealed for ever: the bank never
 * reached the deadline, so it must never see prices it could reuse in a new call. A tender
 * cancelled after its deadline had its offers open already.
 */
export const offersUnsealedSql = sql<boolean>`(case
  when ${tender.status} = 'published' then ${tender.offersDeadline} <= now()
  when ${tender.status} in ('evaluation', 'awarded', 'completed', 'unsuccessful') then true
  when ${tender.status} = 'cancelled' then exists (
    select 1 from tender_history h
    where h.tender_id = ${tender.id} and h.action = 'cancelled' and h.details->>'from_status' not in ('draft', 'published'))
  else false end)`;

/** The one rule for reading a single offer; every branch that is false answers 404 alike. */
export function canSeeOffer(
  viewer: OfferViewer,
  offer: { organizationId: number; status: TOfferStatus; unsealed: boolean },
): boolean {
  // A provider sees its own organisation's offer, before and after the deadline.
  if (viewer.role === 'provider')
    return viewer.organizationId !== null && viewer.organizationId === offer.organizationId;
  // The bank only after the deadline, and only offers that take part in the evaluation.
  return viewer.actions['offer.view_all'] && offer.unsealed && BANK_VISIBLE_OFFER_STATUSES.includes(offer.status);
}
