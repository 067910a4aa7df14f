import { ZAdminUser } from '@tt/contracts/admin';
import { apiClient } from '../../../lib/api-client';
import { useUserMutation } from './use-user-mutation';

/** POST /api/admin/users/{id}/invitation: a new link for a user who has not set a password yet. */
export const useResendInvitation = () =>
  useUserMutation(async (id: number) =>
    ZAdminUser.parse((await apiClient.post<unknown>(`/admin/users/${id}/invitation`, {}, { inlineErrors: true })).data),
  );
