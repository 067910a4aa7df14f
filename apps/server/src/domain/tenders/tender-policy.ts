import { isNotNull, sql, type SQL } from 'drizzle-orm';
import { tenders } from '../../db/schema/index.ts';
import type { Viewer } from '../viewer.ts';

/** Bank staff with tender.view see every tender, drafts included. */
export const seesAllTenders = (viewer: Viewer) => viewer.role === 'bank' && viewer.actions['tender.view'];

/**
 * Providers see only tenders that were published at some point (published, evaluation and
 * the outcomes); a draft, also one cancelled before publication, never reaches them.
 */
export function canSeeTender(viewer: Viewer, tender: { publishedAt: Date | null }): boolean {
  return seesAllTenders(viewer) || (viewer.actions['tender.view'] && tender.publishedAt !== null);
}

/** Which tenders a viewer's lists hold: every one, those published at some point, or none. */
export const tenderVisibility = (viewer: Viewer): 'all' | 'published' | 'none' =>
  seesAllTenders(viewer) ? 'all' : viewer.actions['tender.view'] ? 'published' : 'none';

/** The same rule as a WHERE condition for lists. */
export function visibleTendersSql(viewer: Viewer): SQL | undefined {
  const visibility = tenderVisibility(viewer);
  if (visibility === 'all') return undefined;
  return visibility === 'published' ? isNotNull(tenders.publishedAt) : sql`false`;
}
