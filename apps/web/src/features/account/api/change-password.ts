import { useMutation } from '@tanstack/react-query';
import type { TChangePasswordRequest } from '@tt/contracts/session';
import { apiClient } from '../../../lib/api-client';

/** POST /api/account/password. */
export async function changePassword(body: TChangePasswordRequest): Promise<void> {
  await apiClient.post('/account/password', body, { inlineErrors: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
