import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { kyivDayStartIso } from '@tt/contracts/kyiv-time';
import { ORDER_STATUSES, type TOrderItem, type TOrderStatus, type ZOrderExportQuery } from '@tt/contracts/orders';
import type { DbOrTx } from '../../db/client.ts';
import { offers, organizations, regions, tenders } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/escape-like.ts';
import { epochMsSql, isoFromEpochMs } from '../../lib/table-export.ts';
import { deadlineReachedSql } from '../deadline.ts';
import { offersCountSql } from '../tenders/tender-query.ts';
import {
  effectiveDecidedAtSql,
  effectiveStatusIs,
  effectiveStatusReasonSql,
  effectiveStatusSql,
  submittedOffersSql,
} from '../tenders/tender-status.ts';

/** The filters and the order the archive's page and both exports share (ADR 0031). */
export type OrderFilters = z.output<typeof ZOrderExportQuery>;

/** The winning offer: only an awarded or completed tender has one. */
const won = alias(offers, 'won');
const winnerOrg = alias(organizations, 'winner_org');
const wonJoin = and(eq(won.tenderId, tenders.id), eq(won.status, 'won'), sql`${tenders.status} in ('awarded', 'completed')`);

// Nested so drizzle keeps them qualified inside a subquery of the one-table count.
const tenderIdSql = sql`${tenders.id}`;
const tenderStatusSql = sql`${tenders.status}`;

/** (budget − winning monthly price) × contract months, in numeric; null without either. */
const savingsSql = sql`((${tenders.budgetMonthly} - ${won.monthlyPrice}) * ${tenders.contractMonths})`;

const SORT_COLUMNS = {
  decided_at: effectiveDecidedAtSql,
  published_at: sql`${tenders.publishedAt}`,
  offers_deadline: sql`${tenders.offersDeadline}`,
  number: sql`${tenders.number}`,
  winning_price: sql`${won.monthlyPrice}`,
  budget: sql`${tenders.budgetMonthly}`,
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
  region_id: sql<number>`${tenders.regionId}`.as('region_id'),
  region_name: sql<string>`${regions.name}`.as('region_name'),
  branch_name: sql<string>`${tenders.branchName}`.as('branch_name'),
  status: sql<TOrderStatus>`${effectiveStatusSql}`.as('status'),
  status_reason: sql<string | null>`${effectiveStatusReasonSql}`.as('status_reason'),
  published_at: epochMsSql(tenders.publishedAt).as('published_at'),
  offers_deadline: epochMsSql(tenders.offersDeadline).as('offers_deadline'),
  decided_at: epochMsSql(effectiveDecidedAtSql).as('decided_at'),
  // As the tender card shows it to the bank (sealed-offers §3): the same figure, no more.
  offers_count: sql<number>`${offersCountSql}`.as('offers_count'),
  winner_id: sql<number | null>`${winnerOrg.id}`.as('winner_id'),
  winner_name: sql<string | null>`${winnerOrg.name}`.as('winner_name'),
  winning_monthly_price: sql<string | null>`${won.monthlyPrice}::text`.as('winning_monthly_price'),
  contract_months: sql<number>`${tenders.contractMonths}`.as('contract_months'),
  budget_monthly: sql<string | null>`${tenders.budgetMonthly}::text`.as('budget_monthly'),
  savings: sql<string | null>`${savingsSql}::text`.as('savings'),
};

export interface RawOrderRow {
  id: number;
  number: string;
  title: string;
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
 * Decided in [start, end): the stored moment, or the deadline of a stored `published` past it
 * that reads as unsuccessful (effectiveDecidedAtSql), spelt out so each branch can use an index.
 */
function decidedWithin(start: Date | null, end: Date | null): SQL {
  const within = (column: SQL) =>
    and(start ? sql`${column} >= ${start.toISOString()}` : undefined, end ? sql`${column} < ${end.toISOString()}` : undefined)!;
  return or(
    within(sql`${tenders.decidedAt}`),
    and(deadlineReachedSql, sql`${submittedOffersSql} < ${tenders.minOffers}`, within(sql`${tenders.offersDeadline}`)),
  )!;
}

/** The WHERE of the archive: closed as readers see it, then the filters. */
export function orderWhere(filters: OrderFilters): SQL {
  const conditions: (SQL | undefined)[] = [
    filters.status ? effectiveStatusIs(filters.status) : or(...ORDER_STATUSES.map(effectiveStatusIs)),
  ];
  if (filters.region_id) conditions.push(eq(tenders.regionId, filters.region_id));
  if (filters.winner_id) {
    // A subquery rather than the joined winner, so counting needs no join.
    conditions.push(
      sql`exists (select 1 from ${offers} w where w.tender_id = ${tenderIdSql} and w.status = 'won' and w.organization_id = ${filters.winner_id} and ${tenderStatusSql} in ('awarded', 'completed'))`,
    );
  }
  if (filters.from || filters.to) {
    // Kyiv calendar days, both included: from the first day's midnight to the one after the last.
    const start = filters.from ? new Date(kyivDayStartIso(filters.from)!) : null;
    const end = filters.to ? new Date(kyivDayStartIso(nextDay(filters.to))!) : null;
    conditions.push(decidedWithin(start, end));
  }
  if (filters.q) {
    // search_text is stored lower-cased; lower() folds Cyrillic on a C.UTF-8 database.
    conditions.push(sql`${tenders.searchText} like '%' || lower(${escapeLike(filters.q)}) || '%'`);
  }
  return and(...conditions)!;
}

/** The ORDER BY: the chosen column, then the id, so equal values keep one order on every page and in the file. */
function orderBy(sort: OrderFilters['sort']): SQL[] {
  const descending = sort.startsWith('-');
  const column = SORT_COLUMNS[sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  const direction = descending ? sql`desc nulls last` : sql`asc nulls first`;
  return [sql`${column} ${direction}`, sql`${tenders.id} ${direction}`];
}

/** The one select of the archive: the page takes a slice of it, the exports all of it. */
export function orderSelect(db: DbOrTx, filters: OrderFilters) {
  return db
    .select(orderFields)
    .from(tenders)
    .innerJoin(regions, eq(regions.id, tenders.regionId))
    .leftJoin(won, wonJoin)
    .leftJoin(winnerOrg, eq(winnerOrg.id, won.organizationId))
    .where(orderWhere(filters))
    .orderBy(...orderBy(filters.sort));
}

/** How many closed tenders the filters keep. */
export async function countOrders(db: DbOrTx, filters: OrderFilters): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(tenders)
    .where(orderWhere(filters));
  return Number(row?.total ?? 0);
}
