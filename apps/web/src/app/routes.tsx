import { Navigate, type RouteObject } from 'react-router';
import { accountRoutes } from '../features/account/routes/account-routes';
import { adminRoutes } from '../features/admin/routes/admin-routes';
import { authRoutes } from '../features/auth/routes/auth-routes';
import { dashboardRoutes } from '../features/dashboard/routes/dashboard-routes';
import { emailArchiveRoutes } from '../features/email-archive/routes/email-archive-routes';
import { errorRoutes, notFoundRoute } from '../features/errors/routes/error-routes';
import { feedbackAdminRoutes, feedbackRoutes } from '../features/feedback/routes/feedback-routes';
import { fileManagerRoutes } from '../features/file-manager/routes/file-manager-routes';
import { helpRoutes } from '../features/help/routes/help-routes';
import { offerRoutes, offerStandaloneRoutes } from '../features/offers/routes/offer-routes';
import { ordersArchiveRoutes } from '../features/orders-archive/routes/orders-archive-routes';
import { providerRoutes } from '../features/provider/routes/provider-routes';
import { registrationRoutes } from '../features/registration/routes/registration-routes';
import { settingsRoutes } from '../features/settings/routes/settings-routes';
import { tenderRoutes } from '../features/tenders/routes/tender-routes';
import { FullScreenLoader } from '../components/ui/full-screen-loader';
import { HOME_PATH } from '../lib/redirects';
import { RequireAuth } from './layouts/require-auth';
import { RootLayout } from './layouts/root-layout';
import { StripV2Prefix } from './layouts/strip-v2';
import { NotFoundFrame } from './not-found-frame';
import { RouteErrorBoundary } from './route-error-boundary';
import { PROTECTED_ROUTE_ID } from './route-ids';

/*
 * HOW TO ADD A FEATURE'S SCREENS
 *
 * 1. In src/features/<area>/routes/<area>-routes.tsx export a `RouteObject[]`. Paths are
 *    relative (no leading '/'), every screen is code-split with
 *      lazy: async () => ({ Component: (await import('./tender-list-route')).TenderListRoute })
 *    and the page title is an i18n key: `handle: { title: 'routes.tenders' } satisfies RouteHandle`
 *    (src/lib/route-handle.ts; the key goes into the feature's src/i18n/uk-<feature>.ts, or into
 *    src/i18n/uk.ts for an open screen).
 * 2. Import that array below and spread it into ONE of the lists:
 *      mainLayoutRoutes          – needs sign-in, inside the header/navigation frame (most screens)
 *      standaloneProtectedRoutes – needs sign-in, without the frame
 *      openRoutes                – no sign-in (faq, feedback, register)
 *    A module that uses a feature's strings imports that feature's src/i18n/uk-<feature>.ts
 *    itself (src/i18n/feature-strings.test.ts checks it); a route's title needs no import.
 * 3. If the screen belongs in the navigation, add one item to src/app/layouts/nav-items.ts.
 *
 * Screens under mainLayoutRoutes/standaloneProtectedRoutes mount only after the login info
 * has arrived, so `useSession().loginInfo` is set there. Do not fetch in route loaders: they
 * run before the guard; use TanStack Query in the screen.
 */

/** Signed-in screens inside the main layout. */
export const mainLayoutRoutes: RouteObject[] = [
  ...tenderRoutes,
  ...offerRoutes,
  ...accountRoutes,
  ...providerRoutes,
  ...adminRoutes,
  ...ordersArchiveRoutes,
  ...emailArchiveRoutes,
  ...feedbackAdminRoutes,
  ...settingsRoutes,
  ...fileManagerRoutes,
  ...dashboardRoutes,
];

/** Signed-in screens outside the main layout (e.g. the old-style /tenders/{offer_id}/doc). */
export const standaloneProtectedRoutes: RouteObject[] = [...offerStandaloneRoutes];

/** Screens open to everyone (docs/product/screens.md §1: faq, feedback, login, register, reset, recovery, 500). */
export const openRoutes: RouteObject[] = [
  ...authRoutes,
  ...registrationRoutes,
  ...helpRoutes,
  ...feedbackRoutes,
  ...errorRoutes,
];

/** The whole route tree; tests pass extra screens for the main layout. */
export function buildAppRoutes(main: RouteObject[] = mainLayoutRoutes): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorBoundary />,
      // Shown while the first screen's code loads.
      HydrateFallback: FullScreenLoader,
      children: [
        // /v2/… is an older address of the same screens.
        { path: 'v2/*', element: <StripV2Prefix /> },
        ...openRoutes,
        {
          id: PROTECTED_ROUTE_ID,
          element: <RequireAuth />,
          children: [
            {
              lazy: async () => ({ Component: (await import('./layouts/main-layout')).MainLayout }),
              children: [
                {
                  // Errors of a screen show inside the frame, so the navigation stays usable.
                  errorElement: <RouteErrorBoundary inFrame />,
                  children: [{ index: true, element: <Navigate to={HOME_PATH} replace /> }, ...main],
                },
              ],
            },
            ...standaloneProtectedRoutes,
          ],
        },
        // Last: any other path. Inside the main layout for signed-in people, alone for visitors.
        { element: <NotFoundFrame />, children: [notFoundRoute] },
      ],
    },
  ];
}

export const appRoutes: RouteObject[] = buildAppRoutes();
