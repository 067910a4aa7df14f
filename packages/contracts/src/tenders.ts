import { z } from 'zod';
import { required, zDateTime, zId, zOptionalText, zPage, zSearch, zServerString, zText, zVersion } from './common.ts';
import { ZDocument } from './documents.ts';
import { LOWEST_COST, ZEvaluation, ZEvaluationRead } from './evaluation.ts';
import {
  LOT_FIELD_LABELS,
  LOT_FIELDS,
  lotShape,
  MAX_LOTS,
  siteDisagreements,
  ZLot,
  ZLotWrite,
  type TLotField,
  type TLotFields,
} from './lots.ts';
import { REQUIREMENT_LABELS, ZOwnOfferSummary, ZWinningOffer, type TRequirementKey } from './offers.ts';

import { TENDER_STATUSES, ZTenderAbilities, type TTenderStatus } from './lifecycles.ts';

// The statuses belong to the lifecycle table; they are named here too, where the tender is.
export { TENDER_STATUSES, type TTenderStatus };

/** The longest title a tender may have; the form counts towards it. */
export const TENDER_TITLE_MAX = 200;

export const TENDER_STATUS_LABELS: Record<TTenderStatus, string> = {
  draft: 'Чернетка',
  published: 'Прийом пропозицій',
  evaluation: 'Розгляд пропозицій',
  awarded: 'Визначено переможця',
  completed: 'Завершено',
  cancelled: 'Скасовано',
  unsuccessful: 'Не відбувся',
};

/** The fields of a tender that are not a site's. */
const tenderShape = {
  title: zText('Назва', TENDER_TITLE_MAX, 5),
  description: zOptionalText('Опис', 50_000).default('').describe('Форматований текст (HTML), очищується на сервері'),
  contract_months: z.coerce
    .number({ error: required('Строк договору') })
    .int('Поле «Строк договору» має бути цілим числом місяців')
    .min(1, 'Поле «Строк договору» має бути не менше 1 місяця')
    .max(120, 'Поле «Строк договору» має бути не більше 120 місяців'),
  offers_deadline: zDateTime('Кінцевий термін подання пропозицій'),
  min_offers: z.coerce
    .number({ error: required('Мінімальна кількість пропозицій') })
    .int('Поле «Мінімальна кількість пропозицій» має бути цілим числом')
    .min(1, 'Поле «Мінімальна кількість пропозицій» має бути не менше 1')
    .max(50, 'Поле «Мінімальна кількість пропозицій» має бути не більше 50')
    .default(1),
  evaluation: ZEvaluation.default(LOWEST_COST).describe(
    'Метод оцінки. Після публікації змінюється лише до кінцевого терміну, як повторна публікація: кінцевий термін тоді має бути не раніше за поточний і щонайменше на PUBLISH_MIN_LEAD_MINUTES пізніше за момент зміни',
  ),
  lots: z
    .array(ZLotWrite)
    .min(1, 'Тендер має містити щонайменше один лот')
    .max(MAX_LOTS, `Тендер може містити не більше ${MAX_LOTS} лотів`)
    .optional()
    .describe(
      'Лоти (об’єкти підключення); без них поля відділення на верхньому рівні описують єдиний лот. Поля відділення поруч із лотами мають збігатися з тим, що з них читається (лот 1, сума бюджетів)',
    ),
};

type SiteInput = { [F in TLotField]?: TLotFields[F] } & { lots?: TLotFields[] | undefined };

/**
 * A tender is written either as the spec's single-site form (the site's fields at the top
 * level) or with `lots`; either way it reads on as a list of lots. Beside `lots` the top-level
 * site fields are what a read gave (write-back): they are taken when they read as the lots make
 * them, and refused by name when they do not.
 */
function checkSite(input: SiteInput, ctx: z.RefinementCtx) {
  if (input.lots) {
    // A field already refused, or lots not yet valid, are not compared.
    if (ctx.issues.some((i) => i.path?.[0] === 'lots')) return;
    const fields = LOT_FIELDS.filter((f) => !ctx.issues.some((i) => i.path?.[0] === f));
    const wrong = siteDisagreements(input, input.lots, fields);
    for (const [f, message] of Object.entries(wrong)) ctx.addIssue({ code: 'custom', path: [f], message });
    return;
  }
  for (const f of LOT_FIELDS) {
    if (input[f] === undefined) ctx.addIssue({ code: 'custom', path: [f], message: required(LOT_FIELD_LABELS[f]) });
  }
}

