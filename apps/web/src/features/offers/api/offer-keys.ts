/** Query keys of the offers feature: writes invalidate `all` (cards, lists, comparisons alike). */
export const offerKeys = {
  all: ['offers'] as const,
  detail: (id: number) => [...offerKeys.all, 'detail', id] as const,
  ofTender: (tenderId: number) => [...offerKeys.all, 'tender', tenderId] as const,
  tenderList: (tenderId: number) => [...offerKeys.ofTender(tenderId), 'list'] as const,
  proposals: (tenderId: number) => [...offerKeys.ofTender(tenderId), 'proposals'] as const,
};

/**
 * The tender as the tenders feature caches it (same call, same schema), so a card opened
 * before is not fetched twice; offer writes mark it stale because its offers count and the
 * provider's own offer change with them.
 */
export const tenderSummaryKeys = {
  all: ['tenders'] as const,
  detail: (id: number) => ['tenders', 'detail', id] as const,
};
