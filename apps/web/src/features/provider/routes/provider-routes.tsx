import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../lib/route-handle';

/** The provider's own pages (docs/product/screens.md §5: /provider, /provider/organization/edit, /provider/history). */
export const providerRoutes: RouteObject[] = [
  {
    path: 'provider',
    handle: { title: 'provider.routes.provider' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./provider-route')).ProviderRoute }),
  },
  {
    path: 'provider/organization/edit',
    handle: { title: 'provider.routes.organizationEdit' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./organization-edit-route')).OrganizationEditRoute }),
  },
  {
    path: 'provider/history',
    handle: { title: 'provider.routes.history' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./provider-history-route')).ProviderHistoryRoute }),
  },
];
