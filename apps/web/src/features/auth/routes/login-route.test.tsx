import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { setupUser } from '../../../test/user';
import { mockApi, type MockReply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { startSignedIn, startSignedOut } from '../../../test/session-helpers';
import { organization, providerInfo, regions } from '../../../test/fixtures';
import { hasAuthorizedCookie } from '../../../lib/cookies';
import { sessionKeys, type SessionAnswer } from '../../../lib/session';

let api: ReturnType<typeof mockApi>;
let app: ReturnType<typeof renderApp> | undefined;

function setup(loginReply: MockReply) {
  api = mockApi({
    'POST /auth/login': loginReply,
    'GET /account/info/login': { status: 200, data: providerInfo },
    'GET /account/info/regions': { status: 200, data: regions },
    'GET /account/info/organization': { status: 200, data: organization },
  });
}

beforeEach(() => {
  startSignedOut();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  app?.unmount();
  app = undefined;
  api.restore();
  startSignedOut();
  vi.restoreAllMocks();
});

async function fillAndSubmit(login = 'provider1@demo.ua', password = 'Demo-2026!') {
  const user = setupUser();
  await user.type(await screen.findByLabelText(/Електронна пошта/), login);
  await user.type(screen.getByLabelText(/^Пароль/), password);
  await user.click(screen.getByRole('button', { name: 'Увійти' }));
  return user;
}

describe('sign-in screen', () => {
  it('signs in, sets the authorized cookie and goes to next', async () => {
    setup({ status: 200, data: providerInfo });
    app = renderApp('/login?next=%2Faccount%2Fpassword%3Ftab%3D1');
    await fillAndSubmit(' provider1@demo.ua ');
    await waitFor(() => expect(app!.router.state.location.pathname).toBe('/account/password'));
    expect(app.router.state.location.search).toBe('?tab=1');
    expect(hasAuthorizedCookie()).toBe(true);
    expect(app.queryClient.getQueryData<SessionAnswer>(sessionKeys.loginInfo)?.loginInfo).toEqual(providerInfo);
    const body = JSON.parse(api.calls.find((c) => c.url === '/auth/login')!.data as string);
    expect(body).toEqual({ login: 'provider1@demo.ua', password: 'Demo-2026!' });
  });

  it('goes to /tenders when next points elsewhere', async () => {
    setup({ status: 200, data: providerInfo });
    app = renderApp('/login?next=%2F%2Fevil.example');
    await fillAndSubmit();
    await waitFor(() => expect(app!.router.state.location.pathname).toBe('/tenders'));
  });

  it('shows the server message for a wrong password in the form, without a toast', async () => {
    setup({ status: 401, data: { error: 'Невірна електронна пошта або пароль', code: 'invalid_credentials' } });
    app = renderApp('/login');
    await fillAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не вдалося увійти');
    expect(alert).toHaveTextContent('Невірна електронна пошта або пароль');
    expect(screen.getByLabelText(/^Пароль/)).toHaveValue('');
    expect(app.router.state.location.pathname).toBe('/login');
    expect(hasAuthorizedCookie()).toBe(false);
    expect(screen.queryByText('Помилка')).not.toBeInTheDocument();
  });

  it.each([
    [429, 'rate_limited', 'Забагато спроб входу. Спробуйте через 5 хвилин.'],
    [403, 'account_blocked', 'Організацію заблоковано. Зверніться до банку.'],
  ])('shows a %i (%s) answer clearly', async (status, code, message) => {
    setup({ status, data: { error: message, code } });
    app = renderApp('/login');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('checks required fields before calling the server', async () => {
    setup({ status: 200, data: providerInfo });
    app = renderApp('/login');
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Увійти' }));
    expect(await screen.findByText('Поле «Електронна пошта» є обов’язковим')).toBeInTheDocument();
    expect(screen.getByText('Поле «Пароль» є обов’язковим')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('takes the focus to the first field with an error, the server’s included', async () => {
    setup({
      status: 400,
      data: {
        error: 'Перевірте дані',
        code: 'validation_failed',
        details: { fields: { login: 'Поле «Електронна пошта»: некоректна адреса' } },
      },
    });
    app = renderApp('/login');
    const user = setupUser();
    await user.type(await screen.findByLabelText(/Електронна пошта/), 'provider1@demo.ua');
    await user.click(screen.getByRole('button', { name: 'Увійти' }));
    await waitFor(() => expect(screen.getByLabelText(/^Пароль/)).toHaveFocus());
    expect(api.calls).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Пароль/), 'Demo-2026!');
    await user.click(screen.getByRole('button', { name: 'Увійти' }));
    expect(await screen.findByText('Поле «Електронна пошта»: некоректна адреса')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Електронна пошта/)).toHaveFocus());
  });

  it('links to password recovery', async () => {
    setup({ status: 200, data: providerInfo });
    app = renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Забули пароль?' })).toHaveAttribute('href', '/reset');
  });

  it('links to the help', async () => {
    setup({ status: 200, data: providerInfo });
    app = renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Довідка' })).toHaveAttribute('href', '/faq');
  });

  it('sends a signed-in visitor on to next', async () => {
    setup({ status: 200, data: providerInfo });
    startSignedIn();
    app = renderApp('/account/password');
    await screen.findByRole('heading', { name: 'Зміна пароля' });
    await app.router.navigate('/login?next=%2Fno-such');
    await waitFor(() => expect(app!.router.state.location.pathname).toBe('/no-such'));
  });

  it('sends a visitor whose earlier session still lives on to next, without showing the form', async () => {
    let release: () => void = () => {};
    api = mockApi({
      'GET /account/info/login': () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 200, data: providerInfo });
        }),
      'GET /account/info/regions': { status: 200, data: regions },
      'GET /account/info/organization': { status: 200, data: organization },
    });
    // Only the authorized mark, as after a reload: the login info is not known yet.
    startSignedIn();
    app = renderApp('/login?next=%2Faccount%2Fpassword');
    await waitFor(() => expect(api.called()).toContain('GET /account/info/login'));
    expect(screen.getByTestId('full-screen-loader')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Вхід до системи' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Увійти' })).not.toBeInTheDocument();

    release();
    await waitFor(() => expect(app!.router.state.location.pathname).toBe('/account/password'));
    expect(await screen.findByRole('heading', { name: 'Зміна пароля' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Увійти' })).not.toBeInTheDocument();
  });

  it('sends such a visitor to the tenders list when next is not a path of this site', async () => {
    setup({ status: 200, data: providerInfo });
    startSignedIn();
    app = renderApp('/login?next=%2F%2Fevil.example');
    await waitFor(() => expect(app!.router.state.location.pathname).toBe('/tenders'));
  });

  it('shows the form when the remembered session has ended', async () => {
    api = mockApi({ 'GET /account/info/login': { status: 401, data: { error: 'Увійдіть', code: 'unauthorized' } } });
    startSignedIn();
    app = renderApp('/login?next=%2Faccount%2Fpassword');
    expect(await screen.findByRole('heading', { name: 'Вхід до системи' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/login');
    expect(app.router.state.location.search).toBe('?next=%2Faccount%2Fpassword');
    expect(hasAuthorizedCookie()).toBe(false);
  });
});
