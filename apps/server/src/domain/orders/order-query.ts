import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { kyivDayStartIso } from '@tt/contracts/kyiv-time';
import { type TOrderItem, type TOrderStatus, type ZOrderExportQuery } from '@tt/contracts/orders';
import type { DbOrTx } from '../../db/client.ts';
import { offerLots, offers, organizations, regions, tenderLots, tenders } from '../../db/schema/index.ts';
import { epochMsSql, isoFromEpochMs } from '../../lib/table-export.ts';
import { lotUnsuccessfulSql, lotWonSql } from '../tenders/lot-outcome.ts';
import { lotsCountSql } from '../tenders/tender-query.ts';
import { tenderTextMatchesSql } from '../tenders/tender-text-search.ts';
import {
  effectiveDecidedAtSql,
  effectiveStatusIs,
  effectiveStatusReasonSql,
  effectiveStatusSql,
} from '../tenders/tender-status.ts';

/** The filters and the order the archive's page and both exports share (ADR 0031). */
export type OrderFilters = z.output<typeof ZOrderExportQuery>;

/*
 * A row of the archive is one lot of a closed tender (ADR 0038): `tender_lots` joined to its
 * tender, so a single-site tender gives its one row as before. The lot's winner is the offer it
 * was awarded to (lotWonSql: a cancelled tender has none), and its price the offer's figure for
 * this lot (`offer_lots`), never the offer's sum over every lot it covers.
 */
const won = alias(offers, 'won');
const wonLot = alias(offerLots, 'won_lot');

/** The offers that bid on this lot (submitted, won or lost), not the tender's on all its lots. */
const lotOffersCountSql = sql<number>`(select count(*)::int from ${offerLots} bid join ${offers} bidder on bidder.id = bid.offer_id
  where bid.lot_id = ${tenderLots.id} and bidder.status in ('submitted', 'won', 'lost'))`;
const winnerOrg = alias(organizations, 'winner_org');
const lotWon = lotWonSql(tenderLots.outcome, tenders.status);
/** The lot did not take place though its tender did not end so as a whole: its own status and reason. */
const lotUnsuccessful = lotUnsuccessfulSql(tenderLots.outcome, tenders.status);
// Through its tender and its `won` status too (it is won when its lot is awarded), so the
// winners come from offers_won_idx rather than from every offer.
const wonJoin = and(eq(won.tenderId, tenders.id), eq(won.status, 'won'), eq(won.id, tenderLots.awardedOfferId), lotWon);
const wonLotJoin = and(eq(wonLot.offerId, won.id), eq(wonLot.lotId, tenderLots.id));

// Nested so drizzle keeps them qualified inside a subquery of the one-table count.
const tenderIdSql = sql`${tenders.id}`;
const tenderStatusSql = sql`${tenders.status}`;
const decidedAtSql = sql`${tenders.decidedAt}`;

/** (lot's budget − winning monthly price) × contract months, in numeric; null without either. */
const savingsSql = sql`((${tenderLots.budgetMonthly} - ${wonLot.monthlyPrice}) * ${tenders.contractMonths})`;

/** The row's status and reason: the lot's own `unsuccessful`, else the tender's as readers see it. */
const rowStatusSql = sql<TOrderStatus>`(case when ${lotUnsuccessful} then 'unsuccessful' else ${effectiveStatusSql} end)`;
const rowStatusReasonSql = sql<
  string | null
>`(case when ${lotUnsuccessful} then ${tenderLots.outcomeReason} else ${effectiveStatusReasonSql} end)`;

const SORT_COLUMNS = {
  decided_at: effectiveDecidedAtSql,
  published_at: sql`${tenders.publishedAt}`,
  offers_deadline: sql`${tenders.offersDeadline}`,
  number: sql`${tenders.number}`,
  winning_price: sql`${wonLot.monthlyPrice}`,
  budget: sql`${tenderLots.budgetMonthly}`,
  savings: savingsSql,
} satisfies Record<string, SQL>;

/**
 * One row as both drivers hand it over the same way: integers as int4, money as numeric text,
 * instants as epoch milliseconds. Every field is named, so a cursor's raw rows carry the names.
 */
