import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TENDER_STATUS_LABELS, type TTender } from '@tt/contracts/tenders';
import { errorMessage } from '../../../lib/api-client';
import { PageLoader } from '../../../components/ui/page-loader';
import { OfferLoadError, SealedNotice, isSealedError } from './offer-load-state';
import { PageHeader } from './page-header';
import '../../../i18n/uk-offers';

interface TenderOffersFrameProps {
  tender: TTender;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** The page of a tender's offers (list or comparison): back to the tender, its number, status and title. */
export function TenderOffersFrame({ tender, title, actions, children }: TenderOffersFrameProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader
        back={{ to: `/tenders/${tender.id}`, label: t('offers.nav.toTender') }}
        eyebrow={
          <Text c="dimmed" fw={500}>
            {tender.number} · {TENDER_STATUS_LABELS[tender.status]}
          </Text>
        }
        title={title}
        subtitle={tender.title}
        actions={actions}
      />
      {children}
    </Stack>
  );
}

interface OffersQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * What a tender's offers screen shows until its offers arrive: the sealed notice before the
 * deadline (or when the server answers offers_sealed), loading, or the failure; then `children`.
 */
export function OffersQueryState({
  tender,
  sealed,
  query,
  children,
}: {
  tender: TTender;
  sealed: boolean;
  query: OffersQuery;
  children: ReactNode;
}) {
  const backTo = `/tenders/${tender.id}`;
  if (sealed) return <SealedNotice deadline={tender.offers_deadline} count={tender.offers_count} backTo={backTo} />;
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return isSealedError(query.error) ? (
      <SealedNotice
        deadline={tender.offers_deadline}
        count={tender.offers_count}
        backTo={backTo}
        message={errorMessage(query.error)}
      />
    ) : (
      <OfferLoadError what="offer" error={query.error} onRetry={() => void query.refetch()} backTo={backTo} />
    );
  }
  return children;
}
