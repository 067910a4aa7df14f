import { useQuery } from '@tanstack/react-query';
import { ZProfile, type TProfile } from '@tt/contracts/provider-account';
import { apiClient } from '../../../lib/api-client';
import { profileKey } from './profile-keys';

/** GET /api/account/profile. */
export function useProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: async ({ signal }): Promise<TProfile> =>
      ZProfile.parse((await apiClient.get('/account/profile', { signal, inlineErrors: true })).data),
  });
}
