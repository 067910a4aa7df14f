import type { z } from 'zod';
import { OFFER_LOT_FIELDS, type TOffer, type TOfferLotField, type ZOfferWrite } from '@tt/contracts/offers';
import { canonicalJson } from '@tt/contracts/history-chain';
import { fromKopiyky, kopiykyOf } from '@tt/contracts/money';
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
 * What the offer row repeats of its lots for single-site reads (the orders archive, the
 * statistics, letters): the sums of the prices, the first lot's channel, the longest connection.
 */
function summaryOfLots(lots: readonly OfferLotFigures[]): Omit<OfferLotFigures, 'lot_id'> {
  const [first] = lots as [OfferLotFigures];
  const sum = (f: 'monthly_price' | 'installation_price') =>
    fromKopiyky(lots.reduce((total, lot) => total + kopiykyOf(lot[f]), 0n));
  return {
    monthly_price: sum('monthly_price'),
    installation_price: sum('installation_price'),
    bandwidth_mbps: first.bandwidth_mbps,
    physics_id: first.physics_id,
    interface_id: first.interface_id,
    protocol_id: first.protocol_id,
    connection_days: Math.max(...lots.map((l) => l.connection_days)),
  };
}

/** The offer row's columns for validated fields: its terms and the summary of its lots. */
export function toOfferColumns(fields: OfferFields): OfferWriteColumns {
  const values: Record<OfferField, unknown> = { ...summaryOfLots(fields.lots), ...pickTerms(fields) };
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
