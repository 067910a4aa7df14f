import { useMutation } from '@tanstack/react-query';
import { ZOffer, type TOffer, type TOfferWrite } from '@tt/contracts/offers';
import { apiClient } from '../../../lib/api-client';
import { useOfferSaved } from './use-offer-saved';

export interface CreateOfferInput {
  tenderId: number;
  body: TOfferWrite;
}

/** POST /api/tenders/{id}/offers → 201 with the new draft. Errors are shown by the form. */
export async function createOffer({ tenderId, body }: CreateOfferInput): Promise<TOffer> {
  const res = await apiClient.post<unknown>(`/tenders/${tenderId}/offers`, body, { inlineErrors: true });
  return ZOffer.parse(res.data);
}

export function useCreateOffer() {
  const saved = useOfferSaved();
  return useMutation({ mutationFn: createOffer, onSuccess: saved });
}
