import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setUpAppTest } from '../../../test/app-test';
import { bankInfo } from '../../../test/fixtures';
import { adminInfo } from '../settings-test-data';

const SLOW = { timeout: 10_000 };
const t = setUpAppTest();

const SCREENS = [
  '/admin/settings',
  '/admin/settings/app/password',
  '/admin/settings/app/rules',
  '/admin/settings/edit/managers-it-rp',
  '/admin/settings/edit/channels',
];

describe('/admin/settings', () => {
  it('shows a card for each settings screen, its title the link, and the navigation item', async () => {
    t.signIn(adminInfo);
    t.render('/admin/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Налаштування' }, SLOW)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const cards = within(screen.getByRole('main')).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual(SCREENS.slice(1));
    expect(within(cards[0]!).getByRole('link', { name: 'Поштовий сервер' })).toBeInTheDocument();
    expect(within(cards[0]!).getByText(/система надсилає листи/)).toBeInTheDocument();
    expect(within(cards[2]!).getByRole('link', { name: 'ІТ-менеджери регіонів' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Головне меню' })).toContainElement(
      screen.getByRole('link', { name: 'Налаштування' }),
    );
    await waitFor(() => expect(document.title).toBe('Налаштування — Телеком Тендер'));
  });

  it.each(SCREENS)('shows a manager the denied screen at %s, without asking the server for settings', async (path) => {
    const api = t.signIn(bankInfo);
    t.render(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Немає доступу' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Налаштування змінює лише адміністратор')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'До списку тендерів' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Налаштування' })).not.toBeInTheDocument();
    expect(api.called().filter((c) => c.includes('/admin/'))).toEqual([]);
  });
});
