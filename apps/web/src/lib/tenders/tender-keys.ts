import type { TTenderListQuery } from '@tt/contracts/tenders';

/**
 * The one set of query keys for tenders, used by every feature that reads or changes one:
 * writes invalidate `all` (lists, cards, questions and history alike).
 */
export const tenderKeys = {
  all: ['tenders'] as const,
  lists: () => [...tenderKeys.all, 'list'] as const,
  list: (query: TTenderListQuery) => [...tenderKeys.lists(), query] as const,
  details: () => [...tenderKeys.all, 'detail'] as const,
  detail: (id: number) => [...tenderKeys.details(), id] as const,
  /** Under `all` too: a status change (deadline, award) changes what may be asked and answered. */
  questions: (id: number) => [...tenderKeys.all, 'questions', id] as const,
  history: (id: number) => [...tenderKeys.all, 'history', id] as const,
};
