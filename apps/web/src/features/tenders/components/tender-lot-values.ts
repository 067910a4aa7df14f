import { kyivToday } from '@tt/contracts/kyiv-time';
import { LOT_FIELDS, type TLot, type TLotField, type TLotFields, type TLotWrite } from '@tt/contracts/lots';

/** «Будь-яке» in the channel selects: sent as null. */
export const ANY = 'any';

/** What the inputs of one lot hold: text for selects and money, as the single-site fields do. */
export interface LotFormValues {
  /** Identifies the lot's card while lots move; never sent. */
  key: string;
  region_id: string | null;
  branch_name: string;
  address: string;
  bandwidth_mbps: number | string;
  physics_id: string;
  interface_id: string;
  protocol_id: string;
  /** `YYYY-MM-DD`. */
  connection_date: string | null;
  /** Hryvnias as typed (`12 500,50`); empty means not set. */
  budget_monthly: string;
}

/** The fields of a lot, in the order its card shows them (the contract's order). */
export const LOT_FORM_FIELDS: readonly TLotField[] = LOT_FIELDS;

export type LotSite = Omit<LotFormValues, 'key'>;

let lastKey = 0;
export const newLotKey = () => {
  lastKey += 1;
  return `lot-${lastKey}`;
};

export const EMPTY_LOT_SITE: LotSite = {
  region_id: null,
  branch_name: '',
  address: '',
  bandwidth_mbps: '',
  physics_id: ANY,
  interface_id: ANY,
  protocol_id: ANY,
  connection_date: null,
  budget_monthly: '',
};

export const emptyLot = (): LotFormValues => ({ key: newLotKey(), ...EMPTY_LOT_SITE });

export const refToText = (id: number | null) => (id === null ? ANY : String(id));
export const textToRef = (value: string) => (value === ANY || value === '' ? null : Number(value));
export const numberOrUndefined = (value: number | string) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/** "12500.00" → "12500,00": the way people write hryvnias. */
export const moneyToText = (value: string | null | undefined) => (value ? value.replace('.', ',') : '');

/** "12 500,50" → "12500.50": the API's decimal string (the contract checks the format). */
export const moneyToPayload = (value: string) => value.replace(/\s/g, '').replace(',', '.');

/** The site fields of a lot, as a loaded tender, a lot or an imported sheet row holds them. */
export function siteToFormValues(
  site: Omit<TLotFields, 'budget_monthly'> & { budget_monthly?: string | null },
): LotSite {
  return {
    region_id: String(site.region_id),
    branch_name: site.branch_name,
    address: site.address,
    bandwidth_mbps: site.bandwidth_mbps,
    physics_id: refToText(site.physics_id),
    interface_id: refToText(site.interface_id),
    protocol_id: refToText(site.protocol_id),
    connection_date: site.connection_date,
    budget_monthly: moneyToText(site.budget_monthly),
  };
}

export const lotToFormValues = (lot: TLot | TLotFields): LotFormValues => ({
  key: newLotKey(),
  ...siteToFormValues(lot),
});

/**
 * A lot's inputs → the API's lot. Empty inputs become `undefined`, so the contract's "required"
 * message is the one shown.
 */
export function lotToPayload(lot: LotSite, withBudget: boolean): TLotWrite {
  const budget = moneyToPayload(lot.budget_monthly);
  return {
    branch_name: lot.branch_name,
    address: lot.address,
    region_id: lot.region_id ? Number(lot.region_id) : undefined,
    bandwidth_mbps: numberOrUndefined(lot.bandwidth_mbps),
    physics_id: textToRef(lot.physics_id),
    interface_id: textToRef(lot.interface_id),
    protocol_id: textToRef(lot.protocol_id),
    connection_date: lot.connection_date ?? (undefined as unknown as string),
    budget_monthly: withBudget && budget ? budget : null,
  };
}

/** Nothing typed or chosen in the lot: replacing it loses nothing. */
export function isLotEmpty(lot: LotSite): boolean {
  return (
    !lot.region_id &&
    !lot.branch_name.trim() &&
    !lot.address.trim() &&
    String(lot.bandwidth_mbps).trim() === '' &&
    lot.physics_id === ANY &&
    lot.interface_id === ANY &&
    lot.protocol_id === ANY &&
    !lot.connection_date &&
    !lot.budget_monthly.trim()
  );
}

/** The site fields of a lot without its key. */
export function lotSite(lot: LotSite & { key?: string }): LotSite {
  return Object.fromEntries(LOT_FORM_FIELDS.map((f) => [f, lot[f]])) as unknown as LotSite;
}

/** The connection may not come before the deadline's Kyiv day, nor before today. */
export function earliestConnection(deadline: string | null): string {
  const today = kyivToday();
  const deadlineDay = deadline?.slice(0, 10) ?? '';
  return deadlineDay > today ? deadlineDay : today;
}
