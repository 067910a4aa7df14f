import { useMutation } from '@tanstack/react-query';
import { ZTender, type TCompleteTenderRequest, type TTender } from '@tt/contracts/tenders';
import { apiClient } from '../../../lib/api-client';
import { useTenderSaved } from '../../../lib/tenders/use-tender-saved';

export interface CompleteTenderInput {
  id: number;
  body: TCompleteTenderRequest;
}

/** POST /api/tenders/{id}/complete {note, version}: awarded → completed. Errors are shown in the dialog. */
export async function completeTender({ id, body }: CompleteTenderInput): Promise<TTender> {
  const res = await apiClient.post<unknown>(`/tenders/${id}/complete`, body, { inlineErrors: true });
  return ZTender.parse(res.data);
}

export function useCompleteTender() {
  const saved = useTenderSaved();
  return useMutation({ mutationFn: completeTender, onSuccess: saved });
}
