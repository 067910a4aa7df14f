import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser, type UserEvent } from '../../../test/user';
import { setUpAppTest } from '../../../test/app-test';
import { providerInfo } from '../../../test/fixtures';

vi.mock('../../../components/ui/altcha-widget', () => import('../../../test/altcha-stand-in'));

const t = setUpAppTest();
const SLOW = { timeout: 10_000 };

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Надіслати звернення' }));

async function fillValid(user: UserEvent, { who = true, solve = true } = {}) {
  if (who) {
    await user.type(field('Ім’я'), 'Марина Гончар');
    await user.type(field('Електронна пошта'), 'maryna@example.ua');
  }
  await user.click(screen.getByRole('combobox', { name: /^Тема/ }));
  await user.click(await screen.findByRole('option', { name: 'Технічна проблема' }));
  await user.click(field('Повідомлення'));
  await user.paste('Не відкривається картка тендера.');
  if (solve) await user.click(screen.getByRole('button', { name: 'Пройти перевірку' }));
}

/** The body of the one POST /feedback made. */
const posted = () => {
  const calls = t.api.calls.filter((c) => c.method === 'post' && c.url === '/feedback');
  expect(calls).toHaveLength(1);
  return JSON.parse(calls[0]!.data as string) as Record<string, unknown>;
};

describe('/feedback', { timeout: 30_000 }, () => {
  it('is open to visitors, titled, with links to help and sign-in, and names every missing field without sending', async () => {
    const api = t.mockApi({});
    t.render('/feedback');
    const user = setupUser();
    expect(await screen.findByRole('heading', { level: 1, name: 'Напишіть нам' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Зворотний зв’язок — Телеком Тендер'));
    expect(screen.getByRole('link', { name: 'Довідка' })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('link', { name: 'Увійти' })).toHaveAttribute('href', '/login');
    expect(screen.getByText('0 з 5000 символів')).toBeInTheDocument();

    await submit(user);
    const summary = await screen.findByRole('alert', { name: 'Виправте поля з помилками' });
    expect(
      within(summary)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Поле «Ім’я» є обов’язковим',
      'Поле «Електронна пошта» є обов’язковим',
      'Поле «Тема»: оберіть тему зі списку',
      'Поле «Повідомлення» має містити щонайменше 10 символів',
      'Поле «Перевірка від ботів» є обов’язковим',
    ]);
    await waitFor(() => expect(field('Ім’я')).toHaveFocus());
    expect(api.called().filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('sends the message with the bot check, counts the characters and confirms; another can be sent', async () => {
    t.mockApi({ 'POST /feedback': { status: 201, data: { ok: true } } });
    t.render('/feedback');
    const user = setupUser();
    await screen.findByRole('heading', { name: 'Напишіть нам' }, SLOW);
    await fillValid(user);
    expect(screen.getByText('32 з 5000 символів')).toBeInTheDocument();
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Дякуємо! Ваше звернення надіслано' })).toBeInTheDocument();
    expect(screen.getByText('Банк розгляне його й відповість на адресу maryna@example.ua.')).toBeInTheDocument();
    expect(posted()).toEqual({
      name: 'Марина Гончар',
      email: 'maryna@example.ua',
      topic: 'technical',
      message: 'Не відкривається картка тендера.',
      altcha: 'solved-payload',
    });

    await user.click(screen.getByRole('button', { name: 'Надіслати ще одне звернення' }));
    // Who wrote stays; the message is new.
    expect(field('Ім’я')).toHaveValue('Марина Гончар');
    expect(field('Повідомлення')).toHaveValue('');
  });

  it('sends with one press made before the bot check is solved, once it is; a failed check is named at its field', async () => {
    t.mockApi({ 'POST /feedback': { status: 201, data: { ok: true } } });
    t.render('/feedback');
    const user = setupUser();
    await screen.findByRole('heading', { name: 'Напишіть нам' }, SLOW);
    await fillValid(user, { solve: false });
    const button = screen.getByRole('button', { name: 'Надіслати звернення' });

    // Pressed while the check is still solving: it waits, working, without an error or a call.
    await submit(user);
    expect(screen.getByText('Перевіряємо…')).toBeInTheDocument();
    expect(button).toHaveAttribute('data-loading', 'true');
    expect(screen.queryByRole('alert', { name: 'Виправте поля з помилками' })).not.toBeInTheDocument();
    expect(t.api.called().filter((c) => c.startsWith('POST'))).toEqual([]);
    // The check fails: the wait ends with the check named as a missing field.
    await user.click(screen.getByRole('button', { name: 'Не пройти перевірку' }));
    const summary = await screen.findByRole('alert', { name: 'Виправте поля з помилками' });
    expect(within(summary).getByRole('button')).toHaveTextContent('Поле «Перевірка від ботів» є обов’язковим');
    expect(button).not.toHaveAttribute('data-loading');

    // Pressed again, and solved: sent once, with no second press.
    await submit(user);
    await user.click(screen.getByRole('button', { name: 'Пройти перевірку' }));
    expect(await screen.findByRole('heading', { name: 'Дякуємо! Ваше звернення надіслано' })).toBeInTheDocument();
    expect(posted()).toMatchObject({ altcha: 'solved-payload' });
  });

  it('prefills the name and e-mail of a signed-in user and links back to the app', async () => {
    t.signIn(providerInfo, { 'POST /feedback': { status: 201, data: { ok: true } } });
    t.render('/feedback');
    const user = setupUser();
    await waitFor(() => expect(field('Ім’я')).toHaveValue('Олена Коваль'), SLOW);
    expect(field('Електронна пошта')).toHaveValue('provider1@demo.ua');
    expect(screen.getByRole('link', { name: 'Повернутися до системи' })).toHaveAttribute('href', '/tenders');
    await fillValid(user, { who: false });
    await submit(user);
    await screen.findByRole('heading', { name: 'Дякуємо! Ваше звернення надіслано' });
    expect(posted()).toMatchObject({ name: 'Олена Коваль', email: 'provider1@demo.ua' });
  });

  it('puts the server’s field messages on their fields, shows a refusal and asks for a new bot check', async () => {
    t.mockApi({
      'POST /feedback': {
        status: 400,
        data: {
          error: 'Поле «Перевірка від ботів»: розв’язок уже використано',
          code: 'validation_failed',
          details: { fields: { altcha: 'Поле «Перевірка від ботів»: розв’язок уже використано' } },
        },
      },
    });
    t.render('/feedback');
    const user = setupUser();
    await screen.findByRole('heading', { name: 'Напишіть нам' }, SLOW);
    await fillValid(user);
    await submit(user);
    const summary = await screen.findByRole('alert', { name: 'Виправте поля з помилками' });
    expect(within(summary).getByRole('button')).toHaveTextContent('розв’язок уже використано');
    expect(screen.queryByRole('heading', { name: /Дякуємо/ })).not.toBeInTheDocument();
  });

  it('tells a sender over the limit to wait, in place', async () => {
    t.mockApi({
      'POST /feedback': {
        status: 429,
        data: { error: 'Забагато звернень з вашої адреси. Спробуйте знову через 42 хв.', code: 'rate_limited' },
      },
    });
    t.render('/feedback');
    const user = setupUser();
    await screen.findByRole('heading', { name: 'Напишіть нам' }, SLOW);
    await fillValid(user);
    await submit(user);
    const alert = await screen.findByRole('alert', { name: 'Не вдалося надіслати звернення' });
    expect(alert).toHaveTextContent('Забагато звернень з вашої адреси. Спробуйте знову через 42 хв.');
  });
});
