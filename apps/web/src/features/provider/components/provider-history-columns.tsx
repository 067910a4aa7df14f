import { Anchor, Badge, Stack, Text, type MantineColor } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  historyOfferLabel,
  PARTICIPATION_OUTCOME_LABELS,
  type TParticipationOutcome,
  type TProviderHistoryItem,
} from '@tt/contracts/provider-account';
import { TenderStatusBadge } from '../../../lib/tenders/tender-status-badge';
import { formatDateTime, formatMoney } from '../../../lib/format';
import type { ListColumn } from '../../../components/ui/list-columns';
import '../../../i18n/uk-provider';

const OUTCOME_COLORS: Record<TParticipationOutcome, MantineColor> = {
  won: 'green',
  lost: 'gray',
  withdrawn: 'orange',
  pending: 'blue',
  no_result: 'grape',
};

/**
 * The archive's columns, a row per lot of the own offer (ADR 0038): the tender (and its lot where
 * it has several), the lot's region, the deadline and status, the own offer, its price for the
 * lot and the outcome there.
 */
export function useProviderHistoryColumns(): ListColumn<TProviderHistoryItem>[] {
  const { t } = useTranslation();
  return [
    {
      accessor: 'number',
      title: t('provider.archive.columns.tender'),
      sortable: true,
      sortLabel: t('provider.archive.columns.number'),
      card: 'title',
      render: (r) => (
        <Stack gap={0}>
          <Anchor component={Link} to={`/tenders/${r.tender.id}`} fw={500} style={{ whiteSpace: 'nowrap' }}>
            {r.tender.number}
          </Anchor>
          <Text size="sm">{r.tender.title}</Text>
          {r.tender.lots_count > 1 ? (
            <Text size="xs" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {t('provider.archive.lot', {
                position: r.lot.position,
                count: r.tender.lots_count,
                branch: r.lot.branch_name,
              })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      accessor: 'region',
      title: t('provider.archive.columns.region'),
      // On narrow tables the title already names the place; the column would only push the rest aside.
      visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
      render: (r) => r.lot.region_name,
    },
    {
      accessor: 'offers_deadline',
      title: t('provider.archive.columns.deadline'),
      sortable: true,
      noWrap: true,
      render: (r) => formatDateTime(r.tender.offers_deadline),
    },
    {
      accessor: 'status',
      title: t('provider.archive.columns.status'),
      render: (r) => <TenderStatusBadge status={r.tender.status} />,
    },
    {
      accessor: 'monthly_price',
      title: t('provider.archive.columns.price'),
      sortable: true,
      textAlign: 'right',
      noWrap: true,
      render: (r) => formatMoney(r.lot.monthly_price),
    },
    {
      accessor: 'submitted_at',
      title: t('provider.archive.columns.offer'),
      sortable: true,
      sortLabel: t('provider.archive.columns.submittedAt'),
      render: (r) => (
        <Stack gap={0}>
          <Anchor component={Link} to={`/tenders/offers/${r.offer.id}`}>
            {historyOfferLabel(r)}
          </Anchor>
          <Text size="xs" c="dimmed">
            {formatDateTime(r.offer.submitted_at)}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'outcome',
      title: t('provider.archive.columns.outcome'),
      card: 'aside',
      render: (r) => (
        <Badge color={OUTCOME_COLORS[r.outcome]} variant="light" radius="sm" tt="none" miw="max-content">
          {PARTICIPATION_OUTCOME_LABELS[r.outcome]}
        </Badge>
      ),
    },
  ];
}
