import type { UseQueryResult } from '@tanstack/react-query';
import { DataTable, type DataTableColumn, type DataTableProps } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';
import { PAGE_SIZES } from '../../../lib/list-url-state';

/** What a tab pages by, as its address keeps it. */
interface Paging {
  page: number;
  page_size: number;
}
import 'mantine-datatable/styles.css';

interface AdminTableProps<T> {
  /** The tab's list query: one page of rows and the total. */
  list: UseQueryResult<{ items: T[]; total: number }>;
  params: Paging;
  /** The tab's URL update; a new page size starts again from page 1. */
  update: (patch: Partial<Paging>, options?: { resetPage?: boolean }) => void;
  noRecordsText: string;
  columns: DataTableColumn<T>[];
  onRowClick?: DataTableProps<T>['onRowClick'];
}

/** One administration tab's paged table, or the failed-load alert when there is nothing to show. */
export function AdminTable<T>({ list, params, update, noRecordsText, columns, onRowClick }: AdminTableProps<T>) {
  const { t } = useTranslation();
  // A failed refetch keeps the rows already shown; only a first failure replaces the table.
  if (list.isError && !list.data) {
    return <LoadFailedAlert title={t('admin.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />;
  }
  return (
    <DataTable<T>
      withTableBorder
      borderRadius="md"
      highlightOnHover
      verticalSpacing="sm"
      minHeight={list.data?.items.length ? undefined : 220}
      idAccessor="id"
      records={list.data?.items ?? []}
      fetching={list.isFetching}
      loadingText={t('admin.loading')}
      noRecordsText={noRecordsText}
      totalRecords={list.data?.total ?? 0}
      recordsPerPage={params.page_size}
      page={params.page}
      onPageChange={(page) => update({ page }, { resetPage: false })}
      recordsPerPageOptions={[...PAGE_SIZES]}
      onRecordsPerPageChange={(pageSize) => update({ page_size: pageSize })}
      recordsPerPageLabel={t('admin.perPage')}
      paginationText={({ from, to, totalRecords }) => t('admin.pagination', { from, to, total: totalRecords })}
      onRowClick={onRowClick}
      columns={columns}
    />
  );
}
