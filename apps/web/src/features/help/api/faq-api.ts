import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZFaqArticle, ZFaqList, type TFaqArticle, type TFaqList, type TFaqWrite } from '@tt/contracts/faq';
import { apiClient } from '../../../lib/api-client';

/** Query keys of the help: any write invalidates `all` (the lists and every article alike). */
export const faqKeys = {
  all: ['faq'] as const,
  list: (q: string) => ['faq', 'list', q] as const,
  article: (slug: string) => ['faq', 'article', slug] as const,
};

/** The HTTP status of a failed call, if it got an answer. */
export const httpStatus = (error: unknown) => (error as { response?: { status?: number } } | null)?.response?.status;

/** GET /api/faq: published articles (drafts too for faq.manage), in section and position order. */
export function useFaqList(q = '') {
  return useQuery({
    queryKey: faqKeys.list(q),
    queryFn: async ({ signal }): Promise<TFaqList> => {
      // The screen shows a failed list in place, so no error toast.
      const res = await apiClient.get<unknown>('/faq', { params: q ? { q } : {}, signal, inlineErrors: true });
      return ZFaqList.parse(res.data);
    },
    // The groups keep showing while the next search answers.
    placeholderData: keepPreviousData,
  });
}

async function getArticle(slug: string, signal?: AbortSignal): Promise<TFaqArticle> {
  const res = await apiClient.get<unknown>(`/faq/${encodeURIComponent(slug)}`, { signal, inlineErrors: true });
  return ZFaqArticle.parse(res.data);
}

const articleQuery = (slug: string) => ({
  queryKey: faqKeys.article(slug),
  queryFn: ({ signal }: { signal: AbortSignal }) => getArticle(slug, signal),
  // An unknown slug (404) is an answer, not a fault to ask again about.
  retry: (count: number, error: unknown) => httpStatus(error) !== 404 && count < 2,
});

/** GET /api/faq/{slug}: one article with its sanitised body. */
export function useFaqArticle(slug: string) {
  return useQuery(articleQuery(slug));
}

/** The body of a write from an article as it is now. */
export const toWrite = (a: TFaqArticle): TFaqWrite => ({
  slug: a.slug,
  section: a.section,
  title: a.title,
  body_html: a.body_html,
  position: a.position,
  published: a.published,
});

/** POST /api/faq (no id) or PUT /api/faq/{id}; answers the saved article. */
export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: TFaqWrite }): Promise<TFaqArticle> => {
      // The dialog shows the refusal at its fields, so no error toast.
      const res =
        id === null
          ? await apiClient.post<unknown>('/faq', body, { inlineErrors: true })
          : await apiClient.put<unknown>(`/faq/${id}`, body, { inlineErrors: true });
      return ZFaqArticle.parse(res.data);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: faqKeys.all }),
  });
}

/**
 * Moves an article to `position` within its section: one PUT of the whole article (the server
 * makes room among the others), so its current body is read first.
 */
export function useMoveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, slug, position }: { id: number; slug: string; position: number }) => {
      const article = await queryClient.fetchQuery({ ...articleQuery(slug), staleTime: 0 });
      await apiClient.put(`/faq/${id}`, { ...toWrite(article), position });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: faqKeys.all }),
  });
}

/** DELETE /api/faq/{id}. */
export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiClient.delete(`/faq/${id}`, { inlineErrors: true });
    },
    onSuccess: (_data, id) => {
      // The deleted article's own answer is not asked again (it would be a 404 now).
      queryClient.removeQueries({
        queryKey: faqKeys.all,
        predicate: (q) => q.queryKey[1] === 'article' && (q.state.data as TFaqArticle | undefined)?.id === id,
      });
      return queryClient.invalidateQueries({ queryKey: faqKeys.all });
    },
  });
}
