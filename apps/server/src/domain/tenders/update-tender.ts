import { and, eq, sql } from 'drizzle-orm';
import type { TTender } from '@tt/contracts/tenders';
import type { Db } from '../../db/client.ts';
import { tenders } from '../../db/schema/index.ts';
import { forbidden, validationFailed, versionConflict } from '../../lib/app-error.ts';
import { appendHistory } from './append-history.ts';
import { checkReferences } from './check-references.ts';
import { getTender } from './get-tender.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { explainMissedUpdate } from './tender-errors.ts';
import {
  FIELD_LABELS,
  fieldValues,
  inputValues,
  TENDER_FIELDS,
  toColumns,
  type TenderField,
  type TenderFields,
} from './tender-fields.ts';
import { actorRole, type Viewer } from '../viewer.ts';
import { findTender, findVisibleTender, lockTenderRow } from './tender-query.ts';
import { deadlineAheadSql, readClockSql, writeClockSql } from '../deadline.ts';
import { assertTenderStep } from './tender-lifecycle.ts';
import { TENDER_LIFECYCLE, stepAllowed } from '@tt/contracts/lifecycles';

/**
 * What may still change once providers can see the tender (docs/decisions/0004): the
 * description (clarifications) and the bank-only budget estimate, which providers never see.
 * Everything providers price against is frozen; the deadline moves only by extend-deadline.
 */
export const EDITABLE_AFTER_PUBLICATION: readonly TenderField[] = ['description', 'budget_monthly'];

// Long rich text is listed as changed, without old and new values in history.
const LISTED_ONLY: readonly TenderField[] = ['description'];

export interface UpdateTenderOptions {
  id: number;
  viewer: Viewer;
  input: TenderFields;
  /** The version the editor loaded (optimistic locking). */
  version: number;
}

/**
 * Saves the edit form. A draft takes every field; a published tender before its deadline
 * only the fields above (and only from someone who may publish, since the change reaches
 * providers); later statuses nothing. A stale version is a 409, never a silent overwrite.
 */
export async function updateTender(db: Db, { id, viewer, input, version }: UpdateTenderOptions): Promise<TTender> {
  const what = 'Редагування тендера';
  return db.transaction(async (tx) => {
    // Offer writes checking the deadline hold this row: wait for them, then judge by the clock.
    await lockTenderRow(tx, id);
    const current = await findVisibleTender(tx, { id, viewer });
    assertTenderStep(current, 'edit', what);
    if (!stepAllowed(TENDER_LIFECYCLE[current.effectiveStatus].edit, viewer.actions)) {
      throw forbidden('Змінювати опублікований тендер може лише менеджер із закупівель');
    }
    if (current.version !== version) throw versionConflict();

    const next = inputValues({ ...input, description: sanitizeRichText(input.description) });
    const before = fieldValues(current);
    const changed = TENDER_FIELDS.filter((f) => next[f] !== before[f]);
    if (changed.length === 0) return getTender(tx, { id, viewer });

    if (current.status === 'published') {
      const frozen = changed.filter((f) => !EDITABLE_AFTER_PUBLICATION.includes(f));
      if (frozen.length) {
        throw validationFailed(
          Object.fromEntries(
            frozen.map((f) => [
              f,
              f === 'offers_deadline'
                ? `Поле «${FIELD_LABELS[f]}» після публікації змінюється лише продовженням терміну`
                : `Поле «${FIELD_LABELS[f]}» не можна змінювати після публікації тендера`,
            ]),
          ),
        );
      }
    }
    if (changed.some((f) => f === 'region_id' || f === 'physics_id' || f === 'interface_id' || f === 'protocol_id')) {
      // A channel value deactivated since the tender took it stays acceptable on the tender.
      await checkReferences(tx, input, {
        physics_id: current.physicsId,
        interface_id: current.interfaceId,
        protocol_id: current.protocolId,
      });
    }

    const columns = toColumns({ ...input, description: next.description as string });
    const [updated] = await tx
      .update(tenders)
      .set({ ...columns, version: sql`${tenders.version} + 1`, updatedAt: readClockSql })
      .where(
        and(
          eq(tenders.id, id),
          eq(tenders.version, version),
          eq(tenders.status, current.status),
          // Checked by the database clock in the same statement: no edit slips in after the deadline.
          current.status === 'published' ? deadlineAheadSql(writeClockSql) : undefined,
        ),
      )
      .returning({ id: tenders.id });
    if (!updated) throw explainMissedUpdate(what, await findTender(tx, id), version);

    const changes = Object.fromEntries(
      changed.filter((f) => !LISTED_ONLY.includes(f)).map((f) => [f, { from: before[f], to: next[f] }]),
    );
    await appendHistory(tx, {
      tenderId: id,
      actor: { id: viewer.id, role: actorRole(viewer, 'tender.edit') },
      action: 'updated',
      details: { fields: changed, changes },
    });
    return getTender(tx, { id, viewer });
  });
}