function toLots<I extends SiteInput>(input: I): Omit<I, TLotField | 'lots'> & { lots: TLotFields[] } {
  const rest = { ...input };
  for (const f of LOT_FIELDS) delete rest[f];
  delete rest.lots;
  const single = Object.fromEntries(LOT_FIELDS.map((f) => [f, input[f]])) as TLotFields;
  return { ...rest, lots: input.lots ?? [single] };
}

// The site's fields are named even when another field is already wrong.
const ALWAYS_ON_OBJECTS = { when: (p: { value: unknown }) => typeof p.value === 'object' && p.value !== null };

const tenderObject = z.object({ ...tenderShape, ...z.object(lotShape).partial().shape });

/** What the bank writes (POST /api/tenders, PUT /api/tenders/{id}). */
export const ZTenderWrite = tenderObject.superRefine(checkSite, ALWAYS_ON_OBJECTS).transform(toLots);
export type TTenderWrite = z.input<typeof ZTenderWrite>;

export const ZTenderUpdate = tenderObject
  .extend({ version: zVersion().describe('Версія, яку редагували (оптимістичне блокування)') })
  .superRefine(checkSite, ALWAYS_ON_OBJECTS)
  .transform(toLots);
export type TTenderUpdate = z.input<typeof ZTenderUpdate>;

/** A tender as read back. `budget_monthly` is absent for providers. */
export const ZTender = z.object({
  id: z.number().int(),
  number: zServerString().describe('Людський номер, напр. ТТ-2026-000123'),
  title: zServerString(),
  description: zServerString(),
  region_id: z.number().int(),
  branch_name: zServerString(),
  address: zServerString(),
  bandwidth_mbps: z.number().int(),
  physics_id: z.number().int().nullable(),
  interface_id: z.number().int().nullable(),
  protocol_id: z.number().int().nullable(),
  connection_date: zServerString(),
  contract_months: z.number().int(),
  budget_monthly: zServerString().nullable().optional(),
  offers_deadline: zServerString(),
  min_offers: z.number().int(),
  status: z.enum(TENDER_STATUSES),
  status_reason: zServerString().nullable().describe('Причина скасування або невдалого завершення'),
  offers_count: z
    .number()
    .int()
    .nullable()
    .describe('Кількість поданих пропозицій (без змісту до дедлайну); null для провайдерів'),
  documents: z.array(ZDocument).describe('Документи тендера'),
  lots: z.array(ZLot).describe('Лоти в їхньому порядку; поля відділення на верхньому рівні — це перший лот'),
  evaluation: ZEvaluationRead,
  own_offer: ZOwnOfferSummary.nullable()
    .optional()
    .describe('Лише для провайдера: пропозиція його організації або null'),
  winner: ZWinningOffer.nullable()
    .optional()
    .describe('Лише для банку (offer.view_all): пропозиція-переможець, коли переможця визначено, інакше null'),
  published_at: zServerString().nullable(),
  created_at: zServerString(),
  updated_at: zServerString(),
  version: z.number().int(),
  abilities: ZTenderAbilities,
});
export type TTender = z.infer<typeof ZTender>;

/** One row of the tenders table. */
export const ZTenderListItem = ZTender.pick({
  id: true,
  number: true,
  title: true,
  region_id: true,
  branch_name: true,
  bandwidth_mbps: true,
  offers_deadline: true,
  status: true,
  offers_count: true,
  created_at: true,
}).extend({
  lots_count: z.number().int().describe('Кількість лотів'),
  lots_bandwidth_mbps: z
    .object({ min: z.number().int(), max: z.number().int() })
    .describe('Найменша й найбільша пропускна здатність серед лотів'),
  lots_regions_count: z.number().int().describe('Скільки різних регіонів мають лоти'),
});
export type TTenderListItem = z.infer<typeof ZTenderListItem>;

export const TENDER_SORTS = [
  'offers_deadline',
  '-offers_deadline',
  'created_at',
  '-created_at',
  'number',
  '-number',
  'title',
  '-title',
  'bandwidth_mbps',
  '-bandwidth_mbps',
] as const;

