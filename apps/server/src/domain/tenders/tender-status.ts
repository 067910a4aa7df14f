import { sql, type SQL } from 'drizzle-orm';
import type { TTenderStatus } from '@tt/contracts/tenders';
import { tenders } from '../../db/schema/index.ts';

/**
 * The status a reader sees. `evaluation` begins the instant the deadline passes, so a stored
 * `published` whose deadline is not in the future reads as `evaluation`; no job has to flip it
 * first (PRODUCT.md §3). The same rule exists in SQL below for filters and sorting.
 */
export function effectiveStatus(stored: TTenderStatus, offersDeadline: Date, now: Date): TTenderStatus {
  return stored === 'published' && offersDeadline.getTime() <= now.getTime() ? 'evaluation' : stored;
}

/** The effective status as an SQL expression (database clock). */
export const effectiveStatusSql: SQL<TTenderStatus> = sql<TTenderStatus>`(case when ${tenders.status} = 'published' and ${tenders.offersDeadline} <= now() then 'evaluation' else ${tenders.status} end)`;

/** A filter on the effective status that keeps the stored status indexable. */
export function effectiveStatusIs(status: TTenderStatus): SQL {
  switch (status) {
    case 'published':
      return sql`(${tenders.status} = 'published' and ${tenders.offersDeadline} > now())`;
    case 'evaluation':
      return sql`(${tenders.status} = 'evaluation' or (${tenders.status} = 'published' and ${tenders.offersDeadline} <= now()))`;
    default:
      return sql`${tenders.status} = ${status}`;
  }
}
