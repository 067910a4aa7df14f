import '@mantine/core/styles.css';
import './app/global.css';
import './i18n/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { router } from './app/router';
import { wireSession } from './app/session-wiring';
import { loadHttpClient } from './lib/api-client';
import { hasAuthorizedCookie } from './lib/cookies';

// A signed-in browser asks who it is first thing: fetch the HTTP client beside the first screen's
// code instead of after it. (The sign-in screen needs it only once submitted.)
if (hasAuthorizedCookie()) void loadHttpClient();

const queryClient = createQueryClient();
wireSession(router, queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
