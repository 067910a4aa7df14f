import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
});

async function typePasswords(a: string, b: string) {
  const user = userEvent.setup({ delay: null });
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
  });

  it('applies the password rules of the contracts', async () => {
    api = mockApi({});
    app = renderApp(`/recovery?token=${TOKEN}`);
    await typePasswords('short', 'short');
    expect(await screen.findByText('Поле «Новий пароль» має містити щонайменше 10 символів')).toBeInTheDocument();
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
});
