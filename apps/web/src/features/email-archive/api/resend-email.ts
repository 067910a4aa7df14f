import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZEmailResendResult } from '@tt/contracts/emails';
import { apiClient } from '../../../lib/api-client';
import { emailKeys } from './email-keys';

/** POST /api/admin/emails/{id}/resend: queues a new copy of the letter; answers the copy's id. */
async function resendEmail(id: string): Promise<string> {
  const res = await apiClient.post<unknown>(
    `/admin/emails/${encodeURIComponent(id)}/resend`,
    {},
    { inlineErrors: true },
  );
  return ZEmailResendResult.parse(res.data).id;
}

/** The list and the original letter (its resent copies) are read again after a resend. */
export function useResendEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resendEmail,
    onSuccess: () => void client.invalidateQueries({ queryKey: emailKeys.all }),
  });
}
