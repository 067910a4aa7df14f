import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ZProviderHistoryResponse,
  type TProviderHistoryQuery,
  type TProviderHistoryResponse,
} from '@tt/contracts/provider-account';
import { apiClient } from '../../../lib/api-client';
import { withoutEmpty } from '../../../lib/query-params';
import { providerKeys } from './provider-keys';

/** GET /api/provider/history: one page of the archive; empty filters are left out. */
export function useProviderHistory(query: TProviderHistoryQuery) {
  return useQuery({
    queryKey: providerKeys.history(query),
    queryFn: async ({ signal }): Promise<TProviderHistoryResponse> => {
      const res = await apiClient.get('/provider/history', { params: withoutEmpty(query), signal, inlineErrors: true });
      return ZProviderHistoryResponse.parse(res.data);
    },
    placeholderData: keepPreviousData,
  });
}
