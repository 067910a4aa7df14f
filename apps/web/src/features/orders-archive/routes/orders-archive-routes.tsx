import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../lib/route-handle';

/** The archive of closed tenders (inside the main layout); docs/product/screens.md, ADR 0031. */
export const ordersArchiveRoutes: RouteObject[] = [
  {
    path: 'admin/history/orders',
    handle: { title: 'orders.route' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./orders-archive-route')).OrdersArchiveRoute }),
  },
];
