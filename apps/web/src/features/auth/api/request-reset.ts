import { useMutation } from '@tanstack/react-query';
import type { TResetRequest } from '@tt/contracts/session';
import { apiClient } from '../../../lib/api-client';

/** POST /api/auth/reset: always 202, whether or not the address is registered. */
export async function requestReset(body: TResetRequest): Promise<void> {
  await apiClient.post('/auth/reset', body, { inlineErrors: true });
}

export function useRequestReset() {
  return useMutation({ mutationFn: requestReset });
}
