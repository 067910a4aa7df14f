import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZTender, type TTender } from '@tt/contracts/tenders';
import { apiClient } from '../../../lib/api-client';
import { tenderSummaryKeys } from './offer-keys';

/** GET /api/tenders/{id}: the requirements, term and deadline an offer answers. */
export async function getTenderSummary(id: number, signal?: AbortSignal): Promise<TTender> {
  // Screens show a failed load in place (not found, no access), so no error toast.
  const res = await apiClient.get<unknown>(`/tenders/${id}`, { signal, inlineErrors: true });
  return ZTender.parse(res.data);
}

export function tenderSummaryQueryOptions(id: number) {
  return queryOptions({
    queryKey: tenderSummaryKeys.detail(id),
    queryFn: ({ signal }) => getTenderSummary(id, signal),
  });
}

/** Nothing is asked while `id` is null (a malformed address, or the offer not loaded yet). */
export function useTenderSummary(id: number | null) {
  return useQuery({ ...tenderSummaryQueryOptions(id ?? 0), enabled: id !== null });
}
