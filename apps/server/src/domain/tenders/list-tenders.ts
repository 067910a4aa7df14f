import { and, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TTenderListResponse, ZTenderListQuery } from '@tt/contracts/tenders';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { escapeLike } from '../../lib/escape-like.ts';
import { tenderLots, tenders } from '../../db/schema/index.ts';
import { toTenderListItem } from './presenters.ts';
import { tenderVisibility, visibleTendersSql } from './tender-policy.ts';
import type { Viewer } from '../viewer.ts';
import { lotsSummarySql, offersCountSql } from './tender-query.ts';
import { effectiveStatusIs, effectiveStatusSql } from './tender-status.ts';

export type TenderListQuery = z.output<typeof ZTenderListQuery>;

const SORT_COLUMNS = {
  offers_deadline: tenders.offersDeadline,
  created_at: tenders.createdAt,
  number: tenders.number,
  title: tenders.title,
  bandwidth_mbps: tenders.bandwidthMbps,
} as const;

const region = sql.placeholder('region');
const search = sql.placeholder('search');
const deadlineFrom = sql.placeholder('deadlineFrom');
const deadlineTo = sql.placeholder('deadlineTo');

/**
 * A tender is in a region when its row is (lot 1's region, which the row repeats) or any lot
 * beyond the first is (ADR 0038). Under OR the lots are one hashed subquery over
 * tender_lots_region_idx, not a probe per tender.
 */
const inRegion = sql`(${tenders.regionId} = ${region} or exists (select 1 from ${tenderLots} where ${tenderLots.tenderId} = ${tenders.id} and ${tenderLots.position} > 1 and ${tenderLots.regionId} = ${region}))`;

/** The filters of a query as SQL over placeholders, so one statement serves every value. */
function conditionsOf(viewer: Viewer, query: TenderListQuery): SQL {
  const conditions: (SQL | undefined)[] = [visibleTendersSql(viewer)];
  if (query.status) conditions.push(effectiveStatusIs(query.status));
  if (query.region_id) conditions.push(inRegion);
  // search_text holds every lot's branch and address (ADR 0038), stored lower-cased; lower()
  // folds Cyrillic on a C.UTF-8 database.
  if (query.q) conditions.push(sql`${tenders.searchText} like '%' || lower(${search}) || '%'`);
  if (query.deadline_from) conditions.push(gte(tenders.offersDeadline, deadlineFrom));
  if (query.deadline_to) conditions.push(lte(tenders.offersDeadline, deadlineTo));
  return and(...conditions) ?? sql`true`;
}

/** The page of one shape of query (which filters are present, the sort, the viewer's side). */
function pageQuery(db: DbOrTx, viewer: Viewer, query: TenderListQuery) {
  const where = conditionsOf(viewer, query);
  const descending = query.sort.startsWith('-');
  const column = SORT_COLUMNS[query.sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  // The indexes are "DESC NULLS LAST" (read backwards: "ASC NULLS FIRST"); the columns are NOT
  // NULL, but PostgreSQL still uses an index for the order only when the NULLS side matches.
  const direction = descending ? sql`desc nulls last` : sql`asc nulls first`;
  return db
    .select({
      id: tenders.id,
      number: tenders.number,
      title: tenders.title,
      regionId: tenders.regionId,
      branchName: tenders.branchName,
      bandwidthMbps: tenders.bandwidthMbps,
      offersDeadline: tenders.offersDeadline,
      effectiveStatus: effectiveStatusSql,
      // Providers are never told the count (toTenderListItem): it is not counted for them.
      offersCount: viewer.role === 'bank' ? offersCountSql : sql<null>`null`,
      createdAt: tenders.createdAt,
      // One probe of the lots' (tender_id, position) index per row of the page.
      lots: lotsSummarySql,
      // Uncorrelated, so computed once per statement: the page and its total in one round trip.
      // The list index carries search_text, so a filtered total is read from the index alone.
      total: sql<number>`(select count(*)::int from ${tenders} where ${where})`,
    })
    .from(tenders)
    .where(where)
    .orderBy(sql`${column} ${direction}`, sql`${tenders.id} ${direction}`)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/**
 * The page statement of one shape of query, built once (db/prepared.ts); PostgreSQL plans it
 * once per connection, except a text search: a generic plan for LIKE picks the wrong index
 * (docs/product/api-conventions.md §8), so a search runs unnamed and is planned for its value.
 */
function pageStatement(db: DbOrTx, viewer: Viewer, query: TenderListQuery) {
  const shape = [
    'tenders_list',
    viewer.role,
    tenderVisibility(viewer),
    query.status ?? '',
    query.region_id ? 'region' : '',
    query.q ? 'search' : '',
    query.deadline_from ? 'from' : '',
    query.deadline_to ? 'to' : '',
    query.sort,
  ].join('|');
  return prepared(db, shape, (name) => pageQuery(db, viewer, query).prepare(query.q ? '' : name));
}

/**
 * The tenders table: filters, sorting and one page, plus the total
 * (docs/product/api-conventions.md §8).
 */
export async function listTenders(
  db: DbOrTx,
  { viewer, query }: { viewer: Viewer; query: TenderListQuery },
): Promise<TTenderListResponse> {
  const values = {
    region: query.region_id,
    search: query.q ? escapeLike(query.q) : undefined,
    deadlineFrom: query.deadline_from ? new Date(query.deadline_from) : undefined,
    deadlineTo: query.deadline_to ? new Date(query.deadline_to) : undefined,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  };
  const rows = await pageStatement(db, viewer, query).execute(values);
  // A page past the end has no row to carry the total: only then count on its own.
  const total = rows[0]
    ? Number(rows[0].total)
    : Number(
        (
          await db
            .select({ total: sql<number>`count(*)::int` })
            .from(tenders)
            .where(conditionsOf(viewer, query))
            .execute(values)
        )[0]?.total ?? 0,
      );
  return {
    items: rows.map((row) => toTenderListItem(row, viewer)),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}
