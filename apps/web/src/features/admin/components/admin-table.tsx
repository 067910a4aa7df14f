import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import type { ListColumn } from '../../../components/ui/list-columns';
import { PAGE_SIZES } from '../../../lib/list-url-state';
import '../../../i18n/uk-admin';

/** What a tab pages by, as its address keeps it. */
interface Paging {
  page: number;
  page_size: number;
}

interface AdminTableProps<T> {
  /** What the tab lists, for assistive technology. */
  label: string;
  /** The tab's list query: one page of rows and the total. */
  list: UseQueryResult<{ items: T[]; total: number }>;
  params: Paging;
  /** The tab's URL update; a new page size starts again from page 1. */
  update: (patch: Partial<Paging>, options?: { resetPage?: boolean }) => void;
  noRecordsText: string;
  columns: ListColumn<T>[];
  onRowClick?: (record: T) => void;
}

/** One administration tab's paged table (cards on a phone), or the failed-load alert when there is nothing to show. */
export function AdminTable<T>({ label, list, params, update, noRecordsText, columns, onRowClick }: AdminTableProps<T>) {
  const { t } = useTranslation();
  // A failed refetch keeps the rows already shown; only a first failure replaces the table.
  if (list.isError && !list.data) {
    return <LoadFailedAlert title={t('admin.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />;
  }
  return (
    <ResponsiveTable<T>
      label={label}
      columns={columns}
      records={list.data?.items ?? []}
      fetching={list.isFetching}
      empty={noRecordsText}
      emptyHeight={220}
      paging={{
        page: params.page,
        pageSize: params.page_size,
        total: list.data?.total ?? 0,
        pageSizes: PAGE_SIZES,
        onPageChange: (page) => update({ page }, { resetPage: false }),
        onPageSizeChange: (pageSize) => update({ page_size: pageSize }),
      }}
      onRowClick={onRowClick}
    />
  );
}
