import type { z } from 'zod';
import {
  OFFER_LOT_FIELDS,
  summaryOfOfferLots,
  type TOffer,
  type TOfferLotField,
  type ZOfferWrite,
} from '@tt/contracts/offers';
import { canonicalJson } from '@tt/contracts/history-chain';
import type { offerLots, offers } from '../../db/schema/index.ts';

/** What a provider writes, after validation (money and SLA already normalised decimal strings). */
export type OfferInput = z.output<typeof ZOfferWrite>;

/** One lot's figures of an offer in wire form, its lot resolved. */
export type OfferLotFigures = TOffer['lots'][number];

/** The whole offer's own terms. */
const TERM_FIELDS = ['vat_included', 'contract_months', 'sla_availability', 'comment'] as const;
type TermField = (typeof TERM_FIELDS)[number];

/** An offer as the server writes it: its terms and its lots, in the tender's lot order. */
export type OfferFields = Pick<OfferInput, TermField> & { lots: OfferLotFigures[] };

type OfferColumns = typeof offers.$inferSelect;
type OfferLotColumns = typeof offerLots.$inferSelect;

/** The one mapping between wire fields and columns, used both ways; the lot figures' names are the same in both tables. */
const COLUMN_OF = {
  vat_included: 'vatIncluded',
  contract_months: 'contractMonths',
  sla_availability: 'slaAvailability',
  comment: 'comment',
  monthly_price: 'monthlyPrice',
  installation_price: 'installationPrice',
  bandwidth_mbps: 'bandwidthMbps',
  physics_id: 'physicsId',
  interface_id: 'interfaceId',
  protocol_id: 'protocolId',
  connection_days: 'connectionDays',
} as const satisfies Record<TermField, keyof OfferColumns> &
  Record<TOfferLotField, keyof OfferLotColumns & keyof OfferColumns>;

type ColumnOf = typeof COLUMN_OF;
type OfferField = TermField | TOfferLotField;
export const OFFER_FIELDS = Object.keys(COLUMN_OF) as OfferField[];
/** The offer's columns a provider writes, in the order of OFFER_FIELDS. */
export const OFFER_COLUMNS = OFFER_FIELDS.map((f) => COLUMN_OF[f]);

export type OfferFieldValues = { [F in OfferField]: OfferColumns[ColumnOf[F]] };
type OfferWriteColumns = { [F in OfferField as ColumnOf[F]]: OfferColumns[ColumnOf[F]] };

/** A stored offer's own columns in wire form (numeric columns come back as decimal strings). */
export function offerValues(row: Pick<OfferColumns, ColumnOf[OfferField]>): OfferFieldValues {
  return Object.fromEntries(OFFER_FIELDS.map((f) => [f, row[COLUMN_OF[f]]])) as OfferFieldValues;
}

/** A stored lot's figures in wire form. */
export function offerLotValues(row: OfferLotColumns): OfferLotFigures {
  return {
    lot_id: row.lotId,
    ...(Object.fromEntries(OFFER_LOT_FIELDS.map((f) => [f, row[COLUMN_OF[f]]])) as Omit<OfferLotFigures, 'lot_id'>),
  };
}

/**
 * The offer row's columns for validated fields: its terms and what it repeats of its lots for
 * single-site reads (the orders archive, the statistics, letters), as a read of the offer shows it.
 */
export function toOfferColumns(fields: OfferFields): OfferWriteColumns {
  const values: Record<OfferField, unknown> = { ...summaryOfOfferLots(fields.lots), ...pickTerms(fields) };
  return Object.fromEntries(OFFER_FIELDS.map((f) => [COLUMN_OF[f], values[f]])) as OfferWriteColumns;
}

export const pickTerms = (fields: Pick<OfferInput, TermField>) =>
  Object.fromEntries(TERM_FIELDS.map((f) => [f, fields[f]])) as Pick<OfferInput, TermField>;

/** Whether a write changes anything of the stored offer: its terms or any lot's figures. */
export function offerChanged(stored: OfferFields, next: OfferFields): boolean {
  return (
    canonicalJson({ ...pickTerms(stored), lots: stored.lots }) !==
    canonicalJson({ ...pickTerms(next), lots: next.lots })
  );
}

/** The lots' figures as the JSON the write statements expand into offer_lots rows. */
export const lotRowsJson = (lots: readonly OfferLotFigures[]) => JSON.stringify(lots);
