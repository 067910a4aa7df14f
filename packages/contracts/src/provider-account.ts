import { z } from 'zod';
import { zEmail, zPage, zSearch, zServerString, zString, zText } from './common.ts';
import { ZOrganizationEvent } from './admin.ts';
import { lotsWonPhrase } from './lots.ts';
import { OFFER_STATUS_LABELS, OFFER_STATUSES } from './offers.ts';
import { ZOrganization } from './organization.ts';
import { isValidPhone, ZRegisterOrganization } from './registration.ts';
import { TENDER_STATUSES } from './tenders.ts';

/** The provider's own pages: its organisation form, invitations, profile, archive and summary. */

/** PUT /api/account/info/organization: the same fields and rules as at registration. */
export const ZOrganizationWrite = ZRegisterOrganization;
export type TOrganizationWrite = z.input<typeof ZOrganizationWrite>;

/** POST /api/account/info/users: a provider invites a colleague. */
export const ZInviteRequest = z.object({
  email: zEmail(),
  first_name: zText('Ім’я', 100),
  last_name: zText('Прізвище', 100),
});
export type TInviteRequest = z.input<typeof ZInviteRequest>;

/** GET|PUT /api/account/profile: the signed-in user's own details. */
export const ZProfile = z.object({
  email: zServerString(),
  first_name: zServerString(),
  last_name: zServerString(),
  phones: z.array(zServerString()),
  notification: z.boolean(),
});
export type TProfile = z.infer<typeof ZProfile>;

export const ZProfileWrite = z.object({
  first_name: zText('Ім’я', 100),
  last_name: zText('Прізвище', 100),
  phones: z
    .array(
      zString('Телефон')
        .trim()
        .max(30, 'Поле «Телефон» може містити не більше 30 символів')
        .refine((p) => p === '' || isValidPhone(p), 'Поле «Телефон»: некоректний номер (10–15 цифр)'),
    )
    .max(5, 'Не більше 5 телефонів')
    .default([])
    .transform((list) => list.filter(Boolean)),
  notification: z.boolean().default(true),
});
export type TProfileWrite = z.input<typeof ZProfileWrite>;

/**
 * What the organisation's part in a tender came to, per lot its offer covers (ADR 0038).
 * `pending` — the tender is still open or the lot undecided; `no_result` — cancelled, or the
 * lot or the tender did not take place.
 */
export const PARTICIPATION_OUTCOMES = ['won', 'lost', 'withdrawn', 'pending', 'no_result'] as const;
export type TParticipationOutcome = (typeof PARTICIPATION_OUTCOMES)[number];

export const PARTICIPATION_OUTCOME_LABELS: Record<TParticipationOutcome, string> = {
  won: 'Перемога',
  lost: 'Не обрано',
  withdrawn: 'Пропозицію відкликано',
  pending: 'Очікує рішення',
  no_result: 'Без результату',
};

export const PROVIDER_HISTORY_SORTS = [
  'offers_deadline',
  '-offers_deadline',
  'submitted_at',
  '-submitted_at',
  'monthly_price',
  '-monthly_price',
  'number',
  '-number',
] as const;

/** GET /api/provider/history. */
export const ZProviderHistoryQuery = z.object({
  page: z.coerce.number().int().min(1, 'Сторінка має бути не менше 1').default(1),
  page_size: z.coerce.number().int().min(1).max(100, 'Розмір сторінки — не більше 100').default(20),
  sort: z.enum(PROVIDER_HISTORY_SORTS, { error: 'Невідоме поле сортування' }).default('-offers_deadline'),
  status: z.enum(TENDER_STATUSES, { error: 'Невідомий статус' }).optional(),
  outcome: z.enum(PARTICIPATION_OUTCOMES, { error: 'Невідомий результат' }).optional(),
  q: zSearch(),
});
export type TProviderHistoryQuery = z.input<typeof ZProviderHistoryQuery>;

