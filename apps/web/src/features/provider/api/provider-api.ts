import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TOrganization } from '@tt/contracts/organization';
import {
  ZProviderHistoryResponse,
  ZProviderSummary,
  type TInviteRequest,
  type TOrganizationWrite,
  type TProviderHistoryQuery,
  type TProviderHistoryResponse,
  type TProviderSummary,
} from '@tt/contracts/provider-account';
import { ZUserList, type TUser } from '@tt/contracts/users';
import { apiClient } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/session';

export const providerKeys = {
  all: ['provider'] as const,
  summary: () => [...providerKeys.all, 'summary'] as const,
  users: () => [...providerKeys.all, 'users'] as const,
  history: (query: TProviderHistoryQuery) => [...providerKeys.all, 'history', query] as const,
};

/** GET /api/provider/summary: the card, verification and figures. */
export function useProviderSummary() {
  return useQuery({
    queryKey: providerKeys.summary(),
    queryFn: async ({ signal }): Promise<TProviderSummary> =>
      ZProviderSummary.parse((await apiClient.get('/provider/summary', { signal, inlineErrors: true })).data),
  });
}

/** GET /api/account/info/users: the organisation's users with their state. */
export function useOrganizationUsers() {
  return useQuery({
    queryKey: providerKeys.users(),
    queryFn: async ({ signal }): Promise<TUser[]> =>
      ZUserList.parse((await apiClient.get('/account/info/users', { signal, inlineErrors: true })).data),
  });
}

/** GET /api/provider/history: one page of the archive; empty filters are left out. */
export function useProviderHistory(query: TProviderHistoryQuery) {
  return useQuery({
    queryKey: providerKeys.history(query),
    queryFn: async ({ signal }): Promise<TProviderHistoryResponse> => {
      const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
      const res = await apiClient.get('/provider/history', { params, signal, inlineErrors: true });
      return ZProviderHistoryResponse.parse(res.data);
    },
    placeholderData: keepPreviousData,
  });
}

/** POST /api/account/info/users: invite a colleague. */
export function useInviteColleague() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TInviteRequest) =>
      (await apiClient.post<TUser>('/account/info/users', body, { inlineErrors: true })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: providerKeys.users() }),
  });
}

/** POST /api/account/info/users/{id}/invitation: a new link; the old one stops working. */
export function useResendInvitation() {
  return useMutation({
    mutationFn: async (userId: number) =>
      (await apiClient.post<TUser>(`/account/info/users/${userId}/invitation`)).data,
  });
}

/** PUT /api/account/info/organization; the session's organisation is reloaded after it. */
export function useUpdateOrganization() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TOrganizationWrite) =>
      (await apiClient.put<TOrganization>('/account/info/organization', body, { inlineErrors: true })).data,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: sessionKeys.organization }),
        client.invalidateQueries({ queryKey: providerKeys.summary() }),
      ]);
    },
  });
}
