import { useMutation } from '@tanstack/react-query';
import type { TFeedbackRequest } from '@tt/contracts/feedback';
import { apiClient } from '../../../lib/api-client';

/** POST /api/feedback: the server stores the message and writes to the bank's admins; it answers no id. */
async function sendFeedback(body: TFeedbackRequest): Promise<void> {
  // The form shows a refusal in place, so no error toast.
  await apiClient.post('/feedback', body, { inlineErrors: true });
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
