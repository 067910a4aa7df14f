import type { TOrderItem, TOrderListResponse } from '@tt/contracts/orders';

/** Test data of the archive of closed tenders. */

export const awardedOrder = (over: Partial<TOrderItem> = {}): TOrderItem => ({
  id: 42,
  number: 'T-2026-0042',
  title: 'Інтернет для відділення №3',
  region_id: 2,
  region_name: 'Львівська область',
  branch_name: 'Відділення №3, Львів',
  status: 'awarded',
  status_reason: null,
  published_at: '2026-10-01T07:00:00.000Z',
  offers_deadline: '2026-10-15T14:00:00.000Z',
  // 22:30 UTC on 20 October is 01:30 the next day in Kyiv (summer time).
  decided_at: '2026-10-20T22:30:00.000Z',
  offers_count: 3,
  winner: { organization_id: 3, name: 'ТОВ «Київ-Оптик»' },
  winning_monthly_price: '12500.00',
  contract_months: 12,
  budget_monthly: '15000.00',
  savings: '30000.00',
  ...over,
});

/** Cancelled while it took offers: no winner, no price, no savings. */
export const cancelledOrder = (over: Partial<TOrderItem> = {}): TOrderItem => ({
  ...awardedOrder(),
  id: 43,
  number: 'T-2026-0043',
  title: 'Резервний канал для Києва',
  region_id: 1,
  region_name: 'Київ',
  branch_name: 'Головний офіс',
  status: 'cancelled',
  status_reason: 'Потреба відпала після переїзду відділення',
  offers_count: 0,
  winner: null,
  winning_monthly_price: null,
  budget_monthly: '8000.00',
  savings: null,
  ...over,
});

export const orderPage = (items: TOrderItem[], total = items.length, page = 1): TOrderListResponse => ({
  items,
  total,
  page,
  page_size: 20,
});

export const winners = {
  items: [
    { id: 3, name: 'ТОВ «Київ-Оптик»' },
    { id: 9, name: 'ПрАТ «Львів-Зв’язок»' },
  ],
};
