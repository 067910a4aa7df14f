import type { z } from 'zod';
import type { ZOfferWrite } from '@tt/contracts/offers';
import type { offers } from '../../db/schema/index.ts';

/** What a provider writes, after validation (money and SLA already normalised decimal strings). */
export type OfferFields = z.output<typeof ZOfferWrite>;
export type OfferField = keyof OfferFields;

type OfferColumns = typeof offers.$inferSelect;

/** The one mapping between wire fields and offer columns, used both ways. */
const COLUMN_OF = {
  monthly_price: 'monthlyPrice',
  installation_price: 'installationPrice',
  vat_included: 'vatIncluded',
  bandwidth_mbps: 'bandwidthMbps',
  physics_id: 'physicsId',
  interface_id: 'interfaceId',
  protocol_id: 'protocolId',
  connection_days: 'connectionDays',
  contract_months: 'contractMonths',
  sla_availability: 'slaAvailability',
  comment: 'comment',
} as const satisfies Record<OfferField, keyof OfferColumns>;

export const OFFER_FIELDS = Object.keys(COLUMN_OF) as OfferField[];
/** The offer's columns a provider writes, in the order of OFFER_FIELDS. */
export const OFFER_COLUMNS = OFFER_FIELDS.map((f) => COLUMN_OF[f]);

type ColumnOf = typeof COLUMN_OF;
export type OfferFieldValues = { [F in OfferField]: OfferColumns[ColumnOf[F]] };
type OfferWriteColumns = { [F in OfferField as ColumnOf[F]]: OfferColumns[ColumnOf[F]] };

/** A stored offer's writable fields in wire form (numeric columns come back as decimal strings). */
export function offerValues(row: Pick<OfferColumns, ColumnOf[OfferField]>): OfferFieldValues {
  return Object.fromEntries(OFFER_FIELDS.map((f) => [f, row[COLUMN_OF[f]]])) as OfferFieldValues;
}

/** Validated input as table columns: money and SLA stay decimal strings, stored as numeric. */
export function toOfferColumns(input: OfferFields): OfferWriteColumns {
  return Object.fromEntries(OFFER_FIELDS.map((f) => [COLUMN_OF[f], input[f]])) as OfferWriteColumns;
}

/** The fields whose stored value differs from the input. */
export function changedOfferFields(current: OfferFieldValues, input: OfferFields): OfferField[] {
  return OFFER_FIELDS.filter((f) => current[f] !== input[f]);
}
