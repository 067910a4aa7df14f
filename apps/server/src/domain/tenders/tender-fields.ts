import type { z } from 'zod';
import { LOT_FIELD_LABELS, LOT_FIELDS, siteOfLots, type TLotField, type TLotFields } from '@tt/contracts/lots';
import type { TEvaluation } from '@tt/contracts/evaluation';
import type { ZTenderWrite } from '@tt/contracts/tenders';
import type { tenderLots, tenders } from '../../db/schema/index.ts';

/** The writable fields of a tender after validation (snake_case, as on the wire), with its lots. */
export type TenderFields = z.output<typeof ZTenderWrite>;

/** The fields the tender row holds: its own, and lot 1's site fields repeated for single-site reads. */
export type TenderField = Exclude<keyof TenderFields, 'lots' | 'evaluation'> | TLotField;

/** Ukrainian field names for messages, the same as the form labels. */
export const FIELD_LABELS: Record<TenderField, string> = {
  title: 'Назва',
  description: 'Опис',
  ...LOT_FIELD_LABELS,
  contract_months: 'Строк договору',
  offers_deadline: 'Кінцевий термін подання пропозицій',
  min_offers: 'Мінімальна кількість пропозицій',
};

const TENDER_FIELDS = Object.keys(FIELD_LABELS) as TenderField[];

type TenderColumns = Omit<typeof tenders.$inferSelect, 'searchText' | 'otherLotsText'>;
type LotColumns = typeof tenderLots.$inferSelect;

/**
 * The one mapping between wire fields and table columns; reading (fieldValues, the
 * presenters) and writing (toColumns) both go through it.
 */
const COLUMN_OF = {
  title: 'title',
  description: 'description',
  region_id: 'regionId',
  branch_name: 'branchName',
  address: 'address',
  bandwidth_mbps: 'bandwidthMbps',
  physics_id: 'physicsId',
  interface_id: 'interfaceId',
  protocol_id: 'protocolId',
  connection_date: 'connectionDate',
  contract_months: 'contractMonths',
  budget_monthly: 'budgetMonthly',
  offers_deadline: 'offersDeadline',
  min_offers: 'minOffers',
} as const satisfies Record<TenderField, keyof TenderColumns> & Record<TLotField, keyof LotColumns>;

type ColumnOf = typeof COLUMN_OF;

/** Wire form of the row's writable fields: as stored, the deadline as an ISO string. */
export type TenderFieldValues = {
  [F in TenderField]: F extends 'offers_deadline' ? string : TenderColumns[ColumnOf[F]];
};

/** A stored tender's writable fields in wire form (deadline as ISO), for the presenters, comparison and history. */
export function fieldValues(row: TenderColumns): TenderFieldValues {
  const values = Object.fromEntries(TENDER_FIELDS.map((f) => [f, row[COLUMN_OF[f]]]));
  return { ...values, offers_deadline: row.offersDeadline.toISOString() } as TenderFieldValues;
}

/** A stored lot's site fields in wire form. */
export function lotValues(row: LotColumns): TLotFields {
  return Object.fromEntries(LOT_FIELDS.map((f) => [f, row[COLUMN_OF[f]]])) as TLotFields;
}

/** A lot's site fields as lot columns. */
export function lotColumns(lot: TLotFields) {
  return Object.fromEntries(LOT_FIELDS.map((f) => [COLUMN_OF[f], lot[f]])) as Pick<LotColumns, ColumnOf[TLotField]>;
}

/**
 * What the tender row keeps for the search of its lots beyond the first (lot 1's site is its
 * own): their branches and addresses in order, separated by spaces; empty for a single site.
 */
function otherLotsText(lots: readonly TLotFields[]): string {
  return lots
    .slice(1)
    .map((lot) => `${lot.branch_name} ${lot.address}`)
    .join(' ');
}

const evaluationColumns = (evaluation: TEvaluation) => ({
  evaluationMethod: evaluation.method,
  weightCost: evaluation.weights?.cost ?? null,
  weightSla: evaluation.weights?.sla ?? null,
  weightConnection: evaluation.weights?.connection ?? null,
  weightTechnical: evaluation.weights?.technical ?? null,
});

/** The tender's evaluation as stored. */
export function evaluationOf(row: Pick<TenderColumns, keyof ReturnType<typeof evaluationColumns>>): TEvaluation {
  return row.evaluationMethod === 'weighted'
    ? {
        method: 'weighted',
        weights: {
          cost: row.weightCost ?? 0,
          sla: row.weightSla ?? 0,
          connection: row.weightConnection ?? 0,
          technical: row.weightTechnical ?? 0,
        },
      }
    : { method: 'lowest_cost', weights: null };
}

/**
 * Validated input as the tender row's columns, with what the row repeats of its lots (the lots
 * themselves go to their own table, in the same transaction: create-tender, update-tender).
 */
export function toColumns(input: TenderFields) {
  // What the row repeats of its lots for single-site reads, as a read of the tender shows it.
  const site = siteOfLots(input.lots);
  const own = Object.fromEntries(
    TENDER_FIELDS.map((f) => [
      COLUMN_OF[f],
      (LOT_FIELDS as string[]).includes(f) ? site[f as TLotField] : input[f as Exclude<TenderField, TLotField>],
    ]),
  );
  return {
    ...(own as unknown as { [F in TenderField as ColumnOf[F]]: TenderColumns[ColumnOf[F]] }),
    offersDeadline: new Date(input.offers_deadline),
    ...evaluationColumns(input.evaluation),
    otherLotsText: otherLotsText(input.lots),
  };
}

/**
 * A tender's content as history records it: a single-site tender as it always was (the site's
 * fields at the top level), several lots as `lots`; the evaluation only when it is weighted, so a
 * lowest-cost tender's entries read as before. The deadline is UTC ISO, so equal instants
 * compare equal.
 */
export function contentSnapshot(
  fields: Omit<TenderFields, 'lots'>,
  lots: readonly TLotFields[],
): Record<string, unknown> {
  const { lots: _lots, evaluation, ...own } = { ...fields, lots: undefined };
  return {
    ...own,
    offers_deadline: new Date(fields.offers_deadline).toISOString(),
    ...(lots.length === 1 ? lots[0] : { lots }),
    ...(evaluation.method === 'weighted' ? { evaluation } : {}),
  };
}

/** A stored tender's content as history records it (contentSnapshot), from its row and lots. */
export function storedSnapshot(row: TenderColumns, lots: readonly TLotFields[]): Record<string, unknown> {
  const v = fieldValues(row);
  return contentSnapshot(
    {
      title: v.title,
      description: v.description,
      contract_months: v.contract_months,
      offers_deadline: v.offers_deadline,
      min_offers: v.min_offers,
      evaluation: evaluationOf(row),
    },
    lots,
  );
}
