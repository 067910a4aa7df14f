import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAskQuestionRequest } from '@tt/contracts/questions';
import { apiClient } from '../../../lib/api-client';
import { tenderKeys } from '../../../lib/tenders/tender-keys';

export interface AskQuestionInput {
  tenderId: number;
  body: TAskQuestionRequest;
}

/** POST /api/tenders/{id}/questions {question}: a provider asks while the tender takes offers. */
export async function askQuestion({ tenderId, body }: AskQuestionInput): Promise<void> {
  await apiClient.post(`/tenders/${tenderId}/questions`, body, { inlineErrors: true });
}

export function useAskQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askQuestion,
    onSuccess: (_data, { tenderId }) => {
      void queryClient.invalidateQueries({ queryKey: tenderKeys.questions(tenderId) });
      void queryClient.invalidateQueries({ queryKey: tenderKeys.history(tenderId) });
    },
  });
}
