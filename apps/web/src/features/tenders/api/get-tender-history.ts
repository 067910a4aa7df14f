import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZTenderHistory, type TTenderHistoryEntry } from '@tt/contracts/tenders';
import { apiClient } from '../../../lib/api-client';
import { tenderKeys } from '../../../lib/tenders/tender-keys';

/**
 * GET /api/tenders/{id}/history: every action, oldest first. Bank users with tender.history;
 * providers that took part get it with other participants anonymised (actor and organisation null).
 */
export async function getTenderHistory(tenderId: number, signal?: AbortSignal): Promise<TTenderHistoryEntry[]> {
  // The screen explains a refusal (403) or a failure in place.
  const res = await apiClient.get<unknown>(`/tenders/${tenderId}/history`, { signal, inlineErrors: true });
  return ZTenderHistory.parse(res.data);
}

export function tenderHistoryQueryOptions(tenderId: number) {
  return queryOptions({
    queryKey: tenderKeys.history(tenderId),
    queryFn: ({ signal }) => getTenderHistory(tenderId, signal),
  });
}

export function useTenderHistory(tenderId: number | null) {
  return useQuery({ ...tenderHistoryQueryOptions(tenderId ?? 0), enabled: tenderId !== null });
}
