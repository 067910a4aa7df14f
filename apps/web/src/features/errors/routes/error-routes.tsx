import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../lib/route-handle';

/** /500; the 404 catch-all is declared last in src/app/routes.tsx, inside src/app/not-found-frame.tsx. */
export const errorRoutes: RouteObject[] = [
  {
    path: '500',
    handle: { title: 'routes.serverError' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./server-error-route')).ServerErrorRoute }),
  },
];

export const notFoundRoute: RouteObject = {
  path: '*',
  handle: { title: 'routes.notFound' } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import('./not-found-route')).NotFoundRoute }),
};
