import { removeAuthorizedCookie, setAuthorizedCookie } from '../lib/cookies';
import { resetSession } from '../lib/session';
import { resetToasts } from '../lib/toasts';

/** No authorized cookie, empty session store. */
export function startSignedOut(): void {
  removeAuthorizedCookie();
  resetSession();
  resetToasts();
}

/** The authorized cookie is set; the login info is loaded on demand. */
export function startSignedIn(): void {
  setAuthorizedCookie();
  resetSession();
  resetToasts();
}
