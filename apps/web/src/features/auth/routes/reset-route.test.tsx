import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { setupUser } from '../../../test/user';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { startSignedOut } from '../../../test/session-helpers';

let api: ReturnType<typeof mockApi>;
let app: ReturnType<typeof renderApp> | undefined;

beforeEach(startSignedOut);
afterEach(() => {
  app?.unmount();
  api.restore();
});

describe('password reset screen', () => {
  it('asks for a link and always says a letter was sent if the address is registered', async () => {
    api = mockApi({ 'POST /auth/reset': { status: 202, data: { ok: true } } });
    app = renderApp('/reset');
    const user = setupUser();
    await user.type(await screen.findByLabelText(/Електронна пошта/), 'Someone@Bank.ua ');
    await user.click(screen.getByRole('button', { name: 'Надіслати посилання' }));
    expect(await screen.findByText(/Якщо адресу someone@bank\.ua зареєстровано/)).toBeInTheDocument();
    expect(JSON.parse(api.calls[0]!.data as string)).toEqual({ email: 'someone@bank.ua' });
    expect(screen.getByRole('link', { name: 'Повернутися до входу' })).toHaveAttribute('href', '/login');
  });

  it('checks the address before calling the server', async () => {
    api = mockApi({});
    app = renderApp('/reset');
    const user = setupUser();
    await user.type(await screen.findByLabelText(/Електронна пошта/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Надіслати посилання' }));
    expect(await screen.findByText(/некоректна адреса електронної пошти/)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    // From the button back to the field.
    await waitFor(() => expect(screen.getByLabelText(/Електронна пошта/)).toHaveFocus());
  });

  it('shows a rate-limit answer in place', async () => {
    api = mockApi({ 'POST /auth/reset': { status: 429, data: { error: 'Забагато запитів', code: 'rate_limited' } } });
    app = renderApp('/reset');
    const user = setupUser();
    await user.type(await screen.findByLabelText(/Електронна пошта/), 'a@b.ua');
    await user.click(screen.getByRole('button', { name: 'Надіслати посилання' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Забагато запитів');
  });
});
