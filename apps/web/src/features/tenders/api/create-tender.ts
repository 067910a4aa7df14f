import { useMutation } from '@tanstack/react-query';
import { ZTender, type TTender, type TTenderWrite } from '@tt/contracts/tenders';
import { apiClient } from '../../../lib/api-client';
import { useTenderSaved } from '../../../lib/tenders/use-tender-saved';

/** POST /api/tenders → 201 with the new draft. Errors are shown by the form. */
export async function createTender(body: TTenderWrite): Promise<TTender> {
  const res = await apiClient.post<unknown>('/tenders', body, { inlineErrors: true });
  return ZTender.parse(res.data);
}

export function useCreateTender() {
  const saved = useTenderSaved();
  return useMutation({ mutationFn: createTender, onSuccess: saved });
}