export const ZTenderListQuery = z.object({
  page: z.coerce.number().int().min(1, 'Сторінка має бути не менше 1').default(1),
  page_size: z.coerce.number().int().min(1).max(100, 'Розмір сторінки — не більше 100').default(20),
  sort: z.enum(TENDER_SORTS, { error: 'Невідоме поле сортування' }).default('-created_at'),
  status: z.enum(TENDER_STATUSES, { error: 'Невідомий статус' }).optional(),
  region_id: zId('Регіон').optional(),
  q: zSearch(),
  deadline_from: zDateTime('Дедлайн від').optional(),
  deadline_to: zDateTime('Дедлайн до').optional(),
});
export type TTenderListQuery = z.input<typeof ZTenderListQuery>;

export const ZTenderListResponse = zPage(ZTenderListItem);
export type TTenderListResponse = z.infer<typeof ZTenderListResponse>;

export const ZExtendTenderRequest = z.object({
  offers_deadline: zDateTime('Новий кінцевий термін'),
  reason: zOptionalText('Причина продовження', 2000).default(''),
  version: zVersion(),
});
export type TExtendTenderRequest = z.input<typeof ZExtendTenderRequest>;

export const ZCancelTenderRequest = z.object({
  reason: zText('Причина скасування', 2000, 5),
  version: zVersion(),
});
export type TCancelTenderRequest = z.input<typeof ZCancelTenderRequest>;

export const ZPublishTenderRequest = z.object({ version: zVersion() });
export type TPublishTenderRequest = z.input<typeof ZPublishTenderRequest>;

const AWARD_REASON = 'Обґрунтування вибору';

/**
 * evaluation → awarded: the chosen offer wins, every other submitted offer is lost. The reason
 * may be empty, unless the offer misses a requirement (awardReasonError).
 */
export const ZAwardTenderRequest = z.object({
  offer_id: zId('Пропозиція'),
  reason: zOptionalText(AWARD_REASON, 2000).default(''),
  version: zVersion(),
});
export type TAwardTenderRequest = z.input<typeof ZAwardTenderRequest>;

/**
 * An offer wins a lot only with a reason when it misses a requirement, or when the lot's ranking
 * puts another offer first: the message for the reason field, naming why, or null when the award
 * may go ahead. `rank` is the offer's place in the lot's ranking (null: out of ranking).
 */
export function awardReasonError(
  reason: string,
  unmet: readonly TRequirementKey[],
  rank: number | null = 1,
): string | null {
  if (reason.trim()) return null;
  if (unmet.length) {
    const names = unmet.map((key) => REQUIREMENT_LABELS[key].toLowerCase()).join(', ');
    return `${required(AWARD_REASON)}, бо пропозиція не відповідає вимогам тендера: ${names}`;
  }
  if (rank !== 1) return `${required(AWARD_REASON)}, бо пропозиція не посідає першого місця в рейтингу`;
  return null;
}

/** A lot without a winner, with a reason. */
export const ZLotUnsuccessfulRequest = z.object({
  reason: zText('Причина', 2000, 5),
  version: zVersion(),
});
export type TLotUnsuccessfulRequest = z.input<typeof ZLotUnsuccessfulRequest>;

export const ZLotParams = z.object({ id: zId('Ідентифікатор'), lotId: zId('Лот') });

/** The bank's technical score of an offer after the deadline, for a weighted evaluation that counts it. */
export const ZTechnicalScoreRequest = z.object({
  score: z.coerce
    .number({ error: required('Технічна оцінка') })
    .int('Поле «Технічна оцінка» має бути цілим числом балів')
    .min(0, 'Поле «Технічна оцінка» має бути не менше 0')
    .max(100, 'Поле «Технічна оцінка» має бути не більше 100'),
  note: zText('Обґрунтування оцінки', 2000, 5),
  version: zVersion().describe('Версія тендера, яку бачив оцінювач'),
});
export type TTechnicalScoreRequest = z.input<typeof ZTechnicalScoreRequest>;

/** evaluation → unsuccessful, with a reason. */
export const ZUnsuccessfulTenderRequest = z.object({
  reason: zText('Причина', 2000, 5),
  version: zVersion(),
});
export type TUnsuccessfulTenderRequest = z.input<typeof ZUnsuccessfulTenderRequest>;

