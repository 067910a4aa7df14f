import { z } from 'zod';
import { required, zId, zOptionalText, zServerString, zString, zVersion } from './common.ts';
import { disagreeingFields, MAX_LOTS } from './lots.ts';
import { CRITERIA, ZEvaluationRead } from './evaluation.ts';
import { ZDocument } from './documents.ts';
import { fromKopiyky, kopiykyOf, zMoney } from './money.ts';

import { OFFER_STATUSES, ZOfferAbilities, type TOfferStatus } from './lifecycles.ts';

// The statuses belong to the lifecycle table; they are named here too, where the offer is.
export { OFFER_STATUSES, type TOfferStatus };

export const OFFER_STATUS_LABELS: Record<TOfferStatus, string> = {
  draft: 'Чернетка',
  submitted: 'Подано',
  withdrawn: 'Відкликано',
  won: 'Переможець',
  lost: 'Не обрано',
};

const zWholeNumber = (field: string, min: number, max: number, unit: string) =>
  z.coerce
    .number({ error: required(field) })
    .int(`Поле «${field}» має бути цілим числом`)
    .min(min, `Поле «${field}» має бути не менше ${min} ${unit}`)
    .max(max, `Поле «${field}» має бути не більше ${max.toLocaleString('uk-UA')} ${unit}`);

/** SLA availability in per cent, a decimal string with up to three fraction digits ("99.950"). */
export const zPercent = (field: string) =>
  z
    .union([zString(field), z.number()], { error: required(field) })
    .transform((v) => String(v).trim().replace(',', '.'))
    .refine((v) => /^\d{1,3}(\.\d{1,3})?$/.test(v) && Number(v) >= 0 && Number(v) <= 100, {
      message: `Поле «${field}»: вкажіть відсоток від 0 до 100, до трьох знаків після коми`,
    })
    .transform((v) => {
      const [int = '0', frac = ''] = v.split('.');
      return `${Number(int)}.${frac.padEnd(3, '0')}`;
    });

/**
 * A channel characteristic the offer states: a dictionary id, required like the prices, also
 * where the tender accepts any (docs/product/lifecycles.md §7), so every offer can be compared.
 */
const zOfferedChannel = (field: string) =>
  z
    .number({ error: (issue) => (issue.input == null ? required(field) : `Поле «${field}» має бути числом`) })
    .int(`Поле «${field}» має бути цілим числом`)
    .positive(`Поле «${field}» має бути додатним числом`)
    .max(2_147_483_647, `Поле «${field}» завелике`);

/** What a provider offers for one lot: its prices and the channel it will deliver there. */
const offerLotShape = {
  monthly_price: zMoney('Щомісячна плата'),
  installation_price: zMoney('Вартість підключення'),
  bandwidth_mbps: zWholeNumber('Пропускна здатність', 1, 100_000, 'Мбіт/с'),
  physics_id: zOfferedChannel('Фізичне середовище'),
  interface_id: zOfferedChannel('Інтерфейс'),
  protocol_id: zOfferedChannel('Протокол'),
  connection_days: zWholeNumber('Строк підключення', 1, 365, 'днів'),
};
export const OFFER_LOT_FIELDS = Object.keys(offerLotShape) as (keyof typeof offerLotShape)[];
export type TOfferLotField = (typeof OFFER_LOT_FIELDS)[number];

export const ZOfferLotWrite = z.object({ lot_id: zId('Лот'), ...offerLotShape });
export type TOfferLotWrite = z.input<typeof ZOfferLotWrite>;

const offerObject = z.object({
  vat_included: z.boolean({ error: 'Поле «Ціни з ПДВ» має бути так або ні' }).default(true),
  contract_months: zWholeNumber('Строк договору', 1, 120, 'місяців'),
  sla_availability: zPercent('Доступність за SLA'),
  comment: zOptionalText('Коментар', 5000).default(''),
  ...z.object(offerLotShape).partial().shape,
  lots: z
    .array(ZOfferLotWrite)
    .min(1, 'Оберіть щонайменше один лот')
    .max(MAX_LOTS, `Пропозиція може охоплювати не більше ${MAX_LOTS} лотів`)
    .refine((lots) => new Set(lots.map((l) => l.lot_id)).size === lots.length, 'Кожен лот можна вказати лише один раз')
    .optional()
    .describe(
      'Лоти, на які подається пропозиція; без них поля ціни й каналу на верхньому рівні стосуються єдиного лоту. Поля ціни й каналу поруч із лотами мають збігатися з тим, що з них читається (суми цін, канал першого лоту, найдовший строк підключення)',
    ),
});

type LotFiguresInput = { [F in TOfferLotField]?: unknown } & { lots?: unknown };

/**
 * An offer is written either in the single-site form (the lot's prices and channel at the top
 * level, for a tender of one lot) or with `lots`. Beside `lots` the top-level figures are what a
 * read gave (write-back): the server takes them when they read as the lots make them
 * (offerFigureDisagreements, in the tender's lot order, which only the server knows). The
 * output keeps the form it came in, so a client may send what it parsed; the server reads it as lots.
 */
