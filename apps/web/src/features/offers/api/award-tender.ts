import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZTender, type TAwardTenderRequest, type TLotUnsuccessfulRequest, type TTender } from '@tt/contracts/tenders';
import { apiClient } from '../../../lib/api-client';
import { useTenderSaved } from '../../../lib/tenders/use-tender-saved';
import { offerKeys } from './offer-keys';

export interface AwardTenderInput {
  tenderId: number;
  /** The lot to decide; absent for a single-site tender, decided as a whole. */
  lotId?: number;
  body: TAwardTenderRequest;
}

/**
 * POST /api/tenders/{id}/award (a single-site tender: evaluation → awarded) or
 * /api/tenders/{id}/lots/{lotId}/award (one lot of several), {offer_id, reason, version}.
 * Errors are shown in the dialog.
 */
export async function awardTender({ tenderId, lotId, body }: AwardTenderInput): Promise<TTender> {
  const url = lotId === undefined ? `/tenders/${tenderId}/award` : `/tenders/${tenderId}/lots/${lotId}/award`;
  const res = await apiClient.post<unknown>(url, body, { inlineErrors: true });
  return ZTender.parse(res.data);
}

export interface LotUnsuccessfulInput {
  tenderId: number;
  lotId: number;
  body: TLotUnsuccessfulRequest;
}

/** POST /api/tenders/{id}/lots/{lotId}/unsuccessful {reason, version}: the lot ends without a winner. */
export async function declareLotUnsuccessful({ tenderId, lotId, body }: LotUnsuccessfulInput): Promise<TTender> {
  const res = await apiClient.post<unknown>(`/tenders/${tenderId}/lots/${lotId}/unsuccessful`, body, {
    inlineErrors: true,
  });
  return ZTender.parse(res.data);
}

/**
 * After a decision the tender (its version, its lots' decisions, maybe its status) is the
 * answer, and every offer's comparison, list and card is read again (won / lost).
 */
function useDecided() {
  const queryClient = useQueryClient();
  const tenderSaved = useTenderSaved();
  return (tender: TTender) => {
    tenderSaved(tender);
    void queryClient.invalidateQueries({ queryKey: offerKeys.all });
  };
}

/** The tender's new status, and every offer's won / lost, show at once. */
export function useAwardTender() {
  const decided = useDecided();
  return useMutation({ mutationFn: awardTender, onSuccess: decided });
}

export function useDeclareLotUnsuccessful() {
  const decided = useDecided();
  return useMutation({ mutationFn: declareLotUnsuccessful, onSuccess: decided });
}
