import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZFeedbackMessage,
  ZFeedbackPage,
  type TFeedbackListQuery,
  type TFeedbackMessage,
  type TFeedbackPage,
  type TFeedbackStatus,
} from '@tt/contracts/feedback';
import { apiClient } from '../../../lib/api-client';
import { withoutEmpty } from '../../../lib/query-params';

/** Query keys of the messages: a change of state or a reply invalidates `all` (the list and the message). */
export const feedbackKeys = {
  all: ['feedback'] as const,
  list: (query: TFeedbackListQuery) => ['feedback', 'list', query] as const,
  detail: (id: number) => ['feedback', 'detail', id] as const,
};

/** GET /api/admin/feedback: one page, newest first, each message with its replies. */
async function listFeedback(query: TFeedbackListQuery, signal?: AbortSignal): Promise<TFeedbackPage> {
  // The screen shows a failed list in place, so no error toast.
  const res = await apiClient.get<unknown>('/admin/feedback', {
    params: withoutEmpty(query),
    signal,
    inlineErrors: true,
  });
  return ZFeedbackPage.parse(res.data);
}

export function useFeedbackList(query: TFeedbackListQuery) {
  return useQuery({
    queryKey: feedbackKeys.list(query),
    queryFn: ({ signal }) => listFeedback(query, signal),
    // The table keeps showing the previous page while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/feedback/{id}: the message open in the dialog (also when it came from a letter's link). */
export function useFeedbackMessage(id: number | null) {
  return useQuery({
    queryKey: feedbackKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => {
      const res = await apiClient.get<unknown>(`/admin/feedback/${id}`, { signal, inlineErrors: true });
      return ZFeedbackMessage.parse(res.data);
    },
    enabled: id !== null,
  });
}

function useFeedbackChange<T>(call: (vars: T) => Promise<TFeedbackMessage>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (message) => {
      client.setQueryData(feedbackKeys.detail(message.id), message);
      void client.invalidateQueries({ queryKey: feedbackKeys.all });
    },
  });
}

/** PATCH /api/admin/feedback/{id}: new / in progress / answered. */
export const useSetFeedbackStatus = () =>
  useFeedbackChange(async ({ id, status }: { id: number; status: TFeedbackStatus }) => {
    const res = await apiClient.patch<unknown>(`/admin/feedback/${id}`, { status }, { inlineErrors: true });
    return ZFeedbackMessage.parse(res.data);
  });

/** POST /api/admin/feedback/{id}/reply: the answer goes out by letter and the message reads «answered». */
export const useReplyToFeedback = () =>
  useFeedbackChange(async ({ id, body }: { id: number; body: string }) => {
    const res = await apiClient.post<unknown>(`/admin/feedback/${id}/reply`, { body }, { inlineErrors: true });
    return ZFeedbackMessage.parse(res.data);
  });
