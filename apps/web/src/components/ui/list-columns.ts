import type { Key, ReactNode } from 'react';
import { getValueAtPath, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';

/**
 * Where a column's value goes on the card a narrow screen shows: `title` heads the card (its main link),
 * `aside` stands at the top right (a status badge), `footer` at the bottom (action buttons),
 * `field` is a labelled value (the default), `hidden` is left off the card.
 */
export type CardPlace = 'title' | 'aside' | 'field' | 'footer' | 'hidden';

/** A table column that also says how its value appears on a card (components/ui/responsive-table.tsx). */
export type ListColumn<T> = DataTableColumn<T> & {
  card?: CardPlace;
  /** What the card shows instead of `render`, e.g. the title as the link where the table links the number. */
  cardRender?: (record: T, index: number) => ReactNode;
  /** The card's label of the value when the column's title is not plain text or says too little. */
  cardLabel?: string;
  /** The cards' sort select names the column so (default: the card's label), e.g. «Подано» for a column sorted by that time. */
  sortLabel?: string;
};

/** Server-side paging, kept in the address by the list's screen. */
export interface ListPaging {
  page: number;
  pageSize: number;
  total: number;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}

/** Server-side sorting by the `sortable` columns; `fallback` names an order no column stands for (the default one). */
export interface ListSorting<T> {
  status: DataTableSortStatus<T>;
  onChange: (status: DataTableSortStatus<T>) => void;
  fallback?: { status: DataTableSortStatus<T>; label: string };
}

/** How a record is told from the others: a key of it (default `id`) or a function. */
export type ListIdAccessor<T> = keyof T | ((record: T) => Key);

export function recordKey<T>(record: T, idAccessor: ListIdAccessor<T>): Key {
  return typeof idAccessor === 'function' ? idAccessor(record) : (record[idAccessor] as Key);
}

/** A column's label on a card: its `cardLabel`, else its title when that is text. */
export function columnLabel<T>(column: ListColumn<T>): string {
  if (column.cardLabel) return column.cardLabel;
  return typeof column.title === 'string' ? column.title : String(column.accessor);
}

/** What a cell shows: the column's `render`, else the record's value at its accessor, as the table does. */
export function cellContent<T>(column: ListColumn<T>, record: T, index: number, onCard: boolean): ReactNode {
  const render = (onCard && column.cardRender) || column.render;
  if (render) return render(record, index);
  return getValueAtPath(record, String(column.accessor)) as ReactNode;
}

/** The place of a column on the card, `hidden` for a column the table hides too. */
export function cardPlace<T>(column: ListColumn<T>): CardPlace {
  return column.hidden ? 'hidden' : (column.card ?? 'field');
}

/** A sort order as one option value, `offers_deadline:desc`. */
export const sortValue = (status: { columnAccessor: unknown; direction: 'asc' | 'desc' }) =>
  `${String(status.columnAccessor)}:${status.direction}`;

/** The table's props without the card's: mantine-datatable gets only its own. */
export function tableColumns<T>(columns: ListColumn<T>[]): DataTableColumn<T>[] {
  return columns.map(
    ({ card: _card, cardRender: _render, cardLabel: _label, ...column }) => column as DataTableColumn<T>,
  );
}
