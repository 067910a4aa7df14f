import { z } from 'zod';
import { required, zDate, zId, zServerString, zText } from './common.ts';
import { fromKopiyky, kopiykyOf, zMoney } from './money.ts';

/**
 * A lot is one site of a tender: a branch with its own channel requirements and bank-only
 * budget (ADR 0038). A tender with one lot is the single-site tender of the spec: its site
 * fields stand at the top level of the tender as before.
 */
export const MAX_LOTS = 100;

export const LOT_FIELD_LABELS = {
  branch_name: 'Відділення',
  address: 'Адреса',
  region_id: 'Регіон',
  bandwidth_mbps: 'Пропускна здатність',
  physics_id: 'Фізичне середовище',
  interface_id: 'Інтерфейс',
  protocol_id: 'Протокол',
  connection_date: 'Бажана дата підключення',
  budget_monthly: 'Очікуваний щомісячний бюджет',
} as const;
export type TLotField = keyof typeof LOT_FIELD_LABELS;
export const LOT_FIELDS = Object.keys(LOT_FIELD_LABELS) as TLotField[];

const zDictionaryRef = (field: string) => zId(field).nullable().describe('null — будь-яке');

/** The bandwidth a tender requires or an offer delivers, whole Мбіт/с. */
export const zBandwidth = (field: string) =>
  z.coerce
    .number({ error: required(field) })
    .int(`Поле «${field}» має бути цілим числом Мбіт/с`)
    .min(1, `Поле «${field}» має бути не менше 1 Мбіт/с`)
    .max(100_000, `Поле «${field}» має бути не більше 100 000 Мбіт/с`);

/** What the bank writes for one site. */
export const lotShape = {
  branch_name: zText(LOT_FIELD_LABELS.branch_name, 200),
  address: zText(LOT_FIELD_LABELS.address, 300),
  region_id: zId(LOT_FIELD_LABELS.region_id),
  bandwidth_mbps: zBandwidth(LOT_FIELD_LABELS.bandwidth_mbps),
  physics_id: zDictionaryRef(LOT_FIELD_LABELS.physics_id),
  interface_id: zDictionaryRef(LOT_FIELD_LABELS.interface_id),
  protocol_id: zDictionaryRef(LOT_FIELD_LABELS.protocol_id),
  connection_date: zDate(LOT_FIELD_LABELS.connection_date),
  budget_monthly: zMoney(LOT_FIELD_LABELS.budget_monthly).nullable().describe('Бачить лише банк'),
};
export const ZLotWrite = z.object(lotShape);
export type TLotWrite = z.input<typeof ZLotWrite>;
export type TLotFields = z.output<typeof ZLotWrite>;

/**
 * What a tender reads at its top level for its lots: lot 1's site, and the lots' budget as one
 * sum (none unless every lot has one), so single-site reads keep working.
 */
export function siteOfLots(lots: readonly TLotFields[]): TLotFields {
  const [first, ...rest] = lots as [TLotFields, ...TLotFields[]];
  if (!rest.length) return first;
  const budgets = lots.map((l) => l.budget_monthly);
  const budget = budgets.every((b) => b !== null)
    ? fromKopiyky(budgets.reduce((sum, b) => sum + kopiykyOf(b!), 0n))
    : null;
  return { ...first, budget_monthly: budget };
}

const shown = (value: unknown) => (value === null || value === undefined ? 'не вказано' : `«${String(value)}»`);

/**
 * Write-back (docs/product/api-conventions.md §6): a client may send a record as it read it, so
 * top-level fields that a read derives from `lots` may come beside `lots`. Each one sent must
 * equal what the lots make of it; the message of every one that does not, by field. Both sides
 * are compared as parsed (money, numbers and dates normalised by their schemas), so a sum sent
 * as a number or with one fraction digit agrees with the string the read gave.
 */
export function disagreeingFields<F extends string>(
  sent: { readonly [K in F]?: unknown },
  derived: { readonly [K in F]: unknown },
  fields: readonly F[],
  differs: (field: F) => string,
): Partial<Record<F, string>> {
  const wrong: Partial<Record<F, string>> = {};
  for (const f of fields) {
    if (sent[f] !== undefined && sent[f] !== derived[f]) wrong[f] = `${differs(f)}: ${shown(derived[f])}`;
  }
  return wrong;
}

/** The site fields sent at a tender's top level beside `lots` that do not read as the lots make them. */
export function siteDisagreements(
  sent: { readonly [F in TLotField]?: unknown },
  lots: readonly TLotFields[],
  fields: readonly TLotField[] = LOT_FIELDS,
): Partial<Record<TLotField, string>> {
  return disagreeingFields(sent, siteOfLots(lots), fields, (f) =>
    f === 'budget_monthly' && lots.length > 1
      ? `Поле «${LOT_FIELD_LABELS[f]}» не збігається із сумою бюджетів лотів`
      : `Поле «${LOT_FIELD_LABELS[f]}» не збігається з лотом 1`,
  );
}

export const LOT_OUTCOMES = ['awarded', 'unsuccessful'] as const;

/**
 * What a provider learns of a lot once it is decided, about its own offer only: it won the
 * lot, another offer did, or nobody did.
 */
export const OWN_LOT_RESULTS = ['won', 'lost', 'unsuccessful'] as const;
export type TOwnLotResult = (typeof OWN_LOT_RESULTS)[number];
export const OWN_LOT_RESULT_LABELS: Record<TOwnLotResult, string> = {
  won: 'Ви перемогли',
  lost: 'Обрано іншу пропозицію',
  unsuccessful: 'Лот не відбувся',
};

/** «у 1 з 3 лотів»: how many of the lots its offer covered a provider won, for every place that tells it. */
export function lotsWonPhrase(won: number, covered: number): string {
  const lots = covered % 10 === 1 && covered % 100 !== 11 ? 'лоту' : 'лотів';
  return `у ${won} з ${covered} ${lots}`;
}

/** A lot as read back. The budget and the decision's winner are the bank's only. */
export const ZLot = z.object({
  id: z.number().int(),
  position: z.number().int().describe('Номер лоту в тендері, від 1'),
  branch_name: zServerString(),
  address: zServerString(),
  region_id: z.number().int(),
  bandwidth_mbps: z.number().int(),
  physics_id: z.number().int().nullable(),
  interface_id: z.number().int().nullable(),
  protocol_id: z.number().int().nullable(),
  connection_date: zServerString(),
  budget_monthly: zServerString().nullable().optional(),
  decision: z
    .object({
      outcome: z.enum(LOT_OUTCOMES),
      reason: zServerString(),
      decided_at: zServerString(),
      winner: z
        .object({ offer_id: z.number().int(), organization: z.object({ id: z.number().int(), name: zServerString() }) })
        .nullable()
        .optional()
        .describe('Лише для банку: обрана пропозиція; null — лот не відбувся'),
    })
    .nullable()
    .describe('Рішення щодо лоту; null — ще не прийнято'),
  own_result: z
    .enum(OWN_LOT_RESULTS)
    .nullable()
    .optional()
    .describe('Лише для провайдера: результат його пропозиції на цьому лоті; null — не подавав або ще не вирішено'),
});
export type TLot = z.infer<typeof ZLot>;
