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

type FieldValue = string | number | null;

/** A stored tender's writable fields in wire form (deadline as ISO), for comparison and history. */
export function fieldValues(
  row: typeof tenders.$inferSelect | Omit<typeof tenders.$inferSelect, 'searchText'>,
): Record<TenderField, FieldValue> {
  return {
    title: row.title,
    description: row.description,
    region_id: row.regionId,
    branch_name: row.branchName,
    address: row.address,
    bandwidth_mbps: row.bandwidthMbps,
    physics_id: row.physicsId,
    interface_id: row.interfaceId,
    protocol_id: row.protocolId,
    connection_date: row.connectionDate,
    contract_months: row.contractMonths,
    budget_monthly: row.budgetMonthly,
    offers_deadline: row.offersDeadline.toISOString(),
    min_offers: row.minOffers,
  };
}

/** Validated input in the same wire form (deadline normalised to UTC ISO so equal instants compare equal). */
export function inputValues(input: TenderFields): Record<TenderField, FieldValue> {
  return { ...input, offers_deadline: new Date(input.offers_deadline).toISOString() };
}

/** Validated input as table columns. */
export function toColumns(input: TenderFields) {
  return {
    title: input.title,
    description: input.description,
    regionId: input.region_id,
    branchName: input.branch_name,
    address: input.address,
    bandwidthMbps: input.bandwidth_mbps,
    physicsId: input.physics_id,
    interfaceId: input.interface_id,
    protocolId: input.protocol_id,
    connectionDate: input.connection_date,
    contractMonths: input.contract_months,
    budgetMonthly: input.budget_monthly,
    offersDeadline: new Date(input.offers_deadline),
    minOffers: input.min_offers,
  };
}
