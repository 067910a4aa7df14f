import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../lib/route-handle';

/** The signed-in user's own account screens (inside the main layout). */
export const accountRoutes: RouteObject[] = [
  {
    path: 'account/password',
    handle: { title: 'routes.changePassword' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./change-password-route')).ChangePasswordRoute }),
  },
  {
    path: 'account/profile',
    handle: { title: 'provider.routes.profile' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./profile-route')).ProfileRoute }),
  },
];
