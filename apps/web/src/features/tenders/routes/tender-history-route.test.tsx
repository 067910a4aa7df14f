import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../../test/user';
import type { TTenderHistoryEntry } from '@tt/contracts/tenders';
import { asProviderSees, bankInfo, ok, openTender, providerInfo, tender, cardRoutes } from '../tender-test-utils';
import { setUpAppTest } from '../../../test/app-test';

const SLOW = { timeout: 10_000 };

const t = setUpAppTest(cardRoutes());

let nextId = 0;
function entry(overrides: Partial<TTenderHistoryEntry>): TTenderHistoryEntry {
  nextId += 1;
  return {
    id: nextId,
    action: 'created',
    actor: { id: 1, full_name: 'Андрій Мельник' },
    actor_role: 'manager',
    organization: null,
    details: {},
    created_at: '2026-11-20T08:00:00.000Z',
    hash: `${nextId}`.padStart(4, '0') + 'c0ffee'.repeat(10),
    proof: null,
    ...overrides,
  };
}

const entries: TTenderHistoryEntry[] = [
  entry({ action: 'created', details: { number: tender.number, fields: { title: tender.title, region_id: 1 } } }),
  entry({
    action: 'updated',
    actor: { id: 3, full_name: 'Ігор Ткач' },
    actor_role: 'it_manager',
    created_at: '2026-11-20T09:15:00.000Z',
    details: {
      fields: ['bandwidth_mbps', 'physics_id', 'description'],
      changes: { bandwidth_mbps: { from: 100, to: 200 }, physics_id: { from: null, to: 1 } },
    },
  }),
  entry({
    action: 'published',
    created_at: '2026-11-21T08:00:00.000Z',
    details: { offers_deadline: '2026-12-01T15:00:00.000Z' },
  }),
  entry({
    action: 'deadline_extended',
    created_at: '2026-11-22T08:00:00.000Z',
    details: {
      from: '2026-12-01T15:00:00.000Z',
      to: '2026-12-05T15:00:00.000Z',
      reason: 'На прохання провайдерів',
    },
  }),
  entry({
    action: 'document_added',
    details: { document_id: 5, file_name: 'Схема.pdf', size_bytes: 250_880, sha256: 'b'.repeat(64) },
  }),
  entry({
    action: 'question_asked',
    actor: null,
    actor_role: 'provider',
    details: { question_id: 12, question: 'Чи є резервний ввід?' },
  }),
  entry({ action: 'offer_submitted', actor: null, actor_role: 'provider', details: {} }),
  entry({
    action: 'offer_submitted',
    actor: { id: 7, full_name: 'Олена Коваль' },
    actor_role: 'provider',
    organization: { id: 3, name: 'ТОВ «Київ-Оптик»' },
    details: { offer_id: 77 },
  }),
  entry({ action: 'evaluation_started', actor: null, actor_role: 'system', details: { offers_count: 2 } }),
  entry({
    action: 'awarded',
    organization: { id: 3, name: 'ТОВ «Київ-Оптик»' },
    details: { offer_id: 77, organization: 'ТОВ «Київ-Оптик»', reason: 'Найнижча вартість' },
  }),
  entry({ action: 'cancelled', details: { from_status: 'evaluation', reason: 'Потребу знято' } }),
];

async function openHistory(info = bankInfo, history: unknown = { status: 200, data: entries }) {
  t.signIn(info, {
    'GET /tenders/42': ok(info === bankInfo ? openTender() : asProviderSees(openTender())),
    'GET /tenders/42/history': history as never,
  });
  t.render('/tenders/42/history');
  await screen.findByRole('heading', { name: 'Історія дій' }, SLOW);
}

const item = (text: string | RegExp) => {
  const el = screen.getAllByText(text)[0]!.closest('.mantine-Timeline-item');
  if (!el) throw new Error(`no timeline entry with ${String(text)}`);
  return el as HTMLElement;
};

