import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { TOfferStatus } from '@tt/contracts/offers';
import {
  historyOfferLabel,
  providerHistoryFileName,
  PARTICIPATION_OUTCOME_LABELS,
  type TParticipationOutcome,
  type TProviderHistoryItem,
  type TProviderHistoryResponse,
  type ZProviderHistoryExportQuery,
  type ZProviderHistoryQuery,
} from '@tt/contracts/provider-account';
import { TENDER_STATUS_LABELS, type TTenderStatus } from '@tt/contracts/tenders';
import type { Db, DbOrTx } from '../../db/client.ts';
import { readClockSql } from '../deadline.ts';
import {
  epochMsSql,
  isoFromEpochMs,
  sendTableExport,
  type ExportColumn,
  type ExportFormat,
} from '../../lib/table-export.ts';
import { alias } from 'drizzle-orm/pg-core';
import { offerLots, offers, regions, tenderLots, tenders } from '../../db/schema/index.ts';
import { lotOutcomeSql } from '../tenders/lot-outcome.ts';
import { lotsCountSql } from '../tenders/tender-query.ts';
import { tenderTextMatchesSql } from '../tenders/tender-text-search.ts';
import { effectiveStatusIs, effectiveStatusSql } from '../tenders/tender-status.ts';

export type ProviderHistoryQuery = z.output<typeof ZProviderHistoryQuery>;
export type ProviderHistoryFilters = z.output<typeof ZProviderHistoryExportQuery>;

/*
 * A row is one lot the organisation's own offer covers (ADR 0038): `offer_lots` joined to the
 * lot, so a single-site tender's offer gives its one row as before, with the offer's price for
 * that lot. The lot's region is the lot's; the tender's stays the tender's.
 */
const lotRegions = alias(regions, 'lot_region');
const lotOutcome = lotOutcomeSql(tenderLots.outcome, tenders.status);

/**
 * What the organisation's part came to on the lot, as SQL over the offer, the lot's decision and
 * the tender's effective status: a withdrawn offer first, then a cancelled tender, then the
 * lot's decision (won when awarded to this very offer, as the card's own result says), then
 * the tender's end without one. Whoever won instead is never named.
 */
const outcomeSql = sql<TParticipationOutcome>`(case
  when ${offers.status} = 'withdrawn' then 'withdrawn'
  when ${effectiveStatusSql} = 'cancelled' then 'no_result'
  when ${lotOutcome} = 'unsuccessful' then 'no_result'
  when ${lotOutcome} = 'awarded' and ${tenderLots.awardedOfferId} = ${offers.id} then 'won'
  when ${lotOutcome} = 'awarded' then 'lost'
  when ${effectiveStatusSql} = 'unsuccessful' then 'no_result'
  when ${effectiveStatusSql} in ('awarded', 'completed') then 'lost'
  else 'pending' end)`;

const SORT_COLUMNS = {
  offers_deadline: tenders.offersDeadline,
  submitted_at: offers.submittedAt,
  monthly_price: offerLots.monthlyPrice,
  number: tenders.number,
} as const;

