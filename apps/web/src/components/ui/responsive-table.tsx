import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { em, px, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DataTable, type DataTableProps } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { tableColumns, type ListColumn, type ListIdAccessor, type ListPaging, type ListSorting } from './list-columns';
import { TableCards, clickedOwnControl, usePaginationLabels } from './table-cards';
import 'mantine-datatable/styles.css';
import '../../i18n/uk-lists';

/**
 * True below the `sm` breakpoint (768 px), where lists are cards (ADR 0026). Read at the first
 * render, so a desktop never flashes cards. The query asks for narrowness: where it cannot be
 * answered (no media queries), the table stays.
 */
export function useNarrowScreen(): boolean {
  const theme = useMantineTheme();
  const below = em(Number(px(theme.breakpoints.sm)) - 0.1);
  return useMediaQuery(`(max-width: ${below})`, false, { getInitialValueInEffect: false });
}

interface ResponsiveTableProps<T> {
  /** What the list holds, for assistive technology (the cards' list, the table's scrolling box). */
  label: string;
  columns: ListColumn<T>[];
  records: T[];
  /** Default `id`. */
  idAccessor?: ListIdAccessor<T>;
  fetching?: boolean;
  /** Shown when there are no records: a sentence, or a whole empty state. */
  empty: ReactNode;
  /** Opens the record: a click on the row or card outside its links and buttons. */
  onRowClick?: (record: T) => void;
  paging?: ListPaging;
  sorting?: ListSorting<T>;
  /** The table's minimal height while it has no rows (the empty state's room). */
  emptyHeight?: number;
  striped?: boolean;
}

/**
 * A list on every screen width from one set of columns: the table (mantine-datatable) from a
 * tablet up, cards one a record on a phone, with the same sorting and paging. A table wider
 * than a tablet scrolls sideways in its own box, which then is a named, focusable region.
 */
export function ResponsiveTable<T>(props: ResponsiveTableProps<T>) {
  const narrow = useNarrowScreen();
  const idAccessor = props.idAccessor ?? ('id' as keyof T);
  if (narrow) {
    return (
      <TableCards
        label={props.label}
        columns={props.columns}
        records={props.records}
        idAccessor={idAccessor}
        fetching={props.fetching ?? false}
        empty={props.empty}
        onRowClick={props.onRowClick}
        paging={props.paging}
        sorting={props.sorting}
      />
    );
  }
  return <WideTable {...props} idAccessor={idAccessor} />;
}

function WideTable<T>(props: ResponsiveTableProps<T> & { idAccessor: ListIdAccessor<T> }) {
  const { t } = useTranslation();
  const viewport = useFocusableWhenScrolling(props.label);
  const labels = usePaginationLabels();
  const { paging, sorting, onRowClick } = props;

  const pagingProps = paging
    ? {
        page: paging.page,
        onPageChange: paging.onPageChange,
        totalRecords: paging.total,
        recordsPerPage: paging.pageSize,
        recordsPerPageOptions: [...paging.pageSizes],
        onRecordsPerPageChange: paging.onPageSizeChange,
        recordsPerPageLabel: t('lists.perPage'),
        loadingText: t('lists.loading'),
        paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
          t('lists.pagination', { from, to, total: totalRecords }),
        getPaginationControlProps: labels.getControlProps,
        getPaginationItemProps: labels.getItemProps,
      }
    : {};
  const sortProps = sorting
    ? {
        sortStatus: sorting.status,
        onSortStatusChange: (status: typeof sorting.status) => {
          // A newly chosen column starts ascending (the library would keep the old direction).
          const fresh = status.columnAccessor !== sorting.status.columnAccessor;
          sorting.onChange(fresh ? { ...status, direction: 'asc' } : status);
        },
      }
    : {};
  // mantine-datatable keeps its empty state in the page (transparent) while rows show: a screen
  // reader would read its text, and a button in it would be an invisible tab stop over the
  // table, so it is given only when there are no rows.
  const emptyProps = props.records.length
    ? { noRecordsText: '' }
    : typeof props.empty === 'string'
      ? { noRecordsText: props.empty }
      : { emptyState: props.empty, noRecordsText: '' };

  const tableProps = {
    withTableBorder: true,
    borderRadius: 'md',
    highlightOnHover: Boolean(onRowClick),
    striped: props.striped,
    verticalSpacing: 'sm',
    minHeight: props.records.length ? undefined : (props.emptyHeight ?? 200),
    idAccessor: props.idAccessor as DataTableProps<T>['idAccessor'],
    records: props.records,
    columns: tableColumns(props.columns),
    fetching: props.fetching,
    scrollViewportRef: viewport,
    onRowClick: onRowClick
      ? ({ record, event }: { record: T; event: MouseEvent }) => {
          if (!clickedOwnControl(event as MouseEvent<HTMLElement>)) onRowClick(record);
        }
      : undefined,
    ...emptyProps,
    ...pagingProps,
    ...sortProps,
  } as DataTableProps<T>;
  return <DataTable<T> {...tableProps} />;
}

/**
 * A table wider than its box scrolls sideways inside it; keyboard users must reach that box to
 * scroll it, so then it is a named, focusable region (and only then: a box that does not scroll
 * is no stop on the way).
 */
function useFocusableWhenScrolling(name: string) {
  const { t } = useTranslation();
  // Not the list's bare name: a section around the table may carry that one already.
  const label = t('lists.scrollRegion', { name });
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () => {
      if (box.scrollWidth > box.clientWidth + 1) {
        box.tabIndex = 0;
        box.setAttribute('role', 'region');
        box.setAttribute('aria-label', label);
      } else {
        box.removeAttribute('tabindex');
        box.removeAttribute('role');
        box.removeAttribute('aria-label');
      }
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [label]);
  return ref;
}
