import type { TAdminUserListQuery } from '@tt/contracts/admin';
import type { TProviderListQuery } from '@tt/contracts/providers';

/** Query keys of the administration: writes invalidate `all` (lists and cards alike). */
export const adminKeys = {
  all: ['admin'] as const,
  providers: (query: TProviderListQuery) => ['admin', 'providers', query] as const,
  provider: (id: number) => ['admin', 'provider', id] as const,
  users: (query: TAdminUserListQuery) => ['admin', 'users', query] as const,
};
