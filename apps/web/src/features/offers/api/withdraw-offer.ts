import { useMutation } from '@tanstack/react-query';
import { ZOffer, type TOffer, type TOfferVersionRequest } from '@tt/contracts/offers';
import { apiClient } from '../../../lib/api-client';
import { useOfferSaved } from './use-offer-saved';

export interface WithdrawOfferInput extends TOfferVersionRequest {
  id: number;
}

/** POST /api/offers/{id}/withdraw {version}: submitted → withdrawn (it may be submitted again). */
export async function withdrawOffer({ id, version }: WithdrawOfferInput): Promise<TOffer> {
  const res = await apiClient.post<unknown>(`/offers/${id}/withdraw`, { version }, { inlineErrors: true });
  return ZOffer.parse(res.data);
}

export function useWithdrawOffer() {
  const saved = useOfferSaved();
  return useMutation({ mutationFn: withdrawOffer, onSuccess: saved });
}
