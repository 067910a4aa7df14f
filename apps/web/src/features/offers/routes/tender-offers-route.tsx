import { Button, EmptyState, Group, Paper } from '@mantine/core';
import { IconArrowsHorizontal, IconInbox, IconPlus } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session';
import { useTenderOffers } from '../api/list-tender-offers';
import { useTender } from '../../../lib/tenders/get-tender';
import { OffersTable } from '../components/offers-table';
import { OfferNotFound, OfferQueryWait } from '../components/offer-load-state';
import { parseRouteId } from '../../../lib/route-id';
import { OffersQueryState, TenderOffersFrame } from '../components/tender-offers-frame';
import '../../../i18n/uk-offers';

/**
 * /tenders/{id}/offers: the bank after the deadline sees every submitted offer (before it, only
 * their count); a provider sees its own.
 */
export function TenderOffersRoute() {
  const { t } = useTranslation();
  const id = parseRouteId(useParams().id);
  const tender = useTender(id);
  const { bankUser } = useSession();
  // Sealed for the bank until the server lets it read the offers.
  const sealed = bankUser && tender.data !== undefined && !tender.data.abilities.offers;
  const offers = useTenderOffers(id, tender.isSuccess && !sealed);

  if (id === null) return <OfferNotFound what="tender" />;
  if (!tender.isSuccess) return <OfferQueryWait what="tender" query={tender} />;
  const data = tender.data;
  const items = offers.data ?? [];

  let body;
  if (!items.length) {
    const mayCreate = data.abilities.offer;
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
    body = <OffersTable offers={items} tender={data} />;
  }

  const canCompare = bankUser && !sealed && items.length > 0;
  return (
    <TenderOffersFrame
      tender={data}
      title={bankUser ? t('offers.list.title') : t('offers.list.titleProvider')}
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
    >
      <OffersQueryState tender={data} sealed={sealed} query={offers}>
        {body}
      </OffersQueryState>
    </TenderOffersFrame>
  );
}
