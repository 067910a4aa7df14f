import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZProfile, type TProfileWrite } from '@tt/contracts/provider-account';
import { apiClient } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/session';
import { profileKey } from './profile-keys';

/** PUT /api/account/profile; the header's name follows. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TProfileWrite) =>
      ZProfile.parse((await apiClient.put('/account/profile', body, { inlineErrors: true })).data),
    onSuccess: async (profile) => {
      client.setQueryData(profileKey, profile);
      // The header's name comes from the login info.
      await client.refetchQueries({ queryKey: sessionKeys.loginInfo });
    },
  });
}
