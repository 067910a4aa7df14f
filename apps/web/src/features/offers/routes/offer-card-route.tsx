import { useParams } from 'react-router';
import { useOfferAndTender } from '../api/use-offer-and-tender';
import { OfferDetails } from '../components/offer-details';
import { OfferNotFound, OfferQueryWait } from '../components/offer-load-state';
import { parseRouteId } from '../../../lib/route-id';

/**
 * /tenders/offers/{offers_id}: the offer card. Its provider always; the bank after the
 * deadline (a sealed offer is answered as not found, so nothing leaks before).
 */
export function OfferCardRoute() {
  const id = parseRouteId(useParams().offers_id);
  const { offer, tender } = useOfferAndTender(id);

  if (id === null) return <OfferNotFound what="offer" />;
  if (!offer.isSuccess) return <OfferQueryWait what="offer" query={offer} />;
  if (!tender.isSuccess) return <OfferQueryWait what="tender" query={tender} />;
  return <OfferDetails offer={offer.data} tender={tender.data} />;
}
