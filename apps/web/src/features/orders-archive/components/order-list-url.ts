import type { z } from 'zod';
import { ZOrderListQuery, type TOrderExportQuery, type TOrderListQuery } from '@tt/contracts/orders';
import type { ListUrlSpec } from '../../../lib/list-url-state';

/** The archive keeps the contract's query in the address bar, the region and winner by shorter names. */
export const ORDER_LIST_URL: ListUrlSpec<typeof ZOrderListQuery> = {
  schema: ZOrderListQuery,
  keys: { region_id: 'region', winner_id: 'winner' },
};

export type OrderListParams = z.output<typeof ZOrderListQuery>;

/** Whether any filter narrows the list (the order is no filter). */
export function hasFilters(p: OrderListParams): boolean {
  return Boolean(p.status || p.region_id || p.winner_id || p.q?.trim() || p.from || p.to);
}

/** Every filter off, for «Скинути фільтри». */
export const NO_FILTERS: Partial<OrderListParams> = {
  status: undefined,
  region_id: undefined,
  winner_id: undefined,
  q: undefined,
  from: undefined,
  to: undefined,
};

/** The exports' query: exactly the list's filters and order, without its page. */
export function toOrderExportQuery(p: OrderListParams): TOrderExportQuery {
  return {
    sort: p.sort,
    status: p.status,
    region_id: p.region_id,
    winner_id: p.winner_id,
    from: p.from,
    to: p.to,
    q: p.q?.trim() || undefined,
  };
}

/** The list's query: the exports' one on a page. */
export function toOrderQuery(p: OrderListParams): TOrderListQuery {
  return { ...toOrderExportQuery(p), page: p.page, page_size: p.page_size };
}
