import type { MouseEvent, ReactNode } from 'react';
import { Center, Group, Loader, NativeSelect, Pagination, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  cardPlace,
  cellContent,
  columnLabel,
  recordKey,
  sortValue,
  type ListColumn,
  type ListIdAccessor,
  type ListPaging,
  type ListSorting,
} from './list-columns';
import classes from './table-cards.module.css';
import '../../i18n/uk-lists';

/**
 * A click that a control of the row (a link, a button, a menu) or a portal (a menu's dropdown)
 * answers itself: the row does not open its record then.
 */
export function clickedOwnControl(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as HTMLElement;
  if (!event.currentTarget.contains(target)) return true;
  return target.closest('a, button, input, select, textarea, label, [role="menuitem"]') !== null;
}

export interface TableCardsProps<T> {
  label: string;
  columns: ListColumn<T>[];
  records: T[];
  idAccessor: ListIdAccessor<T>;
  fetching: boolean;
  /** Shown when there are no records (and none are loading). */
  empty: ReactNode;
  onRowClick?: (record: T) => void;
  paging?: ListPaging;
  sorting?: ListSorting<T>;
}

/** A list as cards, one a record: what a narrow screen shows instead of the table (./responsive-table.tsx). */
export function TableCards<T>(props: TableCardsProps<T>) {
  const { t } = useTranslation();
  const { records, fetching, paging, sorting } = props;

  let body: ReactNode;
  if (records.length) {
    body = (
      <ul className={classes.cards} aria-label={props.label} aria-busy={fetching || undefined}>
        {records.map((record, index) => (
          <RecordCard
            key={recordKey(record, props.idAccessor)}
            record={record}
            index={index}
            columns={props.columns}
            onClick={props.onRowClick}
          />
        ))}
      </ul>
    );
  } else if (fetching) {
    body = (
      <Center mih={160} role="status">
        <Loader size="sm" />
        <Text size="sm" ml="sm">
          {t('lists.loading')}
        </Text>
      </Center>
    );
  } else {
    body = typeof props.empty === 'string' ? <EmptyText text={props.empty} /> : props.empty;
  }

  return (
    <Stack gap="sm">
      {sorting ? <SortSelect columns={props.columns} sorting={sorting} /> : null}
      {body}
      {paging && paging.total > 0 ? <CardsPager paging={paging} shown={records.length} /> : null}
    </Stack>
  );
}

function EmptyText({ text }: { text: string }) {
  return (
    <Paper withBorder p="xl">
      <Text ta="center">{text}</Text>
    </Paper>
  );
}

interface RecordCardProps<T> {
  record: T;
  index: number;
  columns: ListColumn<T>[];
  onClick?: (record: T) => void;
}

function RecordCard<T>({ record, index, columns, onClick }: RecordCardProps<T>) {
  // What a column shows on this card; a column with nothing to show (no action for this record) is left out.
  const at = (place: string) =>
    columns
      .filter((c) => cardPlace(c) === place)
      .map((c) => ({ key: String(c.accessor), label: columnLabel(c), content: cellContent(c, record, index, true) }))
      .filter(
        (cell) => place === 'field' || (cell.content !== null && cell.content !== undefined && cell.content !== false),
      );
  const [titles, asides, fields, footers] = [at('title'), at('aside'), at('field'), at('footer')];
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      className={classes.card}
      data-clickable={onClick ? true : undefined}
      onClick={
        onClick
          ? (event: MouseEvent<HTMLElement>) => {
              if (!clickedOwnControl(event)) onClick(record);
            }
          : undefined
      }
    >
      <div className={classes.head}>
        <div className={classes.title}>
          {titles.map((cell) => (
            <div key={cell.key}>{cell.content}</div>
          ))}
        </div>
        {asides.length ? (
          <div className={classes.aside}>
            {asides.map((cell) => (
              <div key={cell.key}>{cell.content}</div>
            ))}
          </div>
        ) : null}
      </div>
      {fields.length ? (
        <dl className={classes.fields}>
          {fields.map((cell) => (
            <div key={cell.key}>
              <dt>{cell.label}</dt>
              <dd>{cell.content}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {footers.length ? (
        <div className={classes.footer}>
          {footers.map((cell) => (
            <div key={cell.key}>{cell.content}</div>
          ))}
        </div>
      ) : null}
    </Paper>
  );
}

/** The table's sortable headers as one select: each sortable column in both directions. */
function SortSelect<T>({ columns, sorting }: { columns: ListColumn<T>[]; sorting: ListSorting<T> }) {
  const { t } = useTranslation();
  const options = columns
    .filter((c) => c.sortable && !c.hidden)
    .flatMap((c) => {
      const column = c.sortLabel ?? columnLabel(c);
      return (['asc', 'desc'] as const).map((direction) => ({
        status: { columnAccessor: c.accessor, direction },
        label: t(direction === 'asc' ? 'lists.ascending' : 'lists.descending', { column }),
      }));
    });
  if (sorting.fallback) options.unshift(sorting.fallback);
  const current = sortValue(sorting.status);
  const known = options.some((o) => sortValue(o.status) === current);
  const data = [
    ...(known ? [] : [{ value: '', label: t('lists.sortUnset'), disabled: true }]),
    ...options.map((o) => ({ value: sortValue(o.status), label: o.label })),
  ];
  return (
    <NativeSelect
      label={t('lists.sort')}
      data={data}
      value={known ? current : ''}
      onChange={(event) => {
        const chosen = options.find((o) => sortValue(o.status) === event.currentTarget.value);
        if (chosen) sorting.onChange(chosen.status);
      }}
    />
  );
}

/** Where in the list the cards are, how many a page, and the pages: the table's footer for a narrow screen. */
function CardsPager({ paging, shown }: { paging: ListPaging; shown: number }) {
  const { t } = useTranslation();
  const labels = usePaginationLabels();
  const pages = Math.max(1, Math.ceil(paging.total / paging.pageSize));
  const from = (paging.page - 1) * paging.pageSize + 1;
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text size="sm">
          {shown ? t('lists.pagination', { from, to: from + shown - 1, total: paging.total }) : null}
        </Text>
        <NativeSelect
          label={t('lists.perPage')}
          w={120}
          data={paging.pageSizes.map(String)}
          value={String(paging.pageSize)}
          onChange={(event) => paging.onPageSizeChange(Number(event.currentTarget.value))}
        />
      </Group>
      {pages > 1 ? (
        <Group component="nav" aria-label={t('lists.pages')} justify="center">
          <Pagination
            total={pages}
            value={Math.min(paging.page, pages)}
            onChange={paging.onPageChange}
            siblings={0}
            boundaries={1}
            {...labels}
          />
        </Group>
      ) : null}
    </Stack>
  );
}

/** Ukrainian names of the pagination's buttons, for the table's footer and the cards' alike. */
export function usePaginationLabels() {
  const { t } = useTranslation();
  const controls = {
    first: t('lists.firstPage'),
    previous: t('lists.previousPage'),
    next: t('lists.nextPage'),
    last: t('lists.lastPage'),
  };
  return {
    getControlProps: (control: keyof typeof controls) => ({ 'aria-label': controls[control] }),
    getItemProps: (page: number) => ({ 'aria-label': t('lists.page', { page }) }),
  };
}
