import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { TTenderStatus } from '@tt/contracts/tenders';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { tenders } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { offersUnsealedSql } from '../offers/offer-policy.ts';
import { canSeeTender } from './tender-policy.ts';
import type { Viewer } from '../viewer.ts';
import { effectiveStatusReasonSql, effectiveStatusSql } from './tender-status.ts';

// The search's text and the lots' part of it serve the search only; no reader wants them.
const { searchText: _searchText, otherLotsText: _otherLotsText, ...tenderColumns } = getTableColumns(tenders);

/** Offers that count for the public figure: submitted ones and the outcomes, never drafts or withdrawn. */
// Nested so it stays qualified: drizzle writes a top-level column of a one-table select bare
// ("id"), which inside the subquery below would mean offers.id.
const tenderIdSql = sql`${tenders.id}`;
export const offersCountSql = sql<number>`(select count(*)::int from offers where offers.tender_id = ${tenderIdSql} and offers.status in ('submitted', 'won', 'lost'))`;

export const lotsCountSql = sql<number>`(select count(*)::int from tender_lots where tender_lots.tender_id = ${tenderIdSql})`;

/** The list's summary of a tender's lots, in one probe of its lots: how many, the bandwidths' range, how many regions. */
export const lotsSummarySql = sql<{
  count: number;
  bandwidth_min: number;
  bandwidth_max: number;
  regions: number;
}>`(select json_build_object('count', count(*)::int, 'bandwidth_min', min(l.bandwidth_mbps), 'bandwidth_max', max(l.bandwidth_mbps), 'regions', count(distinct l.region_id)::int)
  from tender_lots l where l.tender_id = ${tenderIdSql})`;

/**
 * What every tender read selects: the columns, the status as readers see it and the offers
 * count, all in one statement (no query per row).
 */
export const tenderSelection = {
  ...tenderColumns,
  effectiveStatus: effectiveStatusSql,
  // An automatic `unsuccessful` carries its reason before the scheduler stores it.
  statusReason: effectiveStatusReasonSql,
  offersCount: offersCountSql,
  offersUnsealed: offersUnsealedSql,
};

export type TenderRow = Omit<typeof tenders.$inferSelect, 'searchText' | 'otherLotsText'> & {
  effectiveStatus: TTenderStatus;
  offersCount: number;
  offersUnsealed: boolean;
};

/** One tender with its derived fields, or undefined. */
export async function findTender(db: DbOrTx, id: number): Promise<TenderRow | undefined> {
  const [row] = await db.select(tenderSelection).from(tenders).where(eq(tenders.id, id)).limit(1);
  return row ? { ...row, offersCount: Number(row.offersCount) } : undefined;
}

/**
 * A tender the viewer may see, else 404 — also for a provider asking for a draft, so the
 * answer does not reveal that the draft exists.
 */
export async function findVisibleTender(
  db: DbOrTx,
  { id, viewer }: { id: number; viewer: Viewer },
): Promise<TenderRow> {
  const row = await findTender(db, id);
  if (!row || !canSeeTender(viewer, row)) throw notFound('Тендер не знайдено');
  return row;
}

/**
 * Takes the tender row for update, as the first statement of a verb that must not interleave
 * with offer writes (they hold it while they check the deadline): the verb's next statements
 * then see those writes committed, and the write clock (domain/deadline.ts) in them reads after the wait.
 */
export async function lockTenderRow(tx: Tx, id: number): Promise<void> {
  await tx.select({ id: tenders.id }).from(tenders).where(eq(tenders.id, id)).for('update');
}
