import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { FullScreenLoader } from '../../components/ui/full-screen-loader';
import { useUnauthorizedModalOpened } from '../unauthorized-modal-state';
import { usePageTitle } from './page-title';
import { SkipLink } from './skip-link';

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
  const unauthorized = useUnauthorizedModalOpened();
  return (
    <>
      <SkipLink />
      {navigation.state !== 'idle' ? <FullScreenLoader delayed /> : null}
      <Outlet />
      {unauthorized ? (
        <Suspense fallback={null}>
          <UnauthorizedModal />
        </Suspense>
      ) : null}
    </>
  );
}