function checkLotFigures(input: LotFiguresInput, ctx: z.RefinementCtx) {
  if (input.lots !== undefined) return;
  for (const f of OFFER_LOT_FIELDS) {
    if (input[f] === undefined) ctx.addIssue({ code: 'custom', path: [f], message: required(OFFER_LOT_LABELS[f]) });
  }
}

const OFFER_LOT_LABELS: Record<TOfferLotField, string> = {
  monthly_price: 'Щомісячна плата',
  installation_price: 'Вартість підключення',
  bandwidth_mbps: 'Пропускна здатність',
  physics_id: 'Фізичне середовище',
  interface_id: 'Інтерфейс',
  protocol_id: 'Протокол',
  connection_days: 'Строк підключення',
};

/** One lot's figures as an offer reads them. */
type LotFigures = Omit<TOffer['lots'][number], 'lot_id'>;

/**
 * What an offer reads at its top level for its lots (in the tender's lot order), so single-site
 * reads keep working: the sums of the prices, the first lot's channel, the longest connection.
 */
export function summaryOfOfferLots(lots: readonly LotFigures[]): LotFigures {
  const [first] = lots as [LotFigures];
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

/** How each top-level figure comes from the lots, for the message of one that disagrees. */
const SUMMARY_OF: Record<TOfferLotField, string> = {
  monthly_price: 'із сумою за лотами пропозиції',
  installation_price: 'із сумою за лотами пропозиції',
  bandwidth_mbps: 'з першим лотом пропозиції',
  physics_id: 'з першим лотом пропозиції',
  interface_id: 'з першим лотом пропозиції',
  protocol_id: 'з першим лотом пропозиції',
  connection_days: 'з найдовшим строком підключення серед лотів пропозиції',
};

/**
 * The top-level figures sent beside `lots` (validated, so money is normalised) that do not read
 * as these lots, in the tender's lot order, make them; a message naming each, by field.
 */
export function offerFigureDisagreements(
  sent: { readonly [F in TOfferLotField]?: unknown },
  lots: readonly LotFigures[],
): Partial<Record<TOfferLotField, string>> {
  return disagreeingFields(
    sent,
    summaryOfOfferLots(lots),
    OFFER_LOT_FIELDS,
    (f) => `Поле «${OFFER_LOT_LABELS[f]}» не збігається ${SUMMARY_OF[f]}`,
  );
}

// The lot's figures are named even when another field is already wrong.
const ON_OBJECTS = { when: (p: { value: unknown }) => typeof p.value === 'object' && p.value !== null };

/** What a provider writes (POST /api/tenders/{id}/offers, PUT /api/offers/{id}). */
export const ZOfferWrite = offerObject.superRefine(checkLotFigures, ON_OBJECTS);
export type TOfferWrite = z.input<typeof ZOfferWrite>;

export const ZOfferUpdate = offerObject
  .extend({ version: zVersion().describe('Версія, яку редагували') })
  .superRefine(checkLotFigures, ON_OBJECTS);
export type TOfferUpdate = z.input<typeof ZOfferUpdate>;

/** submit / withdraw carry the version the provider saw. */
export const ZOfferVersionRequest = z.object({ version: zVersion() });
export type TOfferVersionRequest = z.input<typeof ZOfferVersionRequest>;

/** An offer as read back: by its provider always, by the bank only after the deadline. */
export const ZOffer = z.object({
  id: z.number().int(),
  tender_id: z.number().int(),
  status: z.enum(OFFER_STATUSES),
  organization: z.object({ id: z.number().int(), name: zServerString() }),
  monthly_price: zServerString(),
  installation_price: zServerString(),
  vat_included: z.boolean(),
  bandwidth_mbps: z.number().int(),
  // null only in offers saved before every offer had to state its channel (lifecycles.md §7).
  physics_id: z.number().int().nullable(),
  interface_id: z.number().int().nullable(),
  protocol_id: z.number().int().nullable(),
  connection_days: z.number().int(),
  contract_months: z.number().int(),
  sla_availability: zServerString(),
  comment: zServerString(),
  submitted_at: zServerString().nullable().describe('Час останнього подання (переподання) за годинником сервера'),
  lots: z
    .array(
      z.object({
        lot_id: z.number().int(),
        monthly_price: zServerString(),
        installation_price: zServerString(),
        bandwidth_mbps: z.number().int(),
        physics_id: z.number().int().nullable(),
        interface_id: z.number().int().nullable(),
        protocol_id: z.number().int().nullable(),
        connection_days: z.number().int(),
      }),
    )
    .describe(
      'Ціни й канал за кожним лотом, у порядку лотів; поля на верхньому рівні — суми цін, канал першого лоту й найдовший строк підключення',
    ),
  documents: z.array(ZDocument),
  created_at: zServerString(),
  /** The provider's last change; the bank's decision does not move it. */
  updated_at: zServerString(),
  version: z.number().int(),
  abilities: ZOfferAbilities,
});
export type TOffer = z.infer<typeof ZOffer>;
export const ZOfferList = z.array(ZOffer);

/** The provider's own offer on a tender, as the tender card shows it. */
export const ZOwnOfferSummary = z.object({
  id: z.number().int(),
  status: z.enum(OFFER_STATUSES),
  submitted_at: zServerString().nullable(),
});
export type TOwnOfferSummary = z.infer<typeof ZOwnOfferSummary>;

/** The winning offer as the bank's tender card names it. */
export const ZWinningOffer = ZOffer.pick({
  id: true,
  organization: true,
  monthly_price: true,
  installation_price: true,
  vat_included: true,
});
export type TWinningOffer = z.infer<typeof ZWinningOffer>;

/**
 * Whether an offered value meets the tender's requirement. Where the tender accepts any value
 * («Будь-яке»), a stated value meets it (true); null only when the offer states none (offers
 * made before every offer had to state the channel).
 */
export const ZRequirementMatch = z.boolean().nullable();

/** The tender's requirements an offer is measured against, in the comparison's order. */
export const REQUIREMENT_KEYS = [
  'bandwidth',
  'physics',
  'interface',
  'protocol',
  'connection_date',
  'contract_months',
] as const;
export type TRequirementKey = (typeof REQUIREMENT_KEYS)[number];

export const REQUIREMENT_LABELS: Record<TRequirementKey, string> = {
  bandwidth: 'Пропускна здатність',
  physics: 'Фізичне середовище',
  interface: 'Інтерфейс',
  protocol: 'Протокол',
  connection_date: 'Строк підключення',
  contract_months: 'Строк договору',
};

/** How one offer fares on one lot of the comparison (GET /api/tenders/{id}/proposals). */
export const ZLotProposal = z.object({
  offer_id: z.number().int(),
  monthly_price: zServerString(),
  installation_price: zServerString(),
  bandwidth_mbps: z.number().int(),
  physics_id: z.number().int().nullable(),
  interface_id: z.number().int().nullable(),
  protocol_id: z.number().int().nullable(),
  connection_days: z.number().int(),
  total_cost: zServerString().describe('Вартість лоту за весь строк тендера: щомісячна плата × строк + підключення'),
  uah_per_mbps_month: zServerString().describe('Гривень за 1 Мбіт/с на місяць'),
  matches: z.object({
    bandwidth: z.boolean(),
    physics: ZRequirementMatch,
    interface: ZRequirementMatch,
    protocol: ZRequirementMatch,
    contract_months: z.boolean(),
    connection_date: z.boolean().describe('Підключення встигає до бажаної дати (рахуючи від кінцевого терміну)'),
  }),
  compliant: z.boolean().describe('Пропозиція відповідає кожній вимозі лоту'),
  unmet_requirements: z
    .array(z.enum(REQUIREMENT_KEYS))
    .describe('Вимоги, яким пропозиція не відповідає, у порядку порівняння; порожньо — відповідає всім'),
  rank: z
    .number()
    .int()
    .nullable()
    .describe('Місце в рейтингу лоту (однакові бали — однакове місце); null — поза рейтингом'),
  score: zServerString()
    .nullable()
    .describe('Зважена оцінка: сума балів критеріїв; null для найнижчої вартості або поза рейтингом'),
  points: z
    .array(
      z.object({
        criterion: z.enum(CRITERIA),
        weight: z.number().int(),
        best: zServerString().nullable(),
        value: zServerString().nullable(),
        points: zServerString(),
        formula: zServerString().describe('Формула, за якою пораховано бали, з числами'),
      }),
    )
    .nullable(),
});
export type TLotProposal = z.infer<typeof ZLotProposal>;

/**
 * Which offers hold the best value of each compared figure (several on a tie), chosen only
 * among the compliant offers. A list is empty when it would tell nothing: fewer than two
 * compliant offers, or all of them alike.
 */
export const ZProposalBest = z.object({
  monthly_price: z.array(z.number().int()),
  installation_price: z.array(z.number().int()),
  total_cost: z.array(z.number().int()),
  uah_per_mbps_month: z.array(z.number().int()),
  bandwidth_mbps: z.array(z.number().int()),
  connection_days: z.array(z.number().int()),
  sla_availability: z.array(z.number().int()),
});

/** One lot of the comparison: the offers that cover it, ranked first, then those out of ranking. */
export const ZLotComparison = z.object({
  lot_id: z.number().int(),
  position: z.number().int(),
  items: z.array(ZLotProposal),
  best: ZProposalBest,
  technical_missing: z
    .array(z.number().int())
    .describe(
      'Пропозиції в рейтингу без технічної оцінки, коли метод її враховує; поки вони є, лот не можна присудити',
    ),
});
export type TLotComparison = z.infer<typeof ZLotComparison>;

/** An offer as the comparison shows it: with the bank's technical score, if any. */
export const ZComparedOffer = ZOffer.extend({
  technical_score: z.number().int().nullable(),
  technical_note: zServerString().nullable(),
});

export const ZProposalComparison = z.object({
  evaluation: ZEvaluationRead,
  offers: z.array(ZComparedOffer).describe('Подані пропозиції, кожна один раз'),
  lots: z.array(ZLotComparison).describe('Порівняння за кожним лотом, у порядку лотів'),
});
export type TProposalComparison = z.infer<typeof ZProposalComparison>;
