import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminUser,
  ZAdminUserPage,
  ZProviderDetails,
  type TAdminUser,
  type TAdminUserListQuery,
  type TAdminUserPage,
  type TCreateBankUser,
  type TProviderDetails,
  type TUpdateUser,
} from '@tt/contracts/admin';
import { ZAdminProviderPage, type TAdminProviderPage, type TProviderListQuery } from '@tt/contracts/providers';
import { apiClient } from '../../../lib/api-client';

export const adminKeys = {
  all: ['admin'] as const,
  providers: (query: TProviderListQuery) => ['admin', 'providers', query] as const,
  provider: (id: number) => ['admin', 'provider', id] as const,
  users: (query: TAdminUserListQuery) => ['admin', 'users', query] as const,
};

const clean = (query: object) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''));

/** GET /api/providers with `page`: the administration's paged form. */
async function listProviders(query: TProviderListQuery, signal?: AbortSignal): Promise<TAdminProviderPage> {
  const res = await apiClient.get<unknown>('/providers', { params: clean(query), signal, inlineErrors: true });
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

async function getProvider(id: number, signal?: AbortSignal): Promise<TProviderDetails> {
  const res = await apiClient.get<unknown>(`/providers/${id}`, { signal, inlineErrors: true });
  return ZProviderDetails.parse(res.data);
}

export function useProviderDetails(id: number) {
  return useQuery({ queryKey: adminKeys.provider(id), queryFn: ({ signal }) => getProvider(id, signal) });
}

export type ProviderAction = { kind: 'verify' } | { kind: 'unblock' } | { kind: 'block'; reason: string };

/** POST /api/providers/{id}/{verify|block|unblock}; answers with the card. Errors are shown in the dialog. */
async function actOnProvider({ id, action }: { id: number; action: ProviderAction }): Promise<TProviderDetails> {
  const body = action.kind === 'block' ? { reason: action.reason } : {};
  const res = await apiClient.post<unknown>(`/providers/${id}/${action.kind}`, body, { inlineErrors: true });
  return ZProviderDetails.parse(res.data);
}

export function useProviderAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: actOnProvider,
    onSuccess: (card) => {
      client.setQueryData(adminKeys.provider(card.id), card);
      void client.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

async function listUsers(query: TAdminUserListQuery, signal?: AbortSignal): Promise<TAdminUserPage> {
  const res = await apiClient.get<unknown>('/admin/users', { params: clean(query), signal, inlineErrors: true });
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

function useUserMutation<I>(send: (input: I) => Promise<TAdminUser>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useCreateBankUser = () =>
  useUserMutation(async (body: TCreateBankUser) =>
    ZAdminUser.parse((await apiClient.post<unknown>('/admin/users', body, { inlineErrors: true })).data),
  );

export const useUpdateUser = () =>
  useUserMutation(async ({ id, body }: { id: number; body: TUpdateUser }) =>
    ZAdminUser.parse((await apiClient.patch<unknown>(`/admin/users/${id}`, body, { inlineErrors: true })).data),
  );

export const useResendInvitation = () =>
  useUserMutation(async (id: number) =>
    ZAdminUser.parse((await apiClient.post<unknown>(`/admin/users/${id}/invitation`, {}, { inlineErrors: true })).data),
  );
