import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TParticipationOutcome,
  TProviderHistoryResponse,
  ZProviderHistoryQuery,
} from '@tt/contracts/provider-account';
import type { DbOrTx } from '../../db/client.ts';
import { offers, regions, tenders } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/escape-like.ts';
import { effectiveStatusIs, effectiveStatusSql } from '../tenders/tender-status.ts';

export type ProviderHistoryQuery = z.output<typeof ZProviderHistoryQuery>;

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

/**
 * The tenders the organisation took part in: it holds an offer there that is not a draft (a
 * draft was never put before the bank). Only its own offer, never anyone else's.
 */
export async function listProviderHistory(
  db: DbOrTx,
  { organizationId, query }: { organizationId: number; query: ProviderHistoryQuery },
): Promise<TProviderHistoryResponse> {
  const conditions: SQL[] = [eq(offers.organizationId, organizationId), ne(offers.status, 'draft')];
  if (query.status) conditions.push(effectiveStatusIs(query.status));
  if (query.outcome) conditions.push(sql`${outcomeSql} = ${query.outcome}`);
  if (query.q) conditions.push(sql`${tenders.searchText} like '%' || lower(${escapeLike(query.q)}) || '%'`);
  const where = and(...conditions);

  const descending = query.sort.startsWith('-');
  const column = SORT_COLUMNS[query.sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  const order = descending
    ? [sql`${column} desc nulls last`, desc(tenders.id)]
    : [sql`${column} asc nulls last`, asc(tenders.id)];

  const [rows, [counted]] = await Promise.all([
    db
      .select({
        tenderId: tenders.id,
        number: tenders.number,
        title: tenders.title,
        regionId: tenders.regionId,
        regionName: regions.name,
        offersDeadline: tenders.offersDeadline,
        status: effectiveStatusSql,
        offerId: offers.id,
        offerStatus: offers.status,
        monthlyPrice: offers.monthlyPrice,
        submittedAt: offers.submittedAt,
        outcome: outcomeSql,
      })
      .from(offers)
      .innerJoin(tenders, eq(tenders.id, offers.tenderId))
      .innerJoin(regions, eq(regions.id, tenders.regionId))
      .where(where)
      .orderBy(...order)
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(offers)
      .innerJoin(tenders, eq(tenders.id, offers.tenderId))
      .where(where),
  ]);
  return {
    items: rows.map((r) => ({
      tender: {
        id: r.tenderId,
        number: r.number,
        title: r.title,
        region_id: r.regionId,
        region_name: r.regionName,
        offers_deadline: r.offersDeadline.toISOString(),
        status: r.status,
      },
      offer: {
        id: r.offerId,
        status: r.offerStatus,
        monthly_price: r.monthlyPrice,
        submitted_at: r.submittedAt ? r.submittedAt.toISOString() : null,
      },
      outcome: r.outcome,
    })),
    total: Number(counted?.total ?? 0),
    page: query.page,
    page_size: query.page_size,
  };
}
