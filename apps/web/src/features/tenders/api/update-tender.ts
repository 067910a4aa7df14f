import { useMutation } from '@tanstack/react-query';
import { ZTender, type TTender, type TTenderUpdate } from '@tt/contracts/tenders';
import { apiClient } from '../../../lib/api-client';
import { useTenderSaved } from '../../../lib/tenders/use-tender-saved';

export interface UpdateTenderInput {
  id: number;
  body: TTenderUpdate;
}

/** PUT /api/tenders/{id} with the edited version; 409 `version_conflict` when someone saved first. */
export async function updateTender({ id, body }: UpdateTenderInput): Promise<TTender> {
  const res = await apiClient.put<unknown>(`/tenders/${id}`, body, { inlineErrors: true });
  return ZTender.parse(res.data);
}

export function useUpdateTender() {
  const saved = useTenderSaved();
  return useMutation({ mutationFn: updateTender, onSuccess: saved });
}
