import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TOffer } from '@tt/contracts/offers';
import { tenderKeys } from '../../../lib/tenders/tender-keys';
import { offerKeys } from './offer-keys';

/**
 * After any write to an offer: the answer becomes the cached card; lists, comparisons and
 * the tender (its offers count, the provider's own offer) are marked stale.
 */
export function useOfferSaved() {
  const queryClient = useQueryClient();
  return useCallback(
    (offer: TOffer) => {
      queryClient.setQueryData(offerKeys.detail(offer.id), offer);
      void queryClient.invalidateQueries({ queryKey: offerKeys.all });
      void queryClient.invalidateQueries({ queryKey: tenderKeys.all });
    },
    [queryClient],
  );
}
