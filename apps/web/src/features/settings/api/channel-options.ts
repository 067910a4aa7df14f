import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZChannelOption,
  ZChannelOptionList,
  type TChannelOption,
  type TChannelOptionCreate,
  type TChannelOptionUpdate,
} from '@tt/contracts/settings';
import { apiClient } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/session';
import { settingsKeys } from './settings-keys';

const PATH = '/admin/settings/channels';

/** GET /api/admin/settings/channels: the values of all three dictionaries, with state and use. */
export function useChannelOptions() {
  return useQuery({
    queryKey: settingsKeys.channels,
    queryFn: async ({ signal }): Promise<TChannelOption[]> =>
      ZChannelOptionList.parse((await apiClient.get<unknown>(PATH, { signal, inlineErrors: true })).data),
  });
}

/**
 * A write to a dictionary: this screen's list, its change history and the dictionary the forms
 * offer (kept for the whole session otherwise) are read again. Errors are shown by the caller.
 */
function useChannelWrite<I>(send: (input: I) => Promise<TChannelOption>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (option) => {
      void client.invalidateQueries({ queryKey: settingsKeys.channels });
      void client.invalidateQueries({ queryKey: settingsKeys.changes('channels') });
      void client.invalidateQueries({ queryKey: sessionKeys.channel(option.kind) });
    },
  });
}

/** POST: a new, active value. */
export const useAddChannelOption = () =>
  useChannelWrite(async (body: TChannelOptionCreate) =>
    ZChannelOption.parse((await apiClient.post<unknown>(PATH, body, { inlineErrors: true })).data),
  );

/** PUT …/{id}: a new name, or the value (de)activated. */
export const useUpdateChannelOption = () =>
  useChannelWrite(async ({ id, body }: { id: number; body: TChannelOptionUpdate }) =>
    ZChannelOption.parse((await apiClient.put<unknown>(`${PATH}/${id}`, body, { inlineErrors: true })).data),
  );
