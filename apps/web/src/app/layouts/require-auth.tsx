import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenLoader } from '../../components/ui/full-screen-loader';
import { useSession } from '../../lib/use-session';
import { LOGIN_PATH, loginHref } from '../../lib/redirects';

/**
 * Guards every screen that needs sign-in. Without the authorized mark → sign-in with `next`;
 * with it, the login info is loaded on demand and the spinner stays until it arrives, so no
 * screen starts its own calls before the session is known.
 */
export function RequireAuth() {
  // Reading the session asks for the login info when the cookie is there and it is not known yet.
  const { authorized, ready, signedOut } = useSession();
  const location = useLocation();

  // After "Вийти" the next person starts afresh, not on the previous user's page.
  if (!ready && !authorized) return <Navigate to={signedOut ? LOGIN_PATH : loginHref(location)} replace />;
  if (!ready) return <FullScreenLoader />;
  return <Outlet />;
}
