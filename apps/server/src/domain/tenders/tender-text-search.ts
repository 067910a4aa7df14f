import { sql, type SQL } from 'drizzle-orm';
import { tenders } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/escape-like.ts';

/**
 * A tender whose text holds the words, as the tenders list finds it (ADR 0038): its number, its
 * title, or the branch or address of any of its lots, all in the row's search_text (one trigram
 * index). search_text is stored lower-cased; lower() folds Cyrillic on a C.UTF-8 database;
 * LIKE's own characters are searched for literally.
 */
export function tenderTextMatchesSql(q: string): SQL {
  return sql`${tenders.searchText} like '%' || lower(${escapeLike(q)}) || '%'`;
}
