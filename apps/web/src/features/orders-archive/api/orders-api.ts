import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ZOrderListResponse,
  ZOrderWinners,
  type TOrderListQuery,
  type TOrderListResponse,
  type TOrderWinners,
} from '@tt/contracts/orders';
import { apiClient } from '../../../lib/api-client';
import { withoutEmpty } from '../../../lib/query-params';

const orderKeys = {
  list: (query: TOrderListQuery) => ['orders', 'list', query] as const,
  winners: ['orders', 'winners'] as const,
};

/** GET /api/admin/orders: one page of the closed tenders; the screen shows a failure in place. */
export function useOrders(query: TOrderListQuery) {
  return useQuery({
    queryKey: orderKeys.list(query),
    queryFn: async ({ signal }): Promise<TOrderListResponse> => {
      const res = await apiClient.get<unknown>('/admin/orders', {
        params: withoutEmpty(query),
        signal,
        inlineErrors: true,
      });
      return ZOrderListResponse.parse(res.data);
    },
    // The table keeps showing the previous page while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/orders/winners: every organisation that has won a tender, for the winner filter. */
export function useOrderWinners() {
  return useQuery({
    queryKey: orderKeys.winners,
    queryFn: async ({ signal }): Promise<TOrderWinners> => {
      const res = await apiClient.get<unknown>('/admin/orders/winners', { signal, inlineErrors: true });
      return ZOrderWinners.parse(res.data);
    },
    staleTime: 5 * 60_000,
  });
}