const orderFields = {
  id: sql<number>`${tenders.id}`.as('id'),
  number: sql<string>`${tenders.number}`.as('number'),
  title: sql<string>`${tenders.title}`.as('title'),
  lot_id: sql<number>`${tenderLots.id}`.as('lot_id'),
  lot_position: sql<number>`${tenderLots.position}`.as('lot_position'),
  lots_count: sql<number>`${lotsCountSql}`.as('lots_count'),
  region_id: sql<number>`${tenderLots.regionId}`.as('region_id'),
  region_name: sql<string>`${regions.name}`.as('region_name'),
  branch_name: sql<string>`${tenderLots.branchName}`.as('branch_name'),
  status: sql<TOrderStatus>`${rowStatusSql}`.as('status'),
  status_reason: sql<string | null>`${rowStatusReasonSql}`.as('status_reason'),
  published_at: epochMsSql(tenders.publishedAt).as('published_at'),
  offers_deadline: epochMsSql(tenders.offersDeadline).as('offers_deadline'),
  decided_at: epochMsSql(effectiveDecidedAtSql).as('decided_at'),
  // As the tender card shows it to the bank (sealed-offers §3): the same figure, no more.
  offers_count: sql<number>`${lotOffersCountSql}`.as('offers_count'),
  winner_id: sql<number | null>`${winnerOrg.id}`.as('winner_id'),
  winner_name: sql<string | null>`${winnerOrg.name}`.as('winner_name'),
  winning_monthly_price: sql<string | null>`${wonLot.monthlyPrice}::text`.as('winning_monthly_price'),
  contract_months: sql<number>`${tenders.contractMonths}`.as('contract_months'),
  budget_monthly: sql<string | null>`${tenderLots.budgetMonthly}::text`.as('budget_monthly'),
  savings: sql<string | null>`${savingsSql}::text`.as('savings'),
};

export interface RawOrderRow {
  id: number;
  number: string;
  title: string;
  lot_id: number;
  lot_position: number;
  lots_count: number;
  region_id: number;
  region_name: string;
  branch_name: string;
  status: TOrderStatus;
  status_reason: string | null;
  published_at: number | null;
  offers_deadline: number;
  decided_at: number;
  offers_count: number;
  winner_id: number | null;
  winner_name: string | null;
  winning_monthly_price: string | null;
  contract_months: number;
  budget_monthly: string | null;
  savings: string | null;
}

export function toOrderItem(row: RawOrderRow): TOrderItem {
  return {
    id: Number(row.id),
    number: row.number,
    title: row.title,
    lot_id: Number(row.lot_id),
    lot_position: Number(row.lot_position),
    lots_count: Number(row.lots_count),
    region_id: Number(row.region_id),
    region_name: row.region_name,
    branch_name: row.branch_name,
    status: row.status,
    status_reason: row.status_reason,
    published_at: row.published_at === null ? null : isoFromEpochMs(row.published_at),
    offers_deadline: isoFromEpochMs(row.offers_deadline),
    decided_at: isoFromEpochMs(row.decided_at),
    offers_count: Number(row.offers_count),
    winner: row.winner_id === null ? null : { organization_id: Number(row.winner_id), name: row.winner_name ?? '' },
    winning_monthly_price: row.winning_monthly_price,
    contract_months: Number(row.contract_months),
    budget_monthly: row.budget_monthly,
    savings: row.savings,
  };
}

function nextDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + 1)).toISOString().slice(0, 10);
}

/**
 * [start, end) of the filters' Kyiv days (from the first day's midnight to the one after the
 * last, both days included) on a moment, or nothing without a period.
 */
function within(filters: OrderFilters, moment: SQL): SQL | undefined {
  if (!filters.from && !filters.to) return undefined;
  const start = filters.from ? kyivDayStartIso(filters.from)! : null;
  const end = filters.to ? kyivDayStartIso(nextDay(filters.to))! : null;
  return and(start ? sql`${moment} >= ${start}` : undefined, end ? sql`${moment} < ${end}` : undefined);
}

/** The tenders with a lot declared unsuccessful (tender_lots_unsuccessful_idx, migration 0018): few. */
const withUnsuccessfulLot = sql`${tenderIdSql} in (select ${tenderLots.tenderId} from ${tenderLots} where ${tenderLots.outcome} = 'unsuccessful')`;

/**
 * The status filter on the tender: a lot reads `unsuccessful` on its own only in a tender stored
 * awarded or completed, so those of them with such a lot are candidates for it too; lotFilters
 * keeps their rows.
 */
function tenderStatusIs(status: TOrderStatus): SQL {
  if (status !== 'unsuccessful') return effectiveStatusIs(status);
  return sql`(${effectiveStatusIs('unsuccessful')} or (${tenderStatusSql} in ('awarded', 'completed') and ${withUnsuccessfulLot}))`;
}

/**
 * The filters on the tender besides the status and the period, the same for both parts of the
 * archive. The region and the winner are the lot's (lotFilters); here they are said of the
 * tender, from its own indexes, as a tender with a lot they keep: a lot in the region (the row
 * is lot 1's site; tender_lots_region_idx for the others), an offer that won a lot (`won`).
 */
