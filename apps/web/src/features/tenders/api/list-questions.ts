import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZQuestionList, type TQuestion } from '@tt/contracts/questions';
import { apiClient } from '../../../lib/api-client';
import { tenderKeys } from '../../../lib/tenders/tender-keys';

/**
 * GET /api/tenders/{id}/questions: the bank gets every question with the asking organisation;
 * a provider gets the answered ones plus its own organisation's unanswered ones.
 */
export async function listQuestions(tenderId: number, signal?: AbortSignal): Promise<TQuestion[]> {
  // The section shows a failed load in place.
  const res = await apiClient.get<unknown>(`/tenders/${tenderId}/questions`, { signal, inlineErrors: true });
  return ZQuestionList.parse(res.data);
}

export function questionsQueryOptions(tenderId: number) {
  return queryOptions({
    queryKey: tenderKeys.questions(tenderId),
    queryFn: ({ signal }) => listQuestions(tenderId, signal),
  });
}

export function useQuestions(tenderId: number, enabled = true) {
  return useQuery({ ...questionsQueryOptions(tenderId), enabled });
}
