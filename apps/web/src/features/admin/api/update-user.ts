import { ZAdminUser, type TUpdateUser } from '@tt/contracts/admin';
import { apiClient } from '../../../lib/api-client';
import { useUserMutation } from './use-user-mutation';

/** PATCH /api/admin/users/{id}: roles, names, phones, active. Errors are shown by the form. */
export const useUpdateUser = () =>
  useUserMutation(async ({ id, body }: { id: number; body: TUpdateUser }) =>
    ZAdminUser.parse((await apiClient.patch<unknown>(`/admin/users/${id}`, body, { inlineErrors: true })).data),
  );
