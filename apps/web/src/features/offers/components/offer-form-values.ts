import type { TLot } from '@tt/contracts/lots';
import {
  OFFER_LOT_FIELDS,
  ZOfferWrite,
  type TOffer,
  type TOfferLotField,
  type TOfferLotWrite,
  type TOfferWrite,
} from '@tt/contracts/offers';
import type { TTender } from '@tt/contracts/tenders';
import { contractValidate } from '../../../lib/contract-form';
import { formatMoney } from '../../../lib/format';
import { fromKopiyky, parseMoneyInput, termCostKopiyky, toKopiyky } from '@tt/contracts/money';

/** A channel select nothing has been chosen in yet (the tender accepts any): the contract names it as required. */
export const NOT_CHOSEN = '';

/** What the form holds for one lot of a tender of several: whether it is offered, and its figures. */
export interface OfferLotValues {
  lot_id: number;
  chosen: boolean;
  monthly_price: string;
  installation_price: string;
  bandwidth_mbps: number | string;
  physics_id: string;
  interface_id: string;
  protocol_id: string;
  connection_days: number | string;
}

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
  /**
   * One entry per lot, in the tender's order, when the tender has several; then the top-level
   * prices and channel are unused. Empty for a single-site tender.
   */
  lots: OfferLotValues[];
}

export type OfferFormField = Exclude<keyof OfferFormValues, 'lots'>;

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

/** Whether offers on this tender are written lot by lot (several lots) or in the single-site form. */
export const hasSeveralLots = (tender: TTender) => tender.lots.length > 1;

/** A lot not offered yet: what it asks for, as a new offer's single site does. */
function newLotValues(lot: TLot): OfferLotValues {
  return {
    lot_id: lot.id,
    chosen: false,
    monthly_price: '',
    installation_price: '',
    bandwidth_mbps: lot.bandwidth_mbps,
    physics_id: refToText(lot.physics_id),
    interface_id: refToText(lot.interface_id),
    protocol_id: refToText(lot.protocol_id),
    connection_days: '',
  };
}

/**
 * A new offer starts from what the tender asks for (bandwidth, channel, term), so the
 * provider changes only what differs; prices and SLA are left for them to type, and so is a
 * channel characteristic the tender leaves open («Будь-яке»): the offer states what it uses
 * (docs/product/lifecycles.md §7). A tender of several lots starts with none chosen.
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
    lots: hasSeveralLots(tender) ? tender.lots.map(newLotValues) : [],
  };
}

/** «12500.5» → «12 500,50»: a sum the way it is shown everywhere else (kept as typed when unreadable). */
export function tidyMoney(text: string): string {
  const parsed = parseMoneyInput(text);
  return parsed ? formatMoney(parsed).replace(/\u00a0₴$/, '') : text;
}

/**
 * A loaded offer as form values («12500.00» → «12 500,00», «99.950» → «99,95»); on a tender of
 * several lots the lots it covers are chosen with their figures, the others start afresh.
 */
export function offerToFormValues(offer: TOffer, tender: TTender): OfferFormValues {
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
    lots: hasSeveralLots(tender)
      ? tender.lots.map((lot) => {
          const offered = offer.lots.find((l) => l.lot_id === lot.id);
          if (!offered) return newLotValues(lot);
          return {
            lot_id: lot.id,
            chosen: true,
            monthly_price: tidyMoney(offered.monthly_price),
            installation_price: tidyMoney(offered.installation_price),
            bandwidth_mbps: offered.bandwidth_mbps,
            physics_id: refToText(offered.physics_id),
            interface_id: refToText(offered.interface_id),
            protocol_id: refToText(offered.protocol_id),
            connection_days: offered.connection_days,
          };
        })
      : [],
  };
}

/** Money as typed → the API's decimal string; what cannot be read is passed on for the contract to name. */
function moneyPayload(text: string): string | undefined {
  if (!text.trim()) return undefined;
  return parseMoneyInput(text) ?? text;
}

/** The form's indexes of the lots the offer covers, in the order they are sent. */
export const chosenLotIndexes = (values: OfferFormValues): number[] =>
  values.lots.flatMap((lot, i) => (lot.chosen ? [i] : []));