describe('/tenders/:order_history_id/history', () => {
  it('tells every action with its actor, Kyiv time and details in words', async () => {
    await openHistory();
    expect(await screen.findByText('11 записів', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: tender.title })).toHaveAttribute('href', '/tenders/42');
    expect(document.title).toBe('Тендери — Телеком Тендер');

    const created = item('Створено чернетку');
    expect(within(created).getByText('20.11.2026 10:00')).toBeInTheDocument();
    expect(within(created).getByText('Андрій Мельник, Менеджер із закупівель')).toBeInTheDocument();
    await setupUser().click(within(created).getByRole('button', { name: 'Показати (2)' }));
    await waitFor(() => expect(within(created).getByText(`Назва: ${tender.title}`)).toBeVisible());
    expect(within(created).getByText('Регіон: Київ')).toBeInTheDocument();

    const updated = item('Змінено');
    expect(within(updated).getByText('Ігор Ткач, ІТ-менеджер регіону')).toBeInTheDocument();
    expect(within(updated).getByText('100 Мбіт/с')).toHaveStyle({ textDecoration: 'line-through' });
    expect(within(updated).getByText('200 Мбіт/с')).toBeInTheDocument();
    expect(within(updated).getByText('Будь-яке')).toBeInTheDocument();
    expect(await within(updated).findByText('Оптоволокно')).toBeInTheDocument();
    expect(within(updated).getByText('Опис:').parentElement).toHaveTextContent('Опис: змінено');

    expect(within(item('Опубліковано')).getByText('01.12.2026 17:00')).toBeInTheDocument();
    const extended = item('Продовжено кінцевий термін');
    expect(within(extended).getByText('01.12.2026 17:00')).toBeInTheDocument();
    expect(within(extended).getByText('05.12.2026 17:00')).toBeInTheDocument();
    expect(within(extended).getByText('На прохання провайдерів')).toBeInTheDocument();

    expect(within(item('Додано документ')).getByText('Схема.pdf (245 КБ)')).toBeInTheDocument();
    const asked = item('Поставлено запитання');
    expect(within(asked).getByText('Учасник (анонімно)')).toBeInTheDocument();
    expect(within(asked).getByText('Запитання №12:')).toBeInTheDocument();
    expect(within(asked).getByText('Чи є резервний ввід?')).toBeInTheDocument();
  });

  it('names participants when allowed, keeps the rest anonymous, and the system as the system', async () => {
    await openHistory();
    await screen.findByText('11 записів', {}, SLOW);
    const [anonymous, named] = screen
      .getAllByText('Подано пропозицію')
      .map((el) => el.closest('.mantine-Timeline-item') as HTMLElement);
    expect(within(anonymous!).getByText('Учасник (анонімно)')).toBeInTheDocument();
    expect(within(named!).getByText('Олена Коваль, Провайдер')).toBeInTheDocument();
    expect(within(named!).getByText(/ТОВ «Київ-Оптик»/)).toBeInTheDocument();
    expect(within(named!).getByText('№77')).toBeInTheDocument();

    const evaluation = item('Завершено прийом пропозицій, розпочато розгляд');
    expect(within(evaluation).getByText('Система')).toBeInTheDocument();
    expect(within(evaluation).getByText('2')).toBeInTheDocument();

    // A bank user's action names the organisation it concerned, not as the actor's own.
    const awarded = item('Визначено переможця');
    expect(within(awarded).getByText('Андрій Мельник, Менеджер із закупівель')).toBeInTheDocument();
    expect(within(awarded).getByText('Переможець:').parentElement).toHaveTextContent('Переможець: ТОВ «Київ-Оптик»');
    expect(within(awarded).getByText('Пропозиція-переможець:').parentElement).toHaveTextContent('№77');
    expect(within(awarded).getByText('Обґрунтування:').parentElement).toHaveTextContent('Найнижча вартість');
    expect(within(awarded).queryByText('organization:')).not.toBeInTheDocument();

    const cancelled = item('Скасовано');
    expect(within(cancelled).getByText('Розгляд пропозицій')).toBeInTheDocument();
    expect(within(cancelled).getByText('Потребу знято')).toBeInTheDocument();
    const hash = within(cancelled).getByLabelText(`Хеш запису: ${entries[10]!.hash!}`);
    expect(hash).toHaveTextContent(`#${entries[10]!.hash!.slice(0, 10)}`);
  });

  it('says when there is nothing yet', async () => {
    await openHistory(bankInfo, ok([]));
    expect(await screen.findByText('Записів в історії ще немає.', {}, SLOW)).toBeInTheDocument();
  });

  it('explains a refusal to a provider that did not take part', async () => {
    await openHistory(providerInfo, {
      status: 403,
      data: { error: 'Історію дій тендера бачать лише організації, які подавали пропозицію', code: 'forbidden' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Немає доступу' }, SLOW)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/провайдери, які подавали пропозицію/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'До тендера' })).toHaveAttribute('href', '/tenders/42');
    expect(screen.getByRole('link', { name: 'До списку тендерів' })).toHaveAttribute('href', '/tenders');
    expect(screen.queryByRole('button', { name: /Спробувати/ })).not.toBeInTheDocument();
  });

  it('treats an address that is not a tender as not found', async () => {
    t.signIn(bankInfo);
    t.render('/tenders/abc/history');
    expect(await screen.findByText('Тендер не знайдено', {}, SLOW)).toBeInTheDocument();
  });
});
