import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../lib/route-handle';

/** /register: open to everyone (docs/product/screens.md §2). */
export const registrationRoutes: RouteObject[] = [
  {
    path: 'register',
    handle: { title: 'registration.routeTitle' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./registration-route')).RegistrationRoute }),
  },
];
