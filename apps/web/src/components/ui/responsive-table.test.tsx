import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setupUser } from '../../test/user';
import type { DataTableSortStatus } from 'mantine-datatable';
import { Badge, Button } from '@mantine/core';
import { renderWithProviders } from '../../test/render-app';
import { showScreenWidth } from '../../test/app-test';
import type { ListColumn, ListPaging } from './list-columns';
import { ResponsiveTable } from './responsive-table';

interface Row {
  id: number;
  name: string;
  code: string;
  state: string;
  price: number;
}

const rows: Row[] = [
  { id: 1, name: 'Канал для Києва', code: 'ТТ-1', state: 'Відкрито', price: 100 },
  { id: 2, name: 'Канал для Львова', code: 'ТТ-2', state: 'Закрито', price: 250 },
];

const columns: ListColumn<Row>[] = [
  { accessor: 'code', title: 'Номер', sortable: true, card: 'hidden' },
  {
    accessor: 'name',
    title: 'Назва',
    sortable: true,
    card: 'title',
    render: (r) => <a href={`/x/${r.id}`}>{r.name}</a>,
  },
  { accessor: 'state', title: 'Стан', card: 'aside', render: (r) => <Badge>{r.state}</Badge> },
  { accessor: 'price', title: 'Ціна', sortable: true, cardRender: (r) => `${r.price} грн` },
  { accessor: 'secret', title: 'Таємне', hidden: true, render: () => 'не показувати' },
  { accessor: 'actions', title: 'Дії', card: 'footer', render: (r) => <Button>{`Дія ${r.id}`}</Button> },
];

const paging = (patch: Partial<ListPaging> = {}): ListPaging => ({
  page: 2,
  pageSize: 2,
  total: 7,
  pageSizes: [2, 10, 20],
  onPageChange: vi.fn(),
  onPageSizeChange: vi.fn(),
  ...patch,
});

