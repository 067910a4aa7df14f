import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../../test/user';
import { ok, setUpAppTest, showAllTableColumns, showScreenWidth } from '../../../test/app-test';
import { providerInfo } from '../../../test/fixtures';
import { historyItem } from '../provider-test-data';
import { captureSavedFiles, mockFetch, streamedResponse } from '../../../components/export/export-test-helpers';

const SLOW = { timeout: 10_000 };
const t = setUpAppTest();

beforeEach(() => showAllTableColumns());

const page = ok({
  items: [
    historyItem(),
    historyItem({
      tender: { ...historyItem().tender, id: 43, number: 'ТТ-2026-000043', status: 'published' },
      offer: {
        id: 502,
        status: 'submitted',
        monthly_price: '9800.50',
        submitted_at: '2026-11-19T10:00:00Z',
        lots_covered: 1,
        lots_won: 0,
      },
      outcome: 'pending',
    }),
  ],
  total: 32,
  page: 1,
  page_size: 20,
});

const lastParams = () =>
  (t.api.calls.filter((c) => c.url === '/provider/history').at(-1)?.params ?? {}) as Record<string, unknown>;

describe('/provider/history', () => {
  it('shows each tender with its status, own offer, price, outcome and links', async () => {
    t.signIn(providerInfo, { 'GET /provider/history': page });
    t.render('/provider/history');
    const link = await screen.findByRole('link', { name: 'ТТ-2026-000042' }, SLOW);
    expect(link).toHaveAttribute('href', '/tenders/42');
    const row = link.closest('tr')!;
    expect(within(row).getByText('Визначено переможця')).toBeInTheDocument();
    expect(within(row).getByText('12 500,00 ₴')).toBeInTheDocument();
    expect(within(row).getByText('Перемога')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Переможець' })).toHaveAttribute('href', '/tenders/offers/501');
    const second = screen.getByRole('link', { name: 'ТТ-2026-000043' }).closest('tr')!;
    expect(within(second).getByText('Очікує рішення')).toBeInTheDocument();
    expect(screen.getByText('1–2 з 32')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Архів тендерів — Телеком Тендер'));
  });

  it('takes its filters from the address and writes changes back', async () => {
    const user = setupUser();
    t.signIn(providerInfo, { 'GET /provider/history': page });
    t.render('/provider/history?outcome=won&page=2');
    await screen.findByRole('link', { name: 'ТТ-2026-000042' }, SLOW);
    expect(lastParams()).toMatchObject({ outcome: 'won', page: 2 });
    await user.click(screen.getByRole('combobox', { name: 'Статус тендера' }));
    await user.click(await screen.findByRole('option', { name: 'Скасовано' }));
    await waitFor(() => expect(lastParams()).toMatchObject({ status: 'cancelled', outcome: 'won', page: 1 }));
    expect(t.app.router.state.location.search).toContain('status=cancelled');
    await user.click(screen.getByRole('button', { name: 'Скинути фільтри' }));
    await waitFor(() => expect(t.app.router.state.location.search).toBe(''));
  });
});

/** provider's offer on two of a tender's three lots: lot 1 won, lot 2 went to another offer. */
const lotRows = () => {
  const tender = {
    ...historyItem().tender,
    id: 44,
    number: 'ТТ-2026-000044',
    title: 'Канали для трьох відділень',
    lots_count: 3,
  };
  const offer = { ...historyItem().offer, id: 503, monthly_price: '2100.00', lots_covered: 2, lots_won: 1 };
  return ok({
    items: [
      historyItem({
        tender,
        offer,
        lot: {
          id: 441,
          position: 1,
          branch_name: 'Відділення №1',
          region_id: 2,
          region_name: 'Львівська область',
          monthly_price: '1000.00',
          installation_price: '500.00',
          connection_days: 14,
        },
        outcome: 'won',
      }),
      historyItem({
        tender,
        offer,
        lot: {
          id: 442,
          position: 2,
          branch_name: 'Відділення №2',
          region_id: 1,
          region_name: 'м. Київ',
          monthly_price: '1100.00',
          installation_price: '500.00',
          connection_days: 14,
        },
        outcome: 'lost',
      }),
    ],
    total: 2,
    page: 1,
    page_size: 20,
  });
};

describe('/provider/history of a tender of several lots', () => {
  it('shows a row per lot of the own offer: the lot, the price for it and the result there', async () => {
    t.signIn(providerInfo, { 'GET /provider/history': lotRows() });
    t.render('/provider/history');
    const links = await screen.findAllByRole('link', { name: 'ТТ-2026-000044' }, SLOW);
    expect(links).toHaveLength(2);
    const [first, second] = links.map((link) => within(link.closest('tr')!)) as [
      ReturnType<typeof within>,
      ReturnType<typeof within>,
    ];
    expect(first.getByText('Лот 1 з 3 · Відділення №1')).toBeInTheDocument();
    expect(first.getByText('1 000,00 ₴')).toBeInTheDocument();
    expect(first.getByText('Перемога')).toBeInTheDocument();
    expect(second.getByText('Лот 2 з 3 · Відділення №2')).toBeInTheDocument();
    expect(second.getByText('1 100,00 ₴')).toBeInTheDocument();
    expect(second.getByText('Не обрано')).toBeInTheDocument();
    // The offer's sum over its lots is not a lot's price.
    expect(screen.queryByText('2 100,00 ₴')).not.toBeInTheDocument();
    // The offer won one of its two lots, which the lost lot's row does not hide.
    expect(second.getByRole('link', { name: 'Переможець у 1 з 2 лотів' })).toHaveAttribute(
      'href',
      '/tenders/offers/503',
    );
    expect(screen.queryByRole('link', { name: 'Переможець' })).not.toBeInTheDocument();
  });

  it('names the lot on each card on a phone', async () => {
    showScreenWidth(390);
    t.signIn(providerInfo, { 'GET /provider/history': lotRows() });
    t.render('/provider/history');
    const links = await screen.findAllByRole('link', { name: 'ТТ-2026-000044' }, SLOW);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = links.map((link) => within(link.closest('li')!));
    expect(cards[0]!.getByText('Лот 1 з 3 · Відділення №1')).toBeInTheDocument();
    expect(cards[1]!.getByText('Лот 2 з 3 · Відділення №2')).toBeInTheDocument();
    expect(cards[1]!.getByText('Щомісячна плата', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '1 100,00 ₴',
    );
    // The lot's own region.
    expect(cards[1]!.getByText('Регіон', { selector: 'dt' }).nextElementSibling).toHaveTextContent('м. Київ');
  });
});

describe('/provider/history on a phone', () => {
  beforeEach(() => showScreenWidth(390));

  it('shows each tender as a card with its outcome, deadline, price and own offer', async () => {
    t.signIn(providerInfo, { 'GET /provider/history': page });
    t.render('/provider/history');
    const link = await screen.findByRole('link', { name: 'ТТ-2026-000042' }, SLOW);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(link.closest('li')!);
    expect(card.getByText('Перемога')).toBeInTheDocument();
    const field = (label: string) => card.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(field('Статус тендера')).toHaveTextContent('Визначено переможця');
    expect(field('Щомісячна плата')).toHaveTextContent('12 500,00 ₴');
    expect(field('Регіон')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Переможець' })).toHaveAttribute('href', '/tenders/offers/501');
  });

  it('sorts through the select and the address', async () => {
    const user = setupUser();
    t.signIn(providerInfo, { 'GET /provider/history': page });
    t.render('/provider/history');
    await screen.findByRole('link', { name: 'ТТ-2026-000042' }, SLOW);
    const sort = screen.getByRole('combobox', { name: 'Сортування' });
    expect(sort).toHaveDisplayValue('Кінцевий термін: за спаданням');
    await user.selectOptions(sort, 'Подано: за зростанням');
    await waitFor(() => expect(lastParams()).toMatchObject({ sort: 'submitted_at' }));
    expect(t.app.router.state.location.search).toContain('sort=submitted_at');
  });
});

describe('/provider/history when the archive cannot be read', () => {
  it('says so with the server’s reason and loads again on retry', async () => {
    const user = setupUser();
    let failing = true;
    t.signIn(providerInfo, {
      'GET /provider/history': () =>
        failing ? { status: 500, data: { error: 'Сервер тимчасово недоступний', code: 'internal' } } : page,
    });
    t.render('/provider/history');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Не вдалося завантажити дані');
    expect(alert).toHaveTextContent('Сервер тимчасово недоступний');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Спробувати ще раз' }));
    expect(await screen.findByRole('link', { name: 'ТТ-2026-000042' }, SLOW)).toBeInTheDocument();
  });
});

describe('/provider/history, the export', () => {
  it('downloads the filtered history in its order, without the page, under the server’s name', async () => {
    const saved = captureSavedFiles();
    const fetch = mockFetch((_url, signal) => {
      const stream = streamedResponse(signal, {
        'content-disposition': 'attachment; filename="history-2026-11-25.xlsx"',
      });
      stream.push(2048);
      stream.end();
      return stream.response;
    });
    t.signIn(providerInfo, { 'GET /provider/history': page });
    t.render('/provider/history?outcome=won&sort=monthly_price&page=2&q=%20Львів');
    await screen.findByRole('link', { name: 'ТТ-2026-000042' }, SLOW);
    await setupUser().click(screen.getByRole('button', { name: 'Експорт XLSX' }));
    await waitFor(() => expect(saved.map((f) => f.name)).toEqual(['history-2026-11-25.xlsx']));
    expect(fetch.calls.map((c) => c.url)).toEqual([
      `/api/provider/history.xlsx?sort=monthly_price&outcome=won&q=${encodeURIComponent('Львів')}`,
    ]);
  });
});
