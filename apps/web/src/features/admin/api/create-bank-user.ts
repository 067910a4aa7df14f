import { ZAdminUser, type TCreateBankUser } from '@tt/contracts/admin';
import { apiClient } from '../../../lib/api-client';
import { useUserMutation } from './use-user-mutation';

/** POST /api/admin/users: a bank user, who sets a password from the invitation. Errors are shown by the form. */
export const useCreateBankUser = () =>
  useUserMutation(async (body: TCreateBankUser) =>
    ZAdminUser.parse((await apiClient.post<unknown>('/admin/users', body, { inlineErrors: true })).data),
  );
