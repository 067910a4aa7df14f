import type { ReactNode } from 'react';
import { Anchor, Stack, Text } from '@mantine/core';
import type { DataTableSortStatus } from 'mantine-datatable';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ORDER_SORTS, type TOrderItem } from '@tt/contracts/orders';
import type { ListPaging } from '../../../components/ui/list-columns';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { EMPTY_VALUE, formatDateTime, formatMoney } from '../../../lib/format';
import { TenderStatusBadge } from '../../../lib/tenders/tender-status-badge';

export type TOrderSort = (typeof ORDER_SORTS)[number];
export const DEFAULT_ORDER_SORT: TOrderSort = '-decided_at';

/** `-decided_at` ↔ {columnAccessor: 'decided_at', direction: 'desc'}: sortable columns' accessors are the API's sort keys. */
function sortToStatus(sort: TOrderSort): DataTableSortStatus<TOrderItem> {
  const desc = sort.startsWith('-');
  return { columnAccessor: desc ? sort.slice(1) : sort, direction: desc ? 'desc' : 'asc' };
}

function statusToSort(status: DataTableSortStatus<TOrderItem>): TOrderSort {
  const key = `${status.direction === 'desc' ? '-' : ''}${String(status.columnAccessor)}`;
  return (ORDER_SORTS as readonly string[]).includes(key) ? (key as TOrderSort) : DEFAULT_ORDER_SORT;
}

interface OrderTableProps {
  records: TOrderItem[];
  fetching: boolean;
  paging: ListPaging;
  sort: TOrderSort;
  onSortChange: (sort: TOrderSort) => void;
  empty: ReactNode;
}

/** The archive's page of closed tenders: a table from a tablet up, cards on a phone; a row opens the tender. */
export function OrderTable({ records, fetching, paging, sort, onSortChange, empty }: OrderTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tenderLink = (r: TOrderItem, text: string) => (
    <Anchor component={Link} to={`/tenders/${r.id}`} size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
      {text}
    </Anchor>
  );
  // Times wrap between the day and the hour: three of them side by side stay narrow.
  const moment = (iso: string | null) => <Text size="sm">{formatDateTime(iso)}</Text>;
  const money = (value: string | null) => (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatMoney(value)}
    </Text>
  );

  return (
    <ResponsiveTable<TOrderItem>
      label={t('orders.list')}
      records={records}
      fetching={fetching}
      empty={empty}
      emptyHeight={260}
      paging={paging}
      sorting={{
        status: sortToStatus(sort),
        onChange: (status) => onSortChange(statusToSort(status)),
        fallback: { status: sortToStatus(DEFAULT_ORDER_SORT), label: t('orders.newestDecidedFirst') },
      }}
      onRowClick={(r) => void navigate(`/tenders/${r.id}`)}
      columns={[
        {
          accessor: 'number',
          title: t('orders.columns.number'),
          sortable: true,
          noWrap: true,
          // On a card the number stands above the title, which is the link.
          card: 'hidden',
          render: (r) => tenderLink(r, r.number),
        },
        {
          accessor: 'title',
          title: t('orders.columns.title'),
          card: 'title',
          width: 220,
          render: (r) => (
            <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
              {r.title}
            </Text>
          ),
          cardRender: (r) => (
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                {r.number}
              </Text>
              {tenderLink(r, r.title)}
            </Stack>
          ),
        },
        {
          accessor: 'region_name',
          title: t('orders.columns.region'),
          render: (r) => (
            <Stack gap={0}>
              <Text size="sm">{r.region_name}</Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {r.branch_name}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'status',
          title: t('orders.columns.status'),
          card: 'aside',
          render: (r) => (
            <Stack gap={2} align="flex-start">
              <TenderStatusBadge status={r.status} />
              {r.status_reason ? (
                <Text size="xs" c="dimmed" lineClamp={3} maw={200} style={{ overflowWrap: 'anywhere' }}>
                  {r.status_reason}
                </Text>
              ) : null}
            </Stack>
          ),
        },
        {
          accessor: 'published_at',
          title: t('orders.columns.published'),
          sortable: true,
          render: (r) => moment(r.published_at),
        },
        {
          accessor: 'offers_deadline',
          title: t('orders.columns.deadline'),
          sortable: true,
          render: (r) => moment(r.offers_deadline),
        },
        {
          accessor: 'decided_at',
          title: t('orders.columns.decided'),
          sortable: true,
          render: (r) => moment(r.decided_at),
        },
        {
          accessor: 'offers_count',
          title: t('orders.columns.offers'),
          textAlign: 'right',
        },
        {
          accessor: 'winner',
          title: t('orders.columns.winner'),
          render: (r) => (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {r.winner?.name ?? EMPTY_VALUE}
            </Text>
          ),
        },
        {
          accessor: 'winning_price',
          title: t('orders.columns.price'),
          sortable: true,
          textAlign: 'right',
          render: (r) => money(r.winning_monthly_price),
        },
        {
          accessor: 'budget',
          title: t('orders.columns.budget'),
          sortable: true,
          textAlign: 'right',
          render: (r) => money(r.budget_monthly),
        },
        {
          accessor: 'savings',
          title: t('orders.columns.savings'),
          sortable: true,
          textAlign: 'right',
          render: (r) => <Savings order={r} />,
        },
      ]}
    />
  );
}

/** The savings over the contract's months; an overspend (negative) is said in words, not only in red. */
function Savings({ order }: { order: TOrderItem }) {
  const { t } = useTranslation();
  if (order.savings === null) return EMPTY_VALUE;
  const overspend = order.savings.trim().startsWith('-') && /[1-9]/.test(order.savings);
  return (
    <Stack gap={0} align="flex-end">
      <Text size="sm" fw={500} c={overspend ? 'red.8' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(order.savings)}
      </Text>
      <Text size="xs" c={overspend ? 'red.8' : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
        {overspend
          ? t('orders.overspend', { months: t('orders.months', { count: order.contract_months }) })
          : t('orders.months', { count: order.contract_months })}
      </Text>
    </Stack>
  );
}