/** One row, named field by field so a cursor's raw rows carry the names (lib/table-export.ts). */
const historyFields = {
  tender_id: sql<number>`${tenders.id}`.as('tender_id'),
  number: sql<string>`${tenders.number}`.as('number'),
  title: sql<string>`${tenders.title}`.as('title'),
  region_id: sql<number>`${tenders.regionId}`.as('region_id'),
  region_name: sql<string>`${regions.name}`.as('region_name'),
  offers_deadline: epochMsSql(tenders.offersDeadline).as('offers_deadline'),
  status: sql<TTenderStatus>`${effectiveStatusSql}`.as('status'),
  lots_count: sql<number>`${lotsCountSql}`.as('lots_count'),
  offer_id: sql<number>`${offers.id}`.as('offer_id'),
  offer_status: sql<TOfferStatus>`${offers.status}`.as('offer_status'),
  monthly_price: sql<string>`${offers.monthlyPrice}::text`.as('monthly_price'),
  submitted_at: epochMsSql(offers.submittedAt).as('submitted_at'),
  lots_covered: sql<number>`(select count(*) from ${offerLots} covered where covered.offer_id = ${offers.id})`.as(
    'lots_covered',
  ),
  lots_won:
    sql<number>`(select count(*) from ${tenderLots} won where won.tender_id = ${tenders.id} and won.awarded_offer_id = ${offers.id})`.as(
      'lots_won',
    ),
  lot_id: sql<number>`${tenderLots.id}`.as('lot_id'),
  lot_position: sql<number>`${tenderLots.position}`.as('lot_position'),
  lot_branch_name: sql<string>`${tenderLots.branchName}`.as('lot_branch_name'),
  lot_region_id: sql<number>`${tenderLots.regionId}`.as('lot_region_id'),
  lot_region_name: sql<string>`${lotRegions.name}`.as('lot_region_name'),
  lot_monthly_price: sql<string>`${offerLots.monthlyPrice}::text`.as('lot_monthly_price'),
  lot_installation_price: sql<string>`${offerLots.installationPrice}::text`.as('lot_installation_price'),
  lot_connection_days: sql<number>`${offerLots.connectionDays}`.as('lot_connection_days'),
  outcome: sql<TParticipationOutcome>`${outcomeSql}`.as('outcome'),
};

type RawHistoryRow = {
  tender_id: number;
  number: string;
  title: string;
  region_id: number;
  region_name: string;
  offers_deadline: number;
  status: TTenderStatus;
  lots_count: number;
  offer_id: number;
  offer_status: TOfferStatus;
  monthly_price: string;
  submitted_at: number | null;
  lots_covered: number;
  lots_won: number;
  lot_id: number;
  lot_position: number;
  lot_branch_name: string;
  lot_region_id: number;
  lot_region_name: string;
  lot_monthly_price: string;
  lot_installation_price: string;
  lot_connection_days: number;
  outcome: TParticipationOutcome;
};

function toHistoryItem(r: RawHistoryRow): TProviderHistoryItem {
  return {
    tender: {
      id: Number(r.tender_id),
      number: r.number,
      title: r.title,
      region_id: Number(r.region_id),
      region_name: r.region_name,
      offers_deadline: isoFromEpochMs(r.offers_deadline),
      status: r.status,
      lots_count: Number(r.lots_count),
    },
    offer: {
      id: Number(r.offer_id),
      status: r.offer_status,
      monthly_price: r.monthly_price,
      submitted_at: r.submitted_at === null ? null : isoFromEpochMs(r.submitted_at),
      lots_covered: Number(r.lots_covered),
      lots_won: Number(r.lots_won),
    },
    lot: {
      id: Number(r.lot_id),
      position: Number(r.lot_position),
      branch_name: r.lot_branch_name,
      region_id: Number(r.lot_region_id),
      region_name: r.lot_region_name,
      monthly_price: r.lot_monthly_price,
      installation_price: r.lot_installation_price,
      connection_days: Number(r.lot_connection_days),
    },
    outcome: r.outcome,
  };
}

/**
 * The lots the organisation took part in: its offer there is not a draft (a draft was never put
 * before the bank). Only its own offer, never anyone else's.
 */
function historyWhere(organizationId: number, query: ProviderHistoryFilters): SQL {
  const conditions: SQL[] = [eq(offers.organizationId, organizationId), ne(offers.status, 'draft')];
  if (query.status) conditions.push(effectiveStatusIs(query.status));
  if (query.outcome) conditions.push(sql`${outcomeSql} = ${query.outcome}`);
  if (query.q) conditions.push(tenderTextMatchesSql(query.q));
  return and(...conditions)!;
}

/** The organisation's offers, each with the lots it covers and their tender. */
function historyRows<T extends ReturnType<DbOrTx['select']>>(select: T) {
  return select
    .from(offers)
    .innerJoin(offerLots, eq(offerLots.offerId, offers.id))
    .innerJoin(tenderLots, eq(tenderLots.id, offerLots.lotId))
    .innerJoin(tenders, eq(tenders.id, offers.tenderId));
}

