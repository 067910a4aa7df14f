import { z } from 'zod';
import { inPeriodOrder, zDate, zId, zPage, zSearch, zServerString } from './common.ts';
import type { TTenderStatus } from './lifecycles.ts';

/*
 * The archive of closed tenders (`archive.view`): GET /api/admin/orders (a page), and
 * GET /api/admin/orders.xlsx and .csv (exactly the filtered set, in the same order, streamed).
 * The period is the day the tender was decided (awarded, declared unsuccessful or cancelled;
 * a completed one keeps its award's day), Kyiv calendar days, both included. ADR 0031.
 * A row is one lot of a closed tender (ADR 0038): a single-site tender gives one row, as before;
 * a tender of several lots one row per lot, with the lot's site, budget, winner and outcome.
 */

export const ORDER_STATUSES = [
  'awarded',
  'completed',
  'cancelled',
  'unsuccessful',
] as const satisfies readonly TTenderStatus[];
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_SORTS = [
  'decided_at',
  '-decided_at',
  'published_at',
  '-published_at',
  'offers_deadline',
  '-offers_deadline',
  'number',
  '-number',
  'winning_price',
  '-winning_price',
  'budget',
  '-budget',
  'savings',
  '-savings',
] as const;

/** The filters the page and both exports share. */
const orderFilters = {
  sort: z.enum(ORDER_SORTS, { error: 'Невідоме поле сортування' }).default('-decided_at'),
  status: z.enum(ORDER_STATUSES, { error: 'Невідомий статус' }).optional(),
  region_id: zId('Регіон').optional(),
  /** The winning organisation of the lot (GET /api/admin/orders/winners lists them). */
  winner_id: zId('Переможець').optional(),
  from: zDate('Від').optional(),
  to: zDate('До').optional(),
  q: zSearch(),
};

export const ZOrderExportQuery = inPeriodOrder(z.object(orderFilters));
export type TOrderExportQuery = z.input<typeof ZOrderExportQuery>;

export const ZOrderListQuery = inPeriodOrder(
  z.object({
    ...orderFilters,
    page: z.coerce.number().int().min(1, 'Сторінка має бути не менше 1').default(1),
    page_size: z.coerce.number().int().min(1).max(100, 'Розмір сторінки — не більше 100').default(20),
  }),
);
export type TOrderListQuery = z.input<typeof ZOrderListQuery>;

export const ZOrderItem = z.object({
  /** The tender's id: a row links to its card. */
  id: z.number().int(),
  number: zServerString(),
  title: zServerString(),
  lot_id: z.number().int().describe('Лот, якого стосується рядок'),
  lot_position: z.number().int().describe('Номер лоту в тендері, від 1'),
  lots_count: z.number().int().describe('Кількість лотів тендера; «Лот N» показано, лише коли їх кілька'),
  /** The lot's region and branch. */
  region_id: z.number().int(),
  region_name: zServerString(),
  branch_name: zServerString(),
  /**
   * The lot's outcome as readers see it: a lot declared unsuccessful in a tender decided lot by
   * lot reads `unsuccessful` with its own reason; otherwise the tender's status and reason.
   */
  status: z.enum(ORDER_STATUSES),
  status_reason: zServerString().nullable(),
  /** Null for a draft cancelled before publication. */
  published_at: zServerString().nullable(),
  offers_deadline: zServerString(),
  decided_at: zServerString(),
  /** The submitted, won and lost offers on this lot (on a single-site tender, the tender's). */
  offers_count: z.number().int(),
  /** The lot's winner: lots awarded in awarded and completed tenders only. */
  winner: z.object({ organization_id: z.number().int(), name: zServerString() }).nullable(),
  /** The winning offer's monthly price for this lot. */
  winning_monthly_price: zServerString().nullable(),
  contract_months: z.number().int(),
  /** The lot's budget. */
  budget_monthly: zServerString().nullable(),
  /** (lot's budget − winning monthly price) × contract months; null without a winner or a budget. */
  savings: zServerString().nullable(),
});
export type TOrderItem = z.infer<typeof ZOrderItem>;

export const ZOrderListResponse = zPage(ZOrderItem);
export type TOrderListResponse = z.infer<typeof ZOrderListResponse>;

/** GET /api/admin/orders/winners: every organisation that has won a tender's lot, for the filter. */
export const ZOrderWinners = z.object({
  items: z.array(z.object({ id: z.number().int(), name: zServerString() })),
});
export type TOrderWinners = z.infer<typeof ZOrderWinners>;

/**
 * The exported file's name, in Ukrainian with the period it covers: «Тендери 2026-01-01–2026-11-30.xlsx»;
 * without a start «Тендери до 2026-11-30.xlsx»; an open end is the day of the export.
 */
export function orderExportFileName(
  { from, to }: { from?: string | undefined; to?: string | undefined },
  today: string,
  extension: 'xlsx' | 'csv',
): string {
  const end = to ?? today;
  return `Тендери ${from ? `${from}–${end}` : `до ${end}`}.${extension}`;
}
