import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { setupUser } from '../../../test/user';
import { notifications } from '@mantine/notifications';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { startSignedOut } from '../../../test/session-helpers';

let api: ReturnType<typeof mockApi>;
let app: ReturnType<typeof renderApp> | undefined;
const TOKEN = 'tok_0123456789abcdefghij';

beforeEach(startSignedOut);
afterEach(() => {
  app?.unmount();
  api.restore();
  // Mantine keeps shown toasts in a module store; a toast with the same title would update the old one.
  notifications.clean();
});

async function typePasswords(a: string, b: string) {
  const user = setupUser();
  await user.type(await screen.findByLabelText(/^Новий пароль/), a);
  await user.type(screen.getByLabelText(/^Повторіть новий пароль/), b);
  await user.click(screen.getByRole('button', { name: 'Зберегти пароль' }));
}

describe('password recovery screen', () => {
  it('sets the new password, then goes to sign-in with a success toast', async () => {
    api = mockApi({ 'POST /auth/recovery': { status: 200, data: { ok: true } } });
    app = renderApp(`/recovery?token=${TOKEN}`);
    await typePasswords('Nove-parol-2026', 'Nove-parol-2026');
    await waitFor(() => expect(app!.router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Пароль змінено. Увійдіть з новим паролем.')).toBeInTheDocument();
    expect(JSON.parse(api.calls[0]!.data as string)).toEqual({ token: TOKEN, password: 'Nove-parol-2026' });
  });

  it('wants the password twice, the same', async () => {
    api = mockApi({});
    app = renderApp(`/recovery?token=${TOKEN}`);
    await typePasswords('Nove-parol-2026', 'Nove-parol-2027');
    expect(await screen.findByText('Паролі не збігаються')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await waitFor(() => expect(screen.getByLabelText(/^Повторіть новий пароль/)).toHaveFocus());
  });

  it('applies the password rules of the contracts', async () => {
    api = mockApi({});
    app = renderApp(`/recovery?token=${TOKEN}`);
    await typePasswords('short', 'short');
    expect(await screen.findByText('Поле «Новий пароль» має містити щонайменше 12 символів')).toBeInTheDocument();
  });

  it('shows how strong the new password is and the server’s refusal under the field', async () => {
    const refusal = '«Новий пароль» занадто простий: він схожий на поширений пароль зі списків зламаних паролів';
    api = mockApi({
      'POST /auth/recovery': {
        status: 400,
        data: { error: refusal, code: 'validation_failed', details: { fields: { password: refusal } } },
      },
    });
    app = renderApp(`/recovery?token=${TOKEN}`);
    await typePasswords('Password123!', 'Password123!');
    expect(await screen.findByRole('progressbar', { name: 'Надійність пароля' })).toHaveAttribute(
      'aria-valuetext',
      'Слабкий',
    );
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Новий пароль/)).toHaveFocus());
  });

  it('explains an expired link and offers a new one', async () => {
    api = mockApi({
      'POST /auth/recovery': {
        status: 400,
        data: { error: 'Посилання для відновлення недійсне або застаріле', code: 'validation_failed' },
      },
    });
    app = renderApp(`/recovery?token=${TOKEN}`);
    await typePasswords('Nove-parol-2026', 'Nove-parol-2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('Посилання для відновлення недійсне або застаріле');
    expect(screen.getByRole('link', { name: 'Запросити нове посилання' })).toHaveAttribute('href', '/reset');
  });

  it('says so when the link has no token', async () => {
    api = mockApi({});
    app = renderApp('/recovery');
    expect(await screen.findByRole('alert')).toHaveTextContent('Посилання для відновлення недійсне');
    expect(screen.getByRole('link', { name: 'Запросити нове посилання' })).toHaveAttribute('href', '/reset');
  });

  describe('from an invitation letter (invitation=1)', () => {
    it('is worded as accepting the invitation and says the password is set', async () => {
      api = mockApi({ 'POST /auth/recovery': { status: 200, data: { ok: true } } });
      app = renderApp(`/recovery?token=${TOKEN}&invitation=1`);
      expect(await screen.findByText('Прийняття запрошення')).toBeInTheDocument();
      expect(screen.getByText('Встановіть пароль, щоб почати роботу')).toBeInTheDocument();
      expect(screen.queryByText('Встановлення нового пароля')).not.toBeInTheDocument();
      await typePasswords('Nove-parol-2026', 'Nove-parol-2026');
      await waitFor(() => expect(app!.router.state.location.pathname).toBe('/login'));
      expect(await screen.findByText('Пароль встановлено. Увійдіть з новим паролем.')).toBeInTheDocument();
    });

    it('explains a refused invitation and who can send a new one, without offering a recovery link', async () => {
      api = mockApi({
        'POST /auth/recovery': {
          status: 400,
          data: {
            error: 'Термін дії запрошення минув. Попросіть колегу надіслати запрошення ще раз.',
            code: 'invalid_token',
          },
        },
      });
      app = renderApp(`/recovery?token=${TOKEN}&invitation=1`);
      await typePasswords('Nove-parol-2026', 'Nove-parol-2026');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Термін дії запрошення минув або його вже використано');
      expect(alert).toHaveTextContent('колега або адміністратор банку');
      expect(screen.queryByRole('link', { name: 'Запросити нове посилання' })).not.toBeInTheDocument();
    });

    it('says the same when the link has no token', async () => {
      api = mockApi({});
      app = renderApp('/recovery?invitation=1');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Термін дії запрошення минув або його вже використано',
      );
      expect(screen.queryByRole('link', { name: 'Запросити нове посилання' })).not.toBeInTheDocument();
    });
  });
});
