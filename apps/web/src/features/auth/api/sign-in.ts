import { useMutation } from '@tanstack/react-query';
import type { TLoginInfo, TLoginRequest } from '@tt/contracts/session';
import { apiClient } from '../../../lib/api-client';

/** POST /api/auth/login → the login info; the server also sets the session and XSRF cookies. */
export async function signIn(body: TLoginRequest): Promise<TLoginInfo> {
  const res = await apiClient.post<TLoginInfo>('/auth/login', body, { inlineErrors: true });
  return res.data;
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
