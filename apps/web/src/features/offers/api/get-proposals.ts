import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZProposalComparison, type TProposalComparison } from '@tt/contracts/offers';
import { apiClient } from '../../../lib/api-client';
import { offerKeys } from './offer-keys';

/** GET /api/tenders/{id}/proposals: the comparison with totals, matches and best values (bank, after the deadline). */
export async function getProposals(tenderId: number, signal?: AbortSignal): Promise<TProposalComparison> {
  const res = await apiClient.get<unknown>(`/tenders/${tenderId}/proposals`, { signal, inlineErrors: true });
  return ZProposalComparison.parse(res.data);
}

export function proposalsQueryOptions(tenderId: number) {
  return queryOptions({
    queryKey: offerKeys.proposals(tenderId),
    queryFn: ({ signal }) => getProposals(tenderId, signal),
  });
}

export function useProposals(tenderId: number | null, enabled = true) {
  return useQuery({ ...proposalsQueryOptions(tenderId ?? 0), enabled: enabled && tenderId !== null });
}
