import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { setupUser } from '../../../test/user';
import { mockApi, type MockReply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { startSignedIn, startSignedOut } from '../../../test/session-helpers';
import { bankInfo, regions } from '../../../test/fixtures';

let api: ReturnType<typeof mockApi>;
let app: ReturnType<typeof renderApp> | undefined;

function setup(reply: MockReply) {
  api = mockApi({
    'GET /account/info/login': { status: 200, data: bankInfo },
    'GET /account/info/regions': { status: 200, data: regions },
    'POST /account/password': reply,
  });
}

beforeEach(() => {
  startSignedIn();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  app?.unmount();
  api.restore();
  startSignedOut();
  vi.restoreAllMocks();
});

async function fill(current: string, next: string, repeat = next) {
  const user = setupUser();
  await user.type(await screen.findByLabelText(/^Поточний пароль/), current);
  await user.type(screen.getByLabelText(/^Новий пароль/), next);
  await user.type(screen.getByLabelText(/^Повторіть новий пароль/), repeat);
  await user.click(screen.getByRole('button', { name: 'Змінити пароль' }));
}

describe('change password screen', () => {
  it('changes the password and says so', async () => {
    setup({ status: 200, data: { ok: true } });
    app = renderApp('/account/password');
    await fill('Demo-2026!', 'Novyi-parol-77');
    expect(await screen.findByText('Пароль змінено')).toBeInTheDocument();
    const call = api.calls.find((c) => c.url === '/account/password')!;
    expect(JSON.parse(call.data as string)).toEqual({ current_password: 'Demo-2026!', password: 'Novyi-parol-77' });
    expect(screen.getByLabelText(/^Поточний пароль/)).toHaveValue('');
  });

  it('puts a wrong current password on its field', async () => {
    setup({
      status: 400,
      data: {
        error: 'Перевірте дані',
        code: 'validation_failed',
        details: { fields: { current_password: 'Поточний пароль невірний' } },
      },
    });
    app = renderApp('/account/password');
    await fill('wrong', 'Novyi-parol-77');
    expect(await screen.findByText('Поточний пароль невірний')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Поточний пароль/)).toHaveFocus());
  });

  it('takes the focus to the first field the form itself refuses', async () => {
    setup({ status: 200, data: { ok: true } });
    app = renderApp('/account/password');
    await fill('Demo-2026!', 'Novyi-parol-77', 'Novyi-parol-78');
    expect(await screen.findByText('Паролі не збігаються')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Повторіть новий пароль/)).toHaveFocus());
    expect(api.calls.filter((c) => c.url === '/account/password')).toEqual([]);
  });

  it('shows a wrong current password answered with invalid_credentials above the form, not the session modal', async () => {
    setup({ status: 401, data: { error: 'Поточний пароль невірний', code: 'invalid_credentials' } });
    app = renderApp('/account/password');
    await fill('wrong', 'Novyi-parol-77');
    expect(await screen.findByRole('alert')).toHaveTextContent('Поточний пароль невірний');
    expect(screen.queryByText('Сеанс завершено')).not.toBeInTheDocument();
  });
});
