import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZItManager, ZItManagerList, type TItManager, type TItManagerWrite } from '@tt/contracts/settings';
import { apiClient } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

const PATH = '/admin/managers-it-rp';

/** GET /api/admin/managers-it-rp: every regional IT manager (a short list, not paged). */
export function useItManagers() {
  return useQuery({
    queryKey: settingsKeys.managers,
    queryFn: async ({ signal }): Promise<TItManager[]> =>
      ZItManagerList.parse((await apiClient.get<unknown>(PATH, { signal, inlineErrors: true })).data),
  });
}

/** A write to the managers: the list and its change history are read again. Errors are shown by the caller. */
function useManagerWrite<I, R>(send: (input: I) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: settingsKeys.managers });
      void client.invalidateQueries({ queryKey: settingsKeys.changes('managers_it_rp') });
    },
  });
}

/** POST, or PUT …/{id} with an id. */
export const useSaveItManager = () =>
  useManagerWrite(async ({ id, body }: { id: number | null; body: TItManagerWrite }) => {
    const res =
      id === null
        ? await apiClient.post<unknown>(PATH, body, { inlineErrors: true })
        : await apiClient.put<unknown>(`${PATH}/${id}`, body, { inlineErrors: true });
    return ZItManager.parse(res.data);
  });

/** DELETE …/{id}. */
export const useRemoveItManager = () =>
  useManagerWrite(async (id: number) => {
    await apiClient.delete(`${PATH}/${id}`, { inlineErrors: true });
  });
