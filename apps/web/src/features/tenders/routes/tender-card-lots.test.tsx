import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TOwnLotResult } from '@tt/contracts/lots';
import type { TTender } from '@tt/contracts/tenders';
import {
  asProviderSees,
  bankInfo,
  cardRoutes,
  expectAccessibleStructure,
  inDays,
  lot,
  openTender,
  openTenderCard,
  providerInfo,
  showAllTableColumns,
  tender,
  tenderAbilities,
} from '../tender-test-utils';
import { setUpAppTest, showScreenWidth } from '../../../test/app-test';

const t = setUpAppTest(cardRoutes());

beforeEach(() => {
  showAllTableColumns();
});

const decidedAt = '2026-12-03T10:00:00.000Z';

/** Three lots decided: two won by different providers, one without a winner. */
const awarded: TTender = openTender({
  status: 'awarded',
  offers_deadline: inDays(-2),
  budget_monthly: '33000.00',
  evaluation: { method: 'weighted', weights: { cost: 70, sla: 20, connection: 10, technical: 0 } },
  abilities: tenderAbilities('complete', 'offers', 'history'),
  lots: [
    lot({
      decision: {
        outcome: 'awarded',
        reason: '',
        decided_at: decidedAt,
        winner: { offer_id: 77, organization: { id: 3, name: 'ТОВ «Укрмережа Телеком»' } },
      },
    }),
    lot({
      id: 421,
      position: 2,
      branch_name: 'Відділення №7',
      address: 'м. Львів, пл. Ринок, 1',
      region_id: 2,
      bandwidth_mbps: 1000,
      physics_id: null,
      interface_id: 5,
      protocol_id: null,
      connection_date: '2026-12-20',
      budget_monthly: '8000.00',
      decision: {
        outcome: 'unsuccessful',
        reason: 'Жодна пропозиція не відповідає вимогам',
        decided_at: decidedAt,
        winner: null,
      },
    }),
    lot({
      id: 422,
      position: 3,
      branch_name: 'Відділення №3',
      physics_id: null,
      protocol_id: null,
      budget_monthly: '12500.00',
      decision: {
        outcome: 'awarded',
        reason: '',
        decided_at: decidedAt,
        winner: { offer_id: 78, organization: { id: 4, name: 'ТОВ «Швидкий Зв’язок»' } },
      },
    }),
  ],
});

const section = (name: string) => screen.getByRole('region', { name });
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent?.replace(/\s/g, ' '));