function List({
  sort = { columnAccessor: 'price', direction: 'desc' } as DataTableSortStatus<Row>,
  onSort = vi.fn(),
  onRowClick = vi.fn(),
  listPaging = paging(),
  records = rows,
  empty = 'Нічого немає' as ReactNode,
}) {
  return (
    <ResponsiveTable<Row>
      label="Канали"
      columns={columns}
      records={records}
      empty={empty}
      paging={listPaging}
      sorting={{ status: sort, onChange: onSort }}
      onRowClick={onRowClick}
    />
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ResponsiveTable on a phone', () => {
  it('shows each record as a card: the title, the aside, labelled fields and the footer, no hidden column', () => {
    showScreenWidth(390);
    renderWithProviders(<List />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Канали' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const card = within(cards[1]!);
    expect(card.getByRole('link', { name: 'Канал для Львова' })).toHaveAttribute('href', '/x/2');
    expect(card.getByText('Закрито')).toBeInTheDocument();
    // A field is its column's title and the card's rendering of the value.
    expect(card.getByRole('term')).toHaveTextContent('Ціна');
    expect(card.getByRole('definition')).toHaveTextContent('250 грн');
    expect(card.getByRole('button', { name: 'Дія 2' })).toBeInTheDocument();
    expect(card.queryByText('ТТ-2')).not.toBeInTheDocument();
    expect(screen.queryByText('не показувати')).not.toBeInTheDocument();
  });

  it('sorts through a select of the sortable columns in both directions', async () => {
    showScreenWidth(390);
    const onSort = vi.fn();
    renderWithProviders(<List onSort={onSort} />);
    const select = screen.getByRole('combobox', { name: 'Сортування' });
    expect(select).toHaveDisplayValue('Ціна: за спаданням');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Номер: за зростанням',
      'Номер: за спаданням',
      'Назва: за зростанням',
      'Назва: за спаданням',
      'Ціна: за зростанням',
      'Ціна: за спаданням',
    ]);
    await setupUser().selectOptions(select, 'Назва: за спаданням');
    expect(onSort).toHaveBeenCalledWith({ columnAccessor: 'name', direction: 'desc' });
  });

  it('pages and changes the page size below the cards', async () => {
    showScreenWidth(390);
    const listPaging = paging();
    renderWithProviders(<List listPaging={listPaging} />);
    expect(screen.getByText('3–4 з 7')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Сторінки списку' });
    await setupUser().click(within(pages).getByRole('button', { name: 'Наступна сторінка' }));
    expect(listPaging.onPageChange).toHaveBeenCalledWith(3);
    await setupUser().click(within(pages).getByRole('button', { name: 'Сторінка 4' }));
    expect(listPaging.onPageChange).toHaveBeenCalledWith(4);
    await setupUser().selectOptions(screen.getByRole('combobox', { name: 'На сторінці' }), '10');
    expect(listPaging.onPageSizeChange).toHaveBeenCalledWith(10);
  });

  it('opens a record from a tap on its card, but not from its own buttons', async () => {
    showScreenWidth(390);
    const onRowClick = vi.fn();
    renderWithProviders(<List onRowClick={onRowClick} />);
    await setupUser().click(screen.getByRole('button', { name: 'Дія 1' }));
    expect(onRowClick).not.toHaveBeenCalled();
    await setupUser().click(screen.getByText('250 грн'));
    expect(onRowClick).toHaveBeenCalledWith(rows[1]);
  });

  it('shows the empty text when there are no records', () => {
    showScreenWidth(390);
    renderWithProviders(<List records={[]} listPaging={paging({ total: 0, page: 1 })} />);
    expect(screen.getByText('Нічого немає')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('ResponsiveTable on a wide screen', () => {
  it('shows the table with every visible column and no cards', () => {
    showScreenWidth(1366);
    renderWithProviders(<List />);
    expect(screen.queryByRole('list', { name: 'Канали' })).not.toBeInTheDocument();
    const table = screen.getByRole('table');
    // Sortable headers are buttons (mantine-datatable), so they are read by their text.
    const headers = [...table.querySelectorAll('thead th')].map((h) => h.textContent);
    expect(headers).toEqual(['Номер', 'Назва', 'Стан', 'Ціна', 'Дії']);
    const row = screen.getByRole('link', { name: 'Канал для Києва' }).closest('tr')!;
    expect(within(row).getByText('ТТ-1')).toBeInTheDocument();
    // The table shows the value itself; the card's rendering is the card's.
    expect(within(row).getByText('100')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Сортування' })).not.toBeInTheDocument();
  });

  it('keeps its empty text out of the page while rows show, where a screen reader would read it', () => {
    showScreenWidth(1366);
    const { unmount } = renderWithProviders(<List />);
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.queryByText('Нічого немає')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<List records={[]} listPaging={paging({ total: 0, page: 1 })} />);
    expect(screen.getByText('Нічого немає')).toBeInTheDocument();
  });

  it('gives a whole empty state, with its button, only while there are no rows', () => {
    showScreenWidth(1366);
    const empty = <Button>Скинути фільтри</Button>;
    const { unmount } = renderWithProviders(<List empty={empty} />);
    // mantine-datatable would keep it in the page, transparent, as a tab stop over the rows.
    expect(screen.queryByRole('button', { name: 'Скинути фільтри' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<List empty={empty} records={[]} listPaging={paging({ total: 0, page: 1 })} />);
    expect(screen.getByRole('button', { name: 'Скинути фільтри' })).toBeInTheDocument();
  });

  it('starts a newly chosen column ascending and reverses the current one', async () => {
    showScreenWidth(1366);
    const onSort = vi.fn();
    renderWithProviders(<List onSort={onSort} />);
    // The library would keep the current direction (descending) for the new column.
    await setupUser().click(within(screen.getByRole('table')).getByText('Назва'));
    expect(onSort).toHaveBeenLastCalledWith(expect.objectContaining({ columnAccessor: 'name', direction: 'asc' }));
    await setupUser().click(within(screen.getByRole('table')).getByText('Ціна'));
    expect(onSort).toHaveBeenLastCalledWith(expect.objectContaining({ columnAccessor: 'price', direction: 'asc' }));
  });

  it('makes a table wider than its box a named region the keyboard can reach, and only then', () => {
    showScreenWidth(1024);
    const width = (inner: number, outer: number) => {
      vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(inner);
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(outer);
    };
    width(1200, 700);
    const { unmount } = renderWithProviders(<List />);
    const region = screen.getByRole('region', { name: 'Канали: таблиця, що прокручується вбік' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
    unmount();

    width(700, 700);
    renderWithProviders(<List />);
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
