import { Button, EmptyState, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowsHorizontal, IconInbox, IconPlus } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TENDER_STATUS_LABELS } from '@tt/contracts/tenders';
import { errorMessage } from '../../../lib/api-client';
import { useCan, useSession } from '../../../lib/use-session';
import { useTenderOffers } from '../api/list-tender-offers';
import { useTenderSummary } from '../api/get-tender-summary';
import { OffersTable } from '../components/offers-table';
import { OfferLoadError, OfferLoading, SealedNotice, isSealedError, parseId } from '../components/offer-load-state';
import { sealedForBank } from '../components/offer-rules';
import { PageHeader } from '../components/page-header';

/**
 * /tenders/{id}/offers: the bank after the deadline sees every submitted offer (before it, only
 * their count); a provider sees its own.
 */
export function TenderOffersRoute() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const tender = useTenderSummary(id);
  const { bankUser } = useSession();
  const canCreate = useCan('offer.create');
  const sealed = bankUser && tender.data !== undefined && sealedForBank(tender.data);
  const offers = useTenderOffers(id, tender.isSuccess && !sealed);

  if (id === null) return <OfferLoadError what="tender" error={{ response: { status: 404 } }} onRetry={() => {}} />;
  if (tender.isPending) return <OfferLoading />;
  if (tender.isError)
    return <OfferLoadError what="tender" error={tender.error} onRetry={() => void tender.refetch()} />;
  const data = tender.data;
  const backTo = `/tenders/${data.id}`;
  const items = offers.data ?? [];

  let body;
  if (sealed) {
    body = <SealedNotice deadline={data.offers_deadline} count={data.offers_count} backTo={backTo} />;
  } else if (offers.isPending) {
    body = <OfferLoading />;
  } else if (offers.isError) {
    body = isSealedError(offers.error) ? (
      <SealedNotice
        deadline={data.offers_deadline}
        count={data.offers_count}
        backTo={backTo}
        message={errorMessage(offers.error)}
      />
    ) : (
      <OfferLoadError what="offer" error={offers.error} onRetry={() => void offers.refetch()} backTo={backTo} />
    );
  } else if (!items.length) {
    const mayCreate = !bankUser && canCreate && data.status === 'published';
    body = (
      <Paper withBorder p="xl">
        <EmptyState
          icon={<IconInbox size={28} stroke={1.5} />}
          withIndicatorBackground
          title={bankUser ? t('offers.list.emptyBank') : t('offers.list.emptyProvider')}
          description={
            bankUser ? t('offers.list.emptyBankHint') : mayCreate ? t('offers.list.emptyProviderHint') : undefined
          }
        >
          {mayCreate ? (
            <EmptyState.Actions>
              <Button
                component={Link}
                to={`/tenders/${data.id}/create-offer`}
                leftSection={<IconPlus size={16} />}
                style={{ pointerEvents: 'auto' }}
              >
                {t('offers.actions.create')}
              </Button>
            </EmptyState.Actions>
          ) : null}
        </EmptyState>
      </Paper>
    );
  } else {
    body = (
      <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
        <OffersTable offers={items} tender={data} />
      </Paper>
    );
  }

  const canCompare = bankUser && !sealed && items.length > 0;
  return (
    <Stack gap="lg">
      <PageHeader
        back={{ to: backTo, label: t('offers.nav.toTender') }}
        eyebrow={
          <Text c="dimmed" fw={500}>
            {data.number} · {TENDER_STATUS_LABELS[data.status]}
          </Text>
        }
        title={bankUser ? t('offers.list.title') : t('offers.list.titleProvider')}
        subtitle={data.title}
        actions={
          canCompare ? (
            <Group>
              <Button
                component={Link}
                to={`/tenders/${data.id}/proposals`}
                leftSection={<IconArrowsHorizontal size={16} />}
              >
                {t('offers.list.compare')}
              </Button>
            </Group>
          ) : null
        }
      />
      {body}
    </Stack>
  );
}
