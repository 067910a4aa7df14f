import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../lib/route-handle';

const handle = { title: 'dashboard.route' } satisfies RouteHandle;

/** The bank's statistics (inside the main layout); its charts load with this screen only. */
export const dashboardRoutes: RouteObject[] = [
  {
    path: 'admin/dashboard',
    handle,
    lazy: async () => ({ Component: (await import('./dashboard-route')).DashboardRoute }),
  },
];
