import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A lot's decision as the lists that speak per lot read it (ADR 0038: the orders archive, the
 * statistics, a provider's history): the bank's decision on the lot stands unless the tender was
 * cancelled afterwards, when no lot of it has a winner or an outcome of its own. Null while the
 * lot is undecided. `status` is the tender's stored status.
 */
export const lotOutcomeSql = (
  outcome: AnyPgColumn | SQL,
  status: AnyPgColumn | SQL,
): SQL<'awarded' | 'unsuccessful' | null> =>
  sql<'awarded' | 'unsuccessful' | null>`(case when ${status} = 'cancelled' then null else ${outcome} end)`;

/** The lot has a winner: the offer it was awarded to (`awarded_offer_id`). */
export const lotWonSql = (outcome: AnyPgColumn | SQL, status: AnyPgColumn | SQL): SQL =>
  sql`(${lotOutcomeSql(outcome, status)} is not distinct from 'awarded')`;

/** The lot itself did not take place: declared unsuccessful, with its own reason. */
export const lotUnsuccessfulSql = (outcome: AnyPgColumn | SQL, status: AnyPgColumn | SQL): SQL =>
  sql`(${lotOutcomeSql(outcome, status)} is not distinct from 'unsuccessful')`;
