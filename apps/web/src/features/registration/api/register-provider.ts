import { useMutation } from '@tanstack/react-query';
import type { TLoginInfo } from '@tt/contracts/session';
import type { TRegisterRequest } from '@tt/contracts/registration';
import { apiClient } from '../../../lib/api-client';

/** POST /api/auth/register → the login info; the server also starts the session (cookies). */
export async function registerProvider(body: TRegisterRequest): Promise<TLoginInfo> {
  const res = await apiClient.post<TLoginInfo>('/auth/register', body, { inlineErrors: true });
  return res.data;
}

export function useRegisterProvider() {
  return useMutation({ mutationFn: registerProvider });
}
