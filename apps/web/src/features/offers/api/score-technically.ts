import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZTender, type TTechnicalScoreRequest, type TTender } from '@tt/contracts/tenders';
import { apiClient } from '../../../lib/api-client';
import { useTenderSaved } from '../../../lib/tenders/use-tender-saved';
import { offerKeys } from './offer-keys';

export interface TechnicalScoreInput {
  offerId: number;
  body: TTechnicalScoreRequest;
}

/** PUT /api/offers/{id}/technical-score {score, note, version (the tender's)}. Errors are shown in the dialog. */
export async function scoreTechnically({ offerId, body }: TechnicalScoreInput): Promise<TTender> {
  const res = await apiClient.put<unknown>(`/offers/${offerId}/technical-score`, body, { inlineErrors: true });
  return ZTender.parse(res.data);
}

/** The score moves the tender's version and every lot's ranking: both are read again. */
export function useScoreTechnically() {
  const queryClient = useQueryClient();
  const tenderSaved = useTenderSaved();
  return useMutation({
    mutationFn: scoreTechnically,
    onSuccess: (tender) => {
      tenderSaved(tender);
      void queryClient.invalidateQueries({ queryKey: offerKeys.all });
    },
  });
}
