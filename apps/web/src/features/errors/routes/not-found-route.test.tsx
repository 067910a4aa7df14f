import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { setupUser } from '../../../test/user';
import { setUpAppTest } from '../../../test/app-test';
import { startSignedOut } from '../../../test/session-helpers';

const t = setUpAppTest();

describe('404 page', () => {
  it('shows a signed-in person the page inside the main layout, with the navigation', async () => {
    t.signIn();
    t.render('/zvity/2026/nemaye');
    expect(await screen.findByRole('heading', { name: 'Сторінку не знайдено', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Андрій Мельник');
    expect(screen.getAllByRole('link', { name: 'Тендери' })[0]).toHaveAttribute('href', '/tenders');
    // One main landmark: the layout's.
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(t.app.router.state.location.pathname).toBe('/zvity/2026/nemaye');
    await waitFor(() => expect(document.title).toBe('Сторінку не знайдено — Телеком Тендер'));
  });

  it('leads a signed-in person home, to the tenders list', async () => {
    t.signIn();
    t.render('/no-such');
    const user = setupUser();
    await user.click(await screen.findByRole('link', { name: 'На головну' }));
    await waitFor(() => expect(t.app.router.state.location.pathname).toBe('/tenders'));
  });

  it('shows a visitor the page on its own, without sign-in', async () => {
    t.mockApi({});
    startSignedOut();
    t.render('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Сторінку не знайдено', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'На головну' })).toHaveAttribute('href', '/');
    expect(t.api.calls).toHaveLength(0);
    await waitFor(() => expect(document.title).toBe('Сторінку не знайдено — Телеком Тендер'));
  });

  it('shows the visitor’s page, not sign-in, when the remembered session has ended', async () => {
    t.signInCookieOnly({
      'GET /account/info/login': { status: 401, data: { error: 'Увійдіть', code: 'unauthorized' } },
    });
    t.render('/no-such');
    expect(await screen.findByRole('heading', { name: 'Сторінку не знайдено', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(t.app.router.state.location.pathname).toBe('/no-such');
  });
});
