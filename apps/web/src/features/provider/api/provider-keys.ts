import type { TProviderHistoryQuery } from '@tt/contracts/provider-account';

/** Query keys of the provider's own pages. */
export const providerKeys = {
  all: ['provider'] as const,
  summary: () => [...providerKeys.all, 'summary'] as const,
  users: () => [...providerKeys.all, 'users'] as const,
  history: (query: TProviderHistoryQuery) => [...providerKeys.all, 'history', query] as const,
};
