import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../../test/user';
import { notifications } from '@mantine/notifications';
import { computeActions } from '@tt/contracts/permissions';
import type { TLoginInfo } from '@tt/contracts/session';
import { ok, setUpAppTest, showAllTableColumns, showScreenWidth } from '../../../test/app-test';
import { bankInfo, providerInfo } from '../../../test/fixtures';
import { captureSavedFiles, mockFetch, streamedResponse } from '../../../components/export/export-test-helpers';
import { awardedOrder, cancelledOrder, lotOrders, orderPage, winners } from '../orders-archive-test-data';

const SLOW = { timeout: 10_000 };
// 23:30 UTC on 24 November is already the 25th in Kyiv: the file of an open period ends then.
const t = setUpAppTest({ 'GET /admin/orders/winners': ok(winners) }, { now: '2026-11-24T23:30:00.000Z' });

beforeEach(() => {
  showAllTableColumns();
});
afterEach(() => {
  notifications.clean();
});

const adminInfo: TLoginInfo = {
  ...bankInfo,
  email: 'admin@demo.ua',
  login: 'admin@demo.ua',
  roles: { admin: true },
  actions: computeActions('bank', ['admin']),
};
const itManagerInfo: TLoginInfo = {
  ...bankInfo,
  roles: { it_manager: true },
  actions: computeActions('bank', ['it_manager']),
};

const lastParams = () =>
  (t.api.calls.filter((c) => c.url === '/admin/orders').at(-1)?.params ?? {}) as Record<string, unknown>;
const listCalls = () => t.api.calls.filter((c) => c.url === '/admin/orders').length;
const header = () => within(screen.getAllByRole('rowgroup')[0]!);

