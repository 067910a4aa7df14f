import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZOffer, type TOffer } from '@tt/contracts/offers';
import { apiClient } from '../../../lib/api-client';
import { offerKeys } from './offer-keys';

/** GET /api/offers/{id}: the owner always; the bank only after the deadline (403 offers_sealed before). */
export async function getOffer(id: number, signal?: AbortSignal): Promise<TOffer> {
  // The screens explain a failed load in place (sealed, not found), so no error toast.
  const res = await apiClient.get<unknown>(`/offers/${id}`, { signal, inlineErrors: true });
  return ZOffer.parse(res.data);
}

export function offerQueryOptions(id: number) {
  return queryOptions({
    queryKey: offerKeys.detail(id),
    queryFn: ({ signal }) => getOffer(id, signal),
  });
}

export function useOffer(id: number | null) {
  return useQuery({ ...offerQueryOptions(id ?? 0), enabled: id !== null });
}
