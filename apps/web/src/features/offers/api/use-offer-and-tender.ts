import { useOffer } from './get-offer';
import { useTenderSummary } from './get-tender-summary';
import { offerKeys } from './offer-keys';

/** An offer and its tender; the offer too is read again when the tender's deadline passes. */
export function useOfferAndTender(offerId: number | null) {
  const offer = useOffer(offerId);
  const tender = useTenderSummary(offer.data?.tender_id ?? null, offerId === null ? [] : [offerKeys.detail(offerId)]);
  return { offer, tender };
}
