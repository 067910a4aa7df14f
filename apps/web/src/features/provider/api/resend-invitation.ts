import { useMutation } from '@tanstack/react-query';
import type { TUser } from '@tt/contracts/users';
import { apiClient } from '../../../lib/api-client';

/** POST /api/account/info/users/{id}/invitation: a new link; the old one stops working. */
export function useResendInvitation() {
  return useMutation({
    mutationFn: async (userId: number) =>
      (await apiClient.post<TUser>(`/account/info/users/${userId}/invitation`)).data,
  });
}
