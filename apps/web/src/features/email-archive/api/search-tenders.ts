import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZTenderListResponse, type TTenderListQuery } from '@tt/contracts/tenders';
import { apiClient } from '../../../lib/api-client';
import { withoutEmpty } from '../../../lib/query-params';
import { tenderKeys } from '../../../lib/tenders/tender-keys';

const SEARCH_SIZE = 10;

/**
 * GET /api/tenders?q=…: the newest tenders whose number or title holds the text, for the tender
 * filter; asked only while its list is open.
 */
export function useTenderSearch(text: string, enabled: boolean) {
  const query: TTenderListQuery = { q: text.trim() || undefined, page: 1, page_size: SEARCH_SIZE, sort: '-created_at' };
  return useQuery({
    queryKey: tenderKeys.list(query),
    queryFn: async ({ signal }) => {
      const res = await apiClient.get<unknown>('/tenders', { params: withoutEmpty(query), signal, inlineErrors: true });
      return ZTenderListResponse.parse(res.data);
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}
