import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../../test/user';
import { ok, setUpAppTest, showAllTableColumns, showScreenWidth } from '../../../test/app-test';
import { bankInfo, providerInfo } from '../../../test/fixtures';
import { dashboardAnswer, emptyDashboard } from '../dashboard-test-data';

const SLOW = { timeout: 10_000 };
// 10:00 UTC on 25 November 2026: the last 12 months are 1 December 2025 to today.
const t = setUpAppTest({}, { now: '2026-11-25T10:00:00Z' });

beforeEach(() => {
  showAllTableColumns();
});

/** Grouping as uk-UA writes it (a no-break space), e.g. «12 480». */
const NBSP = '\u00a0';
const calls = () => t.api.calls.filter((c) => c.url === '/admin/dashboard');
const lastParams = () => (calls().at(-1)?.params ?? {}) as Record<string, unknown>;

/** The figure card named `label`: its value and note. */
function figure(label: string) {
  const cards = within(screen.getByRole('list', { name: 'Основні показники' }));
  return cards.getByText(label).closest('li')!;
}

/** A chart's section, switched to its table. */
async function tableOf(title: string) {
  const section = screen.getByRole('region', { name: title });
  await setupUser().click(within(section).getByRole('radio', { name: 'Таблиця' }));
  return within(section);
}

