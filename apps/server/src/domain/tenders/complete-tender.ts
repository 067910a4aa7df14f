import { and, eq, sql } from 'drizzle-orm';
import type { TTender } from '@tt/contracts/tenders';
import type { Db } from '../../db/client.ts';
import { tenders } from '../../db/schema/index.ts';
import { versionConflict } from '../../lib/app-error.ts';
import { appendHistory } from './append-history.ts';
import { getTender } from './get-tender.ts';
import { explainMissedUpdate } from './tender-errors.ts';
import { actorRole, type Viewer } from '../viewer.ts';
import { findTender, findVisibleTender } from './tender-query.ts';
import { readClockSql } from '../deadline.ts';
import { assertTenderStep, tenderStepAllowedSql } from './tender-lifecycle.ts';

/** awarded → completed: the contract is signed or the channel connected. Offers keep their outcome. */
export async function completeTender(
  db: Db,
  { id, viewer, note, version }: { id: number; viewer: Viewer; note: string; version: number },
): Promise<TTender> {
  const what = 'Завершення';
  return db.transaction(async (tx) => {
    const current = await findVisibleTender(tx, { id, viewer });
    if (current.version !== version) throw versionConflict();
    assertTenderStep(current, 'complete', what);
    const [completed] = await tx
      .update(tenders)
      .set({ status: 'completed', updatedAt: readClockSql, version: sql`${tenders.version} + 1` })
      .where(and(eq(tenders.id, id), eq(tenders.version, version), tenderStepAllowedSql('complete')))
      .returning({ id: tenders.id });
    if (!completed) throw explainMissedUpdate(what, await findTender(tx, id), version);
    await appendHistory(tx, {
      tenderId: id,
      actor: { id: viewer.id, role: actorRole(viewer, 'tender.award') },
      action: 'completed',
      details: { note },
    });
    return getTender(tx, { id, viewer });
  });
}
