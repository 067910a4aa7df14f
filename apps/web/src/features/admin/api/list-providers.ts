import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminProviderPage, type TAdminProviderPage, type TProviderListQuery } from '@tt/contracts/providers';
import { apiClient } from '../../../lib/api-client';
import { withoutEmpty } from '../../../lib/query-params';
import { adminKeys } from './admin-keys';

/** GET /api/providers with `page`: the administration's paged form. */
async function listProviders(query: TProviderListQuery, signal?: AbortSignal): Promise<TAdminProviderPage> {
  const res = await apiClient.get<unknown>('/providers', { params: withoutEmpty(query), signal, inlineErrors: true });
  return ZAdminProviderPage.parse(res.data);
}

export function useAdminProviders(query: TProviderListQuery) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.providers(query),
      queryFn: ({ signal }) => listProviders(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
