import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../lib/route-handle';

/** The bank's file library (inside the main layout); docs/decisions/0030. */
export const fileManagerRoutes: RouteObject[] = [
  {
    path: 'admin/file-manager',
    handle: { title: 'library.route' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./file-manager-route')).FileManagerRoute }),
  },
];
