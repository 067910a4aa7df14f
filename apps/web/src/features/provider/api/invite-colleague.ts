import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TInviteRequest } from '@tt/contracts/provider-account';
import type { TUser } from '@tt/contracts/users';
import { apiClient } from '../../../lib/api-client';
import { providerKeys } from './provider-keys';

/** POST /api/account/info/users: invite a colleague. */
export function useInviteColleague() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TInviteRequest) =>
      (await apiClient.post<TUser>('/account/info/users', body, { inlineErrors: true })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: providerKeys.users() }),
  });
}
