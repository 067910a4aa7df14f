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
import '../../../i18n/uk-orders';

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

/** A row is one lot of a tender (ADR 0038): the tender's id and the lot's. */
const rowKey = (r: TOrderItem) => `${r.id}-${r.lot_id}`;

/**
 * The archive's page of closed tenders, a row per lot: a table from a tablet up, cards on a
 * phone; a row opens the tender. A lot of a tender of several is named «Лот 2 з 5» under the
 * title, in the table and on the card alike.
 */
export function OrderTable({ records, fetching, paging, sort, onSortChange, empty }: OrderTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tenderLink = (r: TOrderItem, text: string) => (
    <Anchor component={Link} to={`/tenders/${r.id}`} size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
      {text}
    </Anchor>
  );
  const place = (r: TOrderItem) => (
    <>
      {r.lots_count > 1 ? (
        <Text size="xs" fw={600}>
          {t('orders.lot', { position: r.lot_position, count: r.lots_count })}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {r.region_name} · {r.branch_name}
      </Text>
    </>
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
      idAccessor={rowKey}
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
          // The number, the title and the place in one column, and short titles of sortable columns
          // (the table never wraps them): the row stays within a laptop's width.
          accessor: 'number',
          title: t('orders.columns.tender'),
          sortable: true,
          sortLabel: t('orders.columns.number'),
          card: 'title',
          width: 215,
          render: (r) => (
            <Stack gap={2}>
              {tenderLink(r, r.number)}
              <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
                {r.title}
              </Text>
              {place(r)}
            </Stack>
          ),
          cardRender: (r) => (
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                {r.number}
              </Text>
              {tenderLink(r, r.title)}
              {place(r)}
            </Stack>
          ),
        },
        {
          accessor: 'status',
          title: t('orders.columns.status'),
          card: 'aside',
          width: 175,
          render: (r) => (
            <Stack gap={2} align="flex-start">
              <TenderStatusBadge status={r.status} />
              {r.status_reason ? (
                <Text size="xs" c="dimmed" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
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
          width: 150,
          render: (r) => moment(r.published_at),
        },
        {
          accessor: 'offers_deadline',
          title: t('orders.columns.deadline'),
          cardLabel: t('orders.columns.deadlineFull'),
          sortable: true,
          width: 110,
          render: (r) => moment(r.offers_deadline),
        },
        {
          accessor: 'decided_at',
          title: t('orders.columns.decided'),
          sortable: true,
          width: 110,
          render: (r) => moment(r.decided_at),
        },
        {
          accessor: 'winner',
          title: t('orders.columns.winner'),
          width: 140,
          render: (r) => (
            <Stack gap={2}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {r.winner?.name ?? EMPTY_VALUE}
              </Text>
              <Text size="xs" c="dimmed">
                {t(r.lots_count > 1 ? 'orders.tenderOffers' : 'orders.offers', { count: r.offers_count })}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'winning_price',
          title: t('orders.columns.price'),
          cardLabel: t('orders.columns.priceFull'),
          sortable: true,
          textAlign: 'right',
          width: 115,
          render: (r) => money(r.winning_monthly_price),
        },
        {
          accessor: 'budget',
          title: t('orders.columns.budget'),
          sortable: true,
          textAlign: 'right',
          width: 140,
          render: (r) => money(r.budget_monthly),
        },
        {
          accessor: 'savings',
          title: t('orders.columns.savings'),
          sortable: true,
          textAlign: 'right',
          width: 130,
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
    <Stack gap={0}>
      <Text size="sm" fw={500} c={overspend ? 'red.8' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(order.savings)}
      </Text>
      <Text size="xs" c={overspend ? 'red.8' : 'dimmed'}>
        {overspend
          ? t('orders.overspend', { months: t('orders.months', { count: order.contract_months }) })
          : t('orders.months', { count: order.contract_months })}
      </Text>
    </Stack>
  );
}
