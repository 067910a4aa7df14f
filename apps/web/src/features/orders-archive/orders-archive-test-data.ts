import type { TOrderItem, TOrderListResponse } from '@tt/contracts/orders';

/** Test data of the archive of closed tenders. */

export const awardedOrder = (over: Partial<TOrderItem> = {}): TOrderItem => ({
  id: 42,
  number: 'T-2026-0042',
  title: 'Інтернет для відділення №3',
  lot_id: 420,
  lot_position: 1,
  lots_count: 1,
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
  lot_id: 430,
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

/**
 * The three lots of one tender decided lot by lot: lot 1 and lot 2 to two providers, lot 3 did
 * not take place.
 */
export const lotOrders = (): TOrderItem[] => {
  const lot = { ...awardedOrder(), id: 44, number: 'T-2026-0044', title: 'Канали для трьох відділень', lots_count: 3 };
  return [
    { ...lot, lot_id: 441, lot_position: 1, branch_name: 'Відділення №1', savings: '0.00', budget_monthly: '12500.00' },
    {
      ...lot,
      lot_id: 442,
      lot_position: 2,
      region_id: 1,
      region_name: 'Київ',
      branch_name: 'Відділення №2',
      winner: { organization_id: 9, name: 'ПрАТ «Львів-Зв’язок»' },
      winning_monthly_price: '9000.00',
      budget_monthly: '10000.00',
      savings: '12000.00',
    },
    {
      ...lot,
      lot_id: 443,
      lot_position: 3,
      branch_name: 'Відділення №3',
      status: 'unsuccessful',
      status_reason: 'Ціни значно вищі за бюджет',
      winner: null,
      winning_monthly_price: null,
      budget_monthly: '5000.00',
      savings: null,
    },
  ];
};

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
