import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../../test/user';
import { ok, setUpAppTest, showAllTableColumns, showScreenWidth } from '../../../test/app-test';
import { bankInfo } from '../../../test/fixtures';
import { adminInfo, adminUser, providerCard, providerRow } from '../admin-test-data';

const SLOW = { timeout: 10_000 };
const t = setUpAppTest();

beforeEach(() => {
  showAllTableColumns();
});

const providersPage = (
  items = [
    providerRow(),
    providerRow({ id: 1, name: 'ТОВ «Укрмережа Телеком»', edr: '32855961', is_verify: true, users_count: 2 }),
  ],
) => ok({ items, total: 23, page: 1, page_size: 20 });

const lastParams = (url: string) =>
  (t.api.calls.filter((c) => c.url === url).at(-1)?.params ?? {}) as Record<string, unknown>;

describe('/admin/providers, tab «Провайдери»', () => {
  it('lists providers with state badges, users count and the page total; filters and page go to the URL and the call', async () => {
    t.signIn(adminInfo, { 'GET /providers': providersPage() });
    const { router } = t.render('/admin/providers?verified=false&page=2');
    expect(await screen.findByRole('link', { name: 'ФОП Гончаренко' }, SLOW)).toHaveAttribute(
      'href',
      '/admin/providers/3',
    );
    const row = screen.getByRole('link', { name: 'ФОП Гончаренко' }).closest('tr')!;
    expect(within(row).getByText('Очікує верифікації')).toBeInTheDocument();
    expect(within(row).getByText('1759013776')).toBeInTheDocument();
    expect(lastParams('/providers')).toEqual({ page: 2, page_size: 20, verified: 'false' });
    await waitFor(() => expect(document.title).toBe('Провайдери — Телеком Тендер'));

    await setupUser().click(screen.getByRole('combobox', { name: 'Блокування' }));
    await setupUser().click(await screen.findByRole('option', { name: 'Заблоковано' }));
    await waitFor(() => expect(router.state.location.search).toContain('blocked=true'));
    expect(router.state.location.search).not.toContain('page=2');
    await waitFor(() =>
      expect(lastParams('/providers')).toMatchObject({ page: 1, blocked: 'true', verified: 'false' }),
    );
  });

  it('verifies a provider from its row after confirmation', async () => {
    const api = t.signIn(adminInfo, {
      'GET /providers': providersPage(),
      'POST /providers/3/verify': ok(providerCard({ id: 3, name: 'ФОП Гончаренко' })),
    });
    t.render('/admin/providers');
    await setupUser().click(await screen.findByRole('button', { name: 'Верифікувати: ФОП Гончаренко' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Верифікувати провайдера' });
    await setupUser().click(within(dialog).getByRole('button', { name: 'Верифікувати' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'post' && c.url === '/providers/3/verify')).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('blocks only with a reason, and sends it', async () => {
    const api = t.signIn(adminInfo, {
      'GET /providers': providersPage(),
      'POST /providers/1/block': ok(providerCard({ is_blocked: true })),
    });
    t.render('/admin/providers');
    await setupUser().click(await screen.findByRole('button', { name: 'Заблокувати: ТОВ «Укрмережа Телеком»' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Заблокувати провайдера' });
    await setupUser().click(within(dialog).getByRole('button', { name: 'Заблокувати' }));
    expect(await within(dialog).findByText('Поле «Причина блокування» є обов’язковим')).toBeInTheDocument();
    expect(api.calls.some((c) => c.url === '/providers/1/block')).toBe(false);
    await setupUser().type(within(dialog).getByRole('textbox', { name: /Причина блокування/ }), 'Недійсні документи');
    await setupUser().click(within(dialog).getByRole('button', { name: 'Заблокувати' }));
    await waitFor(() => {
      const call = api.calls.find((c) => c.url === '/providers/1/block');
      expect(JSON.parse(String(call?.data))).toEqual({ reason: 'Недійсні документи' });
    });
  });

  it('shows providers as cards on a phone, with their state, code and actions, and pages', async () => {
    showScreenWidth(390);
    t.signIn(adminInfo, { 'GET /providers': providersPage() });
    const { router } = t.render('/admin/providers');
    const link = await screen.findByRole('link', { name: 'ФОП Гончаренко' }, SLOW);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(link.closest('li')!);
    expect(card.getByText('Очікує верифікації')).toBeInTheDocument();
    expect(card.getByText('ЄДРПОУ / РНОКПП', { selector: 'dt' }).nextElementSibling).toHaveTextContent('1759013776');
    expect(card.getByRole('button', { name: 'Верифікувати: ФОП Гончаренко' })).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Сторінка 2' }));
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
  });

  it('tells a bank user without the right that the screen is not for them, and hides the navigation item', async () => {
    t.signIn(bankInfo, {});
    t.render('/admin/providers');
    expect(await screen.findByText('Недостатньо прав для адміністрування провайдерів', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Провайдери' })).not.toBeInTheDocument();
  });
});

describe('/admin/providers, tab «Користувачі»', () => {
  const usersPage = () =>
    ok({
      items: [
        adminUser({ id: 1, email: 'admin@demo.ua', first_name: 'Ірина', last_name: 'Бондар', roles: ['admin'] }),
        adminUser({ last_sign_in_at: '2026-11-20T22:30:13.456Z', last_sign_in_on: '2026-11-21' }),
        adminUser({
          id: 9,
          email: 'new@bank.ua',
          first_name: 'Нова',
          last_name: 'Людина',
          roles: ['manager'],
          has_password: false,
        }),
        adminUser({
          id: 11,
          email: 'provider1@demo.ua',
          role: 'provider',
          roles: [],
          organization: { id: 1, name: 'ТОВ «Укрмережа Телеком»' },
          is_active: false,
          last_sign_in_on: '2026-11-19',
        }),
      ],
      total: 4,
      page: 1,
      page_size: 20,
    });

  it('lists every user with roles, organisation and state', async () => {
    t.signIn(adminInfo, { 'GET /admin/users': usersPage() });
    t.render('/admin/providers?tab=users');
    expect(await screen.findByText('auditor@demo.ua', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Користувачі', selected: true })).toBeInTheDocument();
    const provider = screen.getByText('provider1@demo.ua').closest('tr')!;
    expect(within(provider).getByRole('link', { name: 'ТОВ «Укрмережа Телеком»' })).toHaveAttribute(
      'href',
      '/admin/providers/1',
    );
    expect(within(provider).getByText('Вимкнено')).toBeInTheDocument();
    expect(within(screen.getByText('new@bank.ua').closest('tr')!).getByText('Запрошено')).toBeInTheDocument();
    expect(within(screen.getByText('auditor@demo.ua').closest('tr')!).getByText('Аудитор')).toBeInTheDocument();
  });

  it('shows users as cards on a phone, their actions menu in reach', async () => {
    showScreenWidth(390);
    t.signIn(adminInfo, { 'GET /admin/users': usersPage() });
    t.render('/admin/providers?tab=users');
    const card = within((await screen.findByText('provider1@demo.ua', {}, SLOW)).closest('li')!);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card.getByText('Вимкнено')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'ТОВ «Укрмережа Телеком»' })).toHaveAttribute('href', '/admin/providers/1');
    expect(card.getByText('Останній вхід', { selector: 'dt' }).nextElementSibling).toHaveTextContent('19.11.2026');
    await setupUser().click(card.getByRole('button', { name: 'Дії з користувачем: provider1@demo.ua' }));
    expect(await screen.findByRole('menuitem', { name: 'Увімкнути' })).toBeInTheDocument();
  });

  it('shows when bank staff last signed in to the minute and provider users only the date', async () => {
    t.signIn(adminInfo, { 'GET /admin/users': usersPage() });
    t.render('/admin/providers?tab=users');
    const auditor = (await screen.findByText('auditor@demo.ua', {}, SLOW)).closest('tr')!;
    expect(within(auditor).getByText('21.11.2026 00:30')).toBeInTheDocument();
    const provider = screen.getByText('provider1@demo.ua').closest('tr')!;
    expect(within(provider).getByText('19.11.2026')).toBeInTheDocument();
    expect(provider).not.toHaveTextContent(/\d:\d\d/);
    expect(within(screen.getByText('new@bank.ua').closest('tr')!).getByText('—')).toBeInTheDocument();
  });

  it('creates a bank user with the chosen roles, naming a missing field first', async () => {
    const api = t.signIn(adminInfo, {
      'GET /admin/users': usersPage(),
      'POST /admin/users': {
        status: 201,
        data: adminUser({ id: 20, email: 'olena@bank.ua', roles: ['manager', 'auditor'], has_password: false }),
      },
    });
    t.render('/admin/providers?tab=users');
    await setupUser().click(await screen.findByRole('button', { name: 'Створити користувача банку' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Новий користувач банку' });
    await setupUser().click(within(dialog).getByRole('button', { name: 'Створити користувача банку' }));
    expect(await within(dialog).findByText('Поле «Електронна пошта» є обов’язковим')).toBeInTheDocument();
    expect(within(dialog).getByText('Поле «Ролі»: оберіть щонайменше одну роль')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Електронна пошта/ })).toHaveFocus());

    await setupUser().type(within(dialog).getByRole('textbox', { name: /Електронна пошта/ }), 'olena@bank.ua');
    await setupUser().type(within(dialog).getByRole('textbox', { name: /Ім’я/ }), 'Олена');
    await setupUser().type(within(dialog).getByRole('textbox', { name: /Прізвище/ }), 'Коваль');
    await setupUser().click(within(dialog).getByRole('button', { name: 'Створити користувача банку' }));
    // Only the roles are missing now: the focus goes to the first of them.
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'Адміністратор' })).toHaveFocus());
    await setupUser().click(within(dialog).getByRole('checkbox', { name: 'Менеджер із закупівель' }));
    await setupUser().click(within(dialog).getByRole('checkbox', { name: 'Аудитор' }));
    await setupUser().click(within(dialog).getByRole('button', { name: 'Створити користувача банку' }));
    await waitFor(() => {
      const call = api.calls.find((c) => c.method === 'post' && c.url === '/admin/users');
      expect(JSON.parse(String(call?.data))).toEqual({
        email: 'olena@bank.ua',
        first_name: 'Олена',
        last_name: 'Коваль',
        roles: ['manager', 'auditor'],
      });
    });
  });

  it('shows the server’s refusal when an admin takes away their own admin role', async () => {
    t.signIn(adminInfo, {
      'GET /admin/users': usersPage(),
      'PATCH /admin/users/1': {
        status: 409,
        data: {
          error: 'Не можна зняти роль «Адміністратор» із власного облікового запису',
          code: 'conflict',
          details: { fields: { roles: 'Не можна зняти роль «Адміністратор» із власного облікового запису' } },
        },
      },
    });
    t.render('/admin/providers?tab=users');
    await setupUser().click(await screen.findByRole('button', { name: 'Дії з користувачем: admin@demo.ua' }, SLOW));
    await setupUser().click(await screen.findByRole('menuitem', { name: 'Змінити ролі' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ролі користувача' });
    await setupUser().click(within(dialog).getByRole('checkbox', { name: 'Адміністратор' }));
    await setupUser().click(within(dialog).getByRole('checkbox', { name: 'Аудитор' }));
    await setupUser().click(within(dialog).getByRole('button', { name: 'Підтвердити' }));
    expect(
      await within(dialog).findByText('Не можна зняти роль «Адміністратор» із власного облікового запису'),
    ).toBeInTheDocument();
  });

  it('disables a user after confirmation and resends an invitation', async () => {
    const api = t.signIn(adminInfo, {
      'GET /admin/users': usersPage(),
      'PATCH /admin/users/5': ok(adminUser({ is_active: false })),
      'POST /admin/users/9/invitation': ok(adminUser({ id: 9, has_password: false })),
    });
    t.render('/admin/providers?tab=users');
    await setupUser().click(await screen.findByRole('button', { name: 'Дії з користувачем: auditor@demo.ua' }, SLOW));
    await setupUser().click(await screen.findByRole('menuitem', { name: 'Вимкнути' }));
    const dialog = await screen.findByRole('dialog', { name: 'Вимкнути користувача' });
    expect(within(dialog).getByText(/усі сесії завершаться одразу/)).toBeInTheDocument();
    await setupUser().click(within(dialog).getByRole('button', { name: 'Вимкнути' }));
    await waitFor(() => {
      const call = api.calls.find((c) => c.method === 'patch');
      expect(JSON.parse(String(call?.data))).toEqual({ is_active: false });
    });

    await setupUser().click(screen.getByRole('button', { name: 'Дії з користувачем: new@bank.ua' }));
    await setupUser().click(await screen.findByRole('menuitem', { name: 'Надіслати запрошення повторно' }));
    await waitFor(() => expect(api.calls.some((c) => c.url === '/admin/users/9/invitation')).toBe(true));
  });
});
