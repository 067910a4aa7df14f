import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../lib/route-handle';

/** Open screens of signing in (docs/product/screens.md §2: no authorization needed). */
export const authRoutes: RouteObject[] = [
  {
    path: 'login',
    handle: { title: 'routes.login' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./login-route')).LoginRoute }),
  },
  {
    path: 'reset',
    handle: { title: 'routes.reset' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./reset-route')).ResetRoute }),
  },
  {
    path: 'recovery',
    handle: { title: 'routes.recovery' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./recovery-route')).RecoveryRoute }),
  },
];