/** GET /api/provider/history.xlsx and .csv: the whole filtered history, in the list's order. */
export const ZProviderHistoryExportQuery = ZProviderHistoryQuery.omit({ page: true, page_size: true });
export type TProviderHistoryExportQuery = z.input<typeof ZProviderHistoryExportQuery>;

/**
 * A row of the history: one lot the organisation's own offer covers (a single-site tender's
 * offer gives one row, as before), with the offer's price for that lot and what came of it.
 * Never another organisation's offer, price or win.
 */
export const ZProviderHistoryItem = z.object({
  tender: z.object({
    id: z.number().int(),
    number: zServerString(),
    title: zServerString(),
    region_id: z.number().int(),
    region_name: zServerString(),
    offers_deadline: zServerString(),
    status: z.enum(TENDER_STATUSES),
    lots_count: z.number().int().describe('Кількість лотів тендера'),
  }),
  offer: z.object({
    id: z.number().int(),
    status: z.enum(OFFER_STATUSES),
    /** The whole offer's monthly price: the sum over the lots it covers. */
    monthly_price: zServerString(),
    submitted_at: zServerString().nullable(),
    lots_covered: z.number().int().describe('Скільки лотів тендера охоплює пропозиція'),
    lots_won: z.number().int().describe('Скільки з них банк присудив цій пропозиції'),
  }),
  lot: z.object({
    id: z.number().int(),
    position: z.number().int().describe('Номер лоту в тендері, від 1'),
    branch_name: zServerString(),
    region_id: z.number().int(),
    region_name: zServerString(),
    /** The offer's monthly price for this lot. */
    monthly_price: zServerString(),
    /** The offer's one-off installation price for this lot. */
    installation_price: zServerString(),
    connection_days: z.number().int().describe('Строк підключення лоту, календарних днів'),
  }),
  /** What came of the offer on this lot. */
  outcome: z.enum(PARTICIPATION_OUTCOMES),
});
export type TProviderHistoryItem = z.infer<typeof ZProviderHistoryItem>;

/** The exported history's name, in Ukrainian with the day it was taken: «Архів тендерів 2026-11-28.xlsx». */
export const providerHistoryFileName = (today: string, extension: 'xlsx' | 'csv') =>
  `Архів тендерів ${today}.${extension}`;

/**
 * The offer's state as a history row names it: on a tender of several lots a winning offer
 * says of how many of its lots («Переможець у 1 з 3 лотів»), the lot's own result being the row's.
 */
export function historyOfferLabel({ tender, offer }: Pick<TProviderHistoryItem, 'tender' | 'offer'>): string {
  if (offer.status === 'won' && tender.lots_count > 1)
    return `${OFFER_STATUS_LABELS.won} ${lotsWonPhrase(offer.lots_won, offer.lots_covered)}`;
  return OFFER_STATUS_LABELS[offer.status];
}
export const ZProviderHistoryResponse = zPage(ZProviderHistoryItem);
export type TProviderHistoryResponse = z.infer<typeof ZProviderHistoryResponse>;

export const VERIFICATION_STATES = ['verified', 'pending', 'blocked'] as const;
export type TVerificationState = (typeof VERIFICATION_STATES)[number];

/** GET /api/provider/summary: the organisation card, its verification and figures. */
export const ZProviderSummary = z.object({
  organization: ZOrganization,
  verification: z.object({
    state: z.enum(VERIFICATION_STATES),
    verified_at: zServerString().nullable(),
    blocked_reason: zServerString().nullable(),
  }),
  stats: z.object({
    tenders_participated: z.number().int().describe('Тендери, де є пропозиція, крім чернетки'),
    offers_submitted: z.number().int().describe('Подані пропозиції (подано, переможець, не обрано)'),
    offers_won: z.number().int(),
    offers_lost: z.number().int(),
    win_rate: z.number().nullable().describe('Частка перемог серед вирішених (0..1); null, якщо вирішених немає'),
  }),
  events: z
    .array(ZOrganizationEvent)
    .describe('Останні події організації, новіші першими; дії банку без імені працівника'),
});
export type TProviderSummary = z.infer<typeof ZProviderSummary>;
