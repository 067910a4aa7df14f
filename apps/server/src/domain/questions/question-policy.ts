import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { tenders } from '../../db/schema/index.ts';
import { deadlinePassed, wrongStatus } from '../tenders/tender-errors.ts';
import type { Viewer } from '../tenders/tender-policy.ts';
import { findVisibleTender } from '../tenders/tender-query.ts';

/**
 * Questions are asked and answered only while the tender takes offers: an answer after the
 * deadline could no longer shape any offer, and changing one once offers are unsealed could be
 * used to justify a choice after the fact. A late question that matters is a reason to extend
 * the deadline. Locks the tender row so an extension or cancellation cannot slip in between;
 * the deadline is the database clock's.
 */
export async function assertQuestionsOpen(
  tx: Tx,
  { tenderId, viewer, what }: { tenderId: number; viewer: Viewer; what: string },
) {
  await tx.select({ id: tenders.id }).from(tenders).where(eq(tenders.id, tenderId)).for('update');
  const tender = await findVisibleTender(tx, { id: tenderId, viewer });
  if (tender.status === 'published' && tender.effectiveStatus !== 'published') throw deadlinePassed(what);
  if (tender.effectiveStatus !== 'published') throw wrongStatus(what, tender.effectiveStatus);
  return tender;
}
