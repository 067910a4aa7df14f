import { useMutation } from '@tanstack/react-query';
import { ZTender, type TCancelTenderRequest, type TTender } from '@tt/contracts/tenders';
import { apiClient } from '../../../lib/api-client';
import { useTenderSaved } from '../../../lib/tenders/use-tender-saved';

export interface CancelTenderInput {
  id: number;
  body: TCancelTenderRequest;
}

/** POST /api/tenders/{id}/cancel {reason, version}. Errors are shown in the dialog. */
export async function cancelTender({ id, body }: CancelTenderInput): Promise<TTender> {
  const res = await apiClient.post<unknown>(`/tenders/${id}/cancel`, body, { inlineErrors: true });
  return ZTender.parse(res.data);
}

export function useCancelTender() {
  const saved = useTenderSaved();
  return useMutation({ mutationFn: cancelTender, onSuccess: saved });
}
