import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZProviderDetails, type TProviderDetails } from '@tt/contracts/admin';
import { apiClient } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export type ProviderAction = { kind: 'verify' } | { kind: 'unblock' } | { kind: 'block'; reason: string };

/** POST /api/providers/{id}/{verify|block|unblock}; answers with the card. Errors are shown in the dialog. */
async function actOnProvider({ id, action }: { id: number; action: ProviderAction }): Promise<TProviderDetails> {
  const body = action.kind === 'block' ? { reason: action.reason } : {};
  const res = await apiClient.post<unknown>(`/providers/${id}/${action.kind}`, body, { inlineErrors: true });
  return ZProviderDetails.parse(res.data);
}

export function useProviderAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: actOnProvider,
    onSuccess: (card) => {
      client.setQueryData(adminKeys.provider(card.id), card);
      void client.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
