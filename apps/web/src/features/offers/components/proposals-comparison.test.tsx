import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../../test/user';
import { ok, setUpAppTest, showScreenWidth } from '../../../test/app-test';
import { bankInfo, comparison, evaluationTender, lotOf, withLotItems } from '../offer-test-utils';
import { cardsQuery } from './proposals-comparison';

const SLOW = { timeout: 10_000 };

const t = setUpAppTest();

/** The value beside the label `label` in a card. */
function cardValue(card: HTMLElement, label: RegExp) {
  const term = within(card)
    .getAllByRole('term')
    .find((dt) => label.test(dt.textContent ?? ''));
  if (!term) throw new Error(`no ${String(label)} in the card`);
  return term.nextElementSibling as HTMLElement;
}

describe('the comparison on a phone', () => {
  beforeEach(() => showScreenWidth(390));

  it('shows one card per offer, cheapest first, with requirements, ✓ / ✗ and best values among compliant offers', async () => {
    t.signIn(bankInfo, {
      'GET /tenders/42': ok(evaluationTender),
      'GET /tenders/42/proposals': ok(comparison),
    });
    t.render('/tenders/42/proposals');
    const region = await screen.findByRole('region', { name: /по картці на пропозицію/ }, SLOW);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(region).getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'ТОВ «Київ-Оптик»',
      'ТОВ «Лінк Сервіс»',
      'ПрАТ «Мережа Плюс»',
    ]);
    const [kyiv, link, merezha] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(kyiv).toHaveAccessibleName('ТОВ «Київ-Оптик»');
    expect(kyiv).toHaveTextContent('Відповідає всім вимогам');
    expect(merezha).toHaveTextContent('Не відповідає вимогам');

    expect(cardValue(kyiv, /^Загальна вартість/)).toHaveTextContent('303 012,00 ₴Найкраще');
    expect(cardValue(link, /^Вартість підключення/)).toHaveTextContent('1 000,00 ₴Найкраще');
    // Cheapest to install, fastest to connect and the best SLA, but the wrong medium: nothing best.
    expect(cardValue(merezha, /^Вартість підключення/)).toHaveTextContent('0,00 ₴');
    expect(within(merezha).queryByText('Найкраще')).not.toBeInTheDocument();

    const physics = cardValue(merezha, /^Фізичне середовище/);
    // The channel names arrive with the session's dictionaries.
    await waitFor(() => expect(physics.previousElementSibling).toHaveTextContent('Вимога: Оптоволокно'));
    expect(physics).toHaveTextContent('Мідна пара');
    expect(physics).toHaveTextContent('не відповідає вимозі');
    expect(cardValue(kyiv, /^Фізичне середовище/)).toHaveTextContent('відповідає вимозі');
  });

  it('awards from a card', async () => {
    const user = setupUser();
    t.signIn(bankInfo, {
      'GET /tenders/42': ok(evaluationTender),
      'GET /tenders/42/proposals': ok(comparison),
    });
    t.render('/tenders/42/proposals');
    const region = await screen.findByRole('region', { name: /по картці на пропозицію/ }, SLOW);
    const merezha = within(region).getByRole('article', { name: 'ПрАТ «Мережа Плюс»' });
    await user.click(within(merezha).getByRole('button', { name: 'Обрати переможцем: ПрАТ «Мережа Плюс»' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(dialog).toHaveTextContent('Пропозиція не відповідає вимогам тендера щодо: фізичне середовище.');
  });
});

describe('cardsQuery', () => {
  it('shows cards on a phone, and wherever the table of that many offers would not fit', () => {
    expect(cardsQuery(1)).toBe('(max-width: 767.98px)');
    expect(cardsQuery(3)).toBe('(max-width: 883.98px)'); // 220 + 3 × 200 + 64
    // Five offers still fit a laptop's 1366 px as a table; six do not.
    expect(cardsQuery(5)).toBe('(max-width: 1283.98px)');
    expect(cardsQuery(6)).toBe('(max-width: 1483.98px)');
  });
});

describe('an "any" requirement', () => {
  it('shows the value each offer states, ✓, and «Не вказано» only where an old offer stated none', async () => {
    const anyMedium = { ...evaluationTender, physics_id: null, lots: [lotOf(evaluationTender, { physics_id: null })] };
    const [stated, , notStated] = comparison.lots[0]!.items;
    t.signIn(bankInfo, {
      'GET /tenders/42': ok(anyMedium),
      'GET /tenders/42/proposals': ok(
        withLotItems(comparison, [
          stated!,
          {
            ...notStated!,
            physics_id: null,
            matches: { ...notStated!.matches, physics: null },
            compliant: true,
            unmet_requirements: [],
            rank: 3,
          },
        ]),
      ),
    });
    t.render('/tenders/42/proposals');
    await screen.findByRole('table', {}, SLOW);
    const header = screen.getByRole('rowheader', { name: /^Фізичне середовище/ });
    expect(header).toHaveTextContent('Вимога: Будь-яке');
    const [first, second] = within(header.closest('tr')!).getAllByRole('cell');
    await within(first!).findByText('Оптоволокно');
    expect(first).toHaveTextContent('відповідає вимозі');
    expect(second).toHaveTextContent('Не вказано');
    expect(second).not.toHaveTextContent('відповідає');
  });
});
