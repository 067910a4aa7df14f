import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../../test/user';
import { ok, setUpAppTest, showAllTableColumns, showScreenWidth } from '../../../test/app-test';
import { bankInfo, providerInfo } from '../../../test/fixtures';
import { summary, users } from '../provider-test-data';

const SLOW = { timeout: 10_000 };
const t = setUpAppTest();

beforeEach(() => showAllTableColumns());

describe('/provider', () => {
  it('shows the card with contacts as lists, verification, figures and users with their state', async () => {
    t.signIn(providerInfo, { 'GET /provider/summary': ok(summary()), 'GET /account/info/users': ok(users) });
    t.render('/provider');
    expect(await screen.findByRole('heading', { name: 'ТОВ «Київ-Оптик»' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Бухгалтерія +380441234567')).toBeInTheDocument();
    expect(screen.getByText('Ірина')).toBeInTheDocument();
    expect(screen.getAllByText('Верифіковано').length).toBeGreaterThan(0);
    expect(screen.getByText('33%')).toBeInTheDocument();
    const invited = (await screen.findByText('new@optic.example.ua')).closest('tr')!;
    expect(within(invited).getByText('запрошений')).toBeInTheDocument();
    const active = screen.getByText('provider1@demo.ua').closest('tr')!;
    expect(within(active).getByText('активний')).toBeInTheDocument();
    expect(within(active).queryByRole('button', { name: /Надіслати запрошення/ })).not.toBeInTheDocument();
    expect(screen.getByText('Запрошено колегу')).toBeInTheDocument();
    expect(screen.getByText('Банк')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Моя організація — Телеком Тендер'));
  });

  it('names the users table’s actions column for screen readers', async () => {
    t.signIn(providerInfo, { 'GET /provider/summary': ok(summary()), 'GET /account/info/users': ok(users) });
    t.render('/provider');
    const table = (await screen.findByText('new@optic.example.ua', {}, SLOW)).closest('table')!;
    expect(within(table).getByRole('columnheader', { name: 'Дії' })).toBeInTheDocument();
  });

  it('shows the users as cards on a phone, the invitation to resend on the invited one only', async () => {
    showScreenWidth(390);
    t.signIn(providerInfo, { 'GET /provider/summary': ok(summary()), 'GET /account/info/users': ok(users) });
    t.render('/provider');
    const invited = within((await screen.findByText('new@optic.example.ua', {}, SLOW)).closest('li')!);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(invited.getByText('запрошений')).toBeInTheDocument();
    expect(invited.getByRole('button', { name: /Надіслати запрошення/ })).toBeInTheDocument();
    const active = within(screen.getByText('provider1@demo.ua').closest('li')!);
    expect(active.getByText('активний')).toBeInTheDocument();
    expect(active.queryByRole('button')).not.toBeInTheDocument();
  });

  it('explains a pending verification', async () => {
    t.signIn(providerInfo, {
      'GET /provider/summary': ok(
        summary({ verification: { state: 'pending', verified_at: null, blocked_reason: null } }),
      ),
      'GET /account/info/users': ok(users),
    });
    t.render('/provider');
    expect(
      await screen.findByText(/подавати пропозиції можна буде лише після верифікації/, {}, SLOW),
    ).toBeInTheDocument();
  });

  it('invites a colleague and resends an invitation', async () => {
    const user = setupUser();
    t.signIn(providerInfo, {
      'GET /provider/summary': ok(summary()),
      'GET /account/info/users': ok(users),
      'POST /account/info/users': { status: 201, data: { ...users[1], id: 10, email: 'petro@optic.example.ua' } },
      'POST /account/info/users/9/invitation': ok(users[1]),
    });
    t.render('/provider');
    await user.click(await screen.findByRole('button', { name: 'Запросити колегу' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Електронна пошта/), 'petro@optic.example.ua');
    await user.type(within(dialog).getByLabelText(/^Ім’я/), 'Петро');
    await user.type(within(dialog).getByLabelText(/^Прізвище/), 'Гнатюк');
    await user.click(within(dialog).getByRole('button', { name: 'Надіслати запрошення' }));
    expect(await screen.findByText('Запрошення надіслано')).toBeInTheDocument();
    const call = t.api.calls.find((c) => c.method === 'post' && c.url === '/account/info/users')!;
    expect(JSON.parse(call.data as string)).toEqual({
      email: 'petro@optic.example.ua',
      first_name: 'Петро',
      last_name: 'Гнатюк',
    });

    await user.click(screen.getByRole('button', { name: 'Надіслати запрошення ще раз' }));
    expect(await screen.findByText('Запрошення надіслано ще раз')).toBeInTheDocument();
  });

  it('shows a taken e-mail on its field', async () => {
    const user = setupUser();
    t.signIn(providerInfo, {
      'GET /provider/summary': ok(summary()),
      'GET /account/info/users': ok(users),
      'POST /account/info/users': {
        status: 409,
        data: {
          error: 'Користувач із такою електронною поштою вже існує',
          code: 'conflict',
          details: { fields: { email: 'Поле «Електронна пошта»: користувач із такою адресою вже існує' } },
        },
      },
    });
    t.render('/provider');
    await user.click(await screen.findByRole('button', { name: 'Запросити колегу' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Електронна пошта/), 'provider2@demo.ua');
    await user.type(within(dialog).getByLabelText(/^Ім’я/), 'Петро');
    await user.type(within(dialog).getByLabelText(/^Прізвище/), 'Гнатюк');
    await user.click(within(dialog).getByRole('button', { name: 'Надіслати запрошення' }));
    expect(await within(dialog).findByText(/користувач із такою адресою вже існує/)).toBeInTheDocument();
    // The server's field error takes the focus to its field, and the dialog's × has a name.
    await waitFor(() => expect(within(dialog).getByLabelText(/Електронна пошта/)).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Закрити' })).toBeInTheDocument();
  });

  it('is in the navigation for providers only', async () => {
    t.signIn(providerInfo, { 'GET /provider/summary': ok(summary()), 'GET /account/info/users': ok(users) });
    t.render('/provider');
    expect((await screen.findAllByRole('link', { name: /Моя організація/ }, SLOW))[0]).toHaveAttribute(
      'href',
      '/provider',
    );
    t.reset();
    t.signIn(bankInfo, { 'GET /tenders': ok({ items: [], total: 0, page: 1, page_size: 20 }) });
    t.render('/tenders');
    await screen.findByRole('heading', { name: 'Тендери' }, SLOW);
    expect(screen.queryByRole('link', { name: /Моя організація/ })).not.toBeInTheDocument();
  });
});
