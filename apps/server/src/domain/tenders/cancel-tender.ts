import { and, eq, sql } from 'drizzle-orm';
import type { TTender } from '@tt/contracts/tenders';
import type { Db } from '../../db/client.ts';
import { tenders } from '../../db/schema/index.ts';
import { versionConflict } from '../../lib/app-error.ts';
import { appendHistory } from './append-history.ts';
import { getTender } from './get-tender.ts';
import { explainMissedUpdate } from './tender-errors.ts';
import { actorRole, type Viewer } from '../viewer.ts';
import { lockTenderForOutcome } from './lock-tender-for-outcome.ts';
import { findTender } from './tender-query.ts';
import { readClockSql } from '../deadline.ts';
import { assertTenderStep, tenderStepAllowedSql } from './tender-lifecycle.ts';

/**
 * Cancels a tender that has no outcome yet; the reason is kept and shown with the status.
 * Offers keep their status: nobody wins a cancelled tender, and the offers of one cancelled
 * before its deadline stay sealed for good (docs/decisions/0007, 0010).
 */
export async function cancelTender(
  db: Db,
  { id, viewer, reason, version }: { id: number; viewer: Viewer; reason: string; version: number },
): Promise<TTender> {
  const what = 'Скасування';
  return db.transaction(async (tx) => {
    // Under evaluation not yet stored by the scheduler: its deadline outcome is stored first.
    const current = await lockTenderForOutcome(tx, { id, viewer });
    if (current.version !== version) throw versionConflict();
    assertTenderStep(current, 'cancel', what);
    const [cancelled] = await tx
      .update(tenders)
      .set({
        status: 'cancelled',
        statusReason: reason,
        decidedAt: readClockSql,
        updatedAt: readClockSql,
        version: sql`${tenders.version} + 1`,
      })
      .where(and(eq(tenders.id, id), eq(tenders.version, version), tenderStepAllowedSql('cancel')))
      .returning({ id: tenders.id });
    if (!cancelled) throw explainMissedUpdate(what, await findTender(tx, id), version);
    await appendHistory(tx, {
      tenderId: id,
      actor: { id: viewer.id, role: actorRole(viewer, 'tender.cancel') },
      action: 'cancelled',
      details: { from_status: current.effectiveStatus, reason },
    });
    return getTender(tx, { id, viewer });
  });
}
