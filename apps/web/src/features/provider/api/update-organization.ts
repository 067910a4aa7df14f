import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOrganization } from '@tt/contracts/organization';
import type { TOrganizationWrite } from '@tt/contracts/provider-account';
import { apiClient } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/session';
import { providerKeys } from './provider-keys';

/** PUT /api/account/info/organization; the session's organisation is reloaded after it. */
export function useUpdateOrganization() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TOrganizationWrite) =>
      (await apiClient.put<TOrganization>('/account/info/organization', body, { inlineErrors: true })).data,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: sessionKeys.organization }),
        client.invalidateQueries({ queryKey: providerKeys.summary() }),
      ]);
    },
  });
}
