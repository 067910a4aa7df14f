import type { TTenderListQuery } from '@tt/contracts/tenders';

/** Query keys of the tenders feature: mutations invalidate `all` (lists and cards alike). */
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
