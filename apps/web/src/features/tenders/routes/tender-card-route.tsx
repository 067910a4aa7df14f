import { useParams } from 'react-router';
import { useTender } from '../../../lib/tenders/get-tender';
import { TenderDetails } from '../components/tender-details';
import { TenderNotFound, TenderQueryWait } from '../components/tender-load-state';
import { parseRouteId } from '../../../lib/route-id';

/** /tenders/{id}: the tender card. */
export function TenderCardRoute() {
  const id = parseRouteId(useParams().id);
  const tender = useTender(id);
  if (id === null) return <TenderNotFound />;
  if (!tender.isSuccess) return <TenderQueryWait query={tender} />;
  return <TenderDetails tender={tender.data} />;
}
