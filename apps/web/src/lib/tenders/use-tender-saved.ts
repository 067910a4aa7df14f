import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TTender } from '@tt/contracts/tenders';
import { tenderKeys } from './tender-keys';

/**
 * After any write: the answer becomes the cached card, and every list and card is marked
 * stale (a status or deadline change moves the tender between filters and pages).
 */
export function useTenderSaved() {
  const queryClient = useQueryClient();
  return useCallback(
    (tender: TTender) => {
      queryClient.setQueryData(tenderKeys.detail(tender.id), tender);
      void queryClient.invalidateQueries({ queryKey: tenderKeys.all });
    },
    [queryClient],
  );
}
