import { useQuery } from '@tanstack/react-query';
import { ZTenderRules, type TTenderRules } from '@tt/contracts/tender-rules';
import { apiClient } from '../../../lib/api-client';

/**
 * GET /api/tenders/rules: the server's publishing lead (PUBLISH_MIN_LEAD_MINUTES). The forms
 * work without it (the server still decides), so a failed load is not shown.
 */
export async function getTenderRules(signal?: AbortSignal): Promise<TTenderRules> {
  const res = await apiClient.get<unknown>('/tenders/rules', { signal, inlineErrors: true });
  return ZTenderRules.parse(res.data);
}

/**
 * The lead in minutes, or undefined until it is known (or when it could not be read). Its own
 * key, outside the tenders' keys: tender writes do not change the server's configuration.
 */
export function usePublishLead(enabled = true): number | undefined {
  return useQuery({
    queryKey: ['tender-rules'],
    queryFn: ({ signal }) => getTenderRules(signal),
    staleTime: Infinity,
    enabled,
  }).data?.publish_min_lead_minutes;
}
