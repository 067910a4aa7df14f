import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullScreenLoader } from '../components/ui/full-screen-loader';
import { useSession } from '../lib/use-session';

// Loaded only for signed-in people, as on every other signed-in screen.
const MainLayout = lazy(async () => ({ default: (await import('./layouts/main-layout')).MainLayout }));

/**
 * Around the 404 page (docs/product/screens.md §1: any unknown path, open to everyone): a signed-in person sees
 * it inside the main layout, header and navigation included, so the way on is one click
 * away; a visitor sees it on its own. With the authorized mark but no login info yet (a
 * fresh page load), the spinner stays until the session is known, as on protected screens;
 * a session that has ended meanwhile simply gives the visitor's page, with no detour to sign-in.
 */
export function NotFoundFrame() {
  // Reading the session asks for the login info when the cookie is there and it is not known yet.
  const { authorized, ready } = useSession();
  const mustLoad = authorized && !ready;

  if (mustLoad) return <FullScreenLoader />;
  if (!ready) return <Outlet />;
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <MainLayout />
    </Suspense>
  );
}