/**
 * The one select of the history: the page takes a slice of it, the exports all of it. Ties go
 * to the tender's id, then the lot's position, so a tender's lots read in their order.
 */
function historySelect(db: DbOrTx, organizationId: number, query: ProviderHistoryFilters) {
  const descending = query.sort.startsWith('-');
  const column = SORT_COLUMNS[query.sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  const order = descending
    ? [sql`${column} desc nulls last`, desc(tenders.id)]
    : [sql`${column} asc nulls last`, asc(tenders.id)];
  return historyRows(db.select(historyFields))
    .innerJoin(regions, eq(regions.id, tenders.regionId))
    .innerJoin(lotRegions, eq(lotRegions.id, tenderLots.regionId))
    .where(historyWhere(organizationId, query))
    .orderBy(...order, asc(tenderLots.position));
}

export async function listProviderHistory(
  db: DbOrTx,
  { organizationId, query }: { organizationId: number; query: ProviderHistoryQuery },
): Promise<TProviderHistoryResponse> {
  const [result, [counted]] = await Promise.all([
    db.execute(
      historySelect(db, organizationId, query)
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
    ),
    historyRows(db.select({ total: sql<number>`count(*)::int` })).where(historyWhere(organizationId, query)),
  ]);
  return {
    items: (result as unknown as { rows: RawHistoryRow[] }).rows.map(toHistoryItem),
    total: Number(counted?.total ?? 0),
    page: query.page,
    page_size: query.page_size,
  };
}

const instant = (iso: string | null) => (iso === null ? null : new Date(iso));

/** The row's lot where the tender has several («2 — Відділення №5»), or nothing. */
const lotName = (h: TProviderHistoryItem) =>
  h.tender.lots_count > 1 ? `${h.lot.position} — ${h.lot.branch_name}` : '';

/**
 * The history's columns in the files, as the list shows them, each fact in a column of its own
 * so a spreadsheet sorts and filters by it: a row per lot of the organisation's own offer, with
 * the lot, its region, the offer's prices and connection time for the lot and what came of it
 * there. A single-site tender's row leaves «Лот» empty.
 */
export const HISTORY_EXPORT_COLUMNS: readonly ExportColumn<TProviderHistoryItem>[] = [
  { header: '№', type: 'text', width: 18, value: (h) => h.tender.number },
  { header: 'Назва', type: 'text', width: 40, value: (h) => h.tender.title },
  { header: 'Лот', type: 'text', width: 28, value: lotName },
  { header: 'Регіон', type: 'text', width: 20, value: (h) => h.lot.region_name },
  { header: 'Кінцевий термін', type: 'datetime', width: 17, value: (h) => instant(h.tender.offers_deadline) },
  { header: 'Статус тендера', type: 'text', width: 16, value: (h) => TENDER_STATUS_LABELS[h.tender.status] },
  { header: 'Пропозиція', type: 'text', width: 24, value: historyOfferLabel },
  { header: 'Ціна, грн/міс', type: 'money', width: 16, value: (h) => h.lot.monthly_price },
  { header: 'Підключення, грн', type: 'money', width: 16, value: (h) => h.lot.installation_price },
  { header: 'Строк підключення, дн.', type: 'integer', width: 12, value: (h) => h.lot.connection_days },
  { header: 'Подано', type: 'datetime', width: 17, value: (h) => instant(h.offer.submitted_at) },
  { header: 'Результат', type: 'text', width: 22, value: (h) => PARTICIPATION_OUTCOME_LABELS[h.outcome] },
];

/** GET /api/provider/history.xlsx|.csv: the whole filtered history in the list's order, streamed. */
export function exportProviderHistory(
  reply: FastifyReply,
  db: Db,
  { organizationId, query, format }: { organizationId: number; query: ProviderHistoryFilters; format: ExportFormat },
) {
  return sendTableExport(reply, {
    db,
    clock: readClockSql,
    format,
    columns: HISTORY_EXPORT_COLUMNS,
    sheetName: 'Архів тендерів',
    query: historySelect(db, organizationId, query),
    decode: toHistoryItem,
    fileName: (today) => providerHistoryFileName(today, format),
  });
}
