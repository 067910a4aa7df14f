import { useOffer } from './get-offer';
import { useTender } from '../../../lib/tenders/get-tender';
import { offerKeys } from './offer-keys';

/** An offer and its tender; the offer too is read again when the tender's deadline passes. */
export function useOfferAndTender(offerId: number | null) {
  const offer = useOffer(offerId);
  const tender = useTender(offer.data?.tender_id ?? null, offerId === null ? [] : [offerKeys.detail(offerId)]);
  return { offer, tender };
}
