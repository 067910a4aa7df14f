import { useMutation } from '@tanstack/react-query';
import type { TRecoveryRequest } from '@tt/contracts/session';
import { apiClient } from '../../../lib/api-client';

/** POST /api/auth/recovery: a new password for the token from the recovery letter. */
export async function recoverPassword(body: TRecoveryRequest): Promise<void> {
  await apiClient.post('/auth/recovery', body, { inlineErrors: true });
}

export function useRecoverPassword() {
  return useMutation({ mutationFn: recoverPassword });
}
