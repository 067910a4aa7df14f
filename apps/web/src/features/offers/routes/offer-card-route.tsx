import { useParams } from 'react-router';
import { useOffer } from '../api/get-offer';
import { useTenderSummary } from '../api/get-tender-summary';
import { OfferDetails } from '../components/offer-details';
import { PageLoader } from '../../../components/ui/page-loader';
import { OfferLoadError, parseId } from '../components/offer-load-state';

/**
 * /tenders/offers/{offers_id}: the offer card. Its provider always; the bank after the
 * deadline (a sealed offer is answered as not found, so nothing leaks before).
 */
export function OfferCardRoute() {
  const id = parseId(useParams().offers_id);
  const offer = useOffer(id);
  const tender = useTenderSummary(offer.data?.tender_id ?? null);

  if (id === null) return <OfferLoadError what="offer" error={{ response: { status: 404 } }} onRetry={() => {}} />;
  if (offer.isPending) return <PageLoader />;
  if (offer.isError) return <OfferLoadError what="offer" error={offer.error} onRetry={() => void offer.refetch()} />;
  if (tender.isPending) return <PageLoader />;
  if (tender.isError)
    return <OfferLoadError what="tender" error={tender.error} onRetry={() => void tender.refetch()} />;
  return <OfferDetails offer={offer.data} tender={tender.data} />;
}
