import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { OFFER_STATUS_LABELS, type TOfferStatus } from '@tt/contracts/offers';
import {
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
import { epochMsSql, isoFromEpochMs, sendTableExport, type ExportColumn, type ExportFormat } from '../../lib/table-export.ts';
import { offers, regions, tenders } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/escape-like.ts';
import { effectiveStatusIs, effectiveStatusSql } from '../tenders/tender-status.ts';

export type ProviderHistoryQuery = z.output<typeof ZProviderHistoryQuery>;
export type ProviderHistoryFilters = z.output<typeof ZProviderHistoryExportQuery>;

/**
 * What the organisation's part came to, as SQL over the offer and the tender's effective status:
 * the offer's own verdict first (won, lost, withdrawn), then the tender's end without one.
 */
const outcomeSql = sql<TParticipationOutcome>`(case
  when ${offers.status} = 'won' then 'won'
  when ${offers.status} = 'lost' then 'lost'
  when ${offers.status} = 'withdrawn' then 'withdrawn'
  when ${effectiveStatusSql} in ('cancelled', 'unsuccessful') then 'no_result'
  when ${effectiveStatusSql} in ('awarded', 'completed') then 'lost'
  else 'pending' end)`;

const SORT_COLUMNS = {
  offers_deadline: tenders.offersDeadline,
  submitted_at: offers.submittedAt,
  monthly_price: offers.monthlyPrice,
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
  offer_id: sql<number>`${offers.id}`.as('offer_id'),
  offer_status: sql<TOfferStatus>`${offers.status}`.as('offer_status'),
  monthly_price: sql<string>`${offers.monthlyPrice}::text`.as('monthly_price'),
  submitted_at: epochMsSql(offers.submittedAt).as('submitted_at'),
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
  offer_id: number;
  offer_status: TOfferStatus;
  monthly_price: string;
  submitted_at: number | null;
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
    },
    offer: {
      id: Number(r.offer_id),
      status: r.offer_status,
      monthly_price: r.monthly_price,
      submitted_at: r.submitted_at === null ? null : isoFromEpochMs(r.submitted_at),
    },
    outcome: r.outcome,
  };
}

/**
 * The tenders the organisation took part in: it holds an offer there that is not a draft (a
 * draft was never put before the bank). Only its own offer, never anyone else's.
 */
function historyWhere(organizationId: number, query: ProviderHistoryFilters): SQL {
  const conditions: SQL[] = [eq(offers.organizationId, organizationId), ne(offers.status, 'draft')];
  if (query.status) conditions.push(effectiveStatusIs(query.status));
  if (query.outcome) conditions.push(sql`${outcomeSql} = ${query.outcome}`);
  if (query.q) conditions.push(sql`${tenders.searchText} like '%' || lower(${escapeLike(query.q)}) || '%'`);
  return and(...conditions)!;
}

/** The one select of the history: the page takes a slice of it, the exports all of it. */
function historySelect(db: DbOrTx, organizationId: number, query: ProviderHistoryFilters) {
  const descending = query.sort.startsWith('-');
  const column = SORT_COLUMNS[query.sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  const order = descending
    ? [sql`${column} desc nulls last`, desc(tenders.id)]
    : [sql`${column} asc nulls last`, asc(tenders.id)];
  return db
    .select(historyFields)
    .from(offers)
    .innerJoin(tenders, eq(tenders.id, offers.tenderId))
    .innerJoin(regions, eq(regions.id, tenders.regionId))
    .where(historyWhere(organizationId, query))
    .orderBy(...order);
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
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(offers)
      .innerJoin(tenders, eq(tenders.id, offers.tenderId))
      .where(historyWhere(organizationId, query)),
  ]);
  return {
    items: (result as unknown as { rows: RawHistoryRow[] }).rows.map(toHistoryItem),
    total: Number(counted?.total ?? 0),
    page: query.page,
    page_size: query.page_size,
  };
}

const instant = (iso: string | null) => (iso === null ? null : new Date(iso));

/** The history's columns in the files, as the list shows them: only the organisation's own offer. */
export const HISTORY_EXPORT_COLUMNS: readonly ExportColumn<TProviderHistoryItem>[] = [
  { header: '№', type: 'text', width: 18, value: (h) => h.tender.number },
  { header: 'Назва', type: 'text', width: 40, value: (h) => h.tender.title },
  { header: 'Регіон', type: 'text', width: 20, value: (h) => h.tender.region_name },
  { header: 'Кінцевий термін', type: 'datetime', width: 17, value: (h) => instant(h.tender.offers_deadline) },
  { header: 'Статус тендера', type: 'text', width: 16, value: (h) => TENDER_STATUS_LABELS[h.tender.status] },
  { header: 'Пропозиція', type: 'text', width: 14, value: (h) => OFFER_STATUS_LABELS[h.offer.status] },
  { header: 'Ціна, грн/міс', type: 'money', width: 16, value: (h) => h.offer.monthly_price },
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
    fileName: (today) => `history-${today}.${format}`,
  });
}
