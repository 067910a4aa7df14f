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
import { canonicalJson } from '@tt/contracts/history-chain';
import type { TLotFields } from '@tt/contracts/lots';
import {
  contentSnapshot,
  FIELD_LABELS,
  lotValues,
  storedSnapshot,
  toColumns,
  type TenderField,
  type TenderFields,
} from './tender-fields.ts';
import { readLots, replaceLots, updateLotBudgets } from './tender-lots.ts';
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
export const EDITABLE_AFTER_PUBLICATION: readonly string[] = ['description', 'budget_monthly'];

// Long rich text is listed as changed, without old and new values in history.
const LISTED_ONLY: readonly string[] = ['description'];

const withoutBudget = ({ budget_monthly: _budget, ...site }: TLotFields) => site;

function frozenMessage(field: string): string {
  if (field === 'offers_deadline') {
    return `Поле «${FIELD_LABELS.offers_deadline}» після публікації змінюється лише продовженням терміну`;
  }
  if (field === 'lots') return 'Лоти не можна змінювати після публікації тендера, крім очікуваного бюджету';
  if (field === 'evaluation') return 'Метод оцінки не можна змінювати після публікації тендера';
  return `Поле «${FIELD_LABELS[field as TenderField]}» не можна змінювати після публікації тендера`;
}

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

    const fields = { ...input, description: sanitizeRichText(input.description) };
    const storedLots = await readLots(tx, id);
    const lotsBefore = storedLots.map(lotValues);
    const before = storedSnapshot(current, lotsBefore);
    const next = contentSnapshot(fields, fields.lots);
    const changed = [...new Set([...Object.keys(before), ...Object.keys(next)])].filter(
      (k) => canonicalJson(before[k] ?? null) !== canonicalJson(next[k] ?? null),
    );
    if (changed.length === 0) return getTender(tx, { id, viewer });
    // Only the bank-only budgets moved: the lots themselves (and the offers on them) stay.
    const sitesChanged = canonicalJson(lotsBefore.map(withoutBudget)) !== canonicalJson(fields.lots.map(withoutBudget));

    if (current.status === 'published') {
      const frozen = changed.filter((f) => !EDITABLE_AFTER_PUBLICATION.includes(f) && !(f === 'lots' && !sitesChanged));
      if (frozen.length) throw validationFailed(Object.fromEntries(frozen.map((f) => [f, frozenMessage(f)])));
    }
    if (sitesChanged) {
      // A channel value deactivated since the lot took it stays acceptable on the lot.
      await checkReferences(tx, fields.lots, lotsBefore);
    }

    const [updated] = await tx
      .update(tenders)
      .set({ ...toColumns(fields), version: sql`${tenders.version} + 1`, updatedAt: readClockSql })
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
    if (sitesChanged) await replaceLots(tx, id, fields.lots);
    else await updateLotBudgets(tx, storedLots, fields.lots);

    // Several lots whose budgets alone changed are recorded like a single site's budget, which
    // providers never see.
    const budgetsOnly = changed.length === 1 && changed[0] === 'lots' && !sitesChanged;
    const recorded = budgetsOnly ? ['budget_monthly'] : changed;
    const changes = budgetsOnly
      ? {
          budget_monthly: {
            from: lotsBefore.map((l) => l.budget_monthly),
            to: fields.lots.map((l) => l.budget_monthly),
          },
        }
      : Object.fromEntries(
          changed
            .filter((f) => !LISTED_ONLY.includes(f))
            .map((f) => [f, { from: before[f] ?? null, to: next[f] ?? null }]),
        );
    await appendHistory(tx, {
      tenderId: id,
      actor: { id: viewer.id, role: actorRole(viewer, 'tender.edit') },
      action: 'updated',
      details: { fields: recorded, changes },
    });
    return getTender(tx, { id, viewer });
  });
}
