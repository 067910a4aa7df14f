import { useMutation } from '@tanstack/react-query';
import { ZTender, type TTender, type TUnsuccessfulTenderRequest } from '@tt/contracts/tenders';
import { apiClient } from '../../../lib/api-client';
import { useTenderSaved } from '../../../lib/tenders/use-tender-saved';

export interface DeclareUnsuccessfulInput {
  id: number;
  body: TUnsuccessfulTenderRequest;
}

/** POST /api/tenders/{id}/unsuccessful {reason, version}: evaluation → unsuccessful. Errors are shown in the dialog. */
export async function declareUnsuccessful({ id, body }: DeclareUnsuccessfulInput): Promise<TTender> {
  const res = await apiClient.post<unknown>(`/tenders/${id}/unsuccessful`, body, { inlineErrors: true });
  return ZTender.parse(res.data);
}

export function useDeclareUnsuccessful() {
  const saved = useTenderSaved();
  return useMutation({ mutationFn: declareUnsuccessful, onSuccess: saved });
}
