import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { ZTender, type TTender } from '@tt/contracts/tenders';
import { apiClient } from '../api-client';
import { useRefetchAtDeadline } from '../use-refetch-at-deadline';
import { tenderKeys } from './tender-keys';

/** GET /api/tenders/{id}. `budget_monthly` is absent for providers. */
export async function getTender(id: number, signal?: AbortSignal): Promise<TTender> {
  // Screens show a failed load in place (not found, no access), so no error toast.
  const res = await apiClient.get<unknown>(`/tenders/${id}`, { signal, inlineErrors: true });
  return ZTender.parse(res.data);
}

function tenderQueryOptions(id: number) {
  return queryOptions({
    queryKey: tenderKeys.detail(id),
    queryFn: ({ signal }) => getTender(id, signal),
  });
}

/**
 * One tender, for every screen that shows one (card, edit, history, offers); nothing is asked
 * while `id` is null (a malformed address, or the offer not loaded yet). The tender, and
 * `alsoAtDeadline`, are read again when its deadline passes: what the user may do with the
 * tender and its offers is the server's answer, and it changes then.
 */
export function useTender(id: number | null, alsoAtDeadline: readonly QueryKey[] = []) {
  const query = useQuery({ ...tenderQueryOptions(id ?? 0), enabled: id !== null });
  useRefetchAtDeadline(query.data?.offers_deadline, id === null ? [] : [tenderKeys.detail(id), ...alsoAtDeadline]);
  return query;
}
