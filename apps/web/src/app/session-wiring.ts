import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { setAuthHandlers } from '../lib/api-client';
import { endSession } from '../lib/session';
import { listenToAxiosErrors, showToast } from '../lib/toasts';
import { listenToServiceOutage } from '../lib/service-outage';
import { loginHref } from '../lib/redirects';
import { i18n } from '../i18n/i18n';
import { openUnauthorizedModal } from './unauthorized-modal-state';
import { PROTECTED_ROUTE_ID } from './route-ids';

type AppRouter = ReturnType<typeof createBrowserRouter>;

function onProtectedRoute(router: AppRouter): boolean {
  return router.state.matches.some((m) => m.route.id === PROTECTED_ROUTE_ID);
}

/**
 * Connects the framework-free pieces (api client, session, toasts) to the router, the query
 * cache and the modals. Returns a function that undoes it.
 */
export function wireSession(router: AppRouter, queryClient: QueryClient): () => void {
  setAuthHandlers({
    onLoginRequired: () => {
      endSession(queryClient);
      // On an open page (FAQ, feedback) a dead session just means "signed out": stay there.
      if (!onProtectedRoute(router)) return;
      // Parallel calls may all fail with 401: the toast store merges them into one toast.
      showToast({
        severity: 'warn',
        summary: i18n.t('session.sessionEndedSummary'),
        detail: i18n.t('auth.sessionEnded'),
        group: 'session',
      });
      void router.navigate(loginHref(router.state.location), { replace: true });
    },
    onUnauthorized: openUnauthorizedModal,
  });
  const stopToasts = listenToAxiosErrors();
  const stopOutage = listenToServiceOutage();
  return () => {
    stopToasts();
    stopOutage();
    setAuthHandlers({ onLoginRequired: () => {}, onUnauthorized: () => {} });
  };
}
