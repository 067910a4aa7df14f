import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../lib/route-handle';

/** /feedback: open to everyone (docs/product/screens.md §2), in a light frame of its own. */
export const feedbackRoutes: RouteObject[] = [
  {
    path: 'feedback',
    handle: { title: 'feedback.route' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./feedback-route')).FeedbackRoute }),
  },
];

/** /admin/history/feedback: beside the letter archive, inside the main layout. */
export const feedbackAdminRoutes: RouteObject[] = [
  {
    path: 'admin/history/feedback',
    handle: { title: 'feedback.admin.route' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./feedback-admin-route')).FeedbackAdminRoute }),
  },
];
