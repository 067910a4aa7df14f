import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../../test/user';
import { ok, setUpAppTest, showAllTableColumns, showScreenWidth } from '../../../test/app-test';
import { adminInfo, providerCard } from '../admin-test-data';

const SLOW = { timeout: 10_000 };
const t = setUpAppTest();

beforeEach(() => {
  showAllTableColumns();
});

describe('/admin/providers/{id}', () => {
  it('shows the fields, users, offers with outcomes and win rate, and the events', async () => {
    t.signIn(adminInfo, { 'GET /providers/1': ok(providerCard()) });
    t.render('/admin/providers/1');
    expect(await screen.findByRole('heading', { name: 'ТОВ «Укрмережа Телеком»' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('32855961')).toBeInTheDocument();
    expect(screen.getByText('support@ukrnet-telecom.example.ua')).toBeInTheDocument();
    expect(screen.getAllByText('Верифіковано').length).toBeGreaterThan(0);

    const users = screen.getByRole('region', { name: 'Користувачі' });
    expect(within(users).getByText('provider1@demo.ua')).toBeInTheDocument();

    const offers = screen.getByRole('region', { name: 'Пропозиції' });
    expect(within(offers).getByText('50 % (1 з 2)')).toBeInTheDocument();
    expect(within(offers).getByRole('link', { name: 'ТТ-2026-000042' })).toHaveAttribute('href', '/tenders/42');
    expect(within(offers).getByText('Переможець')).toBeInTheDocument();
    expect(within(offers).getByText('Не обрано')).toBeInTheDocument();

    const events = screen.getByRole('region', { name: 'Журнал подій' });
    expect(within(events).getByText('Організацію заблоковано')).toBeInTheDocument();
    expect(within(events).getByText('Причина: Прострочені документи')).toBeInTheDocument();
    expect(within(events).getByText('Аудитор → Адміністратор, Аудитор')).toBeInTheDocument();
    expect(within(events).getAllByText(/Ірина Бондар/).length).toBe(2);
  });

  it('shows only the date of a provider user’s last sign-in', async () => {
    const card = providerCard();
    card.users = card.users.map((u) => ({ ...u, last_sign_in_at: null, last_sign_in_on: '2026-11-21' }));
    t.signIn(adminInfo, { 'GET /providers/1': ok(card) });
    t.render('/admin/providers/1');
    const row = (await screen.findByText('provider1@demo.ua', {}, SLOW)).closest('tr')!;
    expect(within(row).getByText('21.11.2026')).toBeInTheDocument();
    expect(row).not.toHaveTextContent(/\d:\d\d/);
  });

  it('blocks from the card with a reason and shows the new state', async () => {
    let current = providerCard();
    const api = t.signIn(adminInfo, {
      'GET /providers/1': () => ok(current),
      'POST /providers/1/block': () => {
        current = providerCard({ is_blocked: true, blocked_reason: 'Прострочені документи' });
        return ok(current);
      },
    });
    t.render('/admin/providers/1');
    await setupUser().click(await screen.findByRole('button', { name: 'Заблокувати' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Заблокувати провайдера' });
    await setupUser().type(
      within(dialog).getByRole('textbox', { name: /Причина блокування/ }),
      'Прострочені документи',
    );
    await setupUser().click(within(dialog).getByRole('button', { name: 'Заблокувати' }));
    expect(await screen.findByRole('button', { name: 'Розблокувати' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.url === '/providers/1/block')).toBe(true);
    await waitFor(() => expect(screen.getAllByText('Заблоковано').length).toBeGreaterThan(0));
  });

  it('offers verification for an unverified provider', async () => {
    t.signIn(adminInfo, {
      'GET /providers/3': ok(
        providerCard({
          id: 3,
          is_verify: false,
          offers: [],
          stats: { offers: 0, won: 0, lost: 0, win_rate: null },
          events: [],
        }),
      ),
    });
    t.render('/admin/providers/3');
    expect(await screen.findByRole('button', { name: 'Верифікувати' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Ще немає результатів')).toBeInTheDocument();
    expect(screen.getByText('Пропозицій ще немає')).toBeInTheDocument();
    expect(screen.getByText('Подій ще немає')).toBeInTheDocument();
  });

  it('shows users and offers as cards on a phone', async () => {
    showScreenWidth(390);
    t.signIn(adminInfo, { 'GET /providers/1': ok(providerCard()) });
    t.render('/admin/providers/1');
    await screen.findByRole('heading', { name: 'ТОВ «Укрмережа Телеком»' }, SLOW);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    const users = within(screen.getByRole('list', { name: 'Користувачі' }));
    const user = within(users.getByText('provider1@demo.ua').closest('li')!);
    expect(user.getByText('Сергій Ткаченко')).toBeInTheDocument();
    expect(user.getByText('Останній вхід', { selector: 'dt' })).toBeInTheDocument();

    const offers = within(screen.getByRole('list', { name: 'Пропозиції' }));
    const offer = within(offers.getByRole('link', { name: 'ТТ-2026-000042' }).closest('li')!);
    expect(offer.getByText('Переможець')).toBeInTheDocument();
    expect(offer.getByText('Щомісячна плата', { selector: 'dt' }).nextElementSibling).toHaveTextContent('₴');
  });
});
