import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { FullScreenLoader } from '../../components/ui/full-screen-loader';
import { useSession } from '../../lib/use-session';
import { useUnauthorizedModalOpened } from '../unauthorized-modal-state';
import { usePageTitle } from './page-title';
import { SkipLink } from './skip-link';

// Inside the router, so modal contents may use links. Mounted for signed-in users only:
// modals serve their work (confirmations, the unauthorized modal), not the sign-in screens.
const ModalsHost = lazy(async () => ({ default: (await import('../modals-host')).ModalsHost }));

const UnauthorizedModal = lazy(async () => ({ default: (await import('../unauthorized-modal')).UnauthorizedModal }));

/** Every navigation starts at the top of the page (docs/product/screens.md §1). */
function useScrollToTop(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
}

/** The outermost route: skip link, page title, scroll reset, the spinner while a navigation is pending. */
export function RootLayout() {
  usePageTitle();
  useScrollToTop();
  const navigation = useNavigation();
  const { ready } = useSession();
  const unauthorized = useUnauthorizedModalOpened();
  return (
    <>
      <SkipLink />
      {navigation.state !== 'idle' ? <FullScreenLoader delayed /> : null}
      <Outlet />
      {ready ? (
        <Suspense fallback={null}>
          <ModalsHost />
        </Suspense>
      ) : null}
      {unauthorized ? (
        <Suspense fallback={null}>
          <UnauthorizedModal />
        </Suspense>
      ) : null}
    </>
  );
}
