import { useQuery } from '@tanstack/react-query';
import { ZProviderSummary, type TProviderSummary } from '@tt/contracts/provider-account';
import { apiClient } from '../../../lib/api-client';
import { providerKeys } from './provider-keys';

/** GET /api/provider/summary: the card, verification and figures. */
export function useProviderSummary() {
  return useQuery({
    queryKey: providerKeys.summary(),
    queryFn: async ({ signal }): Promise<TProviderSummary> =>
      ZProviderSummary.parse((await apiClient.get('/provider/summary', { signal, inlineErrors: true })).data),
  });
}
