import { and, eq, lt, sql } from 'drizzle-orm';
import type { TTender } from '@tt/contracts/tenders';
import type { Db } from '../../db/client.ts';
import { tenders } from '../../db/schema/index.ts';
import { validationFailed, versionConflict } from '../../lib/app-error.ts';
import { formatKyivDateTime } from '@tt/contracts/kyiv-time';
import { appendHistory } from './append-history.ts';
import { getTender } from './get-tender.ts';
import { explainMissedUpdate } from './tender-errors.ts';
import { actorRole, type Viewer } from '../viewer.ts';
import { findTender, findVisibleTender, lockTenderRow } from './tender-query.ts';
import { deadlineAheadSql, readClockSql, writeClockSql } from '../deadline.ts';
import { assertTenderStep } from './tender-lifecycle.ts';

export interface ExtendDeadlineOptions {
  id: number;
  viewer: Viewer;
  /** The new deadline, ISO 8601 with a zone. */
  offersDeadline: string;
  reason: string;
  version: number;
}

/**
 * Moves the deadline of a published tender later. Only while offers are still being taken:
 * once the deadline has passed the offers are unsealed, and reopening would be unfair.
 */
export async function extendDeadline(
  db: Db,
  { id, viewer, offersDeadline, reason, version }: ExtendDeadlineOptions,
): Promise<TTender> {
  const what = 'Продовження терміну';
  const next = new Date(offersDeadline);
  return db.transaction(async (tx) => {
    // Offer writes checking the deadline hold this row: wait for them, then judge by the clock.
    await lockTenderRow(tx, id);
    const current = await findVisibleTender(tx, { id, viewer });
    if (current.version !== version) throw versionConflict();
    assertTenderStep(current, 'extend', what);
    if (next.getTime() <= current.offersDeadline.getTime()) {
      throw validationFailed({
        offers_deadline: `Новий кінцевий термін має бути пізніше за поточний (${formatKyivDateTime(current.offersDeadline)})`,
      });
    }
    const [extended] = await tx
      .update(tenders)
      .set({ offersDeadline: next, updatedAt: readClockSql, version: sql`${tenders.version} + 1` })
      .where(
        and(
          eq(tenders.id, id),
          eq(tenders.version, version),
          eq(tenders.status, 'published'),
          deadlineAheadSql(writeClockSql),
          lt(tenders.offersDeadline, next),
        ),
      )
      .returning({ id: tenders.id });
    if (!extended) throw explainMissedUpdate(what, await findTender(tx, id), version);
    await appendHistory(tx, {
      tenderId: id,
      actor: { id: viewer.id, role: actorRole(viewer, 'tender.publish') },
      action: 'deadline_extended',
      details: { from: current.offersDeadline.toISOString(), to: next.toISOString(), reason },
    });
    return getTender(tx, { id, viewer });
  });
}
