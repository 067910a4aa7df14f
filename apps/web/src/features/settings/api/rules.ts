import { useQuery } from '@tanstack/react-query';
import { ZRules, type TRules } from '@tt/contracts/settings';
import { apiClient } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

/** GET /api/admin/settings/rules: the role × action table the server enforces. */
export function useRules() {
  return useQuery({
    queryKey: settingsKeys.rules,
    queryFn: async ({ signal }): Promise<TRules> =>
      ZRules.parse((await apiClient.get<unknown>('/admin/settings/rules', { signal, inlineErrors: true })).data),
  });
}
