import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZEmailPage, type TEmailListQuery, type TEmailPage } from '@tt/contracts/emails';
import { apiClient } from '../../../lib/api-client';
import { withoutEmpty } from '../../../lib/query-params';
import { emailKeys } from './email-keys';

/** GET /api/admin/emails: one page of the archive, newest first. */
async function listEmails(query: TEmailListQuery, signal?: AbortSignal): Promise<TEmailPage> {
  // The screen shows a failed list in place, so no error toast.
  const res = await apiClient.get<unknown>('/admin/emails', {
    params: withoutEmpty(query),
    signal,
    inlineErrors: true,
  });
  return ZEmailPage.parse(res.data);
}

export function useEmails(query: TEmailListQuery) {
  return useQuery({
    queryKey: emailKeys.list(query),
    queryFn: ({ signal }) => listEmails(query, signal),
    // The table keeps showing the previous page while the next one loads.
    placeholderData: keepPreviousData,
  });
}
