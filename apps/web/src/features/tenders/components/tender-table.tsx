import type { ReactNode } from 'react';
import { Anchor, Stack, Text } from '@mantine/core';
import type { DataTableSortStatus } from 'mantine-datatable';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TENDER_SORTS, type TTenderListItem } from '@tt/contracts/tenders';
import { formatDateTime } from '../../../lib/format';
import { DeadlineCountdown } from '../../../components/ui/deadline-countdown';
import { TenderStatusBadge } from '../../../lib/tenders/tender-status-badge';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import type { ListColumn } from '../../../components/ui/list-columns';
import '../../../i18n/uk-lists';
import '../../../i18n/uk-tenders';

type TTenderSort = (typeof TENDER_SORTS)[number];

/** `-offers_deadline` ↔ {columnAccessor: 'offers_deadline', direction: 'desc'}: sortable columns' accessors are the API's sort keys. */
export function sortToStatus(sort: TTenderSort): DataTableSortStatus<TTenderListItem> {
  const desc = sort.startsWith('-');
  return { columnAccessor: desc ? sort.slice(1) : sort, direction: desc ? 'desc' : 'asc' };
}

export function statusToSort(status: DataTableSortStatus<TTenderListItem>): TTenderSort {
  const key = `${status.direction === 'desc' ? '-' : ''}${String(status.columnAccessor)}`;
  return (TENDER_SORTS as readonly string[]).includes(key) ? (key as TTenderSort) : '-created_at';
}

interface TenderTableProps {
  records: TTenderListItem[];
  total: number;
  page: number;
  pageSize: number;
  pageSizes: number[];
  sort: TTenderSort;
  fetching: boolean;
  regionNames: ReadonlyMap<number, string>;
  /** The bank sees how many offers each tender has; providers get no count from the server. */
  withOffersCount: boolean;
  emptyState: ReactNode;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  onSortChange: (sort: TTenderSort) => void;
}

/** The tenders list: a table, on a phone cards; server-side paging and sorting; a row opens the tender card. */
export function TenderTable(props: TenderTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { regionNames } = props;
  // A tender of several lots names their number instead of lot 1's branch, the span of their
  // bandwidths and how many regions they are in, rather than lot 1's figures for all.
  const branch = (r: TTenderListItem) =>
    r.lots_count > 1 ? t('tenders.lots.count', { count: r.lots_count }) : r.branch_name;
  const region = (r: TTenderListItem) =>
    r.lots_regions_count > 1
      ? t('tenders.lots.regions', { count: r.lots_regions_count })
      : (regionNames.get(r.region_id) ?? t('format.empty'));
  const bandwidth = ({ lots_bandwidth_mbps: { min, max } }: TTenderListItem) =>
    min === max ? min.toLocaleString('uk-UA') : `${min.toLocaleString('uk-UA')}–${max.toLocaleString('uk-UA')}`;
  const tenderLink = (r: TTenderListItem, text: string) => (
    <Anchor component={Link} to={`/tenders/${r.id}`} size="sm" fw={500}>
      {text}
    </Anchor>
  );

  const columns: ListColumn<TTenderListItem>[] = [
    {
      accessor: 'number',
      title: t('tenders.columns.number'),
      sortable: true,
      noWrap: true,
      // On a card the number stands above the title, which is the link.
      card: 'hidden',
      render: (r) => tenderLink(r, r.number),
    },
    {
      accessor: 'title',
      title: t('tenders.columns.title'),
      sortable: true,
      card: 'title',
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm" fw={500} lineClamp={2}>
            {r.title}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {branch(r)}
          </Text>
        </Stack>
      ),
      cardRender: (r) => (
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {r.number}
          </Text>
          {tenderLink(r, r.title)}
          <Text size="xs" c="dimmed">
            {branch(r)}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'region_id',
      title: t('tenders.columns.region'),
      render: region,
    },
    {
      accessor: 'bandwidth_mbps',
      title: t('tenders.columns.bandwidth'),
      sortable: true,
      textAlign: 'right',
      noWrap: true,
      cardLabel: t('tenders.fields.bandwidth'),
      render: bandwidth,
      cardRender: (r) => `${bandwidth(r)} ${t('tenders.fields.bandwidthUnit')}`,
    },
    {
      accessor: 'offers_deadline',
      title: t('tenders.columns.deadline'),
      sortable: true,
      noWrap: true,
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm">{formatDateTime(r.offers_deadline)}</Text>
          {r.status === 'published' ? <DeadlineCountdown deadline={r.offers_deadline} /> : null}
        </Stack>
      ),
    },
    {
      accessor: 'status',
      title: t('tenders.columns.status'),
      noWrap: true,
      card: 'aside',
      render: (r) => <TenderStatusBadge status={r.status} />,
    },
    {
      accessor: 'offers_count',
      title: t('tenders.columns.offers'),
      textAlign: 'right',
      noWrap: true,
      hidden: !props.withOffersCount,
    },
  ];

  return (
    <ResponsiveTable<TTenderListItem>
      label={t('tenders.listTitle')}
      columns={columns}
      records={props.records}
      fetching={props.fetching}
      empty={props.emptyState}
      emptyHeight={260}
      paging={{
        page: props.page,
        pageSize: props.pageSize,
        total: props.total,
        pageSizes: props.pageSizes,
        onPageChange: props.onPageChange,
        onPageSizeChange: props.onPageSizeChange,
      }}
      sorting={{
        status: sortToStatus(props.sort),
        onChange: (status) => props.onSortChange(statusToSort(status)),
        fallback: { status: sortToStatus('-created_at'), label: t('lists.newestFirst') },
      }}
      onRowClick={(record) => void navigate(`/tenders/${record.id}`)}
    />
  );
}
