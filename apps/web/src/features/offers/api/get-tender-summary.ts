import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { ZTender, type TTender } from '@tt/contracts/tenders';
import { apiClient } from '../../../lib/api-client';
import { useRefetchAtDeadline } from '../../../lib/use-refetch-at-deadline';
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

/**
 * Nothing is asked while `id` is null (a malformed address, or the offer not loaded yet). The
 * tender, and `alsoAtDeadline`, are read again when its deadline passes: what the user may do
 * with it and its offers is the server's answer, and it changes then.
 */
export function useTenderSummary(id: number | null, alsoAtDeadline: readonly QueryKey[] = []) {
  const query = useQuery({ ...tenderSummaryQueryOptions(id ?? 0), enabled: id !== null });
  useRefetchAtDeadline(
    query.data?.offers_deadline,
    id === null ? [] : [tenderSummaryKeys.detail(id), ...alsoAtDeadline],
  );
  return query;
}
