import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZTenderListResponse, type TTenderListQuery, type TTenderListResponse } from '@tt/contracts/tenders';
import { apiClient } from '../../../lib/api-client';
import { tenderKeys } from '../../../lib/tenders/tender-keys';

/** GET /api/tenders: one page of the tenders table. Empty filters are left out of the query. */
export async function listTenders(query: TTenderListQuery, signal?: AbortSignal): Promise<TTenderListResponse> {
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  // The screen shows a failed list in place, so no error toast.
  const res = await apiClient.get<unknown>('/tenders', { params, signal, inlineErrors: true });
  return ZTenderListResponse.parse(res.data);
}

export function tendersQueryOptions(query: TTenderListQuery) {
  return queryOptions({
    queryKey: tenderKeys.list(query),
    queryFn: ({ signal }) => listTenders(query, signal),
    // The table keeps showing the previous page while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useTenders(query: TTenderListQuery) {
  return useQuery(tendersQueryOptions(query));
}
