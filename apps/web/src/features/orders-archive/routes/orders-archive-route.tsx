import { useEffect } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { kyivToday } from '@tt/contracts/kyiv-time';
import { orderExportFileName } from '@tt/contracts/orders';
import { ExportButtons } from '../../../components/export/export-buttons';
import { AccessDenied } from '../../../components/ui/access-denied';
import { HistoryTabs } from '../../../components/ui/history-tabs';
import { ListEmptyState } from '../../../components/ui/list-empty-state';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';
import { PAGE_SIZES, useListUrlState } from '../../../lib/list-url-state';
import { useCan, useSession } from '../../../lib/use-session';
import { useOrders } from '../api/orders-api';
import { OrderFilters } from '../components/order-filters';
import { NO_FILTERS, ORDER_LIST_URL, hasFilters, toOrderExportQuery, toOrderQuery } from '../components/order-list-url';
import { OrderTable } from '../components/order-table';
import '../../../i18n/uk-orders';

/** /admin/history/orders: the closed tenders with filters, sorting, paging and their export; ADR 0031. */
export function OrdersArchiveRoute() {
  const { t } = useTranslation();
  if (!useCan('archive.view')) return <AccessDenied reason={t('orders.noAccess')} />;
  return <OrdersArchive />;
}

function OrdersArchive() {
  const { t } = useTranslation();
  const { regions } = useSession();
  const { params, update, goToPage } = useListUrlState(ORDER_LIST_URL);
  const orders = useOrders(toOrderQuery(params));
  const exportQuery = toOrderExportQuery(params);

  // A page past the end (fewer tenders after a change elsewhere): go to the last page.
  const lastPage = orders.data ? Math.max(1, Math.ceil(orders.data.total / params.page_size)) : null;
  const pastEnd = lastPage !== null && params.page > lastPage && !orders.isPlaceholderData;
  useEffect(() => {
    if (pastEnd && lastPage) goToPage(lastPage);
  });

  const resetFilters = () => update(NO_FILTERS);
  const filtered = hasFilters(params);

  return (
    <Stack gap="lg">
      <HistoryTabs />
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4} style={{ flex: '1 1 420px' }}>
          <Title order={1} size="h2">
            {t('orders.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('orders.lead')}
          </Text>
        </Stack>
        <ExportButtons
          path="/admin/orders"
          query={exportQuery}
          fallbackName={(format) => orderExportFileName(exportQuery, kyivToday(), format)}
        />
      </Group>

      <OrderFilters
        params={params}
        regions={regions ?? []}
        onChange={(patch) => update(patch)}
        onReset={resetFilters}
      />

      {orders.isError && !orders.data ? (
        <LoadFailedAlert title={t('orders.loadFailed')} error={orders.error} onRetry={() => void orders.refetch()} />
      ) : (
        <OrderTable
          records={orders.data?.items ?? []}
          fetching={orders.isFetching}
          sort={params.sort}
          onSortChange={(sort) => update({ sort })}
          empty={
            <ListEmptyState
              icon={<IconArchive size={28} stroke={1.5} />}
              title={t('orders.empty')}
              hint={filtered ? t('orders.emptyFilteredHint') : t('orders.emptyHint')}
              reset={filtered ? { label: t('orders.filters.reset'), onReset: resetFilters } : undefined}
            />
          }
          paging={{
            page: params.page,
            pageSize: params.page_size,
            total: orders.data?.total ?? 0,
            pageSizes: PAGE_SIZES,
            onPageChange: (page) => update({ page }, { resetPage: false }),
            onPageSizeChange: (pageSize) => update({ page_size: pageSize }),
          }}
        />
      )}
    </Stack>
  );
}
