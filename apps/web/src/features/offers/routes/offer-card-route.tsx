import { useParams } from 'react-router';
import { useOffer } from '../api/get-offer';
import { useTenderSummary } from '../api/get-tender-summary';
import { OfferDetails } from '../components/offer-details';
import { OfferNotFound, OfferQueryWait } from '../components/offer-load-state';
import { parseRouteId } from '../../../lib/route-id';

/**
 * /tenders/offers/{offers_id}: the offer card. Its provider always; the bank after the
 * deadline (a sealed offer is answered as not found, so nothing leaks before).
 */
export function OfferCardRoute() {
  const id = parseRouteId(useParams().offers_id);
  const offer = useOffer(id);
  const tender = useTenderSummary(offer.data?.tender_id ?? null);

  if (id === null) return <OfferNotFound what="offer" />;
  if (!offer.isSuccess) return <OfferQueryWait what="offer" query={offer} />;
  if (!tender.isSuccess) return <OfferQueryWait what="tender" query={tender} />;
  return <OfferDetails offer={offer.data} tender={tender.data} />;
}