/** awarded → completed: the contract is signed or the channel connected. */
export const ZCompleteTenderRequest = z.object({
  note: zOptionalText('Примітка', 2000).default(''),
  version: zVersion(),
});
export type TCompleteTenderRequest = z.input<typeof ZCompleteTenderRequest>;

export const TENDER_HISTORY_ACTIONS = [
  'created',
  'updated',
  'published',
  'deadline_extended',
  'document_added',
  'document_removed',
  'question_asked',
  'question_answered',
  'offer_submitted',
  'offer_updated',
  'offer_withdrawn',
  'evaluation_started',
  'cancelled',
  'awarded',
  'completed',
  'unsuccessful',
  'technical_scored',
  'lot_awarded',
  'lot_unsuccessful',
  'evaluation_changed',
] as const;
export type TTenderHistoryAction = (typeof TENDER_HISTORY_ACTIONS)[number];

export const TENDER_HISTORY_ACTION_LABELS: Record<TTenderHistoryAction, string> = {
  created: 'Створено чернетку',
  updated: 'Змінено',
  published: 'Опубліковано',
  deadline_extended: 'Продовжено кінцевий термін',
  document_added: 'Додано документ',
  document_removed: 'Вилучено документ',
  question_asked: 'Поставлено запитання',
  question_answered: 'Надано відповідь на запитання',
  offer_submitted: 'Подано пропозицію',
  offer_updated: 'Змінено подану пропозицію',
  offer_withdrawn: 'Відкликано пропозицію',
  evaluation_started: 'Завершено прийом пропозицій, розпочато розгляд',
  cancelled: 'Скасовано',
  awarded: 'Визначено переможця',
  completed: 'Завершено',
  unsuccessful: 'Визнано таким, що не відбувся',
  technical_scored: 'Виставлено технічну оцінку',
  lot_awarded: 'Визначено переможця лоту',
  lot_unsuccessful: 'Лот визнано таким, що не відбувся',
  evaluation_changed: 'Змінено метод оцінки, тендер опубліковано повторно',
};

/**
 * The hashed content of an entry that the reader does not otherwise get: with it the reader
 * recomputes `hash` as SHA-256(prev_hash + canonical JSON of {tender_id, actor_id, actor_role,
 * action, details, created_at, nonce}) — see history-chain.ts.
 */
export const ZTenderHistoryProof = z.object({
  prev_hash: zServerString().nullable().describe('Хеш попереднього запису; null — перший запис'),
  actor_id: z.number().int().nullable(),
  details: z.record(zServerString(), z.unknown()).describe('Подробиці в точності так, як їх збережено й захешовано'),
  nonce: zServerString().nullable().describe('Секретне доповнення запису; null — запис створено до їх появи'),
});

/** One entry of a tender's action history (GET /api/tenders/{id}/history). */
export const ZTenderHistoryEntry = z.object({
  id: z.number().int(),
  action: z.enum(TENDER_HISTORY_ACTIONS),
  actor: z
    .object({ id: z.number().int(), full_name: zServerString() })
    .nullable()
    .describe('null — дія системи (напр. автоматичне завершення) або учасник, якого читачеві не можна бачити'),
  actor_role: zServerString().describe('Роль, у якій діяв користувач: manager, it_manager, provider, system…'),
  organization: z
    .object({ id: z.number().int(), name: zServerString() })
    .nullable()
    .describe('Організація провайдера-учасника, якщо читачеві її можна бачити; інакше null (анонімно)'),
  details: z
    .record(zServerString(), z.unknown())
    .describe('Подробиці дії: змінені поля, причина, старий і новий термін'),
  created_at: zServerString(),
  hash: zServerString()
    .nullable()
    .describe(
      'SHA-256 ланцюжка історії; null, якщо перед записом є прихований від читача запис, створений до появи секретних доповнень (nonce)',
    ),
  proof: ZTenderHistoryProof.nullable().describe(
    'Усе, що потрібно, аби перерахувати хеш запису; лише для записів, які читач бачить повністю',
  ),
});
export type TTenderHistoryEntry = z.infer<typeof ZTenderHistoryEntry>;
export const ZTenderHistory = z.array(ZTenderHistoryEntry);
