import { useMutation } from '@tanstack/react-query';
import { ZOffer, type TOffer, type TOfferVersionRequest } from '@tt/contracts/offers';
import { apiClient } from '../../../lib/api-client';
import { useOfferSaved } from './use-offer-saved';

export interface SubmitOfferInput extends TOfferVersionRequest {
  id: number;
}

/** POST /api/offers/{id}/submit {version}: draft or withdrawn → submitted. */
export async function submitOffer({ id, version }: SubmitOfferInput): Promise<TOffer> {
  const res = await apiClient.post<unknown>(`/offers/${id}/submit`, { version }, { inlineErrors: true });
  return ZOffer.parse(res.data);
}

export function useSubmitOffer() {
  const saved = useOfferSaved();
  return useMutation({ mutationFn: submitOffer, onSuccess: saved });
}
