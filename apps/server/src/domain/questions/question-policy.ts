import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { tenders } from '../../db/schema/index.ts';
import { deadlinePassed, wrongStatus } from '../tenders/tender-errors.ts';
import type { Viewer } from '../viewer.ts';
import { findVisibleTender } from '../tenders/tender-query.ts';
import { deadlineAheadSql, writeClockSql } from '../deadline.ts';

/**
 * Questions are asked and answered only while the tender takes offers: an answer after the
 * deadline could no longer shape any offer, and changing one once offers are unsealed could be
 * used to justify a choice after the fact. A late question that matters is a reason to extend
 * the deadline. Locks the tender row first, so an extension or cancellation cannot slip in
 * between, then reads the clock in a second statement (clock_timestamp(), not the transaction's
 * start), so a write that waited for the lock is still judged by the time it happens.
 */
export async function assertQuestionsOpen(
  tx: Tx,
  { tenderId, viewer, what }: { tenderId: number; viewer: Viewer; what: string },
): Promise<void> {
  await tx.select({ id: tenders.id }).from(tenders).where(eq(tenders.id, tenderId)).for('update');
  const tender = await findVisibleTender(tx, { id: tenderId, viewer });
  if (tender.status !== 'published') throw wrongStatus(what, tender.effectiveStatus);
  const [clock] = await tx
    .select({ open: deadlineAheadSql(writeClockSql) })
    .from(tenders)
    .where(eq(tenders.id, tenderId));
  if (!clock?.open) throw deadlinePassed(what);
}
