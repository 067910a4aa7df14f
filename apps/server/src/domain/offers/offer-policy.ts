import { sql } from 'drizzle-orm';
import {
  AFTER_DEADLINE_STATUSES,
  BANK_VISIBLE_OFFER_STATUSES,
  OFFER_LIFECYCLE,
  stepAllowed,
  type TOfferAbilities,
  type TOfferStep,
} from '@tt/contracts/lifecycles';
import type { TOfferStatus } from '@tt/contracts/offers';
import { tenders } from '../../db/schema/index.ts';
import { deadlineAheadSql } from '../deadline.ts';
import type { AbilityViewer, OfferViewer } from '../viewer.ts';

// Each column nested in its own sql, so drizzle keeps it qualified even in a one-table select
// (it writes top-level columns of those bare, and a bare "id" in the subquery would be h.id).
const tender = { id: sql`${tenders.id}`, status: sql`${tenders.status}` };
const afterDeadline = sql.join(
  AFTER_DEADLINE_STATUSES.map((s) => sql.raw(`'${s}'`)),
  sql`, `,
);

/**
 * Whether a tender's offers are unsealed for the bank, by the database clock: from the deadline
 * on (a stored `published` past it reads as evaluation) and in every outcome that follows it.
 * A tender cancelled while still taking offers keeps them sealed for ever: the bank never
 * reached the deadline, so it must never see prices it could reuse in a new call. A tender
 * cancelled after its deadline had its offers open already.
 */
export const offersUnsealedSql = sql<boolean>`(case
  when ${tender.status} = 'published' then not ${deadlineAheadSql()}
  when ${tender.status} in (${afterDeadline}) then true
  when ${tender.status} = 'cancelled' then exists (
    select 1 from tender_history h
    where h.tender_id = ${tender.id} and h.action = 'cancelled' and h.details->>'from_status' in (${afterDeadline}))
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
  return (
    viewer.actions['offer.view_all'] &&
    offer.unsealed &&
    (BANK_VISIBLE_OFFER_STATUSES as readonly TOfferStatus[]).includes(offer.status)
  );
}

/**
 * What the viewer may do with the offer now: only its own organisation's provider, only while
 * the tender takes offers, by the offer lifecycle table. Submitting, and changing a submitted
 * offer, also need a verified organisation (the write gate checks the same).
 */
export function offerAbilities(
  viewer: AbilityViewer,
  offer: { organizationId: number; status: TOfferStatus; tenderAccepting: boolean },
): TOfferAbilities {
  const own = viewer.role === 'provider' && viewer.organizationId === offer.organizationId;
  const steps = OFFER_LIFECYCLE[offer.status];
  const may = (step: TOfferStep) => own && offer.tenderAccepting && stepAllowed(steps[step], viewer.actions);
  const verified = viewer.orgVerified === true;
  return {
    edit: may('edit') && (offer.status !== 'submitted' || verified),
    submit: may('submit') && verified,
    withdraw: may('withdraw'),
    documents: may('documents'),
  };
}
