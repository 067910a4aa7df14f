import { useParams } from 'react-router';
import { useTender } from '../api/get-tender';
import { TenderDetails } from '../components/tender-details';
import { PageLoader } from '../../../components/ui/page-loader';
import { TenderLoadError, parseTenderId } from '../components/tender-load-state';

/** /tenders/{id}: the tender card. */
export function TenderCardRoute() {
  const id = parseTenderId(useParams().id);
  const tender = useTender(id);
  if (id === null) return <TenderLoadError error={{ response: { status: 404 } }} onRetry={() => {}} />;
  if (tender.isPending) return <PageLoader />;
  if (tender.isError) return <TenderLoadError error={tender.error} onRetry={() => void tender.refetch()} />;
  return <TenderDetails tender={tender.data} />;
}