/** The cell texts of each body row of a table. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('/admin/dashboard', () => {
  it('asks for the last 12 months in Kyiv days and shows the figures in Ukrainian formats', async () => {
    t.signIn(bankInfo, { 'GET /admin/dashboard': ok(dashboardAnswer()) });
    t.render('/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Статистика закупівель' }, SLOW)).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Основні показники' });
    expect(lastParams()).toEqual({ from: '2025-12-01', to: '2026-11-25' });
    await waitFor(() => expect(document.title).toBe('Статистика — Телеком Тендер'));
    expect(screen.getByRole('link', { name: 'Статистика' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('З 01.12.2025 до 25.11.2026')).toBeInTheDocument();

    // Grouped by a no-break space, as uk-UA groups.
    expect(figure('Опубліковано тендерів').textContent).toContain(`12${NBSP}480`);
    expect(figure('Отримано пропозицій')).toHaveTextContent('23на 9 тендерів з розкритими пропозиціями');
    expect(figure('Пропозицій на тендер, у середньому')).toHaveTextContent('2,6');
    expect(figure('Тендери з однією пропозицією')).toHaveTextContent(`33,3 %`);
    expect(figure('Не відбулися')).toHaveTextContent(`8,3 %`);
    expect(figure('Скасовано')).toHaveTextContent(`4,2 %`);
    expect(figure('Днів до визначення переможця')).toHaveTextContent('11,5');
    expect(figure('Економія').textContent).toBe(
      `Економія12${NBSP}500,00${NBSP}₴7,5${NBSP}% очікуваного бюджету, 4 лоти`,
    );

    // Each chart is one image named for screen readers, with its table a switch away.
    expect(
      screen.getByRole('img', { name: 'Тендери за станами по місяцях. Числа — у вигляді «Таблиця».' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('radiogroup', { name: /^Вигляд:/ })).toHaveLength(5);

    const active = within(screen.getByRole('region', { name: 'Найактивніші постачальники' }));
    // Participations and wins are counted in lots.
    expect(active.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Постачальник',
      'Участь, лотів',
      'Перемоги, лотів',
      'Частка перемог',
    ]);
    expect(rowsOf(active.getByRole('table'))).toEqual([
      ['ТОВ «Оптичні мережі»', '7', '3', `42,9${NBSP}%`],
      ['ПрАТ «Київстар»', '5', '1', `20${NBSP}%`],
    ]);

    const upcoming = within(screen.getByRole('region', { name: 'Найближчі дедлайни (14 днів)' }));
    expect(upcoming.getByRole('link', { name: 'T-2026-0042' })).toHaveAttribute('href', '/tenders/42');
    // 22:30 UTC on 30 November is 00:30 on 1 December in Kyiv.
    expect(rowsOf(upcoming.getByRole('table'))).toEqual([
      ['T-2026-0042', 'Інтернет для відділення №3', 'Київ', '01.12.2026 00:30', '2'],
    ]);
    expect(upcoming.getByText('і ще 2 тендери')).toBeInTheDocument();
  });

  it('shows the same numbers in each chart’s table', async () => {
    t.signIn(bankInfo, { 'GET /admin/dashboard': ok(dashboardAnswer()) });
    t.render('/admin/dashboard');
    await screen.findByRole('list', { name: 'Основні показники' }, SLOW);

    const status = await tableOf('Тендери за станами по місяцях');
    expect(status.queryByRole('img')).not.toBeInTheDocument();
    // Only the statuses the period has, in lifecycle order.
    expect(status.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Місяць публікації',
      'Прийом пропозицій',
      'Розгляд пропозицій',
      'Визначено переможця',
      'Завершено',
      'Скасовано',
      'Не відбувся',
    ]);
    expect(rowsOf(status.getByRole('table'))).toEqual([
      ['вер. 2026', '0', '0', '3', '1', '1', '0'],
      ['жовт. 2026', '0', '2', '1', '0', '0', '1'],
      ['лист. 2026', '4', '0', '0', '0', '0', '0'],
    ]);

    const distribution = await tableOf('Кількість пропозицій на тендер');
    expect(rowsOf(distribution.getByRole('table'))).toEqual([
      ['0', '1'],
      ['1', '3'],
      ['2', '2'],
      ['3', '1'],
      ['4', '0'],
      ['5+', '2'],
    ]);

    const byRegion = await tableOf('Ціна за Мбіт/с за регіонами');
    expect(rowsOf(byRegion.getByRole('table'))).toEqual([
      ['Київ', `41,67${NBSP}₴`, '3'],
      ['Івано-Франківська область', `1${NBSP}250,50${NBSP}₴`, '1'],
    ]);

    // The prices are the awarded lots' (a tender of several lots has a winner per lot).
    expect(byRegion.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Регіон',
      '₴ за Мбіт/с на місяць',
      'Лотів з переможцем',
    ]);

    const byPhysics = await tableOf('Ціна за Мбіт/с за фізикою каналу');
    expect(rowsOf(byPhysics.getByRole('table'))).toEqual([
      ['Оптоволокно', `38,20${NBSP}₴`, '3'],
      ['Будь-яка', `55,00${NBSP}₴`, '1'],
    ]);

    const savings = await tableOf('Економія по місяцях');
    expect(rowsOf(savings.getByRole('table'))).toEqual([
      ['вер. 2026', `9${NBSP}000,00${NBSP}₴`, `120${NBSP}000,00${NBSP}₴`],
      ['жовт. 2026', `3${NBSP}500,00${NBSP}₴`, `46${NBSP}800,00${NBSP}₴`],
      ['лист. 2026', `0,00${NBSP}₴`, `0,00${NBSP}₴`],
    ]);

    // And back to the drawing.
    await setupUser().click(savings.getByRole('radio', { name: 'Графік' }));
    expect(savings.getByRole('img', { name: /^Економія по місяцях/ })).toBeInTheDocument();
    expect(savings.queryByRole('table')).not.toBeInTheDocument();
  });

  it('reads its filters from the address, writes each change there and asks again', async () => {
    t.signIn(bankInfo, { 'GET /admin/dashboard': ok(dashboardAnswer()) });
    const { router } = t.render('/admin/dashboard?period=quarter&region=2&physics=1');
    await screen.findByRole('list', { name: 'Основні показники' }, SLOW);
    expect(lastParams()).toEqual({ from: '2026-10-01', to: '2026-11-25', region_id: 2, physics_id: 1 });
    const filters = within(screen.getByRole('region', { name: 'Фільтри статистики' }));
    expect(filters.getByRole('combobox', { name: 'Період' })).toHaveValue('Цей квартал');
    expect(filters.getByRole('combobox', { name: 'Регіон' })).toHaveValue('Львівська область');
    await waitFor(() => expect(filters.getByRole('combobox', { name: 'Фізика каналу' })).toHaveValue('Оптоволокно'));

    await setupUser().click(filters.getByRole('combobox', { name: 'Регіон' }));
    await setupUser().click(await screen.findByRole('option', { name: 'Київ' }));
    await waitFor(() => expect(router.state.location.search).toBe('?period=quarter&region=1&physics=1'));
    await waitFor(() =>
      expect(lastParams()).toEqual({ from: '2026-10-01', to: '2026-11-25', region_id: 1, physics_id: 1 }),
    );

    await setupUser().click(filters.getByRole('combobox', { name: 'Період' }));
    await setupUser().click(await screen.findByRole('option', { name: 'Цей місяць' }));
    await waitFor(() => expect(router.state.location.search).toBe('?period=this_month&region=1&physics=1'));
    await waitFor(() =>
      expect(lastParams()).toEqual({ from: '2026-11-01', to: '2026-11-25', region_id: 1, physics_id: 1 }),
    );

    await setupUser().click(filters.getByRole('button', { name: 'Скинути фільтри' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(lastParams()).toEqual({ from: '2025-12-01', to: '2026-11-25' }));
  });

  it('starts a custom period from the days shown, and asks for the days chosen', async () => {
    t.signIn(bankInfo, { 'GET /admin/dashboard': ok(dashboardAnswer()) });
    const { router } = t.render('/admin/dashboard?period=year');
    await screen.findByRole('list', { name: 'Основні показники' }, SLOW);
    const filters = within(screen.getByRole('region', { name: 'Фільтри статистики' }));
    await setupUser().click(filters.getByRole('combobox', { name: 'Період' }));
    await setupUser().click(await screen.findByRole('option', { name: 'Свій період' }));
    await waitFor(() => expect(router.state.location.search).toBe('?period=custom&from=2026-01-01&to=2026-11-25'));
    expect(filters.getByRole('button', { name: 'Від' })).toHaveTextContent('01.01.2026');
    expect(filters.getByRole('button', { name: 'До' })).toHaveTextContent('25.11.2026');

    await router.navigate('/admin/dashboard?period=custom&from=2026-02-01&to=2026-03-15');
    await waitFor(() => expect(lastParams()).toEqual({ from: '2026-02-01', to: '2026-03-15' }), SLOW);
  }, 40_000);

  it('names a wrong period by its field and asks nothing for it', async () => {
    t.signIn(bankInfo, { 'GET /admin/dashboard': ok(dashboardAnswer()) });
    const { router } = t.render('/admin/dashboard?period=custom&from=2010-01-01&to=2026-11-25');
    expect(await screen.findByText('Поле «Від»: період — не довше 10 років', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Виправте фільтри, щоб побачити статистику.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Від' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls()).toHaveLength(0);

    // A day missing is named too.
    await router.navigate('/admin/dashboard?period=custom&from=2026-01-01');
    expect(await screen.findByText('Поле «До» є обов’язковим', {}, SLOW)).toBeInTheDocument();
    expect(calls()).toHaveLength(0);
  });

  it('shows the server’s refusal of the period by the period’s field', async () => {
    t.signIn(bankInfo, {
      'GET /admin/dashboard': {
        status: 400,
        data: {
          error: 'Поле «До»: дата не може бути раніше за дату «Від»',
          code: 'validation_failed',
          details: { fields: { to: 'Поле «До»: дата не може бути раніше за дату «Від»' } },
        },
      },
    });
    t.render('/admin/dashboard?period=custom&from=2026-01-01&to=2026-02-01');
    expect(await screen.findByText('Поле «До»: дата не може бути раніше за дату «Від»', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'До' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Виправте фільтри, щоб побачити статистику.')).toBeInTheDocument();
  });

  it('says in words why a figure is missing and that a chart has nothing to show', async () => {
    t.signIn(bankInfo, { 'GET /admin/dashboard': ok(emptyDashboard()) });
    t.render('/admin/dashboard');
    await screen.findByRole('list', { name: 'Основні показники' }, SLOW);
    expect(figure('Опубліковано тендерів')).toHaveTextContent('0за обраний період');
    expect(figure('Пропозицій на тендер, у середньому')).toHaveTextContent('—немає тендерів з розкритими пропозиціями');
    expect(figure('Тендери з однією пропозицією')).toHaveTextContent('—немає тендерів з розкритими пропозиціями');
    expect(figure('Не відбулися')).toHaveTextContent('—немає опублікованих тендерів');
    expect(figure('Днів до визначення переможця')).toHaveTextContent('—жоден тендер ще не має переможця');
    expect(figure('Економія')).toHaveTextContent('—немає лотів з переможцем і очікуваним бюджетом');
    expect(screen.getAllByText('За обраний період даних немає')).toHaveLength(5);
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('NaN');
    expect(screen.getByText('За обраний період розкритих пропозицій немає')).toBeInTheDocument();
    expect(screen.getByText('За обраний період переможців ще немає')).toBeInTheDocument();
    expect(screen.getByText('У найближчі 14 днів прийом пропозицій не закінчується')).toBeInTheDocument();
  });

  it('shows a failed load with the reason and a retry', async () => {
    let fail = true;
    t.signIn(bankInfo, {
      'GET /admin/dashboard': () =>
        fail ? { status: 500, data: { error: 'Внутрішня помилка сервера', code: 'internal' } } : ok(dashboardAnswer()),
    });
    t.render('/admin/dashboard');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Не вдалося завантажити статистику');
    expect(alert).toHaveTextContent('Внутрішня помилка сервера');
    fail = false;
    await setupUser().click(within(alert).getByRole('button', { name: 'Спробувати ще раз' }));
    expect(await screen.findByRole('list', { name: 'Основні показники' })).toBeInTheDocument();
  });

  it('shows the tables as cards on a phone', async () => {
    showScreenWidth(390);
    t.signIn(bankInfo, { 'GET /admin/dashboard': ok(dashboardAnswer()) });
    t.render('/admin/dashboard');
    await screen.findByRole('list', { name: 'Основні показники' }, SLOW);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const byRegion = await tableOf('Ціна за Мбіт/с за регіонами');
    expect(byRegion.queryByRole('table')).not.toBeInTheDocument();
    const card = byRegion.getByText('Івано-Франківська область').closest('li')!;
    expect(within(card).getByText('₴ за Мбіт/с на місяць', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      `1 250,50 ₴`,
    );
  });

  it('tells a provider the statistics are not theirs, asks nothing, and hides the navigation item', async () => {
    t.signIn(providerInfo, { 'GET /admin/dashboard': ok(dashboardAnswer()) });
    t.render('/admin/dashboard');
    expect(
      await screen.findByText(
        'Статистику переглядають адміністратори, менеджери із закупівель та аудитори банку.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Немає доступу' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Статистика' })).not.toBeInTheDocument();
    expect(calls()).toHaveLength(0);
  });
});
