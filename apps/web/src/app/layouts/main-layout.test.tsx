import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../test/user';
import type { TLoginInfo } from '@tt/contracts/session';
import { setUpAppTest } from '../../test/app-test';
import { bankInfo, providerInfo } from '../../test/fixtures';
import { hasAuthorizedCookie } from '../../lib/cookies';
import { sessionKeys } from '../../lib/session';

const t = setUpAppTest();

/** A session of `info` whose sign-out call answers `logout`. */
function setup(info: TLoginInfo, logout: { status: number; data?: unknown } = { status: 200, data: { ok: true } }) {
  t.signIn(info, { 'POST /auth/logout': logout });
}

describe('main layout', () => {
  it('shows the product name, the user and the organisation', async () => {
    setup(providerInfo);
    t.render('/account/password');
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Телеком Тендер')).toBeInTheDocument();
    expect(within(header).getByText('Олена Коваль')).toBeInTheDocument();
    expect(within(header).getByText('ТОВ «Київ-Оптик»')).toBeInTheDocument();
  });

  it('names the user menu by what it shows, then what it is; the brand link by the product', async () => {
    setup(providerInfo);
    t.render('/account/password');
    const header = await screen.findByRole('banner');
    const menu = within(header).getByRole('button', { name: /Меню користувача/ });
    // The visible text (initials, name, organisation) is part of the name, in its order.
    expect(menu).toHaveAccessibleName('ОК Олена Коваль ТОВ «Київ-Оптик» Меню користувача');
    expect(within(header).getByRole('link', { name: 'Телеком Тендер' })).toHaveAttribute('href', '/');
  });

  it('has one navigation at a time: the phone menu exists only while open', async () => {
    setup(providerInfo);
    t.render('/account/password');
    await screen.findByRole('heading', { name: 'Зміна пароля' });
    expect(screen.getAllByRole('navigation')).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'Тендери' })).toHaveLength(1);

    const user = setupUser();
    const burger = screen.getByRole('button', { name: 'Відкрити меню' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await user.click(burger);
    const closer = screen.getByRole('button', { name: 'Закрити меню' });
    expect(closer).toHaveAttribute('aria-expanded', 'true');
    const phoneMenu = document.getElementById(closer.getAttribute('aria-controls')!);
    expect(phoneMenu).toHaveRole('navigation');
    expect(phoneMenu).toHaveClass('mantine-hidden-from-sm');

    await user.click(closer);
    await waitFor(() => expect(screen.getAllByRole('navigation')).toHaveLength(1));
    expect(document.getElementById(closer.getAttribute('aria-controls')!)).toBeNull();
  });

  it('shows navigation items by the actions of the login info', async () => {
    setup(providerInfo);
    t.render('/account/password');
    await screen.findByRole('heading', { name: 'Зміна пароля' });
    expect(screen.getAllByRole('link', { name: 'Тендери' })[0]).toHaveAttribute('href', '/tenders');
  });

  it('hides navigation items whose action is not granted', async () => {
    setup({ ...bankInfo, actions: { ...bankInfo.actions, 'tender.view': false } });
    t.render('/account/password');
    await screen.findByRole('heading', { name: 'Зміна пароля' });
    expect(screen.queryByRole('link', { name: 'Тендери' })).not.toBeInTheDocument();
  });

  it("shows a bank user's roles in place of the organisation", async () => {
    setup({ ...bankInfo, roles: { manager: true, auditor: true } });
    t.render('/account/password');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('Менеджер із закупівель, Аудитор')).toBeInTheDocument();
  });

  it('offers password change and sign-out in the user menu', async () => {
    setup(bankInfo);
    t.render('/account/password');
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: /Меню користувача/ }));
    expect(await screen.findByRole('menuitem', { name: 'Змінити пароль' })).toHaveAttribute(
      'href',
      '/account/password',
    );
    expect(screen.getByRole('menuitem', { name: 'Довідка' })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('menuitem', { name: 'Вийти' })).toBeInTheDocument();
  });

  it('signs out: logout call, cookie removed, cache cleared, sign-in screen', async () => {
    setup(bankInfo);
    t.render('/account/password');
    t.app.queryClient.setQueryData(['something'], 1);
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: /Меню користувача/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Вийти' }));
    await waitFor(() => expect(t.app.router.state.location.pathname).toBe('/login'));
    expect(t.app.router.state.location.search).toBe('');
    expect(t.api.called()).toContain('POST /auth/logout');
    expect(hasAuthorizedCookie()).toBe(false);
    expect(t.app.queryClient.getQueryData(sessionKeys.loginInfo)).toEqual({ loginInfo: null, signedOut: true });
    expect(t.app.queryClient.getQueryData(['something'])).toBeUndefined();
    expect(await screen.findByRole('heading', { name: 'Вхід до системи' })).toBeInTheDocument();
  });

  it('ends the local session even when the logout call fails', async () => {
    setup(bankInfo, { status: 500, data: { error: 'Збій', code: 'internal' } });
    t.render('/account/password');
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: /Меню користувача/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Вийти' }));
    await waitFor(() => expect(t.app.router.state.location.pathname).toBe('/login'));
    expect(hasAuthorizedCookie()).toBe(false);
  });
});
