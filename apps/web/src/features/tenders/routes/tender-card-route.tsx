import { useParams } from 'react-router';
import { useTender } from '../api/get-tender';
import { TenderDetails } from '../components/tender-details';
import { TenderNotFound, TenderQueryWait, parseTenderId } from '../components/tender-load-state';

/** /tenders/{id}: the tender card. */
export function TenderCardRoute() {
  const id = parseTenderId(useParams().id);
  const tender = useTender(id);
  if (id === null) return <TenderNotFound />;
  if (!tender.isSuccess) return <TenderQueryWait query={tender} />;
  return <TenderDetails tender={tender.data} />;
}
