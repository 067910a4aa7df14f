import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZSettingsChangePage, type TSettingsArea, type TSettingsChangePage } from '@tt/contracts/settings';
import { apiClient } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

/** GET /api/admin/settings/changes?area=: one page of what changed in an area, newest first. */
export function useSettingsChanges(area: TSettingsArea, page: number, pageSize: number) {
  return useQuery({
    queryKey: settingsKeys.changesPage(area, page, pageSize),
    queryFn: async ({ signal }): Promise<TSettingsChangePage> =>
      ZSettingsChangePage.parse(
        (
          await apiClient.get<unknown>('/admin/settings/changes', {
            params: { area, page, page_size: pageSize },
            signal,
            inlineErrors: true,
          })
        ).data,
      ),
    placeholderData: keepPreviousData,
  });
}