describe('tender card: lots', () => {
  it('shows the bank each lot with its budget and decision, and the evaluation', async () => {
    await openTenderCard(t, bankInfo, awarded);
    const lots = section('Лоти');
    expect(lots).toHaveTextContent('3 лоти');
    // The channel dictionaries arrive with the card.
    expect(await within(lots).findByText('Інтерфейс: Ethernet 1 Гбіт/с')).toBeInTheDocument();
    expect(
      within(lots)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      '№',
      'Відділення й адреса',
      'Вимоги до каналу',
      'Бажана дата підключення',
      'Очікуваний щомісячний бюджет',
      'Рішення',
    ]);
    const [, first, second, third] = within(lots).getAllByRole('row');
    expect(cellsOf(second!)).toEqual([
      '2',
      'Відділення №7м. Львів, пл. Ринок, 1, Львівська область',
      '1 000 Мбіт/сІнтерфейс: Ethernet 1 Гбіт/с',
      '20.12.2026',
      '8 000,00 ₴',
      'Не відбувсяЖодна пропозиція не відповідає вимогам',
    ]);
    expect(cellsOf(first!)[1]).toMatch(/, Київ$/);
    expect(cellsOf(first!)[2]).toContain('Фізичне середовище: ОптоволокноПротокол: Доступ до Інтернету (IP)');
    expect(within(first!).getByRole('link', { name: 'ТОВ «Укрмережа Телеком»' })).toHaveAttribute(
      'href',
      '/tenders/offers/77',
    );
    expect(third).toHaveTextContent('Переможець: ТОВ «Швидкий Зв’язок»');
    // A lot that leaves the channel open says so once.
    expect(cellsOf(third!)[2]).toBe('200 Мбіт/сСередовище, інтерфейс і протокол — будь-які');

    // The single site's sections give way to the lots; the total budget is named as such.
    expect(screen.queryByRole('region', { name: 'Об’єкт підключення' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Вимоги до каналу' })).not.toBeInTheDocument();
    const terms = section('Умови та строки');
    expect(terms).toHaveTextContent('Очікуваний щомісячний бюджет (усі лоти)33 000,00 ₴');
    expect(terms).not.toHaveTextContent('Бажана дата підключення');
    expect(terms).toHaveTextContent('Метод оцінкиЗважена оцінка за критеріями');
    expect(
      within(terms)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Загальна вартість за строк договору: 70 %',
      'Доступність за SLA: 20 %',
      'Строк підключення: 10 %',
      'Технічна оцінка: не враховується',
    ]);
    expectAccessibleStructure();
  });

  it('sums the budgets the lots have and names the lots without one, rather than no figure', async () => {
    await openTenderCard(t, bankInfo, {
      ...awarded,
      budget_monthly: null,
      lots: awarded.lots.map((l) => (l.position === 2 ? { ...l, budget_monthly: null } : l)),
    });
    expect(section('Умови та строки')).toHaveTextContent(
      'Очікуваний щомісячний бюджет (усі лоти)25 000,00 ₴ — без лоту 2, для якого бюджет не вказано',
    );
  });

  it('shows a provider the evaluation and its own result per lot, and no budget or winner', async () => {
    const results: (TOwnLotResult | null)[] = ['won', 'unsuccessful', 'lost'];
    const view = asProviderSees(awarded, { id: 77, status: 'won', submitted_at: inDays(-3) }, tenderAbilities());
    await openTenderCard(t, providerInfo, {
      ...view,
      lots: view.lots.map((l, i) => ({ ...l, own_result: results[i] })),
    });
    const lots = section('Лоти');
    const headers = within(lots)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).not.toContain('Очікуваний щомісячний бюджет');
    expect(headers).not.toContain('Рішення');
    expect(headers.at(-1)).toBe('Ваш результат');
    const rows = within(lots).getAllByRole('row').slice(1);
    expect(rows.map((r) => cellsOf(r).at(-1))).toEqual(['Ви перемогли', 'Лот не відбувся', 'Обрано іншу пропозицію']);
    expect(lots).not.toHaveTextContent('Переможець:');
    expect(lots).not.toHaveTextContent('₴');
    expect(section('Умови та строки')).toHaveTextContent('Зважена оцінка за критеріями');
    // The side panel tells the same per lot, not «обрано переможцем» for all three.
    const own = section('Ваша пропозиція');
    expect(own).toHaveTextContent('Ваша пропозиція перемогла у 1 з 3 лотів.');
    expect(
      within(own)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Лот 1 — Відділення №12: Ви перемогли',
      'Лот 2 — Відділення №7: Лот не відбувся',
      'Лот 3 — Відділення №3: Обрано іншу пропозицію',
    ]);
    expect(own).not.toHaveTextContent('Вашу пропозицію обрано переможцем');
  });

  it('stacks the lots as cards on a phone', async () => {
    showScreenWidth(390);
    await openTenderCard(t, bankInfo, awarded);
    const lots = section('Лоти');
    expect(within(lots).queryByRole('table')).not.toBeInTheDocument();
    const cards = within(lots).getAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Лот 1 — Відділення №12',
      'Лот 2 — Відділення №7',
      'Лот 3 — Відділення №3',
    ]);
    expect(cards[1]).toHaveTextContent('м. Львів, пл. Ринок, 1, Львівська область');
    expect(await within(cards[1]!).findByText('Інтерфейс: Ethernet 1 Гбіт/с')).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('Рішення');
    expect(cards[1]).toHaveTextContent('Не відбувся');
    expectAccessibleStructure();
  });

  it('keeps a single-lot tender’s card as it was, with the evaluation method added', async () => {
    await openTenderCard(t, bankInfo, tender);
    expect(screen.queryByRole('region', { name: 'Лоти' })).not.toBeInTheDocument();
    expect(section('Об’єкт підключення')).toHaveTextContent('Відділення №12');
    expect(section('Вимоги до каналу')).toHaveTextContent('200 Мбіт/с');
    const terms = section('Умови та строки');
    expect(terms).toHaveTextContent('Бажана дата підключення15.12.2026');
    expect(terms).toHaveTextContent('Очікуваний щомісячний бюджет12 500,00 ₴');
    expect(terms).toHaveTextContent('Метод оцінкиНайнижча загальна вартість');
  });
});
