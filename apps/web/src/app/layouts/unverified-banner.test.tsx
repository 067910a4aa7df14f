import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { setupUser } from '../../test/user';
import { ok, setUpAppTest } from '../../test/app-test';
import { bankInfo, organization, providerInfo } from '../../test/fixtures';

const t = setUpAppTest();

afterEach(() => sessionStorage.clear());

const banner = () =>
  screen.queryByRole('status', { name: /Організація очікує верифікації/ }) ??
  screen.queryByText('Організація очікує верифікації');

describe('unverified banner', () => {
  it('tells a provider of an unverified organisation what it may and may not do, and hides for the session', async () => {
    t.signIn(providerInfo, { 'GET /account/info/organization': ok({ ...organization, is_verify: false }) });
    t.render('/account/password');
    expect(await screen.findByText('Організація очікує верифікації')).toBeInTheDocument();
    expect(
      screen.getByText(/можете переглядати тендери та ставити запитання, але не можете подавати пропозиції/),
    ).toBeInTheDocument();
    expect(screen.getByText(/ви отримаєте лист/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Що означає перевірка' })).toHaveAttribute('href', '/faq/verification');

    await setupUser().click(screen.getByRole('button', { name: 'Сховати до кінця сеансу' }));
    expect(banner()).toBeNull();
    expect(sessionStorage.getItem('tt-unverified-banner-dismissed')).toBe('1');

    // Rendered again in the same browser session: stays hidden.
    t.render('/account/password');
    await screen.findByRole('heading', { name: 'Зміна пароля' });
    expect(banner()).toBeNull();
  });

  it('is not shown to a verified provider', async () => {
    t.signIn(providerInfo);
    t.render('/account/password');
    await screen.findByRole('heading', { name: 'Зміна пароля' });
    expect(banner()).toBeNull();
  });

  it('is not shown to bank users', async () => {
    t.signIn(bankInfo, { 'GET /account/info/organization': ok({ ...organization, is_verify: false }) });
    t.render('/account/password');
    await screen.findByRole('heading', { name: 'Зміна пароля' });
    expect(banner()).toBeNull();
  });
});
