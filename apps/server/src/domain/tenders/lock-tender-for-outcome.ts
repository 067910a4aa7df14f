import type { Tx } from '../../db/client.ts';
import { storeDeadlineOutcome } from '../scheduler/process-deadlines.ts';
import type { Viewer } from '../viewer.ts';
import { findTender, findVisibleTender, lockTenderRow, type TenderRow } from './tender-query.ts';

/**
 * The start of every verb that decides a tender after its deadline (award, unsuccessful,
 * cancel). Takes the tender row first: an offer write that passed the deadline check just
 * before the deadline holds it until it commits, so the offers and their count read afterwards
 * are final, and two managers deciding at once are serialised. A tender still stored as
 * published past its deadline gets its deadline outcome stored first, as the scheduler would
 * (history `evaluation_started`, letters), so the history reads in order whoever came first.
 * The version does not move there, so the caller's version check still holds.
 */
export async function lockTenderForOutcome(tx: Tx, { id, viewer }: { id: number; viewer: Viewer }): Promise<TenderRow> {
  await lockTenderRow(tx, id);
  const current = await findVisibleTender(tx, { id, viewer });
  if (current.status !== 'published' || current.effectiveStatus === 'published') return current;
  await storeDeadlineOutcome(tx, current);
  return (await findTender(tx, id))!;
}
