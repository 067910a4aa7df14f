import { useMutation } from '@tanstack/react-query';
import { ZOffer, type TOffer, type TOfferUpdate } from '@tt/contracts/offers';
import { apiClient } from '../../../lib/api-client';
import { useOfferSaved } from './use-offer-saved';

export interface UpdateOfferInput {
  id: number;
  body: TOfferUpdate;
}

/**
 * PUT /api/offers/{id} with the edited version. A submitted offer stays submitted and is
 * re-stamped; 409 `version_conflict` or `deadline_passed`. Errors are shown by the form.
 */
export async function updateOffer({ id, body }: UpdateOfferInput): Promise<TOffer> {
  const res = await apiClient.put<unknown>(`/offers/${id}`, body, { inlineErrors: true });
  return ZOffer.parse(res.data);
}

export function useUpdateOffer() {
  const saved = useOfferSaved();
  return useMutation({ mutationFn: updateOffer, onSuccess: saved });
}
