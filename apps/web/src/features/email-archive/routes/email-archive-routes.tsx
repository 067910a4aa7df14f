import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from '../../../lib/route-handle';

const handle = { title: 'emailArchive.route' } satisfies RouteHandle;

/** The archive of every letter the system made (inside the main layout); docs/product/screens.md §7. */
export const emailArchiveRoutes: RouteObject[] = [
  // /admin/history opens its first (and so far only) archive.
  { path: 'admin/history', element: <Navigate to="/admin/history/emails" replace /> },
  {
    path: 'admin/history/emails',
    handle,
    lazy: async () => ({ Component: (await import('./email-archive-route')).EmailArchiveRoute }),
  },
];
