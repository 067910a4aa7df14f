import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TOffer } from '@tt/contracts/offers';
import type { TTender } from '@tt/contracts/tenders';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { totalCost } from '@tt/contracts/money';
import { OfferStatusBadge } from '../../../components/ui/offer-status-badge';
import type { ListColumn } from '../../../components/ui/list-columns';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import '../../../i18n/uk-offers';

/** The offers of one tender as a table (cards on a phone); each leads to the offer card. */
export function OffersTable({ offers, tender }: { offers: TOffer[]; tender: TTender }) {
  const { t } = useTranslation();
  const money = { textAlign: 'right', noWrap: true } as const;
  const columns: ListColumn<TOffer>[] = [
    {
      accessor: 'organization.name',
      title: t('offers.list.provider'),
      card: 'title',
      render: (offer) => (
        <Anchor component={Link} to={`/tenders/offers/${offer.id}`} fw={500}>
          {offer.organization.name}
        </Anchor>
      ),
    },
    {
      accessor: 'monthly_price',
      title: t('offers.list.monthly'),
      ...money,
      render: (offer) => formatMoney(offer.monthly_price),
    },
    {
      accessor: 'installation_price',
      title: t('offers.list.installation'),
      ...money,
      render: (offer) => formatMoney(offer.installation_price),
    },
    {
      accessor: 'total',
      title: t('offers.list.total'),
      ...money,
      render: (offer) => (
        <Text span fw={600} inherit>
          {formatMoney(totalCost(offer.monthly_price, offer.installation_price, tender.contract_months))}
        </Text>
      ),
    },
    {
      accessor: 'bandwidth_mbps',
      title: t('offers.list.bandwidth'),
      ...money,
      render: (offer) => t('offers.values.mbps', { value: offer.bandwidth_mbps.toLocaleString('uk-UA') }),
    },
    {
      accessor: 'status',
      title: t('offers.list.status'),
      card: 'aside',
      render: (offer) => <OfferStatusBadge status={offer.status} />,
    },
    {
      accessor: 'submitted_at',
      title: t('offers.list.submittedAt'),
      noWrap: true,
      render: (offer) => formatDateTime(offer.submitted_at),
    },
    {
      accessor: 'documents',
      title: t('offers.list.documents'),
      textAlign: 'right',
      render: (offer) => offer.documents.length,
    },
  ];
  return (
    <Stack gap="xs">
      <ResponsiveTable<TOffer>
        label={t('offers.list.title')}
        columns={columns}
        records={offers}
        empty={t('offers.list.emptyBank')}
      />
      <Text size="sm" c="dimmed">
        {t('offers.list.caption', { months: t('offers.values.months', { count: tender.contract_months }) })}
      </Text>
    </Stack>
  );
}
