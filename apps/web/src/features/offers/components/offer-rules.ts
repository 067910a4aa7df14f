import type { TOffer } from '@tt/contracts/offers';
import type { TTender } from '@tt/contracts/tenders';
import { useNow } from '../../../lib/use-now';

/**
 * The tender still takes offers by the clock on this screen; the server checks again on every
 * write, so this only decides which controls are worth showing.
 */
export function useAccepting(tender: Pick<TTender, 'status' | 'offers_deadline'>): boolean {
  const now = useNow();
  return tender.status === 'published' && Date.parse(tender.offers_deadline) > now;
}

/** What a provider may do with its offer now (docs/product/lifecycles.md §7: before the deadline only). */
export function providerOfferActions(offer: Pick<TOffer, 'status'>, accepting: boolean) {
  const changeable = offer.status === 'draft' || offer.status === 'submitted' || offer.status === 'withdrawn';
  return {
    edit: accepting && changeable,
    submit: accepting && (offer.status === 'draft' || offer.status === 'withdrawn'),
    withdraw: accepting && offer.status === 'submitted',
    documents: accepting && changeable,
  };
}

/** The bank may not even ask for the offers while the tender still takes them (docs/product/sealed-offers.md §4). */
export const sealedForBank = (tender: Pick<TTender, 'status'>) =>
  tender.status === 'draft' || tender.status === 'published';