function otherFilters(filters: OrderFilters): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
  if (filters.region_id) {
    conditions.push(
      sql`(${tenders.regionId} = ${filters.region_id} or ${tenderIdSql} in (select ${tenderLots.tenderId} from ${tenderLots} where ${tenderLots.regionId} = ${filters.region_id} and ${tenderLots.position} > 1))`,
    );
  }
  if (filters.winner_id) {
    conditions.push(
      sql`exists (select 1 from ${offers} w where w.tender_id = ${tenderIdSql} and w.status = 'won' and w.organization_id = ${filters.winner_id} and ${tenderStatusSql} in ('awarded', 'completed'))`,
    );
  }
  // As the tenders list finds a tender: every lot of a tender found is listed.
  if (filters.q) conditions.push(tenderTextMatchesSql(filters.q));
  return conditions;
}

/** The filters on a row's lot: its region, its winner and its own outcome. */
function lotFilters(filters: OrderFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.region_id) conditions.push(sql`${tenderLots.regionId} = ${filters.region_id}`);
  if (filters.winner_id) {
    conditions.push(
      sql`(${lotWon} and exists (select 1 from ${offers} w where w.id = ${tenderLots.awardedOfferId} and w.organization_id = ${filters.winner_id}))`,
    );
  }
  if (filters.status === 'unsuccessful')
    conditions.push(sql`(${effectiveStatusIs('unsuccessful')} or ${lotUnsuccessful})`);
  else if (filters.status === 'awarded' || filters.status === 'completed') conditions.push(sql`not ${lotUnsuccessful}`);
  return conditions;
}

/**
 * A tender with at least one row the lot filters keep. Each filter said of the tender alone
 * (otherFilters, tenderStatusIs) already means that; two of them together may be met by
 * different lots, so then the lots are looked at.
 */
function hasLotRow(filters: OrderFilters): SQL | undefined {
  const conditions = lotFilters(filters);
  if (conditions.length < 2) return undefined;
  return sql`exists (select 1 from ${tenderLots} where ${tenderLots.tenderId} = ${tenderIdSql} and ${and(...conditions)})`;
}

/*
 * The archive is two disjoint parts, each readable from an index:
 * - stored: decided_at is set exactly when a tender closes, and closing is final (migration
 *   0009), so a row with it reads as stored and was decided at decided_at; tenders_decided_idx
 *   holds these rows in the archive's order;
 * - derived: a stored `published` past its deadline that reads as unsuccessful, decided at its
 *   deadline (effectiveStatusIs, effectiveDecidedAtSql); rare, the scheduler stores them within
 *   seconds.
 */
/** `status` is the tender's status filter: tenderStatusIs of the filters' by default. */
function storedPart(filters: OrderFilters, status = filters.status && tenderStatusIs(filters.status)): SQL {
  return and(sql`${decidedAtSql} is not null`, status, within(filters, decidedAtSql), ...otherFilters(filters))!;
}

function derivedPart(filters: OrderFilters, status = filters.status && tenderStatusIs(filters.status)): SQL {
  return and(
    sql`${tenderStatusSql} = 'published'`,
    effectiveStatusIs('unsuccessful'),
    status,
    within(filters, effectiveDecidedAtSql),
    ...otherFilters(filters),
  )!;
}

/** The WHERE of the archive's rows: tenders closed as readers see it, then the filters of the tender and of the lot. */
export function orderWhere(filters: OrderFilters): SQL {
  return and(or(storedPart(filters), derivedPart(filters)), ...lotFilters(filters))!;
}

const direction = (sort: OrderFilters['sort']) => (sort.startsWith('-') ? sql`desc nulls last` : sql`asc nulls first`);

/**
 * The ORDER BY: the chosen column, then the tender's id, so equal values keep one order on every
 * page and in the file, then the lot's position, so a tender's lots read in their order.
 */
