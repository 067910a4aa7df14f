import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../lib/route-handle';

const handle = { title: 'routes.tenders' } satisfies RouteHandle;

/** The tender screens (inside the main layout); each one is its own chunk. */
export const tenderRoutes: RouteObject[] = [
  {
    path: 'tenders',
    handle,
    children: [
      {
        index: true,
        handle,
        lazy: async () => ({ Component: (await import('./tender-list-route')).TenderListRoute }),
      },
      {
        path: 'create',
        handle,
        lazy: async () => ({ Component: (await import('./tender-create-route')).TenderCreateRoute }),
      },
      {
        path: ':id',
        handle,
        lazy: async () => ({ Component: (await import('./tender-card-route')).TenderCardRoute }),
      },
      {
        path: ':id/edit',
        handle,
        lazy: async () => ({ Component: (await import('./tender-edit-route')).TenderEditRoute }),
      },
      {
        // The original parameter name for this screen (docs/product/screens.md §3).
        path: ':order_history_id/history',
        handle,
        lazy: async () => ({ Component: (await import('./tender-history-route')).TenderHistoryRoute }),
      },
    ],
  },
];
