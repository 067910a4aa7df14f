import { useQuery } from '@tanstack/react-query';
import { ZProviderDetails, type TProviderDetails } from '@tt/contracts/admin';
import { apiClient } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/providers/{id}: the provider's card for the bank. */
async function getProvider(id: number, signal?: AbortSignal): Promise<TProviderDetails> {
  const res = await apiClient.get<unknown>(`/providers/${id}`, { signal, inlineErrors: true });
  return ZProviderDetails.parse(res.data);
}

export function useProviderDetails(id: number) {
  return useQuery({ queryKey: adminKeys.provider(id), queryFn: ({ signal }) => getProvider(id, signal) });
}
