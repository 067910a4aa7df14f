import type { z } from 'zod';
import type { ZTenderWrite } from '@tt/contracts/tenders';
import type { tenders } from '../../db/schema/index.ts';

/** The writable fields of a tender after validation (snake_case, as on the wire). */
export type TenderFields = z.output<typeof ZTenderWrite>;
export type TenderField = keyof TenderFields;

/** Ukrainian field names for messages, the same as the form labels. */
export const FIELD_LABELS: Record<TenderField, string> = {
  title: 'Назва',
  description: 'Опис',
  region_id: 'Регіон',
  branch_name: 'Відділення',
  address: 'Адреса',
  bandwidth_mbps: 'Пропускна здатність',
  physics_id: 'Фізичне середовище',
  interface_id: 'Інтерфейс',
  protocol_id: 'Протокол',
  connection_date: 'Бажана дата підключення',
  contract_months: 'Строк договору',
  budget_monthly: 'Очікуваний щомісячний бюджет',
  offers_deadline: 'Кінцевий термін подання пропозицій',
  min_offers: 'Мінімальна кількість пропозицій',
};

export const TENDER_FIELDS = Object.keys(FIELD_LABELS) as TenderField[];

type TenderColumns = Omit<typeof tenders.$inferSelect, 'searchText'>;

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
} as const satisfies Record<TenderField, keyof TenderColumns>;

type ColumnOf = typeof COLUMN_OF;

/** Wire form of the writable fields: as stored, the deadline as an ISO string. */
export type TenderFieldValues = {
  [F in TenderField]: F extends 'offers_deadline' ? string : TenderColumns[ColumnOf[F]];
};

type TenderWriteColumns = { [F in TenderField as ColumnOf[F]]: TenderColumns[ColumnOf[F]] };

/** A stored tender's writable fields in wire form (deadline as ISO), for the presenters, comparison and history. */
export function fieldValues(row: TenderColumns): TenderFieldValues {
  const values = Object.fromEntries(TENDER_FIELDS.map((f) => [f, row[COLUMN_OF[f]]]));
  return { ...values, offers_deadline: row.offersDeadline.toISOString() } as TenderFieldValues;
}

/** Validated input in the same wire form (deadline normalised to UTC ISO so equal instants compare equal). */
export function inputValues(input: TenderFields): TenderFieldValues {
  return { ...input, offers_deadline: new Date(input.offers_deadline).toISOString() };
}

/** Validated input as table columns. */
export function toColumns(input: TenderFields): TenderWriteColumns {
  const columns = Object.fromEntries(TENDER_FIELDS.map((f) => [COLUMN_OF[f], input[f]]));
  return { ...columns, offersDeadline: new Date(input.offers_deadline) } as TenderWriteColumns;
}