describe('/admin/history/orders, the list', { timeout: 30_000 }, () => {
  it('reads its filters, order and page from the address, asks the server for them and shows each tender', async () => {
    t.signIn(adminInfo, { 'GET /admin/orders': ok(orderPage([awardedOrder(), cancelledOrder()], 23, 2)) });
    t.render(
      '/admin/history/orders?status=awarded&region=2&winner=3&from=2026-10-01&to=2026-10-31&q=відділення&sort=-savings&page=2',
    );
    // The file's first test also waits for the screen's modules to load.
    const link = await screen.findByRole('link', { name: 'T-2026-0042' }, { timeout: 20_000 });
    expect(lastParams()).toEqual({
      page: 2,
      page_size: 20,
      sort: '-savings',
      status: 'awarded',
      region_id: 2,
      winner_id: 3,
      from: '2026-10-01',
      to: '2026-10-31',
      q: 'відділення',
    });
    await waitFor(() => expect(document.title).toBe('Архів тендерів — Телеком Тендер'));
    expect(screen.getByRole('heading', { level: 1, name: 'Архів тендерів' })).toBeInTheDocument();

    expect(link).toHaveAttribute('href', '/tenders/42');
    const row = within(link.closest('tr')!);
    expect(row.getByText('Інтернет для відділення №3')).toBeInTheDocument();
    expect(row.getByText('Львівська область · Відділення №3, Львів')).toBeInTheDocument();
    expect(row.getByText('Визначено переможця')).toBeInTheDocument();
    // Kyiv times, whatever the browser's zone.
    expect(row.getByText('01.10.2026 10:00')).toBeInTheDocument();
    expect(row.getByText('15.10.2026 17:00')).toBeInTheDocument();
    expect(row.getByText('21.10.2026 01:30')).toBeInTheDocument();
    expect(row.getByText('ТОВ «Київ-Оптик»')).toBeInTheDocument();
    expect(row.getByText('3 пропозиції')).toBeInTheDocument();
    expect(row.getByText('12 500,00 ₴')).toBeInTheDocument();
    expect(row.getByText('15 000,00 ₴')).toBeInTheDocument();
    expect(row.getByText('30 000,00 ₴')).toBeInTheDocument();
    expect(row.getByText('за 12 місяців')).toBeInTheDocument();

    // A cancelled tender: its reason, and nothing where there is no winner.
    const cancelled = within(screen.getByRole('link', { name: 'T-2026-0043' }).closest('tr')!);
    expect(cancelled.getByText('Скасовано')).toBeInTheDocument();
    expect(cancelled.getByText('Потреба відпала після переїзду відділення')).toBeInTheDocument();
    expect(cancelled.getAllByText('—')).toHaveLength(3);
    expect(cancelled.getByText('0 пропозицій')).toBeInTheDocument();

    // The filters show what the address says.
    const filters = within(screen.getByRole('region', { name: 'Фільтри архіву тендерів' }));
    expect(filters.getByRole('textbox', { name: 'Пошук' })).toHaveValue('відділення');
    expect(filters.getByRole('combobox', { name: 'Статус' })).toHaveValue('Визначено переможця');
    expect(filters.getByRole('combobox', { name: 'Регіон' })).toHaveValue('Львівська область');
    await waitFor(() => expect(filters.getByRole('combobox', { name: 'Переможець' })).toHaveValue('ТОВ «Київ-Оптик»'));
    expect(filters.getByRole('button', { name: 'Від' })).toHaveTextContent('01.10.2026');
    expect(filters.getByRole('button', { name: 'До' })).toHaveTextContent('31.10.2026');
    expect(screen.getByText('21–22 з 23')).toBeInTheDocument();
  });

  it('shows an overspend as such, not only as a negative number', async () => {
    t.signIn(adminInfo, {
      'GET /admin/orders': ok(orderPage([awardedOrder({ winning_monthly_price: '15500.00', savings: '-6000.00' })])),
    });
    t.render('/admin/history/orders');
    const row = within((await screen.findByRole('link', { name: 'T-2026-0042' }, SLOW)).closest('tr')!);
    expect(row.getByText('−6 000,00 ₴')).toBeInTheDocument();
    expect(row.getByText('Перевитрата за 12 місяців')).toBeInTheDocument();
  });

  it('writes a changed filter into the address and starts again from page 1; resetting clears them all', async () => {
    t.signIn(adminInfo, { 'GET /admin/orders': ok(orderPage([awardedOrder()], 23, 2)) });
    const { router } = t.render('/admin/history/orders?q=відділення&page=2');
    await screen.findByRole('link', { name: 'T-2026-0042' }, SLOW);

    await setupUser().click(screen.getByRole('combobox', { name: 'Статус' }));
    // Only the four closed statuses.
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Визначено переможця',
      'Завершено',
      'Скасовано',
      'Не відбувся',
    ]);
    await setupUser().click(screen.getByRole('option', { name: 'Не відбувся' }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        status: 'unsuccessful',
        q: 'відділення',
      }),
    );
    await waitFor(() =>
      expect(lastParams()).toEqual({
        page: 1,
        page_size: 20,
        sort: '-decided_at',
        status: 'unsuccessful',
        q: 'відділення',
      }),
    );

    // The winner is found by typing a part of its name.
    await setupUser().type(screen.getByRole('combobox', { name: 'Переможець' }), 'Львів');
    await setupUser().click(await screen.findByRole('option', { name: 'ПрАТ «Львів-Зв’язок»' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('winner')).toBe('9'));
    await waitFor(() => expect(lastParams()).toMatchObject({ winner_id: 9 }));

    await setupUser().click(screen.getByRole('button', { name: 'Скинути фільтри' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(lastParams()).toEqual({ page: 1, page_size: 20, sort: '-decided_at' }));
  });

  it('sorts by a column through the address', async () => {
    t.signIn(adminInfo, { 'GET /admin/orders': ok(orderPage([awardedOrder()])) });
    const { router } = t.render('/admin/history/orders');
    await screen.findByRole('link', { name: 'T-2026-0042' }, SLOW);
    await setupUser().click(header().getByText('Економія'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=savings'));
    await waitFor(() => expect(lastParams()).toMatchObject({ sort: 'savings' }));
    await setupUser().click(header().getByText('Економія'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-savings'));
    await setupUser().click(header().getByText('Опубліковано'));
    await waitFor(() => expect(lastParams()).toMatchObject({ sort: 'published_at' }));
  });

  it('pages on the server', async () => {
    t.signIn(adminInfo, { 'GET /admin/orders': ok(orderPage([awardedOrder()], 45)) });
    const { router } = t.render('/admin/history/orders');
    await screen.findByRole('link', { name: 'T-2026-0042' }, SLOW);
    await setupUser().click(screen.getByRole('button', { name: 'Сторінка 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await waitFor(() => expect(lastParams()).toMatchObject({ page: 3, page_size: 20 }));
  });

  it('says when no tender is closed yet, and offers to reset filters that found none', async () => {
    t.signIn(adminInfo, { 'GET /admin/orders': ok(orderPage([])) });
    const { router } = t.render('/admin/history/orders');
    expect(await screen.findByText('Тендерів не знайдено', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Тут з’являться тендери, щойно котрийсь завершиться.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Скинути фільтри' })).not.toBeInTheDocument();

    await router.navigate('/admin/history/orders?status=completed');
    expect(await screen.findByText('Змініть або скиньте фільтри.', {}, SLOW)).toBeInTheDocument();
    const resets = screen.getAllByRole('button', { name: 'Скинути фільтри' });
    expect(resets).toHaveLength(2);
    await setupUser().click(resets[1]!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows a failed load with the reason and a retry', async () => {
    let fail = true;
    t.signIn(adminInfo, {
      'GET /admin/orders': () =>
        fail
          ? { status: 400, data: { error: 'Поле «До»: дата не може бути раніше за дату «Від»', code: 'validation' } }
          : ok(orderPage([awardedOrder()])),
    });
    t.render('/admin/history/orders?from=2026-11-02&to=2026-11-01');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Не вдалося завантажити тендери');
    expect(alert).toHaveTextContent('Поле «До»: дата не може бути раніше за дату «Від»');
    fail = false;
    await setupUser().click(within(alert).getByRole('button', { name: 'Спробувати ще раз' }));
    expect(await screen.findByRole('link', { name: 'T-2026-0042' })).toBeInTheDocument();
  });

  it('shows tenders as cards on a phone, the title as the link', async () => {
    showScreenWidth(390);
    t.signIn(adminInfo, { 'GET /admin/orders': ok(orderPage([awardedOrder()], 45)) });
    const { router } = t.render('/admin/history/orders');
    const link = await screen.findByRole('link', { name: 'Інтернет для відділення №3' }, SLOW);
    expect(link).toHaveAttribute('href', '/tenders/42');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(link.closest('li')!);
    expect(card.getByText('T-2026-0042')).toBeInTheDocument();
    expect(card.getByText('Львівська область · Відділення №3, Львів')).toBeInTheDocument();
    expect(card.getByText('Визначено переможця')).toBeInTheDocument();
    expect(card.getByText('Переможець', { selector: 'dt' }).nextElementSibling).toHaveTextContent('ТОВ «Київ-Оптик»');
    expect(card.getByText('Економія', { selector: 'dt' }).nextElementSibling).toHaveTextContent('30 000,00 ₴');
    await setupUser().click(screen.getByRole('button', { name: 'Сторінка 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
  });
});

describe('/admin/history/orders, a tender of several lots', { timeout: 30_000 }, () => {
  it('shows a row per lot, each named with its lot, its site, winner, price and outcome; a single-site tender without one', async () => {
    t.signIn(adminInfo, { 'GET /admin/orders': ok(orderPage([awardedOrder(), ...lotOrders()])) });
    t.render('/admin/history/orders');
    await screen.findByRole('link', { name: 'T-2026-0042' }, SLOW);
    const rows = screen.getAllByRole('link', { name: 'T-2026-0044' }).map((link) => within(link.closest('tr')!));
    expect(rows).toHaveLength(3);
    const [lot1, lot2, lot3] = rows as [
      ReturnType<typeof within>,
      ReturnType<typeof within>,
      ReturnType<typeof within>,
    ];
    expect(lot1.getByText('Лот 1 з 3')).toBeInTheDocument();
    expect(lot1.getByText('Львівська область · Відділення №1')).toBeInTheDocument();
    expect(lot1.getByText('ТОВ «Київ-Оптик»')).toBeInTheDocument();
    // The offers under a lot's winner are the tender's, and said so.
    expect(lot1.getByText('3 пропозиції на тендер')).toBeInTheDocument();
    expect(lot2.getByText('Лот 2 з 3')).toBeInTheDocument();
    expect(lot2.getByText('Київ · Відділення №2')).toBeInTheDocument();
    expect(lot2.getByText('ПрАТ «Львів-Зв’язок»')).toBeInTheDocument();
    expect(lot2.getByText('9 000,00 ₴')).toBeInTheDocument();
    expect(lot2.getByText('12 000,00 ₴')).toBeInTheDocument();
    expect(lot3.getByText('Лот 3 з 3')).toBeInTheDocument();
    expect(lot3.getByText('Не відбувся')).toBeInTheDocument();
    expect(lot3.getByText('Ціни значно вищі за бюджет')).toBeInTheDocument();
    expect(lot3.getAllByText('—')).toHaveLength(3);

    const single = within(screen.getByRole('link', { name: 'T-2026-0042' }).closest('tr')!);
    expect(single.queryByText(/^Лот /)).not.toBeInTheDocument();
    expect(single.getByText('3 пропозиції')).toBeInTheDocument();
  });

  it('names the lot on each card on a phone', async () => {
    showScreenWidth(390);
    t.signIn(adminInfo, { 'GET /admin/orders': ok(orderPage(lotOrders())) });
    t.render('/admin/history/orders');
    const links = await screen.findAllByRole('link', { name: 'Канали для трьох відділень' }, SLOW);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(links).toHaveLength(3);
    const cards = links.map((link) => within(link.closest('li')!));
    expect(cards.map((card) => card.getByText(/^Лот \d з 3$/).textContent)).toEqual([
      'Лот 1 з 3',
      'Лот 2 з 3',
      'Лот 3 з 3',
    ]);
    expect(cards[1]!.getByText('Київ · Відділення №2')).toBeInTheDocument();
    expect(cards[1]!.getByText('Переможець', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'ПрАТ «Львів-Зв’язок»',
    );
    expect(cards[2]!.getByText('Не відбувся')).toBeInTheDocument();
  });
});

describe('/admin/history/orders, who sees it', { timeout: 30_000 }, () => {
  it('stands first among the archives, beside the letters and the messages', async () => {
    t.signIn(adminInfo, { 'GET /admin/orders': ok(orderPage([awardedOrder()])) });
    t.render('/admin/history/orders');
    await screen.findByRole('link', { name: 'T-2026-0042' }, SLOW);
    const tabs = within(screen.getByRole('navigation', { name: 'Історія' }));
    expect(tabs.getAllByRole('link').map((l) => l.textContent)).toEqual(['Тендери', 'Листи', 'Звернення']);
    expect(tabs.getByRole('link', { name: 'Тендери' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Архіви' })).toHaveAttribute('href', '/admin/history');
  });

  it('is where /admin/history leads a manager, who may not read the letters', async () => {
    t.signIn(bankInfo, { 'GET /admin/orders': ok(orderPage([awardedOrder()])) });
    const { router } = t.render('/tenders');
    await setupUser().click(await screen.findByRole('link', { name: 'Архіви' }, SLOW));
    await screen.findByRole('link', { name: 'T-2026-0042' }, SLOW);
    expect(router.state.location.pathname).toBe('/admin/history/orders');
    // The only archive a manager reads: no tabs.
    expect(screen.queryByRole('navigation', { name: 'Історія' })).not.toBeInTheDocument();
  });

  it.each([
    ['an IT manager', itManagerInfo],
    ['a provider', providerInfo],
  ])('tells %s the archive is not theirs, asks nothing, and hides the navigation item', async (_who, info) => {
    t.signIn(info, { 'GET /admin/orders': ok(orderPage([awardedOrder()])) });
    t.render('/admin/history/orders');
    expect(
      await screen.findByText('Архів тендерів переглядають адміністратори, менеджери та аудитори банку.', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Архіви' })).not.toBeInTheDocument();
    expect(listCalls()).toBe(0);
  });
});

describe('/admin/history/orders, the exports', { timeout: 30_000 }, () => {
  it('downloads exactly the filtered list in its order, without the page, under the name of its period', async () => {
    const saved = captureSavedFiles();
    let stream!: ReturnType<typeof streamedResponse>;
    const fetch = mockFetch((_url, signal) => {
      stream = streamedResponse(signal, { 'content-type': 'text/csv; charset=utf-8' });
      return stream.response;
    });
    t.signIn(adminInfo, { 'GET /admin/orders': ok(orderPage([awardedOrder()], 45, 2)) });
    t.render(
      '/admin/history/orders?status=awarded&region=2&from=2026-01-01&q=%20Львів%20&sort=budget&page=2&page_size=50',
    );
    await screen.findByRole('link', { name: 'T-2026-0042' }, SLOW);

    await setupUser().click(screen.getByRole('button', { name: 'Експорт CSV' }));
    expect(fetch.calls.map((c) => c.url)).toEqual([
      `/api/admin/orders.csv?sort=budget&status=awarded&region_id=2&from=2026-01-01&q=${encodeURIComponent('Львів')}`,
    ]);
    stream.push(3 * 1024);
    expect(await screen.findByText('Завантажено 3 КБ (CSV)')).toBeInTheDocument();
    stream.end();
    // The server named no file: the period, to the Kyiv day of the export.
    await waitFor(() => expect(saved.map((f) => f.name)).toEqual(['Тендери 2026-01-01–2026-11-25.csv']));
    // Said to screen readers and in a toast.
    await waitFor(
      () => expect(screen.getAllByText('Файл Тендери 2026-01-01–2026-11-25.csv завантажено')).toHaveLength(2),
      SLOW,
    );
  });
});
