import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { FullScreenLoader } from '../../components/ui/full-screen-loader';
import { usePageTitle } from './page-title';

/** Every navigation starts at the top of the page (spec §2). */
function useScrollToTop(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
}

/** The outermost route: page title, scroll reset, the spinner while a navigation is pending. */
export function RootLayout() {
  usePageTitle();
  useScrollToTop();
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' ? <FullScreenLoader delayed /> : null}
      <Outlet />
    </>
  );
}
