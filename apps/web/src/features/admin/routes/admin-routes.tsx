import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from '../../../lib/route-handle';

const handle = { title: 'admin.routes.providers' } satisfies RouteHandle;

/** The bank's administration of providers and users (inside the main layout). */
export const adminRoutes: RouteObject[] = [
  // docs/product/screens.md §7: /admin redirects to /admin/providers.
  { path: 'admin', element: <Navigate to="/admin/providers" replace /> },
  {
    path: 'admin/providers',
    handle,
    lazy: async () => ({ Component: (await import('./admin-providers-route')).AdminProvidersRoute }),
  },
  {
    path: 'admin/providers/:id',
    handle,
    lazy: async () => ({ Component: (await import('./provider-card-route')).ProviderCardRoute }),
  },
];
