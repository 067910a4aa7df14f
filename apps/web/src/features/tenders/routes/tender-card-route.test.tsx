import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../../test/user';
import { computeActions } from '@tt/contracts/permissions';
import type { TLoginInfo } from '@tt/contracts/session';
import { getToastState } from '../../../lib/toasts';
import { bankInfo, ok, providerInfo, tender, cardRoutes, tenderAbilities } from '../tender-test-utils';
import { setUpAppTest } from '../../../test/app-test';

const SLOW = { timeout: 10_000 };

const t = setUpAppTest(cardRoutes());

const itManager: TLoginInfo = {
  ...bankInfo,
  id: 3,
  email: 'it@demo.ua',
  login: 'it@demo.ua',
  roles: { it_manager: true },
  actions: computeActions('bank', ['it_manager']),
};

const published = {
  ...tender,
  status: 'published' as const,
  published_at: '2026-11-21T08:00:00.000Z',
  abilities: tenderAbilities('edit', 'documents', 'extend', 'cancel', 'answer', 'history'),
};
const { budget_monthly: _budget, ...providerRead } = published;
const providerView = { ...providerRead, abilities: tenderAbilities('ask', 'offer') };
const cancelled = {
  ...tender,
  status: 'cancelled' as const,
  status_reason: 'Потребу знято',
  abilities: tenderAbilities('history'),
};

function actionNames() {
  const group = screen.queryByRole('group', { name: 'Дії з тендером' });
  return group ? [...group.querySelectorAll('a, button')].map((b) => b.textContent) : [];
}

describe('/tenders/:id', () => {
  it('shows every public field with dictionary names, Kyiv time and money', async () => {
    t.signIn(bankInfo, { 'GET /tenders/42': ok(tender) });
    t.render('/tenders/42');
    expect(await screen.findByRole('heading', { name: tender.title }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Чернетка')).toBeInTheDocument();
    expect(screen.getByText('Київ')).toBeInTheDocument();
    expect(await screen.findByText('Оптоволокно')).toBeInTheDocument();
    expect(screen.getByText('Будь-яке')).toBeInTheDocument();
    expect(screen.getByText('Доступ до Інтернету (IP)')).toBeInTheDocument();
    expect(screen.getByText('01.12.2026 17:00 (за Києвом)')).toBeInTheDocument();
    expect(screen.getByText('15.12.2026')).toBeInTheDocument();
    expect(screen.getByText('24 місяці')).toBeInTheDocument();
    expect(screen.getByText('12 500,00 ₴')).toBeInTheDocument();
    expect(screen.getByText('резервний').tagName).toBe('STRONG');
    // A draft has no offers yet: the sealed count appears once it is published.
    expect(screen.queryByText(/Подано пропозицій/)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Тендери — Телеком Тендер'));
  });

  it('hides the budget, offers count and actions from a provider', async () => {
    t.signIn(providerInfo, { 'GET /tenders/42': ok(providerView) });
    t.render('/tenders/42');
    await screen.findByRole('heading', { name: tender.title }, SLOW);
    expect(screen.queryByText('Очікуваний щомісячний бюджет')).not.toBeInTheDocument();
    expect(screen.queryByText(/Подано пропозицій/)).not.toBeInTheDocument();
    expect(actionNames()).toEqual([]);
    expect(screen.getByText(/^залишилось|^термін минув/)).toBeInTheDocument();
  });

  it('offers the manager edit, cancel and publish for a draft', async () => {
    t.signIn(bankInfo, { 'GET /tenders/42': ok(tender) });
    t.render('/tenders/42');
    await screen.findByRole('heading', { name: tender.title }, SLOW);
    expect(actionNames()).toEqual(['Редагувати', 'Скасувати тендер', 'Опублікувати']);
    expect(screen.getByRole('link', { name: 'Редагувати' })).toHaveAttribute('href', '/tenders/42/edit');
  });

  it('offers the manager edit, extend and cancel for a published tender', async () => {
    t.signIn(bankInfo, { 'GET /tenders/42': ok(published) });
    t.render('/tenders/42');
    await screen.findByRole('heading', { name: tender.title }, SLOW);
    expect(actionNames()).toEqual(['Редагувати', 'Продовжити термін', 'Скасувати тендер']);
    expect(screen.getByText('Подано пропозицій: 3')).toBeInTheDocument();
    expect(screen.getByText(/Зміст пропозицій стане доступним/)).toBeInTheDocument();
  });

  it('offers the regional IT manager only editing a draft', async () => {
    t.signIn(itManager, {
      'GET /tenders/42': ok({ ...tender, abilities: tenderAbilities('edit', 'documents', 'history') }),
    });
    t.render('/tenders/42');
    await screen.findByRole('heading', { name: tender.title }, SLOW);
    expect(actionNames()).toEqual(['Редагувати']);
    t.reset();

    t.signIn(itManager, { 'GET /tenders/42': ok({ ...published, abilities: tenderAbilities('history') }) });
    t.render('/tenders/42');
    await screen.findByRole('heading', { name: tender.title }, SLOW);
    expect(actionNames()).toEqual([]);
  });

  it('shows the reason of a cancelled tender and no actions', async () => {
    t.signIn(bankInfo, {
      'GET /tenders/42': ok(cancelled),
    });
    t.render('/tenders/42');
    await screen.findByRole('heading', { name: tender.title }, SLOW);
    expect(screen.getByText('Причина скасування')).toBeInTheDocument();
    expect(screen.getByText('Потребу знято')).toBeInTheDocument();
    expect(actionNames()).toEqual([]);
  });

  it('cancels with a required reason, then shows the new state and a toast', async () => {
    const user = setupUser();
    let done = false;
    t.signIn(bankInfo, {
      'GET /tenders/42': () => ok(done ? { ...cancelled, version: 5 } : tender),
      'GET /tenders': ok({ items: [], total: 0, page: 1, page_size: 20 }),
      'POST /tenders/42/cancel': (config) => {
        done = true;
        expect(JSON.parse(config.data as string)).toEqual({ reason: 'Потребу знято', version: 4 });
        return ok({ ...cancelled, version: 5 });
      },
    });
    t.render('/tenders/42');
    await screen.findByRole('heading', { name: tender.title }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Скасувати тендер' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Скасувати тендер' }));
    expect(within(dialog).getByRole('textbox', { name: /Причина скасування/ })).toHaveAccessibleDescription(
      'Поле «Причина скасування» є обов’язковим',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Причина скасування/ }), 'Потребу знято');
    await user.click(within(dialog).getByRole('button', { name: 'Скасувати тендер' }));
    expect(await screen.findByText('Потребу знято')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(actionNames()).toEqual([]);
    const toasts = getToastState();
    expect(toasts.queue.length + document.querySelectorAll('.mantine-Notification-root').length).toBeGreaterThan(0);
  });

  it('says so when the tender does not exist', async () => {
    t.signIn(bankInfo, {
      'GET /tenders/7': { status: 404, data: { error: 'Тендер не знайдено', code: 'not_found' } },
    });
    t.render('/tenders/7');
    expect(await screen.findByText('Тендер не знайдено', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'До списку тендерів' })).toHaveAttribute('href', '/tenders');
  });
});
