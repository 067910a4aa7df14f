import type { TLoginInfo } from '@tt/contracts/session';
import { useSession } from '../../../lib/use-session';

/**
 * Login info that arrived with neither `role` nor `roles` (a damaged session answer): help then
 * treats the reader as a visitor (docs/decisions/0030, Help).
 */
export function isDamagedLoginInfo(info: TLoginInfo | null): boolean {
  if (!info) return false;
  const { role, roles } = info as Partial<TLoginInfo>;
  return role == null && roles == null;
}

/** Who reads the help: signed in (a usable session), and whether they may edit the articles. */
export function useHelpViewer() {
  const { loginInfo, authorized, ready } = useSession();
  const damaged = isDamagedLoginInfo(loginInfo);
  const signedIn = ready && !damaged;
  return {
    damaged,
    signedIn,
    /** The cookie says signed in, but who it is has not arrived yet. */
    checking: authorized && !ready,
    canManage: signedIn && loginInfo?.actions['faq.manage'] === true,
  };
}
