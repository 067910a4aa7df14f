import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser, type UserEvent } from '../../../test/user';
import { ok, setUpAppTest } from '../../../test/app-test';
import { providerInfo } from '../../../test/fixtures';
import { sessionKeys, type SessionAnswer } from '../../../lib/session';

vi.mock('../../../components/ui/altcha-widget', () => import('../../../test/altcha-stand-in'));

const t = setUpAppTest();

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

async function fillValid(user: UserEvent, { solve = true } = {}) {
  await fill(user, field('Назва організації'), 'ТОВ «Швидкий зв’язок»');
  await fill(user, field('Код ЄДРПОУ'), '00032129');
  await fill(user, field('Ім’я'), 'Андрій');
  await fill(user, field('Прізвище'), 'Мельник');
  await fill(user, field('Електронна пошта'), 'andriy@shvydkyi.ua');
  await fill(user, screen.getByRole('textbox', { name: 'Телефони, рядок 1' }), '+380 67 123 45 67');
  await fill(user, screen.getByLabelText(/^Пароль \*/), 'Shvydkyi-2026');
  await fill(user, screen.getByLabelText(/^Пароль ще раз/), 'Shvydkyi-2026');
  if (solve) await user.click(screen.getByRole('button', { name: 'Пройти перевірку' }));
}

