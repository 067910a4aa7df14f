import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../../test/user';
import { bankInfo, listItem, ok, providerInfo, showAllTableColumns } from '../tender-test-utils';
import { setUpAppTest, showScreenWidth } from '../../../test/app-test';

/** The first render loads the lazy route chunk, which a cold transform makes slow. */
const SLOW = { timeout: 10_000 };

const t = setUpAppTest();

beforeEach(() => {
  showAllTableColumns();
});

const page = (
  items = [
    listItem(),
    listItem({
      id: 43,
      number: 'ТТ-2026-000043',
      title: 'Канал L2 VPN для Львова',
      region_id: 2,
      status: 'draft',
      offers_count: 0,
    }),
  ],
) => ok({ items, total: 45, page: 1, page_size: 20 });

/** The query string of the last GET /tenders call. */
function lastListParams(): Record<string, unknown> {
  const calls = t.api.calls.filter((c) => c.url === '/tenders');
  return (calls.at(-1)?.params ?? {}) as Record<string, unknown>;
}

describe('/tenders', () => {
  it('shows the rows of the answer with region names, status labels and the page total', async () => {
    t.signIn(bankInfo, { 'GET /tenders': page() });
    t.render('/tenders');
    expect(await screen.findByRole('link', { name: 'ТТ-2026-000042' }, SLOW)).toHaveAttribute('href', '/tenders/42');
    const row = screen.getByRole('link', { name: 'ТТ-2026-000043' }).closest('tr')!;
    expect(within(row).getByText('Канал L2 VPN для Львова')).toBeInTheDocument();
    expect(within(row).getByText('Львівська область')).toBeInTheDocument();
    expect(within(row).getByText('Чернетка')).toBeInTheDocument();
    const first = screen.getByRole('link', { name: 'ТТ-2026-000042' }).closest('tr')!;
    expect(within(first).getByText('Прийом пропозицій')).toBeInTheDocument();
    expect(within(first).getByText('Київ')).toBeInTheDocument();
    expect(screen.getByText('1–2 з 45')).toBeInTheDocument();
    expect(lastListParams()).toEqual({ page: 1, page_size: 20, sort: '-created_at' });
    await waitFor(() => expect(document.title).toBe('Тендери — Телеком Тендер'));
  });

  it('writes the filters to the address and sends them, the days as Kyiv bounds', async () => {
    const user = setupUser();
    t.signIn(bankInfo, { 'GET /tenders': page() });
    t.render('/tenders?page=3');
    await screen.findByRole('link', { name: 'ТТ-2026-000042' }, SLOW);

    const filters = within(screen.getByRole('region', { name: 'Фільтри тендерів' }));
    await user.click(filters.getByRole('combobox', { name: 'Статус' }));
    await user.click(await screen.findByRole('option', { name: 'Прийом пропозицій' }));
    await waitFor(() => expect(t.app.router.state.location.search).toBe('?status=published'));

    await user.type(filters.getByLabelText('Пошук'), 'Хрещатик');
    await waitFor(() => expect(new URLSearchParams(t.app.router.state.location.search).get('q')).toBe('Хрещатик'), {
      timeout: 2000,
    });
    await waitFor(() => expect(lastListParams()).toMatchObject({ status: 'published', q: 'Хрещатик', page: 1 }));

    // Back and refresh keep the filters: the state comes from the address.
    await t.app.router.navigate('/tenders?region=2&from=2026-03-29&to=2026-10-25&sort=-offers_deadline&page=2');
    await waitFor(() =>
      expect(lastListParams()).toEqual({
        page: 2,
        page_size: 20,
        sort: '-offers_deadline',
        region_id: 2,
        deadline_from: '2026-03-29T00:00:00+02:00',
        deadline_to: '2026-10-25T23:59:59.999+02:00',
      }),
    );
    expect(filters.getByRole('combobox', { name: 'Регіон' })).toHaveValue('Львівська область');
    expect(filters.getByLabelText('Пошук')).toHaveValue('');
  });

  it('sorts by a column through the address', async () => {
    const user = setupUser();
    t.signIn(bankInfo, { 'GET /tenders': page() });
    t.render('/tenders');
    await screen.findByRole('link', { name: 'ТТ-2026-000042' }, SLOW);
    await user.click(within(screen.getAllByRole('rowgroup')[0]!).getByText('Кінцевий термін'));
    await waitFor(() => expect(t.app.router.state.location.search).toBe('?sort=offers_deadline'));
    await waitFor(() => expect(lastListParams()).toMatchObject({ sort: 'offers_deadline' }));
    await user.click(within(screen.getAllByRole('rowgroup')[0]!).getByText('Кінцевий термін'));
    await waitFor(() => expect(t.app.router.state.location.search).toBe('?sort=-offers_deadline'));
  });

  it('offers «Створити тендер» to those with tender.create only', async () => {
    t.signIn(bankInfo, { 'GET /tenders': page() });
    t.render('/tenders');
    expect(await screen.findByRole('link', { name: 'Створити тендер' }, SLOW)).toHaveAttribute(
      'href',
      '/tenders/create',
    );
    t.app.unmount();
    t.api.restore();

    t.signIn(providerInfo, { 'GET /tenders': page([listItem()]) });
    t.render('/tenders');
    await screen.findByRole('link', { name: 'ТТ-2026-000042' }, SLOW);
    expect(screen.queryByRole('link', { name: 'Створити тендер' })).not.toBeInTheDocument();
  });

  it('shows the empty state with a way to reset the filters', async () => {
    const user = setupUser();
    t.signIn(bankInfo, { 'GET /tenders': ok({ items: [], total: 0, page: 1, page_size: 20 }) });
    t.render('/tenders?q=nothing&status=awarded');
    expect(await screen.findByText('Тендерів не знайдено', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Змініть умови пошуку або скиньте фільтри.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Скинути фільтри' })[0]!);
    await waitFor(() => expect(t.app.router.state.location.search).toBe(''));
  });

  it('shows an error in place with a retry when the list fails', async () => {
    t.signIn(bankInfo, {
      'GET /tenders': { status: 500, data: { error: 'Сервер недоступний', code: 'internal' } },
    });
    t.render('/tenders');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Не вдалося завантажити тендери');
    expect(screen.getByRole('alert')).toHaveTextContent('Сервер недоступний');
    expect(screen.getByRole('button', { name: 'Спробувати ще раз' })).toBeInTheDocument();
  });

  it('shows the bank how many offers each tender has, and providers no such column', async () => {
    t.signIn(bankInfo, { 'GET /tenders': page() });
    t.render('/tenders');
    await screen.findByRole('link', { name: 'ТТ-2026-000042' }, SLOW);
    expect(screen.getByText('Пропозицій')).toBeInTheDocument();
    const row = screen.getByRole('link', { name: 'ТТ-2026-000042' }).closest('tr')!;
    expect(within(row).getByText('3')).toBeInTheDocument();
    t.reset();

    t.signIn(providerInfo, { 'GET /tenders': page([listItem({ offers_count: null })]) });
    t.render('/tenders');
    await screen.findByRole('link', { name: 'ТТ-2026-000042' }, SLOW);
    expect(screen.queryByText('Пропозицій')).not.toBeInTheDocument();
    expect(screen.getAllByRole('row')[1]!.querySelectorAll('td')).toHaveLength(6);
  });
});

describe('/tenders on a phone', () => {
  beforeEach(() => {
    showScreenWidth(390);
  });

  it('shows each tender as a card: the title as its link, number, branch, region, status, deadline in Kyiv time, offers', async () => {
    t.signIn(bankInfo, { 'GET /tenders': page() });
    t.render('/tenders');
    const link = await screen.findByRole('link', { name: 'Доступ до Інтернету для відділення №12' }, SLOW);
    expect(link).toHaveAttribute('href', '/tenders/42');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(link.closest('li')!);
    expect(card.getByText('ТТ-2026-000042')).toBeInTheDocument();
    expect(card.getByText('Відділення №12')).toBeInTheDocument();
    expect(card.getByText('Прийом пропозицій')).toBeInTheDocument();
    const field = (label: string) => card.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(field('Регіон')).toHaveTextContent('Київ');
    expect(field('Кінцевий термін')).toHaveTextContent('01.12.2026 17:00');
    expect(field('Пропозицій')).toHaveTextContent('3');
    expect(field('Пропускна здатність')).toHaveTextContent('200 Мбіт/с');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('1–2 з 45')).toBeInTheDocument();
  });

  it('gives providers no offers count on the cards', async () => {
    t.signIn(providerInfo, { 'GET /tenders': page([listItem({ offers_count: null })]) });
    t.render('/tenders');
    const link = await screen.findByRole('link', { name: 'Доступ до Інтернету для відділення №12' }, SLOW);
    const card = within(link.closest('li')!);
    expect(card.getByText('Кінцевий термін', { selector: 'dt' })).toBeInTheDocument();
    expect(card.queryByText('Пропозицій')).not.toBeInTheDocument();
  });

  it('sorts and pages without the table header, through the address', async () => {
    const user = setupUser();
    t.signIn(bankInfo, { 'GET /tenders': page() });
    t.render('/tenders');
    await screen.findByRole('link', { name: 'Доступ до Інтернету для відділення №12' }, SLOW);
    const sort = screen.getByRole('combobox', { name: 'Сортування' });
    expect(sort).toHaveDisplayValue('Спочатку нові');
    await user.selectOptions(sort, 'Кінцевий термін: за спаданням');
    await waitFor(() => expect(t.app.router.state.location.search).toBe('?sort=-offers_deadline'));
    await waitFor(() => expect(lastListParams()).toMatchObject({ sort: '-offers_deadline' }));
    await user.click(screen.getByRole('button', { name: 'Наступна сторінка' }));
    await waitFor(() => expect(new URLSearchParams(t.app.router.state.location.search).get('page')).toBe('2'));
    await waitFor(() => expect(lastListParams()).toMatchObject({ sort: '-offers_deadline', page: 2 }));
  });
});
