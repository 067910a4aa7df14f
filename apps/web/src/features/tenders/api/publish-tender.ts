import { useMutation } from '@tanstack/react-query';
import { ZTender, type TPublishTenderRequest, type TTender } from '@tt/contracts/tenders';
import { apiClient } from '../../../lib/api-client';
import { useTenderSaved } from '../../../lib/tenders/use-tender-saved';

export interface PublishTenderInput extends TPublishTenderRequest {
  id: number;
  /** The caller shows the error itself (the form does; the card leaves it to the error toast). */
  inlineErrors?: boolean;
}

/** POST /api/tenders/{id}/publish {version}: draft → published. */
export async function publishTender({ id, version, inlineErrors = false }: PublishTenderInput): Promise<TTender> {
  const res = await apiClient.post<unknown>(`/tenders/${id}/publish`, { version }, { inlineErrors });
  return ZTender.parse(res.data);
}

export function usePublishTender() {
  const saved = useTenderSaved();
  return useMutation({ mutationFn: publishTender, onSuccess: saved });
}
