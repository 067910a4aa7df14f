import { and, asc, eq, sql } from 'drizzle-orm';
import { deadlineOutcome, type TDeadlineOutcome } from '@tt/contracts/lifecycles';
import type { Db, Tx } from '../../db/client.ts';
import { offers, tenders } from '../../db/schema/index.ts';
import { appendHistory } from '../tenders/append-history.ts';
import { deadlineReachedSql } from '../deadline.ts';
import { tooFewOffersReason } from '../tenders/tender-status.ts';

/**
 * Stores what readers already see once a published tender's deadline has passed: `evaluation`
 * with enough submitted offers, else `unsuccessful` with its reason, and writes the history
 * entries (`evaluation_started`, then `unsuccessful`) that the letters follow from. One
 * transaction per tender; the row is taken FOR UPDATE SKIP LOCKED, so several instances share
 * the work without waiting on each other and none processes a tender twice. An offer write
 * holds the same row lock while it checks the deadline, so the count taken here is final.
 *
 * Neither the version nor updated_at moves: nothing a reader sees changes, so an edit or an
 * award based on the version read a moment ago stays valid.
 */
export async function processDeadlines(db: Db, { limit = 100 }: { limit?: number } = {}): Promise<number> {
  let processed = 0;
  while (processed < limit) {
    const done = await db.transaction(async (tx) => {
      const [tender] = await tx
        .select({ id: tenders.id, minOffers: tenders.minOffers })
        .from(tenders)
        .where(deadlineReachedSql)
        .orderBy(asc(tenders.offersDeadline), asc(tenders.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!tender) return false;
      await storeDeadlineOutcome(tx, tender);
      return true;
    });
    if (!done) break;
    processed++;
  }
  return processed;
}

/**
 * The deadline step for one tender whose row the caller holds locked: counts the submitted
 * offers, stores the outcome and writes its history. Exported so that a verb acting on a
 * tender still stored as published past its deadline (award, cancel) can store the outcome
 * first and keep the history complete.
 */
export async function storeDeadlineOutcome(
  tx: Tx,
  tender: { id: number; minOffers: number },
): Promise<{ outcome: TDeadlineOutcome; submitted: number }> {
  const [counted] = await tx
    .select({ submitted: sql<number>`count(*)::int` })
    .from(offers)
    .where(and(eq(offers.tenderId, tender.id), eq(offers.status, 'submitted')));
  const submitted = Number(counted?.submitted ?? 0);
  const outcome = deadlineOutcome(submitted, tender.minOffers);
  const reason = outcome === 'unsuccessful' ? tooFewOffersReason(submitted, tender.minOffers) : null;
  // An automatic unsuccessful is decided at the deadline itself, whenever the scheduler gets to it.
  await tx
    .update(tenders)
    .set({ status: outcome, statusReason: reason, decidedAt: reason ? tenders.offersDeadline : null })
    .where(eq(tenders.id, tender.id));
  // The system acts here, not a person: actor null (actor_role "system").
  await appendHistory(tx, {
    tenderId: tender.id,
    actor: null,
    action: 'evaluation_started',
    details: { offers_count: submitted },
  });
  if (reason) {
    await appendHistory(tx, { tenderId: tender.id, actor: null, action: 'unsuccessful', details: { reason } });
  }
  return { outcome, submitted };
}
