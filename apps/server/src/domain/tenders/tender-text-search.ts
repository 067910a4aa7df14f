import { sql, type SQL } from 'drizzle-orm';
import { tenderLots, tenders } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/escape-like.ts';

// Nested so drizzle keeps it qualified inside a subquery of a one-table select.
const tenderIdSql = sql`${tenders.id}`;

/**
 * A tender whose text holds the words, as the tenders list finds it (ADR 0038): its row (number,
 * title, lot 1's site) or any lot beyond the first (branch, address). search_text is stored
 * lower-cased; lower() folds Cyrillic on a C.UTF-8 database; LIKE's own characters are searched
 * for literally.
 */
export function tenderTextMatchesSql(q: string): SQL {
  const words = sql`'%' || lower(${escapeLike(q)}) || '%'`;
  return sql`(${tenders.searchText} like ${words} or exists (select 1 from ${tenderLots} where ${tenderLots.tenderId} = ${tenderIdSql} and ${tenderLots.position} > 1 and ${tenderLots.searchText} like ${words}))`;
}
