import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZMailAccount,
  ZMailTestResult,
  type TMailAccount,
  type TMailAccountWrite,
  type TMailTest,
  type TMailTestResult,
} from '@tt/contracts/settings';
import { apiClient } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

/** GET /api/admin/settings/mail: the account without its password, only whether one is set. */
export function useMailAccount() {
  return useQuery({
    queryKey: settingsKeys.mail,
    queryFn: async ({ signal }): Promise<TMailAccount> =>
      ZMailAccount.parse((await apiClient.get<unknown>('/admin/settings/mail', { signal, inlineErrors: true })).data),
  });
}

/** PUT /api/admin/settings/mail; the answer replaces the account shown. Errors are shown by the form. */
export function useSaveMailAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TMailAccountWrite): Promise<TMailAccount> =>
      ZMailAccount.parse((await apiClient.put<unknown>('/admin/settings/mail', body, { inlineErrors: true })).data),
    onSuccess: (account) => {
      client.setQueryData(settingsKeys.mail, account);
      void client.invalidateQueries({ queryKey: settingsKeys.changes('mail') });
    },
  });
}

/** POST /api/admin/settings/mail/test: the SMTP server's answer, or why the letter did not go. */
export function useSendTestLetter() {
  return useMutation({
    mutationFn: async (body: TMailTest): Promise<TMailTestResult> =>
      ZMailTestResult.parse(
        (await apiClient.post<unknown>('/admin/settings/mail/test', body, { inlineErrors: true })).data,
      ),
  });
}