function orderBy(sort: OrderFilters['sort']): SQL[] {
  const column = SORT_COLUMNS[sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  return [sql`${column} ${direction(sort)}`, sql`${tenders.id} ${direction(sort)}`, sql`${tenderLots.position} asc`];
}

/** The select of the archive's rows, without their choice or order: one per lot, its region, winner and price. */
function orderRows(db: DbOrTx) {
  return db
    .select(orderFields)
    .from(tenders)
    .innerJoin(tenderLots, eq(tenderLots.tenderId, tenders.id))
    .innerJoin(regions, eq(regions.id, tenderLots.regionId))
    .leftJoin(won, wonJoin)
    .leftJoin(wonLot, wonLotJoin)
    .leftJoin(winnerOrg, eq(winnerOrg.id, won.organizationId));
}

/** The one select of the archive: the exports take all of it, a page sorted by anything but the decision a slice. */
export function orderSelect(db: DbOrTx, filters: OrderFilters) {
  return orderRows(db)
    .where(orderWhere(filters))
    .orderBy(...orderBy(filters.sort));
}

/**
 * One page of the archive in orderSelect's order. Sorted by the decision (the default), each
 * part gives its first offset + limit tenders with a row the filters keep, in that order (the
 * stored part straight from tenders_decided_idx); a tender has at least one such row, so the
 * page's rows are among the lots of those tenders merged, and are cut from them: no sort of the
 * whole archive, and only the page's rows are read in full. Other sorts sort every row the
 * filters keep.
 */
export function orderPage(db: DbOrTx, filters: OrderFilters, limit: number, offset: number) {
  if (filters.sort !== 'decided_at' && filters.sort !== '-decided_at')
    return orderSelect(db, filters).limit(limit).offset(offset);
  const dir = direction(filters.sort);
  const first = offset + limit;
  const withRow = (part: SQL) => and(part, hasLotRow(filters))!;
  const stored = sql`select ${tenderIdSql} as id, ${decidedAtSql} as decided from ${tenders} where ${withRow(storedPart(filters))} order by ${decidedAtSql} ${dir}, ${tenderIdSql} ${dir} limit ${first}`;
  const derived = sql`select ${tenderIdSql} as id, ${effectiveDecidedAtSql} as decided from ${tenders} where ${withRow(derivedPart(filters))} order by 2 ${dir}, 1 ${dir} limit ${first}`;
  const tendersFirst = sql`(select id, decided from ((${stored}) union all (${derived})) as parts order by decided ${dir}, id ${dir} limit ${first})`;
  // The page's lots, from those tenders' lots alone, before anything is shown of them.
  const lots = lotFilters(filters);
  const slice = sql`(select p.id, p.decided, ${tenderLots.id} as lot_id, ${tenderLots.position} as position
    from ${tendersFirst} p join ${tenderLots} on ${tenderLots.tenderId} = p.id
    ${lots.length ? sql`join ${tenders} on ${tenderIdSql} = p.id where ${and(...lots)}` : sql``}
    order by p.decided ${dir}, p.id ${dir}, ${tenderLots.position} asc limit ${limit} offset ${offset}) as slice`;
  return orderRows(db)
    .innerJoin(slice, sql`slice.lot_id = ${tenderLots.id}`)
    .orderBy(sql`slice.decided ${dir}`, sql`slice.id ${dir}`, sql`slice.position asc`);
}

/**
 * How many rows the filters keep: each part counted apart, as few lots looked at as can be. Lot
 * 1's site is the tender row's, so without a filter on the winner a single-site tender's lot is
 * never read: the tenders are counted from their indexes (in the region asked for) and their
 * lots beyond the first added (a partial index, migration 0018). For awarded and completed, the
 * lots declared unsuccessful are taken away; for `unsuccessful`, every lot of the tenders that
 * did not take place is counted and the lots declared unsuccessful of the others added (another
 * partial index). With the winner, the rows of the tenders it keeps are counted.
 */
export async function countOrders(db: DbOrTx, filters: OrderFilters): Promise<number> {
  const inRegion = (regionId: SQL) => (filters.region_id ? sql`${regionId} = ${filters.region_id}` : undefined);
  const lotsOf = (part: SQL, which: SQL) =>
    sql`(select count(*) from ${tenderLots} join ${tenders} on ${tenderIdSql} = ${tenderLots.tenderId} where ${and(which, inRegion(sql`${tenderLots.regionId}`))} and ${part})`;
  const rowsOf = (part: SQL) =>
    sql`((select count(*) from ${tenders} where ${and(part, inRegion(sql`${tenders.regionId}`))}) + ${lotsOf(part, sql`${tenderLots.position} > 1`)})`;
  const unsuccessfulLot = sql`${tenderLots.outcome} = 'unsuccessful'`;
  // The region is counted by lot below, not said of the tender: that would hide the row's index.
  const byLot = { ...filters, region_id: undefined };
  const count = (partOf: typeof storedPart) => {
    if (filters.winner_id)
      return sql`(select count(*) from ${tenders} join ${tenderLots} on ${tenderLots.tenderId} = ${tenderIdSql} where ${partOf(filters)} and ${and(...lotFilters(filters))})`;
    if (filters.status === 'unsuccessful') {
      const decidedByLots = sql`${tenderStatusSql} in ('awarded', 'completed')`;
      return sql`(${rowsOf(partOf(byLot, effectiveStatusIs('unsuccessful')))} + ${lotsOf(partOf(byLot, decidedByLots), unsuccessfulLot)})`;
    }
    if (filters.status === 'awarded' || filters.status === 'completed')
      return sql`(${rowsOf(partOf(byLot))} - ${lotsOf(partOf(byLot), unsuccessfulLot)})`;
    return rowsOf(partOf(byLot));
  };
  const result = await db.execute(sql`select (${count(storedPart)} + ${count(derivedPart)})::int as total`);
  return Number((result as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0);
}
