import { z } from 'zod';
import { inPeriodOrder, zDate, zId, zPage, zSearch, zServerString } from './common.ts';
import type { TTenderStatus } from './lifecycles.ts';

/*
 * The archive of closed tenders (`archive.view`): GET /api/admin/orders (a page), and
 * GET /api/admin/orders.xlsx and .csv (exactly the filtered set, in the same order, streamed).
 * The period is the day the tender was decided (awarded, declared unsuccessful or cancelled;
 * a completed one keeps its award's day), Kyiv calendar days, both included. ADR 0031.
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
  /** The winning organisation (GET /api/admin/orders/winners lists them). */
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
  id: z.number().int(),
  number: zServerString(),
  title: zServerString(),
  region_id: z.number().int(),
  region_name: zServerString(),
  branch_name: zServerString(),
  status: z.enum(ORDER_STATUSES),
  status_reason: zServerString().nullable(),
  /** Null for a draft cancelled before publication. */
  published_at: zServerString().nullable(),
  offers_deadline: zServerString(),
  decided_at: zServerString(),
  /** As the tender card shows it to the bank: the submitted, won and lost offers. */
  offers_count: z.number().int(),
  /** Awarded and completed tenders only. */
  winner: z.object({ organization_id: z.number().int(), name: zServerString() }).nullable(),
  winning_monthly_price: zServerString().nullable(),
  contract_months: z.number().int(),
  budget_monthly: zServerString().nullable(),
  /** (budget − winning monthly price) × contract months; null without a winner or a budget. */
  savings: zServerString().nullable(),
});
export type TOrderItem = z.infer<typeof ZOrderItem>;

export const ZOrderListResponse = zPage(ZOrderItem);
export type TOrderListResponse = z.infer<typeof ZOrderListResponse>;

/** GET /api/admin/orders/winners: every organisation that has won a tender, for the filter. */
export const ZOrderWinners = z.object({
  items: z.array(z.object({ id: z.number().int(), name: zServerString() })),
});
export type TOrderWinners = z.infer<typeof ZOrderWinners>;

/**
 * The exported file's name: the period it covers, `tenders-2026-01-01_2026-11-30.xlsx`; an open
 * end reads `start` or the day of the export.
 */
export function orderExportFileName(
  { from, to }: { from?: string | undefined; to?: string | undefined },
  today: string,
  extension: 'xlsx' | 'csv',
): string {
  return `tenders-${from ?? 'start'}_${to ?? today}.${extension}`;
}
