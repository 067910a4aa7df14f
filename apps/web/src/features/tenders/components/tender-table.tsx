import type { ReactNode } from 'react';
import { Anchor, Stack, Text } from '@mantine/core';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TENDER_SORTS, type TTenderListItem } from '@tt/contracts/tenders';
import { formatDateTime } from '../../../lib/format';
import { DeadlineCountdown } from '../../../components/ui/deadline-countdown';
import { TenderStatusBadge } from '../../../lib/tenders/tender-status-badge';
import 'mantine-datatable/styles.css';

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
  emptyState: ReactNode;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  onSortChange: (sort: TTenderSort) => void;
}

/** The tenders table: server-side paging and sorting; a row opens the tender card. */
export function TenderTable(props: TenderTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { regionNames } = props;

  const columns: DataTableColumn<TTenderListItem>[] = [
    {
      accessor: 'number',
      title: t('tenders.columns.number'),
      sortable: true,
      noWrap: true,
      render: (r) => (
        <Anchor component={Link} to={`/tenders/${r.id}`} size="sm" fw={500}>
          {r.number}
        </Anchor>
      ),
    },
    {
      accessor: 'title',
      title: t('tenders.columns.title'),
      sortable: true,
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm" fw={500} lineClamp={2}>
            {r.title}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {r.branch_name}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'region_id',
      title: t('tenders.columns.region'),
      render: (r) => regionNames.get(r.region_id) ?? t('format.empty'),
    },
    {
      accessor: 'bandwidth_mbps',
      title: t('tenders.columns.bandwidth'),
      sortable: true,
      textAlign: 'right',
      noWrap: true,
      render: (r) => r.bandwidth_mbps.toLocaleString('uk-UA'),
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
      render: (r) => <TenderStatusBadge status={r.status} />,
    },
    {
      accessor: 'offers_count',
      title: t('tenders.columns.offers'),
      textAlign: 'right',
      noWrap: true,
    },
  ];

  return (
    <DataTable<TTenderListItem>
      withTableBorder
      borderRadius="md"
      highlightOnHover
      verticalSpacing="sm"
      minHeight={props.records.length ? undefined : 260}
      idAccessor="id"
      records={props.records}
      columns={columns}
      fetching={props.fetching}
      loadingText={t('tenders.loading')}
      totalRecords={props.total}
      recordsPerPage={props.pageSize}
      page={props.page}
      onPageChange={props.onPageChange}
      recordsPerPageOptions={props.pageSizes}
      onRecordsPerPageChange={props.onPageSizeChange}
      recordsPerPageLabel={t('tenders.perPage')}
      paginationText={({ from, to, totalRecords }) => t('tenders.pagination', { from, to, total: totalRecords })}
      sortStatus={sortToStatus(props.sort)}
      onSortStatusChange={(status) => {
        // A newly chosen column starts ascending (the library would keep the old direction).
        const fresh = status.columnAccessor !== sortToStatus(props.sort).columnAccessor;
        props.onSortChange(statusToSort(fresh ? { ...status, direction: 'asc' } : status));
      }}
      emptyState={props.emptyState}
      onRowClick={({ record, event }) => {
        // Links inside the row navigate on their own.
        if ((event.target as HTMLElement).closest('a, button')) return;
        void navigate(`/tenders/${record.id}`);
      }}
    />
  );
}
