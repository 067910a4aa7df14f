import { sql, type SQL } from 'drizzle-orm';
import type { TTenderStatus } from '@tt/contracts/tenders';
import { tenders } from '../../db/schema/index.ts';
import { deadlineReachedSql, takingOffersSql } from '../deadline.ts';

const TOO_FEW_OFFERS = 'Подано менше пропозицій, ніж потрібно: ';

/** The reason of an automatic `unsuccessful`, e.g. «Подано менше пропозицій, ніж потрібно: 0 з 2». */
export const tooFewOffersReason = (submittedOffers: number, minOffers: number) =>
  `${TOO_FEW_OFFERS}${submittedOffers} з ${minOffers}`;

/** Submitted offers of the tender in the surrounding statement (index offers_tender_status_idx). */
export const submittedOffersSql = sql<number>`(select count(*)::int from offers where offers.tender_id = ${tenders.id} and offers.status = 'submitted')`;

/**
 * The status a reader sees. The deadline decides the instant it passes (domain/deadline.ts), so
 * a stored `published` past it reads as `evaluation` with at least `min_offers` submitted offers,
 * else as `unsuccessful` (deadlineOutcome in the lifecycle table); the scheduler later stores
 * the same thing, and readers never depend on it having run. CASE evaluates the count only for
 * a stored `published` past its deadline, which the scheduler keeps rare.
 */
export const effectiveStatusSql: SQL<TTenderStatus> = sql<TTenderStatus>`(case when ${deadlineReachedSql} then (case when ${submittedOffersSql} >= ${tenders.minOffers} then 'evaluation' else 'unsuccessful' end) else ${tenders.status} end)`;

/** The status reason as readers see it: stored, or tooFewOffersReason for an automatic `unsuccessful`. */
export const effectiveStatusReasonSql: SQL<string | null> = sql<
  string | null
>`(case when ${deadlineReachedSql} and ${submittedOffersSql} < ${tenders.minOffers} then ${TOO_FEW_OFFERS}::text || ${submittedOffersSql}::text || ' з ' || ${tenders.minOffers}::text else ${tenders.statusReason} end)`;

/**
 * A filter on the effective status that stays indexable: every branch starts with an equality
 * on the stored status (tenders_list_idx), and the offers count is only checked for stored
 * `published` tenders past their deadline.
 */
export function effectiveStatusIs(status: TTenderStatus): SQL {
  switch (status) {
    case 'published':
      return takingOffersSql();
    case 'evaluation':
      return sql`(${tenders.status} = 'evaluation' or (${deadlineReachedSql} and ${submittedOffersSql} >= ${tenders.minOffers}))`;
    case 'unsuccessful':
      return sql`(${tenders.status} = 'unsuccessful' or (${deadlineReachedSql} and ${submittedOffersSql} < ${tenders.minOffers}))`;
    default:
      return sql`${tenders.status} = ${status}`;
  }
}

/**
 * When a closed tender was decided as readers see it: the stored moment, or the deadline for a
 * stored `published` past it that reads as `unsuccessful` (the scheduler later stores the same).
 * Null while the tender is not closed.
 */
export const effectiveDecidedAtSql: SQL<Date | null> =
  sql<Date | null>`(case when ${deadlineReachedSql} and ${submittedOffersSql} < ${tenders.minOffers} then ${tenders.offersDeadline} else ${tenders.decidedAt} end)`.mapWith(
    tenders.decidedAt,
  );
