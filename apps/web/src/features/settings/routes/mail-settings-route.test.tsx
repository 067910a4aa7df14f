import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../../test/user';
import { ok, setUpAppTest, showAllTableColumns } from '../../../test/app-test';
import { adminInfo, changesPage, mailAccount } from '../settings-test-data';

const SLOW = { timeout: 10_000 };
const t = setUpAppTest({
  'GET /admin/settings/changes': ok(changesPage('mail', ['Змінено сервер SMTP: smtp.bank.ua'])),
});

beforeEach(() => {
  showAllTableColumns();
});

/** Puts text into a field at once: typing it key by key is slow on a busy machine. */
async function typeIn(field: HTMLElement, text: string) {
  await setupUser().click(field);
  await setupUser().paste(text);
}

const passwordInput = () => screen.getByLabelText('Пароль застосунку');
const sent = (url: string, method = 'put') =>
  t.api.calls.filter((c) => c.url === url && c.method === method).map((c) => JSON.parse(String(c.data)) as unknown);

describe('/admin/settings/app/password', () => {
  it('shows the saved account, never a password, only that one is stored, and the change history', async () => {
    t.signIn(adminInfo, { 'GET /admin/settings/mail': ok(mailAccount()) });
    t.render('/admin/settings/app/password');
    expect(await screen.findByRole('textbox', { name: /Сервер SMTP/ }, SLOW)).toHaveValue('smtp.bank.ua');
    expect(screen.getByRole('heading', { level: 1, name: 'Поштовий сервер' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Порт/ })).toHaveValue('587');
    expect(screen.getByRole('combobox', { name: /Захист з’єднання/ })).toHaveValue('STARTTLS');
    expect(screen.getByRole('textbox', { name: /Адреса відправника/ })).toHaveValue('tenders@bank.ua');
    expect(passwordInput()).toHaveValue('');
    expect(screen.getByText('Пароль збережено')).toBeInTheDocument();
    expect(
      screen.getByText('Листи надсилаються через обліковий запис, збережений на цьому екрані.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Змінено 20.11.2026 10:15, Олена Коваленко')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Історія змін' });
    expect(await within(history).findByText('Змінено сервер SMTP: smtp.bank.ua')).toBeInTheDocument();
    expect(t.api.calls.find((c) => c.url === '/admin/settings/changes')?.params).toEqual({
      area: 'mail',
      page: 1,
      page_size: 20,
    });
    await waitFor(() => expect(document.title).toBe('Поштовий сервер — Телеком Тендер'));
  });

  it('explains that without an account letters wait in the queue, and where an account from SMTP_URL comes from', async () => {
    t.signIn(adminInfo, {
      'GET /admin/settings/mail': ok(
        mailAccount({
          source: 'none',
          host: '',
          port: 587,
          username: '',
          from_name: '',
          from_address: '',
          password_set: false,
          updated_at: null,
          updated_by_name: null,
        }),
      ),
    });
    t.render('/admin/settings/app/password');
    expect(await screen.findByText('Листи чекають у черзі', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/листи не надсилаються, а чекають у черзі/)).toBeInTheDocument();
    expect(screen.getByText('Пароль не задано')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Видалити пароль' })).not.toBeInTheDocument();

    t.reset();
    t.signIn(adminInfo, { 'GET /admin/settings/mail': ok(mailAccount({ source: 'env', updated_at: null })) });
    t.render('/admin/settings/app/password');
    expect(await screen.findByText(/змінна SMTP_URL/, {}, SLOW)).toBeInTheDocument();
    // The server's password is not this screen's to remove.
    expect(screen.queryByRole('button', { name: 'Видалити пароль' })).not.toBeInTheDocument();
  });

  it('keeps the stored password when the field is left empty, and replaces it with one typed', async () => {
    let saved = mailAccount();
    t.signIn(adminInfo, {
      'GET /admin/settings/mail': () => ok(saved),
      'PUT /admin/settings/mail': (config) => {
        const body = JSON.parse(String(config.data)) as { host: string };
        saved = mailAccount({ host: body.host, updated_at: '2026-11-21T12:00:00.000Z' });
        return ok(saved);
      },
    });
    t.render('/admin/settings/app/password');
    const host = await screen.findByRole('textbox', { name: /Сервер SMTP/ }, SLOW);
    await setupUser().clear(host);
    await typeIn(host, 'mail.bank.ua');
    await setupUser().click(screen.getByRole('button', { name: 'Зберегти' }));
    await waitFor(() => expect(sent('/admin/settings/mail')).toHaveLength(1));
    expect(sent('/admin/settings/mail')[0]).toEqual({
      host: 'mail.bank.ua',
      port: 587,
      security: 'starttls',
      username: 'tenders@bank.ua',
      from_name: 'Телеком Тендер',
      from_address: 'tenders@bank.ua',
    });
    expect(await screen.findByText('Налаштування пошти збережено')).toBeInTheDocument();

    await typeIn(passwordInput(), 'abcd efgh ijkl mnop');
    await setupUser().click(screen.getByRole('button', { name: 'Зберегти' }));
    await waitFor(() => expect(sent('/admin/settings/mail')).toHaveLength(2));
    expect(sent('/admin/settings/mail')[1]).toMatchObject({ host: 'mail.bank.ua', password: 'abcd efgh ijkl mnop' });
    // Saved: the field is empty again, the screen says only that a password is stored.
    await waitFor(() => expect(passwordInput()).toHaveValue(''));
    expect(screen.getByText('Пароль збережено')).toBeInTheDocument();
  });

  it('removes the stored password only through its own confirmed action', async () => {
    t.signIn(adminInfo, {
      'GET /admin/settings/mail': ok(mailAccount()),
      'PUT /admin/settings/mail': ok(mailAccount({ password_set: false })),
    });
    t.render('/admin/settings/app/password');
    // What is typed over the saved account is not sent with the removal.
    await typeIn(await screen.findByRole('textbox', { name: /Ім’я відправника/ }, SLOW), ' (чернетка)');
    await setupUser().click(screen.getByRole('button', { name: 'Видалити пароль' }));
    const dialog = await screen.findByRole('dialog', { name: 'Видалити пароль' });
    expect(within(dialog).getByText(/чекатимуть у черзі/)).toBeInTheDocument();
    await setupUser().click(within(dialog).getByRole('button', { name: 'Видалити пароль' }));
    await waitFor(() => expect(sent('/admin/settings/mail')).toHaveLength(1));
    expect(sent('/admin/settings/mail')[0]).toMatchObject({ from_name: 'Телеком Тендер', password: '' });
    expect(await screen.findByText('Пароль не задано')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Видалити пароль' })).not.toBeInTheDocument();
  });

  it('checks the fields before sending and shows the server’s refusals at their fields, focusing the first', async () => {
    t.signIn(adminInfo, {
      'GET /admin/settings/mail': ok(mailAccount()),
      'PUT /admin/settings/mail': {
        status: 400,
        data: {
          error: 'Некоректні дані',
          code: 'validation',
          details: {
            fields: {
              port: 'Поле «Порт» має бути від 1 до 65535',
              from_address: 'Поле «Адреса відправника»: некоректна адреса електронної пошти',
            },
          },
        },
      },
    });
    t.render('/admin/settings/app/password');
    const host = await screen.findByRole('textbox', { name: /Сервер SMTP/ }, SLOW);
    await setupUser().clear(host);
    await typeIn(host, 'smtp bank');
    await setupUser().click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByText('Поле «Сервер SMTP»: вкажіть доменне ім’я або IP-адресу')).toBeInTheDocument();
    await waitFor(() => expect(host).toHaveFocus());
    expect(sent('/admin/settings/mail')).toHaveLength(0);

    await setupUser().clear(host);
    await typeIn(host, 'smtp.bank.ua');
    await setupUser().click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByText('Поле «Порт» має бути від 1 до 65535')).toBeInTheDocument();
    expect(screen.getByText('Поле «Адреса відправника»: некоректна адреса електронної пошти')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Порт/ })).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Порт/ })).toHaveFocus());
  });

  it('sends a test letter to the admin’s own address by default and shows what the SMTP server answered', async () => {
    t.signIn(adminInfo, {
      'GET /admin/settings/mail': ok(mailAccount()),
      'POST /admin/settings/mail/test': ok({
        ok: true,
        response: '250 2.0.0 Ok: queued as 4F2A1C',
        message: 'Лист прийнято сервером smtp.bank.ua',
      }),
    });
    t.render('/admin/settings/app/password');
    const to = await screen.findByRole('textbox', { name: /Адреса для тестового листа/ }, SLOW);
    expect(to).toHaveValue('admin@demo.ua');
    await setupUser().click(screen.getByRole('button', { name: 'Надіслати тестовий лист' }));
    const answer = await screen.findByRole('status', { name: 'Сервер прийняв лист' });
    expect(answer).toHaveTextContent('Сервер прийняв лист');
    expect(answer).toHaveTextContent('250 2.0.0 Ok: queued as 4F2A1C');
    expect(sent('/admin/settings/mail/test', 'post')).toEqual([{ to: 'admin@demo.ua' }]);
  });

  it('shows the Ukrainian reason when the test letter fails, and refuses a wrong address at its field', async () => {
    t.signIn(adminInfo, {
      'GET /admin/settings/mail': ok(mailAccount()),
      'POST /admin/settings/mail/test': ok({
        ok: false,
        response: '535 5.7.8 Username and Password not accepted',
        message: 'Сервер SMTP не прийняв ім’я користувача або пароль',
      }),
    });
    t.render('/admin/settings/app/password');
    const to = await screen.findByRole('textbox', { name: /Адреса для тестового листа/ }, SLOW);
    await setupUser().clear(to);
    await typeIn(to, 'not-an-address');
    await setupUser().click(screen.getByRole('button', { name: 'Надіслати тестовий лист' }));
    expect(
      await screen.findByText('Поле «Адреса для тестового листа»: некоректна адреса електронної пошти'),
    ).toBeInTheDocument();
    await waitFor(() => expect(to).toHaveFocus());

    await setupUser().clear(to);
    await typeIn(to, 'it@bank.ua');
    await setupUser().click(screen.getByRole('button', { name: 'Надіслати тестовий лист' }));
    const answer = await screen.findByRole('alert', { name: 'Лист не надіслано' });
    expect(answer).toHaveTextContent('Лист не надіслано');
    expect(answer).toHaveTextContent('Сервер SMTP не прийняв ім’я користувача або пароль');
    expect(answer).toHaveTextContent('535 5.7.8 Username and Password not accepted');
    expect(sent('/admin/settings/mail/test', 'post')).toEqual([{ to: 'it@bank.ua' }]);
  });
});
