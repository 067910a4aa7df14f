import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { setupUser } from '../test/user';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../lib/api-client';
import { setUpAppTest } from '../test/app-test';
import { providerInfo } from '../test/fixtures';
import { hasAuthorizedCookie } from '../lib/cookies';
import { buildAppRoutes, mainLayoutRoutes } from './routes';

const t = setUpAppTest();

/** A protected test screen that makes one call. */
function Probe() {
  const q = useQuery({
    queryKey: ['probe'],
    queryFn: () => apiClient.get('/tenders/5').then((r) => r.data as string),
    retry: false,
  });
  return <p>{q.isError ? 'probe failed' : (q.data ?? 'probe loading')}</p>;
}

function routesWithProbe() {
  return buildAppRoutes([...mainLayoutRoutes, { path: 'probe', element: <Probe /> }]);
}

describe('session wiring', () => {
  it('sends the user to sign-in with next when the login info answers 401, and says the session ended', async () => {
    t.signInCookieOnly({
      'GET /account/info/login': { status: 401, data: { error: 'Потрібно увійти', code: 'unauthorized' } },
    });
    t.render('/account/password?a=1');
    await waitFor(() => expect(t.app.router.state.location.pathname).toBe('/login'));
    expect(t.app.router.state.location.search).toBe(`?next=${encodeURIComponent('/account/password?a=1')}`);
    expect(hasAuthorizedCookie()).toBe(false);
    expect(await screen.findByText('Ваш сеанс завершився. Увійдіть знову.')).toBeInTheDocument();
    // The 401 itself makes no error toast.
    expect(screen.queryByText('Потрібно увійти')).not.toBeInTheDocument();
  });

  it('shows the unauthorized modal on 401 of another call; its button leads to sign-in and back', async () => {
    t.signIn(providerInfo, {
      'GET /tenders/5': { status: 401, data: { error: 'Потрібно увійти', code: 'unauthorized' } },
    });
    t.render('/probe?x=1', routesWithProbe());
    expect(await screen.findByText('probe failed')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Сеанс завершено' });
    expect(dialog).toHaveTextContent('Ваш сеанс роботи завершився');
    await setupUser().click(screen.getByRole('button', { name: 'Увійти знову' }));
    await waitFor(() => expect(t.app.router.state.location.pathname).toBe('/login'));
    expect(t.app.router.state.location.search).toBe(`?next=${encodeURIComponent('/probe?x=1')}`);
    expect(hasAuthorizedCookie()).toBe(false);
  });

  it('shows an error toast for a failed call, with the server message and details', async () => {
    t.signIn(providerInfo, {
      'GET /tenders/5': {
        status: 409,
        data: { error: 'Тендер змінено іншим користувачем', code: 'version_conflict', details: 'Оновіть сторінку' },
      },
    });
    t.render('/probe', routesWithProbe());
    expect(await screen.findByText('Тендер змінено іншим користувачем')).toBeInTheDocument();
    expect(screen.getByText('Помилка')).toBeInTheDocument();
    expect(screen.getByText('Оновіть сторінку')).toBeInTheDocument();
  });

  it('stays on an open page when its login-info call answers 401', async () => {
    t.signInCookieOnly({
      'GET /account/info/login': { status: 401, data: { error: 'x', code: 'unauthorized' } },
    });
    t.render('/reset');
    await screen.findByRole('heading', { name: 'Відновлення пароля' });
    await apiClient.get('/account/info/login').catch(() => {});
    expect(t.app.router.state.location.pathname).toBe('/reset');
    expect(hasAuthorizedCookie()).toBe(false);
  });
});
