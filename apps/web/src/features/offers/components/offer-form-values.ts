import { ZOfferWrite, type TOffer, type TOfferWrite } from '@tt/contracts/offers';
import type { TTender } from '@tt/contracts/tenders';
import { contractValidate } from '../../../lib/contract-form';
import { formatMoney } from '../../../lib/format';
import { parseMoneyInput } from '@tt/contracts/money';

/** A channel select nothing has been chosen in yet (the tender accepts any): the contract names it as required. */
export const NOT_CHOSEN = '';

/** What the form's inputs hold: text for money, percentages and selects. */
export interface OfferFormValues {
  /** Hryvnias as typed (`12 500,50`). */
  monthly_price: string;
  installation_price: string;
  vat_included: boolean;
  bandwidth_mbps: number | string;
  /** Dictionary ids as the selects hold them; NOT_CHOSEN until one is chosen. */
  physics_id: string;
  interface_id: string;
  protocol_id: string;
  connection_days: number | string;
  contract_months: number | string;
  /** Per cent as typed (`99,9`). */
  sla_availability: string;
  comment: string;
}

export type OfferFormField = keyof OfferFormValues;

/** Every field, in the order shown (server errors name these). */
export const OFFER_FORM_FIELDS: readonly OfferFormField[] = [
  'monthly_price',
  'installation_price',
  'vat_included',
  'bandwidth_mbps',
  'physics_id',
  'interface_id',
  'protocol_id',
  'connection_days',
  'contract_months',
  'sla_availability',
  'comment',
];

const refToText = (id: number | null) => (id === null ? NOT_CHOSEN : String(id));
/** The chosen id; undefined while none is, so the contract's "required" message is the one shown. */
export const textToRef = (value: string) => (value === NOT_CHOSEN ? undefined : Number(value));
const numberOrUndefined = (value: number | string) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/**
 * A new offer starts from what the tender asks for (bandwidth, channel, term), so the
 * provider changes only what differs; prices and SLA are left for them to type, and so is a
 * channel characteristic the tender leaves open («Будь-яке»): the offer states what it uses
 * (docs/product/lifecycles.md §7).
 */
export function newOfferValues(tender: TTender): OfferFormValues {
  return {
    monthly_price: '',
    installation_price: '',
    vat_included: true,
    bandwidth_mbps: tender.bandwidth_mbps,
    physics_id: refToText(tender.physics_id),
    interface_id: refToText(tender.interface_id),
    protocol_id: refToText(tender.protocol_id),
    connection_days: '',
    contract_months: tender.contract_months,
    sla_availability: '',
    comment: '',
  };
}

/** «12500.5» → «12 500,50»: a sum the way it is shown everywhere else (kept as typed when unreadable). */
export function tidyMoney(text: string): string {
  const parsed = parseMoneyInput(text);
  return parsed ? formatMoney(parsed).replace(/\u00a0₴$/, '') : text;
}

/** A loaded offer as form values («12500.00» → «12 500,00», «99.950» → «99,95»). */
export function offerToFormValues(offer: TOffer): OfferFormValues {
  const [int = '0', frac = ''] = offer.sla_availability.split('.');
  const slaFrac = frac.replace(/0+$/, '');
  return {
    monthly_price: tidyMoney(offer.monthly_price),
    installation_price: tidyMoney(offer.installation_price),
    vat_included: offer.vat_included,
    bandwidth_mbps: offer.bandwidth_mbps,
    physics_id: refToText(offer.physics_id),
    interface_id: refToText(offer.interface_id),
    protocol_id: refToText(offer.protocol_id),
    connection_days: offer.connection_days,
    contract_months: offer.contract_months,
    sla_availability: slaFrac ? `${int},${slaFrac}` : int,
    comment: offer.comment,
  };
}

/** Money as typed → the API's decimal string; what cannot be read is passed on for the contract to name. */
function moneyPayload(text: string): string | undefined {
  if (!text.trim()) return undefined;
  return parseMoneyInput(text) ?? text;
}

/**
 * Form values → the API's offer body. Empty inputs become `undefined`, so the contract's
 * "required" message is the one shown.
 */
export function formValuesToPayload(values: OfferFormValues): TOfferWrite {
  return {
    monthly_price: moneyPayload(values.monthly_price) as string,
    installation_price: moneyPayload(values.installation_price) as string,
    vat_included: values.vat_included,
    bandwidth_mbps: numberOrUndefined(values.bandwidth_mbps),
    physics_id: textToRef(values.physics_id) as number,
    interface_id: textToRef(values.interface_id) as number,
    protocol_id: textToRef(values.protocol_id) as number,
    connection_days: numberOrUndefined(values.connection_days),
    contract_months: numberOrUndefined(values.contract_months),
    sla_availability: (values.sla_availability.trim() || undefined) as string,
    comment: values.comment,
  };
}

const contractRules = contractValidate(ZOfferWrite);

/** Checks the values with the same zod contract the server uses. */
export function validateOfferForm(values: OfferFormValues): Record<string, string> {
  return contractRules(formValuesToPayload(values));
}
