import { and, eq, sql } from 'drizzle-orm';
import { formatKyivDateTime } from '@tt/contracts/kyiv-time';
import { republishDeadlineTooSoonMessage } from '@tt/contracts/tender-rules';
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
  evaluationOf,
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
 * description (clarifications), the bank-only budget estimate, which providers never see, and
 * the evaluation (ADR 0038), whose change is a new publication (below). Everything else
 * providers price against is frozen; the deadline moves by extend-deadline, or together with
 * a change of the evaluation.
 */
export const EDITABLE_AFTER_PUBLICATION: readonly string[] = ['description', 'budget_monthly', 'evaluation'];

/** What a new publication (a change of a published tender's evaluation) may move as well. */
const EDITABLE_WHEN_REPUBLISHED: readonly string[] = ['offers_deadline'];

// Long rich text is listed as changed, without old and new values in history.
const LISTED_ONLY: readonly string[] = ['description'];

const withoutBudget = ({ budget_monthly: _budget, ...site }: TLotFields) => site;

function frozenMessage(field: string): string {
  if (field === 'offers_deadline') {
    return `Поле «${FIELD_LABELS.offers_deadline}» після публікації змінюється лише продовженням терміну або разом зі зміною методу оцінки`;
  }
  if (field === 'lots') return 'Лоти не можна змінювати після публікації тендера, крім очікуваного бюджету';
  return `Поле «${FIELD_LABELS[field as TenderField]}» не можна змінювати після публікації тендера`;
}

export interface UpdateTenderOptions {
  id: number;
  viewer: Viewer;
  input: TenderFields;
  /** The version the editor loaded (optimistic locking). */
  version: number;
  /** The publishing lead (PUBLISH_MIN_LEAD_MINUTES), which a new publication keeps too. */
  leadMinutes: number;
}

/**
 * Saves the edit form. A draft takes every field; a published tender before its deadline
 * only the fields above (and only from someone who may publish, since the change reaches
 * providers); later statuses nothing. A stale version is a 409, never a silent overwrite.
 *
 * A change of a published tender's evaluation is a new publication (ADR 0038): the offers were
 * priced against the old method, so the deadline must leave providers at least the publishing
 * lead from now to price them again — as for a new tender — and may move later (never earlier)
 * in the same edit; it is checked by the database clock in the statement that writes. Offers
 * stay as they are, their providers may revise them. History records it as one
 * `evaluation_changed` entry (the old and new evaluation, and the deadline when it moved),
 * which notify-history mails to the providers.
 */
export async function updateTender(
  db: Db,
  { id, viewer, input, version, leadMinutes }: UpdateTenderOptions,
): Promise<TTender> {
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

    const republishing = current.status === 'published' && changed.includes('evaluation');
    const deadline = new Date(fields.offers_deadline);
    if (current.status === 'published') {
      const editable = republishing
        ? [...EDITABLE_AFTER_PUBLICATION, ...EDITABLE_WHEN_REPUBLISHED]
        : EDITABLE_AFTER_PUBLICATION;
      const frozen = changed.filter((f) => !editable.includes(f) && !(f === 'lots' && !sitesChanged));
      if (frozen.length) throw validationFailed(Object.fromEntries(frozen.map((f) => [f, frozenMessage(f)])));
    }
    // Providers were told this deadline: a new publication may give them more time, never less.
    if (republishing && deadline.getTime() < current.offersDeadline.getTime()) {
      throw validationFailed({
        offers_deadline: `Кінцевий термін подання пропозицій не може бути раніше за поточний (${formatKyivDateTime(current.offersDeadline)})`,
      });
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
          // A new publication leaves at least the publishing lead, as publish-tender does.
          republishing
            ? sql`${deadline.toISOString()}::timestamptz >= ${writeClockSql} + make_interval(secs => ${leadMinutes * 60})`
            : undefined,
        ),
      )
      .returning({ id: tenders.id });
    if (!updated) {
      const again = await findTender(tx, id);
      if (republishing && again?.version === version && again.effectiveStatus === 'published') {
        throw validationFailed({ offers_deadline: republishDeadlineTooSoonMessage(leadMinutes) });
      }
      throw explainMissedUpdate(what, again, version);
    }
    if (sitesChanged) await replaceLots(tx, id, fields.lots);
    else await updateLotBudgets(tx, storedLots, fields.lots);

    // Several lots whose budgets alone changed are recorded like a single site's budget, which
    // providers never see; the evaluation as the method and weights on both sides, so a
    // lowest-cost side reads as that method.
    const budgetsOnly = changed.includes('lots') && !sitesChanged;
    const recorded = changed.map((f) => (f === 'lots' && budgetsOnly ? 'budget_monthly' : f));
    const changeOf = (f: string): [string, { from: unknown; to: unknown }] => {
      if (f === 'lots' && budgetsOnly) {
        const budgets = (lots: readonly TLotFields[]) => lots.map((l) => l.budget_monthly);
        return ['budget_monthly', { from: budgets(lotsBefore), to: budgets(fields.lots) }];
      }
      if (f === 'evaluation') return [f, { from: evaluationOf(current), to: fields.evaluation }];
      return [f, { from: before[f] ?? null, to: next[f] ?? null }];
    };
    const changes = Object.fromEntries(changed.filter((f) => !LISTED_ONLY.includes(f)).map(changeOf));
    await appendHistory(tx, {
      tenderId: id,
      actor: { id: viewer.id, role: actorRole(viewer, republishing ? 'tender.publish' : 'tender.edit') },
      action: republishing ? 'evaluation_changed' : 'updated',
      details: { fields: recorded, changes },
    });
    return getTender(tx, { id, viewer });
  });
}
