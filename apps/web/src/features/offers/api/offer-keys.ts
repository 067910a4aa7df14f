/** Query keys of the offers feature: writes invalidate `all` (cards, lists, comparisons alike). */
export const offerKeys = {
  all: ['offers'] as const,
  detail: (id: number) => [...offerKeys.all, 'detail', id] as const,
  ofTender: (tenderId: number) => [...offerKeys.all, 'tender', tenderId] as const,
  tenderList: (tenderId: number) => [...offerKeys.ofTender(tenderId), 'list'] as const,
  proposals: (tenderId: number) => [...offerKeys.ofTender(tenderId), 'proposals'] as const,
};
