import { required } from '@tt/contracts/common';
import { ZTenderWrite, type TTender, type TTenderWrite } from '@tt/contracts/tenders';
import { i18n } from '../../../i18n/i18n';
import { contractValidate } from '../../../lib/contract-form';
import { isoToKyivWallTime, kyivWallTimeToIso } from '@tt/contracts/kyiv-time';
import '../../../i18n/uk-tenders';

/** «Будь-яке» in the channel selects: sent as null. */
export const ANY = 'any';

/** What the form's inputs hold: text for selects and money, Kyiv wall time for the deadline. */
export interface TenderFormValues {
  title: string;
  description: string;
  region_id: string | null;
  branch_name: string;
  address: string;
  bandwidth_mbps: number | string;
  physics_id: string;
  interface_id: string;
  protocol_id: string;
  /** `YYYY-MM-DD`. */
  connection_date: string | null;
  contract_months: number | string;
  /** Hryvnias as typed (`12 500,50`); empty means not set. */
  budget_monthly: string;
  /** Kyiv wall-clock time `YYYY-MM-DD HH:mm:ss`, whatever the browser's zone. */
  offers_deadline: string | null;
  min_offers: number | string;
}

export type TenderFormField = keyof TenderFormValues;

/** Every field of the form, in the order they are shown (server errors name these). */
export const TENDER_FORM_FIELDS: readonly TenderFormField[] = [
  'title',
  'description',
  'region_id',
  'branch_name',
  'address',
  'bandwidth_mbps',
  'physics_id',
  'interface_id',
  'protocol_id',
  'connection_date',
  'contract_months',
  'budget_monthly',
  'offers_deadline',
  'min_offers',
];

/** Fields a published tender still accepts (the server freezes the rest). */
export const EDITABLE_WHEN_PUBLISHED: readonly TenderFormField[] = ['description', 'budget_monthly'];

export const EMPTY_TENDER_FORM: TenderFormValues = {
  title: '',
  description: '',
  region_id: null,
  branch_name: '',
  address: '',
  bandwidth_mbps: '',
  physics_id: ANY,
  interface_id: ANY,
  protocol_id: ANY,
  connection_date: null,
  contract_months: 12,
  budget_monthly: '',
  offers_deadline: null,
  min_offers: 1,
};

const refToText = (id: number | null) => (id === null ? ANY : String(id));
const textToRef = (value: string) => (value === ANY || value === '' ? null : Number(value));
const numberOrUndefined = (value: number | string) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/** "12500.00" → "12500,00": the way people write hryvnias. */
const moneyToText = (value: string | null | undefined) => (value ? value.replace('.', ',') : '');

/** A loaded tender as form values (the deadline as Kyiv wall time). */
export function tenderToFormValues(tender: TTender): TenderFormValues {
  return {
    title: tender.title,
    description: tender.description,
    region_id: String(tender.region_id),
    branch_name: tender.branch_name,
    address: tender.address,
    bandwidth_mbps: tender.bandwidth_mbps,
    physics_id: refToText(tender.physics_id),
    interface_id: refToText(tender.interface_id),
    protocol_id: refToText(tender.protocol_id),
    connection_date: tender.connection_date,
    contract_months: tender.contract_months,
    budget_monthly: moneyToText(tender.budget_monthly),
    offers_deadline: isoToKyivWallTime(tender.offers_deadline),
    min_offers: tender.min_offers,
  };
}

/**
 * Form values → the API's tender body. Empty inputs become `undefined`, so the contract's
 * "required" message is the one shown; the deadline becomes ISO with Kyiv's offset.
 */
export function formValuesToPayload(values: TenderFormValues, withBudget: boolean): TTenderWrite {
  // "12 500,50" → "12500.50": the API's decimal string (the contract checks the format).
  const budget = values.budget_monthly.replace(/\s/g, '').replace(',', '.');
  return {
    title: values.title,
    description: values.description,
    region_id: values.region_id ? Number(values.region_id) : undefined,
    branch_name: values.branch_name,
    address: values.address,
    bandwidth_mbps: numberOrUndefined(values.bandwidth_mbps),
    physics_id: textToRef(values.physics_id),
    interface_id: textToRef(values.interface_id),
    protocol_id: textToRef(values.protocol_id),
    connection_date: values.connection_date ?? (undefined as unknown as string),
    contract_months: numberOrUndefined(values.contract_months),
    budget_monthly: withBudget && budget ? budget : null,
    offers_deadline: kyivWallTimeToIso(values.offers_deadline) ?? (undefined as unknown as string),
    min_offers: numberOrUndefined(values.min_offers),
  };
}

const contractRules = contractValidate(ZTenderWrite);

/**
 * Checks the values with the same zod contract the server uses. Empty selects and dates get
 * the plain "required" message rather than a note about number or ISO formats.
 */
export function validateTenderForm(values: TenderFormValues, withBudget: boolean): Record<string, string> {
  const errors = contractRules(formValuesToPayload(values, withBudget));
  const label = (field: 'title' | 'region' | 'connectionDate' | 'deadline') => i18n.t(`tenders.fields.${field}`);
  if (!values.title.trim()) errors.title = required(label('title'));
  if (!values.region_id) errors.region_id = required(label('region'));
  if (!values.connection_date) errors.connection_date = required(label('connectionDate'));
  if (!values.offers_deadline) errors.offers_deadline = required(label('deadline'));
  if (!errors.connection_date && connectionBeforeDeadlineDay(values)) {
    errors.connection_date = i18n.t('tenders.form.connectionBeforeDeadline');
  }
  return errors;
}

/**
 * The connection date is earlier than the Kyiv day of the deadline: the server refuses to
 * publish such a tender (ADR 0004) — a channel cannot be wanted before the offers are even in.
 * Checked for drafts too: it is never what the person meant, and better said now than at publication.
 */
function connectionBeforeDeadlineDay(values: TenderFormValues): boolean {
  const deadlineIso = kyivWallTimeToIso(values.offers_deadline);
  if (!deadlineIso || !values.connection_date) return false;
  // ISO with Kyiv's offset: its first ten characters are the deadline's Kyiv date.
  return values.connection_date < deadlineIso.slice(0, 10);
}