function lotPayload(lot: OfferLotValues): TOfferLotWrite {
  return {
    lot_id: lot.lot_id,
    monthly_price: moneyPayload(lot.monthly_price) as string,
    installation_price: moneyPayload(lot.installation_price) as string,
    bandwidth_mbps: numberOrUndefined(lot.bandwidth_mbps),
    physics_id: textToRef(lot.physics_id) as number,
    interface_id: textToRef(lot.interface_id) as number,
    protocol_id: textToRef(lot.protocol_id) as number,
    connection_days: numberOrUndefined(lot.connection_days),
  };
}

/**
 * Form values → the API's offer body. Empty inputs become `undefined`, so the contract's
 * "required" message is the one shown. A tender of several lots gets `lots` (the chosen ones,
 * in the tender's order) and no top-level prices or channel; a single-site tender the
 * single-site form, as before lots existed.
 */
export function formValuesToPayload(values: OfferFormValues): TOfferWrite {
  if (values.lots.length) {
    return {
      vat_included: values.vat_included,
      contract_months: numberOrUndefined(values.contract_months),
      sla_availability: (values.sla_availability.trim() || undefined) as string,
      comment: values.comment,
      lots: values.lots.filter((lot) => lot.chosen).map(lotPayload),
    };
  }
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

/** The form's path of a lot's input. */
export const lotPath = (index: number, field: TOfferLotField | 'chosen') => `lots.${index}.${field}`;

/**
 * Where the form shows a message the contract or the server names by path: `lots.N.field` is
 * the N-th *sent* lot's input (`sent` holds the form's index of each), a single-site tender's
 * `lots.0.field` its top-level input; whatever else concerns the lots as a whole stands by the
 * lots' checkboxes.
 */
export function formFieldOf(path: string, sent: readonly number[], several: boolean): string | null {
  const match = /^lots\.(\d+)\.(\w+)/.exec(path);
  if (match) {
    const field = match[2] as TOfferLotField;
    if (!OFFER_LOT_FIELDS.includes(field)) return 'lots';
    if (!several) return match[1] === '0' ? field : null;
    const at = sent[Number(match[1])];
    return at === undefined ? 'lots' : lotPath(at, field);
  }
  return path.split('.')[0] || null;
}

/** The server's field names this form may show for a body sent with `sent` lots. */
export function serverFieldNames(sent: readonly number[], several: boolean): string[] {
  const lotNames = (count: number) =>
    Array.from({ length: count }, (_, n) => OFFER_LOT_FIELDS.map((f) => `lots.${n}.${f}`)).flat();
  return several
    ? [...OFFER_FORM_FIELDS.filter((f) => !isLotField(f)), 'lots', ...lotNames(sent.length)]
    : [...OFFER_FORM_FIELDS, ...lotNames(1)];
}

const isLotField = (field: string): field is TOfferLotField => OFFER_LOT_FIELDS.includes(field as TOfferLotField);

/** The form's fields in their order on screen, for bringing the first error into view. */
export function formFieldOrder(values: OfferFormValues): string[] {
  if (!values.lots.length) return [...OFFER_FORM_FIELDS];
  return [
    'lots',
    ...values.lots.flatMap((_, i) => OFFER_LOT_FIELDS.map((f) => lotPath(i, f))),
    ...OFFER_FORM_FIELDS.filter((f) => !isLotField(f)),
  ];
}

/** Checks the values with the same zod contract the server uses. */
export function validateOfferForm(values: OfferFormValues): Record<string, string> {
  const sent = chosenLotIndexes(values);
  const several = values.lots.length > 0;
  return contractValidate(ZOfferWrite, formValuesToPayload, (path) => formFieldOf(path, sent, several))(values);
}

/** A lot's cost over the tender's term in kopiyky; null until both its sums read. */
export function lotTermCost(lot: Pick<OfferLotValues, 'monthly_price' | 'installation_price'>, months: number) {
  const monthly = toKopiyky(lot.monthly_price);
  const installation = toKopiyky(lot.installation_price);
  if (monthly === null || installation === null || !Number.isInteger(months) || months < 1) return null;
  return termCostKopiyky(monthly, installation, months);
}

/**
 * The whole offer's cost over `months`: the sum of its chosen lots' (as the API writes money);
 * null while no lot is chosen or a chosen lot's sums do not read yet.
 */
export function offerTermCost(values: OfferFormValues, months: number): string | null {
  const chosen = values.lots.filter((lot) => lot.chosen);
  if (!chosen.length) return null;
  let sum = 0n;
  for (const lot of chosen) {
    const cost = lotTermCost(lot, months);
    if (cost === null) return null;
    sum += cost;
  }
  return fromKopiyky(sum);
}
