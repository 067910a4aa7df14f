import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TTender } from '@tt/contracts/tenders';
import type { Db } from '../../db/client.ts';
import { tenderLots, tenders } from '../../db/schema/index.ts';
import { invalidTransition, versionConflict } from '../../lib/app-error.ts';
import { appendHistory } from './append-history.ts';
import { getTender } from './get-tender.ts';
import { explainMissedUpdate } from './tender-errors.ts';
import { actorRole, type Viewer } from '../viewer.ts';
import { lockTenderForOutcome } from './lock-tender-for-outcome.ts';
import { findTender } from './tender-query.ts';
import { readLots } from './tender-lots.ts';
import { readClockSql } from '../deadline.ts';
import { assertTenderStep, tenderStepAllowedSql } from './tender-lifecycle.ts';

/**
 * evaluation → unsuccessful, by the bank's decision and with a reason (for instance every offer
 * far above the budget). The offers stay `submitted`: nobody lost to another provider, and the
 * tender's status carries the outcome (docs/decisions/0010). A tender of several lots is declared
 * so as a whole only while none of its lots has a winner; its open lots take the same reason.
 */
export async function declareUnsuccessful(
  db: Db,
  { id, viewer, reason, version }: { id: number; viewer: Viewer; reason: string; version: number },
): Promise<TTender> {
  const what = 'Визнання тендера таким, що не відбувся,';
  return db.transaction(async (tx) => {
    const current = await lockTenderForOutcome(tx, { id, viewer });
    if (current.version !== version) throw versionConflict();
    assertTenderStep(current, 'unsuccessful', what);
    const lots = await readLots(tx, id);
    if (lots.some((l) => l.outcome === 'awarded')) {
      throw invalidTransition(
        'Частину лотів уже присуджено, тож тендер відбувся: визнайте решту лотів такими, що не відбулися, кожен окремо',
      );
    }
    const [declared] = await tx
      .update(tenders)
      .set({
        status: 'unsuccessful',
        statusReason: reason,
        decidedAt: readClockSql,
        updatedAt: readClockSql,
        version: sql`${tenders.version} + 1`,
      })
      .where(and(eq(tenders.id, id), eq(tenders.version, version), tenderStepAllowedSql('unsuccessful')))
      .returning({ id: tenders.id });
    if (!declared) throw explainMissedUpdate(what, await findTender(tx, id), version);
    // Every lot still open shares the tender's outcome and reason.
    await tx
      .update(tenderLots)
      .set({ outcome: 'unsuccessful', outcomeReason: reason, decidedAt: readClockSql })
      .where(and(eq(tenderLots.tenderId, id), isNull(tenderLots.outcome)));
    await appendHistory(tx, {
      tenderId: id,
      actor: { id: viewer.id, role: actorRole(viewer, 'tender.award') },
      action: 'unsuccessful',
      details: { reason },
    });
    return getTender(tx, { id, viewer });
  });
}
