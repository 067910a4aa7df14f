import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers';
import { appRoutes } from '../app/routes';
import { wireSession } from '../app/session-wiring';

/** Renders the real route tree at `path` with the app's providers and session wiring. */
export function renderApp(path: string, routes: RouteObject[] = appRoutes) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const unwire = wireSession(router, queryClient);
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return {
    ...view,
    router,
    queryClient,
    unmount: () => {
      view.unmount();
      unwire();
    },
  };
}

/** Renders one element with the app's providers (no router). */
export function renderWithProviders(ui: ReactElement) {
  return render(
    <AppProviders queryClient={createQueryClient()} env="test">
      {ui}
    </AppProviders>,
  );
}
