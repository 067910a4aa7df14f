import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminUserPage, type TAdminUserListQuery, type TAdminUserPage } from '@tt/contracts/admin';
import { apiClient } from '../../../lib/api-client';
import { withoutEmpty } from '../../../lib/query-params';
import { adminKeys } from './admin-keys';

/** GET /api/admin/users: one page of every user, bank and provider. */
async function listUsers(query: TAdminUserListQuery, signal?: AbortSignal): Promise<TAdminUserPage> {
  const res = await apiClient.get<unknown>('/admin/users', { params: withoutEmpty(query), signal, inlineErrors: true });
  return ZAdminUserPage.parse(res.data);
}

export function useAdminUsers(query: TAdminUserListQuery, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.users(query),
      queryFn: ({ signal }) => listUsers(query, signal),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}
