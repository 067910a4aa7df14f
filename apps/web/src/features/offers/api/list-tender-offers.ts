import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZOfferList, type TOffer } from '@tt/contracts/offers';
import { apiClient } from '../../../lib/api-client';
import { offerKeys } from './offer-keys';

/**
 * GET /api/tenders/{id}/offers: for the bank after the deadline the submitted, won and lost
 * offers (403 `offers_sealed` before it); for a provider its own.
 */
export async function listTenderOffers(tenderId: number, signal?: AbortSignal): Promise<TOffer[]> {
  const res = await apiClient.get<unknown>(`/tenders/${tenderId}/offers`, { signal, inlineErrors: true });
  return ZOfferList.parse(res.data);
}

export function tenderOffersQueryOptions(tenderId: number) {
  return queryOptions({
    queryKey: offerKeys.tenderList(tenderId),
    queryFn: ({ signal }) => listTenderOffers(tenderId, signal),
  });
}

export function useTenderOffers(tenderId: number | null, enabled = true) {
  return useQuery({ ...tenderOffersQueryOptions(tenderId ?? 0), enabled: enabled && tenderId !== null });
}
