import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../lib/route-handle';

const handle = { title: 'emailArchive.route' } satisfies RouteHandle;

/** The archive of every letter the system made (inside the main layout); docs/product/screens.md §7. */
export const emailArchiveRoutes: RouteObject[] = [
  // /admin/history opens the letters (or, for those who may not read them, another archive).
  {
    path: 'admin/history',
    lazy: async () => ({ Component: (await import('../../../components/ui/history-tabs')).HistoryIndex }),
  },
  {
    path: 'admin/history/emails',
    handle,
    lazy: async () => ({ Component: (await import('./email-archive-route')).EmailArchiveRoute }),
  },
];
