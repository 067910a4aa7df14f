import { removeAuthorizedCookie, setAuthorizedCookie } from '../lib/cookies';
import { resetToasts } from '../lib/toasts';

/** No authorized cookie (each rendered app has its own query cache, so no session either). */
export function startSignedOut(): void {
  removeAuthorizedCookie();
  resetToasts();
}

/** The authorized cookie is set; the login info is loaded on demand. */
export function startSignedIn(): void {
  setAuthorizedCookie();
  resetToasts();
}
