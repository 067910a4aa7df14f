import { useMutation } from '@tanstack/react-query';
import { ZTender, type TExtendTenderRequest, type TTender } from '@tt/contracts/tenders';
import { apiClient } from '../../../lib/api-client';
import { useTenderSaved } from '../../../lib/tenders/use-tender-saved';

export interface ExtendTenderInput {
  id: number;
  body: TExtendTenderRequest;
}

/** POST /api/tenders/{id}/extend {offers_deadline, reason, version}. Errors are shown in the dialog. */
export async function extendTender({ id, body }: ExtendTenderInput): Promise<TTender> {
  const res = await apiClient.post<unknown>(`/tenders/${id}/extend`, body, { inlineErrors: true });
  return ZTender.parse(res.data);
}

export function useExtendTender() {
  const saved = useTenderSaved();
  return useMutation({ mutationFn: extendTender, onSuccess: saved });
}