/** Paste instead of typing key by key: the long form re-renders on every key. */
async function fill(user: UserEvent, el: HTMLElement, value: string) {
  await user.click(el);
  await user.paste(value);
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Зареєструвати організацію' }));

/** The summary of a refused submit, at the top of the form. */
const summary = () => screen.findByRole('alert', { name: 'Виправте поля з помилками' });

/** A message next to its field, not the summary's copy of it. */
async function atField(text: string | RegExp) {
  const shown = (await screen.findAllByText(text)).filter((el) => !el.closest('[role="alert"]'));
  expect(shown).toHaveLength(1);
  return shown[0]!;
}

describe('/register', { timeout: 40_000 }, () => {
  it('is open, titled, and names every missing field without calling the server', async () => {
    const api = t.mockApi({});
    t.render('/register');
    const user = setupUser();
    expect(await screen.findByRole('heading', { name: 'Реєстрація організації' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Реєстрація організації — Телеком Тендер'));
    await submit(user);
    await atField('Поле «Назва організації» є обов’язковим');
    await atField('Поле «Код ЄДРПОУ» є обов’язковим');
    await atField('Поле «Телефони» є обов’язковим');
    await atField('Поле «Перевірка від ботів» є обов’язковим');
    expect(api.called().filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('after a refused submit lists the errors at the top in the form’s order and focuses the first field', async () => {
    t.mockApi({});
    t.render('/register');
    const user = setupUser();
    await fill(user, await screen.findByRole('textbox', { name: /^Назва організації/ }), 'ТОВ «Швидкий зв’язок»');
    await fill(user, field('Код ЄДРПОУ'), '00032129');
    // No summary before a submit.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await submit(user);
    const list = await summary();
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Поле «Ім’я» є обов’язковим',
      'Поле «Прізвище» є обов’язковим',
      'Поле «Електронна пошта» є обов’язковим',
      'Поле «Телефони» є обов’язковим',
      expect.stringMatching(/^Поле «Пароль»/),
      'Поле «Перевірка від ботів» є обов’язковим',
    ]);
    // The first field with an error takes the focus, not the button at the bottom.
    await waitFor(() => expect(field('Ім’я')).toHaveFocus());

    // Each entry takes the focus to its field; a list to its first row.
    await user.click(within(list).getByRole('button', { name: 'Поле «Телефони» є обов’язковим' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Телефони, рядок 1' })).toHaveFocus());
    await user.click(within(list).getByRole('button', { name: /^Поле «Пароль»/ }));
    await waitFor(() => expect(screen.getByLabelText(/^Пароль \*/)).toHaveFocus());

    // A field put right leaves the list.
    await fill(user, field('Прізвище'), 'Мельник');
    await waitFor(() =>
      expect(within(list).queryByRole('button', { name: 'Поле «Прізвище» є обов’язковим' })).not.toBeInTheDocument(),
    );
    expect(within(list).getByRole('button', { name: 'Поле «Ім’я» є обов’язковим' })).toBeInTheDocument();
  });

  it('checks the registry code, check digit included, as soon as the field is left', async () => {
    const api = t.mockApi({});
    t.render('/register');
    const user = setupUser();
    const edr = await screen.findByRole('textbox', { name: /^Код ЄДРПОУ/ });
    // Leaving it empty says nothing yet.
    await user.click(edr);
    await user.tab();
    expect(screen.queryByText(/«Код ЄДРПОУ»/)).not.toBeInTheDocument();

    await fill(user, edr, '32855968');
    await user.tab();
    expect(await atField('Поле «Код ЄДРПОУ»: неправильна контрольна цифра, перевірте код')).toBeVisible();
    expect(edr).toHaveAttribute('aria-invalid', 'true');
    // Only the field's own message: no summary before a submit, no call.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.called().filter((c) => c.startsWith('POST'))).toEqual([]);

    await user.clear(edr);
    await fill(user, edr, '00032129');
    await user.tab();
    await waitFor(() => expect(screen.queryByText(/«Код ЄДРПОУ»/)).not.toBeInTheDocument());

    // A ФОП's РНОКПП by its own rule.
    await user.click(screen.getByRole('switch', { name: /ФОП/ }));
    const rnokpp = field('РНОКПП');
    await user.clear(rnokpp);
    await fill(user, rnokpp, '1759013770');
    await user.tab();
    await atField('Поле «РНОКПП»: неправильна контрольна цифра, перевірте код');
  });

  it('checks ЄДРПОУ or РНОКПП by the ФОП switch, check digits included', async () => {
    t.mockApi({});
    t.render('/register');
    const user = setupUser();
    await fill(user, await screen.findByRole('textbox', { name: /^Код ЄДРПОУ/ }), '32855968');
    await submit(user);
    await atField(/«Код ЄДРПОУ»: неправильна контрольна цифра/);

    await user.click(screen.getByRole('switch', { name: /ФОП/ }));
    const rnokpp = field('РНОКПП');
    await user.clear(rnokpp);
    await fill(user, rnokpp, '1759013770');
    await submit(user);
    await atField(/«РНОКПП»: неправильна контрольна цифра/);
    await user.clear(rnokpp);
    await fill(user, rnokpp, '1759013776');
    await submit(user);
    await waitFor(() => expect(screen.queryByText(/«РНОКПП»/)).not.toBeInTheDocument());
  });

  it('edits the e-mail lists as rows, checks each address and sends them comma-separated; signs in on success', async () => {
    let body: unknown;
    const api = t.mockApi({
      'POST /auth/register': (config) => {
        body = JSON.parse(String(config.data));
        return { status: 201, data: { ...providerInfo, email: 'andriy@shvydkyi.ua' } };
      },
      'GET /account/info/regions': ok([]),
      'GET /account/info/organization': ok({}),
    });
    t.render('/register');
    const user = setupUser();
    await screen.findByRole('heading', { name: 'Реєстрація організації' });
    await fillValid(user);
    await fill(user, screen.getByRole('textbox', { name: 'E-mail бухгалтерії, рядок 1' }), 'buh@shvydkyi.ua');
    await user.click(screen.getByRole('button', { name: 'Додати ще: E-mail бухгалтерії' }));
    await fill(user, screen.getByRole('textbox', { name: 'E-mail бухгалтерії, рядок 2' }), 'broken@');
    await submit(user);
    await atField('Поле «E-mail бухгалтерії»: некоректна адреса «broken@»');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'E-mail бухгалтерії, рядок 1' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Видалити рядок 2 поля «E-mail бухгалтерії»' }));
    expect(screen.queryByRole('textbox', { name: 'E-mail бухгалтерії, рядок 2' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Додати ще: Телефони' }));
    await fill(user, screen.getByRole('textbox', { name: 'Телефони, рядок 2' }), '044 222 33 44');
    await submit(user);

    await waitFor(() => expect(api.called()).toContain('POST /auth/register'));
    expect(body).toMatchObject({
      organization: {
        name: 'ТОВ «Швидкий зв’язок»',
        edr: '00032129',
        accounting_emails: 'buh@shvydkyi.ua',
        is_fop: false,
      },
      user: { email: 'andriy@shvydkyi.ua', phones: ['+380 67 123 45 67', '044 222 33 44'] },
      altcha: 'solved-payload',
    });
    await waitFor(() =>
      expect(t.app.queryClient.getQueryData<SessionAnswer>(sessionKeys.loginInfo)?.loginInfo?.email).toBe(
        'andriy@shvydkyi.ua',
      ),
    );
  });

  it('registers with one press made before the bot check is solved, once it is', async () => {
    const api = t.mockApi({
      'POST /auth/register': { status: 201, data: { ...providerInfo, email: 'andriy@shvydkyi.ua' } },
      'GET /account/info/regions': ok([]),
      'GET /account/info/organization': ok({}),
    });
    t.render('/register');
    const user = setupUser();
    await screen.findByRole('heading', { name: 'Реєстрація організації' });
    await fillValid(user, { solve: false });
    await submit(user);
    expect(screen.getByText('Перевіряємо…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Зареєструвати організацію' })).toHaveAttribute('data-loading', 'true');
    expect(screen.queryByRole('alert', { name: 'Виправте поля з помилками' })).not.toBeInTheDocument();
    expect(api.called()).not.toContain('POST /auth/register');
    await user.click(screen.getByRole('button', { name: 'Пройти перевірку' }));
    await waitFor(() => expect(api.called().filter((c) => c === 'POST /auth/register')).toHaveLength(1));
  });

  it('shows the server’s field errors next to their fields and asks for a new bot check', async () => {
    const api = t.mockApi({
      'POST /auth/register': {
        status: 409,
        data: {
          error: 'Користувач з такою адресою вже існує. Увійдіть або відновіть пароль.',
          code: 'conflict',
          details: { fields: { 'user.email': 'Користувач з такою адресою вже існує. Увійдіть або відновіть пароль.' } },
        },
      },
    });
    t.render('/register');
    const user = setupUser();
    await screen.findByRole('heading', { name: 'Реєстрація організації' });
    await fillValid(user);
    await submit(user);
    const email = field('Електронна пошта');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    const wrapper = email.closest('.mantine-InputWrapper-root') as HTMLElement;
    expect(within(wrapper).getByText(/Користувач з такою адресою вже існує/)).toBeInTheDocument();
    // Listed at the top too, and the field takes the focus.
    expect(within(await summary()).getByRole('button', { name: /Користувач з такою адресою/ })).toBeInTheDocument();
    await waitFor(() => expect(email).toHaveFocus());
    // The spent solution is dropped: submitting again waits for a new check before sending.
    await submit(user);
    expect(screen.getByText('Перевіряємо…')).toBeInTheDocument();
    expect(api.called().filter((c) => c === 'POST /auth/register')).toHaveLength(1);
  });

  it('gives the password the same hint as every other new password, under both password inputs', async () => {
    t.mockApi({});
    t.render('/register');
    const password = await screen.findByLabelText(/^Пароль \*/);
    const repeat = screen.getByLabelText(/^Пароль ще раз/);
    const hint = screen.getByText(
      'Щонайменше 12 символів. Найкраще — фраза з кількох незвичних слів; цифри й символи не обов’язкові.',
    );
    expect(password).toHaveAccessibleDescription(expect.stringContaining(hint.textContent!));
    // Not above «Пароль» alone, which would push it below «Пароль ще раз» beside it.
    expect(repeat.compareDocumentPosition(hint) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is linked from the sign-in screen', async () => {
    t.mockApi({});
    t.render('/login');
    const link = await screen.findByRole('link', { name: 'Зареєструвати організацію' });
    expect(link).toHaveAttribute('href', '/register');
  });
});
