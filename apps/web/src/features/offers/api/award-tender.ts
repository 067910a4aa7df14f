import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZTender, type TAwardTenderRequest, type TTender } from '@tt/contracts/tenders';
import { apiClient } from '../../../lib/api-client';
import { useTenderSaved } from '../../../lib/tenders/use-tender-saved';
import { offerKeys } from './offer-keys';

export interface AwardTenderInput {
  tenderId: number;
  body: TAwardTenderRequest;
}

/** POST /api/tenders/{id}/award {offer_id, reason, version}: evaluation → awarded. Errors are shown in the dialog. */
export async function awardTender({ tenderId, body }: AwardTenderInput): Promise<TTender> {
  const res = await apiClient.post<unknown>(`/tenders/${tenderId}/award`, body, { inlineErrors: true });
  return ZTender.parse(res.data);
}

/** The tender's new status, and every offer's won / lost, show at once. */
export function useAwardTender() {
  const queryClient = useQueryClient();
  const tenderSaved = useTenderSaved();
  return useMutation({
    mutationFn: awardTender,
    onSuccess: (tender) => {
      tenderSaved(tender);
      void queryClient.invalidateQueries({ queryKey: offerKeys.all });
    },
  });
}
