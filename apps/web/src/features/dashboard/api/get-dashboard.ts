import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZDashboard, type TDashboard, type TDashboardQuery } from '@tt/contracts/statistics';
import { apiClient } from '../../../lib/api-client';
import { withoutEmpty } from '../../../lib/query-params';

/** GET /api/admin/dashboard: the figures of the tenders published in the period. */
async function getDashboard(query: TDashboardQuery, signal?: AbortSignal): Promise<TDashboard> {
  // The screen shows a failure in place (a refused period by its fields), so no error toast.
  const res = await apiClient.get<unknown>('/admin/dashboard', {
    params: withoutEmpty(query),
    signal,
    inlineErrors: true,
  });
  return ZDashboard.parse(res.data);
}

/** The statistics for `query`; none is asked while the filters are invalid (`null`). */
export function useDashboard(query: TDashboardQuery | null) {
  return useQuery({
    queryKey: ['dashboard', query] as const,
    queryFn: ({ signal }) => getDashboard(query!, signal),
    enabled: query !== null,
    // The figures stay in place while the next period loads, so the page does not jump.
    placeholderData: keepPreviousData,
  });
}
