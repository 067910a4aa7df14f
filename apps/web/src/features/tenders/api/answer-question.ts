import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAnswerQuestionRequest } from '@tt/contracts/questions';
import { apiClient } from '../../../lib/api-client';
import { tenderKeys } from '../../../lib/tenders/tender-keys';

export interface AnswerQuestionInput {
  questionId: number;
  tenderId: number;
  body: TAnswerQuestionRequest;
}

/** POST /api/questions/{id}/answer {answer}: answers, or corrects an earlier answer. */
export async function answerQuestion({ questionId, body }: AnswerQuestionInput): Promise<void> {
  await apiClient.post(`/questions/${questionId}/answer`, body, { inlineErrors: true });
}

export function useAnswerQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerQuestion,
    onSuccess: (_data, { tenderId }) => {
      void queryClient.invalidateQueries({ queryKey: tenderKeys.questions(tenderId) });
      void queryClient.invalidateQueries({ queryKey: tenderKeys.history(tenderId) });
    },
  });
}
