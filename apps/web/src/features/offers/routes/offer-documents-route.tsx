import { Navigate, useParams } from 'react-router';
import { useOfferAndTender } from '../api/use-offer-and-tender';
import { OfferDocuments } from '../components/offer-documents';
import { OfferNotFound, OfferQueryWait } from '../components/offer-load-state';
import { parseRouteId } from '../../../lib/route-id';

/** /tenders/{tender_id}/offers/{offer_id}/doc: attach and remove the documents of an offer. */
export function OfferDocumentsRoute() {
  const params = useParams();
  const tenderId = parseRouteId(params.tender_id);
  const offerId = parseRouteId(params.offer_id);
  const { offer, tender } = useOfferAndTender(tenderId === null ? null : offerId);

  if (tenderId === null || offerId === null) {
    return <OfferNotFound what="offer" />;
  }
  if (!offer.isSuccess) return <OfferQueryWait what="offer" query={offer} />;
  // An address with another tender's number: the offer knows its own tender.
  if (offer.data.tender_id !== tenderId) {
    return <Navigate to={`/tenders/${offer.data.tender_id}/offers/${offer.data.id}/doc`} replace />;
  }
  if (!tender.isSuccess) return <OfferQueryWait what="tender" query={tender} />;
  return <OfferDocuments offer={offer.data} tender={tender.data} />;
}
