import { useQuery } from '@tanstack/react-query';
import { ZEmailDetails, type TEmailDetails } from '@tt/contracts/emails';
import { apiClient } from '../../../lib/api-client';
import { emailKeys } from './email-keys';

/** GET /api/admin/emails/{id}: one letter with its bodies (the HTML sanitised by the server) and its resent copies. */
async function getEmail(id: string, signal?: AbortSignal): Promise<TEmailDetails> {
  const res = await apiClient.get<unknown>(`/admin/emails/${encodeURIComponent(id)}`, { signal, inlineErrors: true });
  return ZEmailDetails.parse(res.data);
}

/** The open letter; nothing is asked while none is open. */
export function useEmail(id: string | null) {
  return useQuery({
    queryKey: emailKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getEmail(id!, signal),
    enabled: id !== null,
  });
}
