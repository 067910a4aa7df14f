import { sql, type SQL } from 'drizzle-orm';
import type { TTenderStatus } from '@tt/contracts/tenders';
import { tenders } from '../../db/schema/index.ts';

/** What a stored `published` tender turns into when its deadline passes. */
export type DeadlineOutcome = 'evaluation' | 'unsuccessful';

/** Enough submitted offers: the bank evaluates them; too few: the tender did not take place (PRODUCT.md §3). */
export const deadlineOutcome = (submittedOffers: number, minOffers: number): DeadlineOutcome =>
  submittedOffers >= minOffers ? 'evaluation' : 'unsuccessful';

const TOO_FEW_OFFERS = 'Подано менше пропозицій, ніж потрібно: ';

/** The reason of an automatic `unsuccessful`, e.g. «Подано менше пропозицій, ніж потрібно: 0 з 2». */
export const tooFewOffersReason = (submittedOffers: number, minOffers: number) =>
  `${TOO_FEW_OFFERS}${submittedOffers} з ${minOffers}`;

export interface StatusFacts {
  status: TTenderStatus;
  statusReason: string | null;
  offersDeadline: Date;
  minOffers: number;
  /** Offers in status `submitted` (before the deadline nothing else counts). */
  submittedOffers: number;
}

/**
 * The status a reader sees. The deadline decides the instant it passes, so a stored
 * `published` whose deadline is not in the future reads as `evaluation` with at least
 * `min_offers` submitted offers, else as `unsuccessful`; the scheduler later stores the same
 * thing, and readers never depend on it having run. The same rule exists in SQL below.
 */
export function effectiveStatus(facts: Omit<StatusFacts, 'statusReason'>, now: Date): TTenderStatus {
  if (facts.status !== 'published' || facts.offersDeadline.getTime() > now.getTime()) return facts.status;
  return deadlineOutcome(facts.submittedOffers, facts.minOffers);
}

/** The reason shown with the status: stored, or derived for an automatic `unsuccessful`. */
export function effectiveStatusReason(facts: StatusFacts, now: Date): string | null {
  if (facts.status === 'published' && effectiveStatus(facts, now) === 'unsuccessful') {
    return tooFewOffersReason(facts.submittedOffers, facts.minOffers);
  }
  return facts.statusReason;
}

/** Submitted offers of the tender in the surrounding statement (index offers_tender_status_idx). */
export const submittedOffersSql = sql<number>`(select count(*)::int from offers where offers.tender_id = ${tenders.id} and offers.status = 'submitted')`;

const deadlinePassedSql = sql`(${tenders.status} = 'published' and ${tenders.offersDeadline} <= now())`;

/**
 * The effective status as an SQL expression (database clock). CASE evaluates the count only for
 * a stored `published` past its deadline, which the scheduler keeps rare.
 */
export const effectiveStatusSql: SQL<TTenderStatus> = sql<TTenderStatus>`(case when ${deadlinePassedSql} then (case when ${submittedOffersSql} >= ${tenders.minOffers} then 'evaluation' else 'unsuccessful' end) else ${tenders.status} end)`;

/** The effective status reason as an SQL expression, built from the same text as tooFewOffersReason. */
export const effectiveStatusReasonSql: SQL<string | null> = sql<
  string | null
>`(case when ${deadlinePassedSql} and ${submittedOffersSql} < ${tenders.minOffers} then ${TOO_FEW_OFFERS}::text || ${submittedOffersSql}::text || ' з ' || ${tenders.minOffers}::text else ${tenders.statusReason} end)`;

/**
 * A filter on the effective status that stays indexable: every branch starts with an equality
 * on the stored status (tenders_list_idx), and the offers count is only checked for stored
 * `published` tenders past their deadline.
 */
export function effectiveStatusIs(status: TTenderStatus): SQL {
  switch (status) {
    case 'published':
      return sql`(${tenders.status} = 'published' and ${tenders.offersDeadline} > now())`;
    case 'evaluation':
      return sql`(${tenders.status} = 'evaluation' or (${deadlinePassedSql} and ${submittedOffersSql} >= ${tenders.minOffers}))`;
    case 'unsuccessful':
      return sql`(${tenders.status} = 'unsuccessful' or (${deadlinePassedSql} and ${submittedOffersSql} < ${tenders.minOffers}))`;
    default:
      return sql`${tenders.status} = ${status}`;
  }
}
