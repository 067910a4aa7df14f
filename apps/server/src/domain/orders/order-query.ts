import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { kyivDayStartIso } from '@tt/contracts/kyiv-time';
import { type TOrderItem, type TOrderStatus, type ZOrderExportQuery } from '@tt/contracts/orders';
import type { DbOrTx } from '../../db/client.ts';
import { offers, organizations, regions, tenders } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/escape-like.ts';
import { epochMsSql, isoFromEpochMs } from '../../lib/table-export.ts';
import { offersCountSql } from '../tenders/tender-query.ts';
import {
  effectiveDecidedAtSql,
  effectiveStatusIs,
  effectiveStatusReasonSql,
  effectiveStatusSql,
} from '../tenders/tender-status.ts';

/** The filters and the order the archive's page and both exports share (ADR 0031). */
export type OrderFilters = z.output<typeof ZOrderExportQuery>;

/**
 * The winning offer: only an awarded or completed tender has one. A tender of several lots may
 * have a winner per lot and is not one order: its row names none (ADR 0038).
 */
const won = alias(offers, 'won');
const winnerOrg = alias(organizations, 'winner_org');
const wonJoin = and(
  eq(won.tenderId, tenders.id),
  eq(won.status, 'won'),
  sql`${tenders.status} in ('awarded', 'completed')`,
  sql`not exists (select 1 from tender_lots l where l.tender_id = ${won.tenderId} and l.position = 2)`,
);

// Nested so drizzle keeps them qualified inside a subquery of the one-table count.
const tenderIdSql = sql`${tenders.id}`;
const tenderStatusSql = sql`${tenders.status}`;
const decidedAtSql = sql`${tenders.decidedAt}`;

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
 * [start, end) of the filters' Kyiv days (from the first day's midnight to the one after the
 * last, both days included) on a moment, or nothing without a period.
 */
function within(filters: OrderFilters, moment: SQL): SQL | undefined {
  if (!filters.from && !filters.to) return undefined;
  const start = filters.from ? kyivDayStartIso(filters.from)! : null;
  const end = filters.to ? kyivDayStartIso(nextDay(filters.to))! : null;
  return and(start ? sql`${moment} >= ${start}` : undefined, end ? sql`${moment} < ${end}` : undefined);
}

/** The filters besides the status and the period, the same for both parts of the archive. */
function otherFilters(filters: OrderFilters): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
  if (filters.region_id) conditions.push(eq(tenders.regionId, filters.region_id));
  if (filters.winner_id) {
    // A subquery rather than the joined winner, so counting needs no join.
    conditions.push(
      sql`exists (select 1 from ${offers} w where w.tender_id = ${tenderIdSql} and w.status = 'won' and w.organization_id = ${filters.winner_id} and ${tenderStatusSql} in ('awarded', 'completed'))`,
    );
  }
  if (filters.q) {
    // search_text is stored lower-cased; lower() folds Cyrillic on a C.UTF-8 database.
    conditions.push(sql`${tenders.searchText} like '%' || lower(${escapeLike(filters.q)}) || '%'`);
  }
  return conditions;
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
function storedPart(filters: OrderFilters): SQL {
  return and(
    sql`${decidedAtSql} is not null`,
    filters.status ? effectiveStatusIs(filters.status) : undefined,
    within(filters, decidedAtSql),
    ...otherFilters(filters),
  )!;
}

function derivedPart(filters: OrderFilters): SQL {
  return and(
    sql`${tenderStatusSql} = 'published'`,
    effectiveStatusIs('unsuccessful'),
    filters.status ? effectiveStatusIs(filters.status) : undefined,
    within(filters, effectiveDecidedAtSql),
    ...otherFilters(filters),
  )!;
}

/** The WHERE of the archive: closed as readers see it, then the filters. */
export function orderWhere(filters: OrderFilters): SQL {
  return or(storedPart(filters), derivedPart(filters))!;
}

const direction = (sort: OrderFilters['sort']) => (sort.startsWith('-') ? sql`desc nulls last` : sql`asc nulls first`);

/** The ORDER BY: the chosen column, then the id, so equal values keep one order on every page and in the file. */
function orderBy(sort: OrderFilters['sort']): SQL[] {
  const column = SORT_COLUMNS[sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  return [sql`${column} ${direction(sort)}`, sql`${tenders.id} ${direction(sort)}`];
}

/** The select of the archive's rows, without their choice or order. */
function orderRows(db: DbOrTx) {
  return db
    .select(orderFields)
    .from(tenders)
    .innerJoin(regions, eq(regions.id, tenders.regionId))
    .leftJoin(won, wonJoin)
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
 * part gives its first offset + limit ids in that order (the stored part straight from
 * tenders_decided_idx), and the page is cut from both merged: no sort of the whole archive.
 * Other sorts sort every row the filters keep.
 */
export function orderPage(db: DbOrTx, filters: OrderFilters, limit: number, offset: number) {
  if (filters.sort !== 'decided_at' && filters.sort !== '-decided_at')
    return orderSelect(db, filters).limit(limit).offset(offset);
  const dir = direction(filters.sort);
  const first = offset + limit;
  const stored = sql`select ${tenderIdSql} as id, ${decidedAtSql} as decided from ${tenders} where ${storedPart(filters)} order by ${decidedAtSql} ${dir}, ${tenderIdSql} ${dir} limit ${first}`;
  const derived = sql`select ${tenderIdSql} as id, ${effectiveDecidedAtSql} as decided from ${tenders} where ${derivedPart(filters)} order by 2 ${dir}, 1 ${dir} limit ${first}`;
  const slice = sql`(select id, decided from ((${stored}) union all (${derived})) as parts order by decided ${dir}, id ${dir} limit ${limit} offset ${offset}) as slice`;
  return orderRows(db)
    .innerJoin(slice, sql`slice.id = ${tenders.id}`)
    .orderBy(sql`slice.decided ${dir}`, sql`${tenders.id} ${dir}`);
}

/** How many closed tenders the filters keep: each part counted apart, the stored one from its index alone. */
export async function countOrders(db: DbOrTx, filters: OrderFilters): Promise<number> {
  const count = (part: SQL) => sql`(select count(*) from ${tenders} where ${part})`;
  const result = await db.execute(
    sql`select (${count(storedPart(filters))} + ${count(derivedPart(filters))})::int as total`,
  );
  return Number((result as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0);
}
