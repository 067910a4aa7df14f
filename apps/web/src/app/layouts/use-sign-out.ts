import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { endSession, requestSignOut } from '../../lib/session';
import { LOGIN_PATH } from '../../lib/redirects';

/**
 * "Вийти": POST /api/auth/logout, then forget the session here (cookie, login info, cached
 * answers) and go to sign-in. The local end happens even if the call fails — the person asked
 * to leave, and an error toast tells them the server did not confirm it.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: requestSignOut,
    onSettled: () => {
      endSession(queryClient, { signedOut: true });
      void navigate(LOGIN_PATH, { replace: true });
    },
  });
}
