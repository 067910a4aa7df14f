import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { cssVariablesResolver, theme } from './theme';
import { ToastHost } from './toast-host';
import { queryRetryDelay, reportRetriesOver, shouldRetryQuery } from '../lib/service-outage';

/**
 * Query defaults: a 4xx will not get better by asking again; one retry for the rest, and a
 * patient backoff honouring Retry-After while the server is briefly unavailable (lib/service-outage.ts).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    // A call that failed on "briefly unavailable" and will not be retried: the outage notice
    // stops saying «retrying» and asks to refresh the page later.
    queryCache: new QueryCache({ onError: (error) => reportRetriesOver(error) }),
    mutationCache: new MutationCache({ onError: (error) => reportRetriesOver(error) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
      },
      mutations: { retry: false },
    },
  });
}

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns Mantine transitions off for component tests. */
  env?: 'default' | 'test';
}

export function AppProviders({ queryClient, children, env = 'default' }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
        <QueryClientProvider client={queryClient}>
          <ToastHost />
          {children}
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
