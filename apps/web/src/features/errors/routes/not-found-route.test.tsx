import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { startSignedIn, startSignedOut } from '../../../test/session-helpers';
import { bankInfo, organization, regions } from '../../../test/fixtures';

let api: ReturnType<typeof mockApi>;
let app: ReturnType<typeof renderApp> | undefined;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  app?.unmount();
  app = undefined;
  api.restore();
  startSignedOut();
  vi.restoreAllMocks();
});

function signedInApi() {
  return mockApi({
    'GET /account/info/login': { status: 200, data: bankInfo },
    'GET /account/info/regions': { status: 200, data: regions },
    'GET /account/info/organization': { status: 200, data: organization },
  });
}

describe('404 page', () => {
  it('shows a signed-in person the page inside the main layout, with the navigation', async () => {
    api = signedInApi();
    startSignedIn();
    app = renderApp('/zvity/2026/nemaye');
    expect(await screen.findByRole('heading', { name: 'Сторінку не знайдено', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Андрій Мельник');
    expect(screen.getAllByRole('link', { name: 'Тендери' })[0]).toHaveAttribute('href', '/tenders');
    // One main landmark: the layout's.
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(app.router.state.location.pathname).toBe('/zvity/2026/nemaye');
    await waitFor(() => expect(document.title).toBe('Сторінку не знайдено — Телеком Тендер'));
  });

  it('leads a signed-in person home, to the tenders list', async () => {
    api = signedInApi();
    startSignedIn();
    app = renderApp('/no-such');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('link', { name: 'На головну' }));
    await waitFor(() => expect(app!.router.state.location.pathname).toBe('/tenders'));
  });

  it('shows a visitor the page on its own, without sign-in', async () => {
    api = mockApi({});
    startSignedOut();
    app = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Сторінку не знайдено', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'На головну' })).toHaveAttribute('href', '/');
    expect(api.calls).toHaveLength(0);
    await waitFor(() => expect(document.title).toBe('Сторінку не знайдено — Телеком Тендер'));
  });

  it('shows the visitor’s page, not sign-in, when the remembered session has ended', async () => {
    api = mockApi({ 'GET /account/info/login': { status: 401, data: { error: 'Увійдіть', code: 'unauthorized' } } });
    startSignedIn();
    app = renderApp('/no-such');
    expect(await screen.findByRole('heading', { name: 'Сторінку не знайдено', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/no-such');
  });
});
