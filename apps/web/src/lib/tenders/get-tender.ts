import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZTender, type TTender } from '@tt/contracts/tenders';
import { apiClient } from '../../../lib/api-client';
import { tenderKeys } from './tender-keys';

/** GET /api/tenders/{id}. `budget_monthly` is absent for providers. */
export async function getTender(id: number, signal?: AbortSignal): Promise<TTender> {
  // The card shows a failed load in place (not found, no access), so no error toast.
  const res = await apiClient.get<unknown>(`/tenders/${id}`, { signal, inlineErrors: true });
  return ZTender.parse(res.data);
}

export function tenderQueryOptions(id: number) {
  return queryOptions({
    queryKey: tenderKeys.detail(id),
    queryFn: ({ signal }) => getTender(id, signal),
  });
}

/** The tender card's data; nothing is asked while `id` is null (a malformed address). */
export function useTender(id: number | null) {
  return useQuery({ ...tenderQueryOptions(id ?? 0), enabled: id !== null });
}
