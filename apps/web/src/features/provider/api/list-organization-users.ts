import { useQuery } from '@tanstack/react-query';
import { ZUserList, type TUser } from '@tt/contracts/users';
import { apiClient } from '../../../lib/api-client';
import { providerKeys } from './provider-keys';

/** GET /api/account/info/users: the organisation's users with their state. */
export function useOrganizationUsers() {
  return useQuery({
    queryKey: providerKeys.users(),
    queryFn: async ({ signal }): Promise<TUser[]> =>
      ZUserList.parse((await apiClient.get('/account/info/users', { signal, inlineErrors: true })).data),
  });
}
