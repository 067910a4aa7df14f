import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '../test/mock-api';
import { renderApp } from '../test/render-app';
import { providerInfo, regions, organization } from '../test/fixtures';
import { removeAuthorizedCookie, setAuthorizedCookie } from '../lib/cookies';
import { resetToasts } from '../lib/toasts';
import { buildAppRoutes, mainLayoutRoutes } from './routes';

let api: ReturnType<typeof mockApi>;
let app: ReturnType<typeof renderApp> | undefined;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  api = mockApi({
    'GET /account/info/login': { status: 200, data: providerInfo },
    'GET /account/info/regions': { status: 200, data: regions },
    'GET /account/info/organization': { status: 200, data: organization },
  });
});

afterEach(() => {
  app?.unmount();
  app = undefined;
  api.restore();
  removeAuthorizedCookie();
  resetToasts();
  vi.restoreAllMocks();
});

function signedOut() {
  removeAuthorizedCookie();
}

function signedIn() {
  setAuthorizedCookie();
}

describe('router', () => {
  it('sends an unauthorized visitor of a protected route to sign-in with the full path in next', async () => {
    signedOut();
    app = renderApp('/account/password?x=1&y=2');
    await waitFor(() => expect(app!.router.state.location.pathname).toBe('/login'));
    expect(app.router.state.location.search).toBe(`?next=${encodeURIComponent('/account/password?x=1&y=2')}`);
    expect(await screen.findByRole('heading', { name: 'Вхід до системи' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the spinner until the login info arrives, then the screen', async () => {
    signedIn();
    let release: () => void = () => {};
    api.restore();
    api = mockApi({
      'GET /account/info/login': () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 200, data: providerInfo });
        }),
      'GET /account/info/regions': { status: 200, data: regions },
      'GET /account/info/organization': { status: 200, data: organization },
    });
    app = renderApp('/account/password');
    await waitFor(() => expect(api.called()).toContain('GET /account/info/login'));
    expect(screen.getByTestId('full-screen-loader')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Зміна пароля' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Зміна пароля' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('full-screen-loader')).not.toBeInTheDocument());
  });

  it('redirects the root to /tenders', async () => {
    signedIn();
    app = renderApp('/');
    await waitFor(() => expect(app!.router.state.location.pathname).toBe('/tenders'));
  });

  it('strips the /v2 prefix keeping query and hash', async () => {
    signedOut();
    app = renderApp('/v2/reset?a=1#b');
    await waitFor(() => expect(app!.router.state.location.pathname).toBe('/reset'));
    expect(app.router.state.location.search).toBe('?a=1');
    expect(app.router.state.location.hash).toBe('#b');
  });

  it('treats /v2/ as the root', async () => {
    signedIn();
    app = renderApp('/v2/');
    await waitFor(() => expect(app!.router.state.location.pathname).toBe('/tenders'));
  });

  it('shows 404 for an unknown path, open to everyone', async () => {
    signedOut();
    app = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Сторінку не знайдено' })).toBeInTheDocument();
    expect(screen.getByText('Можливо, адресу введено з помилкою або сторінку було переміщено.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На головну' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Сторінку не знайдено — Телеком Тендер'));
  });

  it('shows the /500 page without sign-in', async () => {
    signedOut();
    app = renderApp('/500');
    expect(await screen.findByRole('heading', { name: 'Помилка сервера' })).toBeInTheDocument();
    expect(
      screen.getByText('Під час обробки запиту сталася помилка. Спробуйте ще раз за кілька хвилин.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Оновити сторінку' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На головну' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Помилка сервера — Телеком Тендер'));
  });

  it('sets the page title from the route title', async () => {
    signedOut();
    app = renderApp('/login');
    await screen.findByRole('heading', { name: 'Вхід до системи' });
    await waitFor(() => expect(document.title).toBe('Вхід — Телеком Тендер'));
  });

  it('uses only the product name when no route has a title', async () => {
    signedIn();
    app = renderApp(
      '/untitled',
      buildAppRoutes([...mainLayoutRoutes, { path: 'untitled', element: <p>без назви</p> }]),
    );
    await screen.findByText('без назви');
    await waitFor(() => expect(document.title).toBe('Телеком Тендер'));
  });

  it('scrolls to the top on every navigation', async () => {
    signedOut();
    app = renderApp('/login');
    await screen.findByRole('heading', { name: 'Вхід до системи' });
    vi.mocked(window.scrollTo).mockClear();
    await app.router.navigate('/reset');
    await screen.findByRole('heading', { name: 'Відновлення пароля' });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('shows the error page with a way back when a screen fails', async () => {
    signedOut();
    const Boom = () => {
      throw new Error('boom');
    };
    const { RouteErrorBoundary } = await import('./route-error-boundary');
    app = renderApp('/', [{ path: '/', element: <Boom />, errorElement: <RouteErrorBoundary /> }]);
    expect(await screen.findByRole('heading', { name: 'Щось пішло не так' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На головну' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Оновити сторінку' })).toBeInTheDocument();
  });
});
