import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TTenderListResponse, ZTenderListQuery } from '@tt/contracts/tenders';
import type { DbOrTx } from '../../db/client.ts';
import { escapeLike } from '../../lib/escape-like.ts';
import { tenders } from '../../db/schema/index.ts';
import { toTenderListItem } from './presenters.ts';
import { visibleTendersSql } from './tender-policy.ts';
import type { Viewer } from '../viewer.ts';
import { offersCountSql } from './tender-query.ts';
import { effectiveStatusIs, effectiveStatusSql } from './tender-status.ts';

export type TenderListQuery = z.output<typeof ZTenderListQuery>;

const SORT_COLUMNS = {
  offers_deadline: tenders.offersDeadline,
  created_at: tenders.createdAt,
  number: tenders.number,
  title: tenders.title,
  bandwidth_mbps: tenders.bandwidthMbps,
} as const;

/**
 * The tenders table: filters, sorting and one page, plus the total. The total is an
 * uncorrelated subquery of the page statement (computed once, not count(*) over () for every
 * row), and nothing is prepared: a generic plan for a LIKE search picks the wrong index
 * (docs/product/api-conventions.md §8).
 */
export async function listTenders(
  db: DbOrTx,
  { viewer, query }: { viewer: Viewer; query: TenderListQuery },
): Promise<TTenderListResponse> {
  const conditions: (SQL | undefined)[] = [visibleTendersSql(viewer)];
  if (query.status) conditions.push(effectiveStatusIs(query.status));
  if (query.region_id) conditions.push(eq(tenders.regionId, query.region_id));
  if (query.q) {
    // search_text is stored lower-cased; lower() folds Cyrillic on a C.UTF-8 database.
    conditions.push(sql`${tenders.searchText} like '%' || lower(${escapeLike(query.q)}) || '%'`);
  }
  if (query.deadline_from) conditions.push(gte(tenders.offersDeadline, new Date(query.deadline_from)));
  if (query.deadline_to) conditions.push(lte(tenders.offersDeadline, new Date(query.deadline_to)));
  const where = and(...conditions) ?? sql`true`;

  const descending = query.sort.startsWith('-');
  const column = SORT_COLUMNS[query.sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  // The indexes are "DESC NULLS LAST" (read backwards: "ASC NULLS FIRST"); the columns are NOT
  // NULL, but PostgreSQL still uses an index for the order only when the NULLS side matches.
  const direction = descending ? sql`desc nulls last` : sql`asc nulls first`;
  const order = [sql`${column} ${direction}`, sql`${tenders.id} ${direction}`];

  const rows = await db
    .select({
      id: tenders.id,
      number: tenders.number,
      title: tenders.title,
      regionId: tenders.regionId,
      branchName: tenders.branchName,
      bandwidthMbps: tenders.bandwidthMbps,
      offersDeadline: tenders.offersDeadline,
      effectiveStatus: effectiveStatusSql,
      offersCount: offersCountSql,
      createdAt: tenders.createdAt,
      // Uncorrelated, so computed once per statement: the page and its total in one round trip.
      total: sql<number>`(select count(*)::int from ${tenders} where ${where})`,
    })
    .from(tenders)
    .where(where)
    .orderBy(...order)
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  // A page past the end has no row to carry the total: only then count on its own.
  const total = rows[0]
    ? Number(rows[0].total)
    : Number(
        (
          await db
            .select({ total: sql<number>`count(*)::int` })
            .from(tenders)
            .where(where)
        )[0]?.total ?? 0,
      );
  return {
    items: rows.map((row) => toTenderListItem(row, viewer)),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}
