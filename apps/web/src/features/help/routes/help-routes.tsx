import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../lib/route-handle';

/** /faq and /faq/{slug}: open to everyone (docs/product/screens.md §2), in the help's own frame. */
export const helpRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('../components/help-frame')).HelpFrame }),
    children: [
      {
        path: 'faq',
        handle: { title: 'routes.faq' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./faq-list-route')).FaqListRoute }),
      },
      {
        // The page title becomes the article's own once it has loaded.
        path: 'faq/:slug',
        handle: { title: 'routes.faq' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./faq-article-route')).FaqArticleRoute }),
      },
    ],
  },
];
