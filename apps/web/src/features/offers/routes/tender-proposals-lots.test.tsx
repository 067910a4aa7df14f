import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../../test/user';
import type { TProposalComparison } from '@tt/contracts/offers';
import type { TTender } from '@tt/contracts/tenders';
import { ok, setUpAppTest, showScreenWidth } from '../../../test/app-test';
import {
  bankInfo,
  bodyOf,
  comparison,
  evaluationTender,
  lotOf,
  makeLotProposal,
  multiComparison,
  multiKyiv,
  multiLotEvaluationTender,
  rowCells,
  withLotItems,
} from '../offer-test-utils';

const SLOW = { timeout: 10_000 };

const t = setUpAppTest();

const columnHeads = () =>
  screen
    .getAllByRole('columnheader')
    .slice(1)
    .map((c) => c.textContent);

/** The regional tender once lot `lotId` is decided as `decision` says. */
function decided(lotId: number, decision: NonNullable<TTender['lots'][number]['decision']>, version = 5): TTender {
  return {
    ...multiLotEvaluationTender,
    version,
    lots: multiLotEvaluationTender.lots.map((lot) => (lot.id === lotId ? { ...lot, decision } : lot)),
  };
}

/** The comparison once Лінк Сервіс has its technical score: nothing waits on lots 2 and 3. */
const scored: TProposalComparison = {
  ...multiComparison,
  offers: multiComparison.offers.map((o) =>
    o.id === 79 ? { ...o, technical_score: 75, technical_note: 'Добре резервування' } : o,
  ),
  lots: multiComparison.lots.map((lot) => ({ ...lot, technical_missing: [] })),
};

function openComparison(routes: Parameters<typeof t.signIn>[1] = {}) {
  t.signIn(bankInfo, {
    'GET /tenders/43': ok(multiLotEvaluationTender),
    'GET /tenders/43/proposals': ok(multiComparison),
    ...routes,
  });
  t.render('/tenders/43/proposals');
}

describe('/tenders/:id/proposals of a tender of several lots', { timeout: 60_000 }, () => {
  it('compares one lot at a time, ranked first, with each criterion’s points and the formula under them', async () => {
    const user = setupUser();
    openComparison();
    const tabs = await screen.findByRole('tablist', { name: 'Лоти тендера' }, SLOW);
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Лот 1', 'Лот 2', 'Лот 3']);
    expect(within(tabs).getByRole('tab', { name: 'Лот 1' })).toHaveAttribute('aria-selected', 'true');

    // The evaluation stands above the lots.
    const method = screen.getByRole('heading', { level: 2, name: 'Метод оцінки' });
    expect(method.parentElement).toHaveTextContent('Зважена оцінка за критеріями');
    expect(method.parentElement).toHaveTextContent('Загальна вартість за строк договору60 %');

    const lot1 = screen.getByRole('region', { name: 'Лот 1 — Відділення №12' });
    expect(lot1).toHaveTextContent('Бюджет: 8 000,00 ₴ на місяць');
    expect(columnHeads()).toHaveLength(1);
    expect(columnHeads()[0]).toContain('ТОВ «Київ-Оптик»');
    expect(columnHeads()[0]).toContain('1 місце');
    expect(screen.getByRole('button', { name: 'Обрати переможцем лоту 1: ТОВ «Київ-Оптик»' })).toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'Лот 2' }));
    const lot2 = await screen.findByRole('region', { name: 'Лот 2 — Відділення №7' });
    expect(screen.queryByRole('region', { name: 'Лот 1 — Відділення №12' })).not.toBeInTheDocument();
    const [kyiv, link] = columnHeads();
    expect(kyiv).toContain('ТОВ «Київ-Оптик»');
    expect(kyiv).toContain('1 місце');
    expect(link).toContain('ТОВ «Лінк Сервіс»');
    expect(link).toContain('2 місце');

    // Each criterion's points with the formula a person can check by hand, then the total.
    const [kyivCost, linkCost] = rowCells(/^Загальна вартість за строк договору \(вага 60 %\)/);
    expect(kyivCost).toHaveTextContent('53,80 з 60');
    expect(within(kyivCost!).getByText('60 × 108 500,00 / 121 000,00 = 53,80')).toBeInTheDocument();
    expect(linkCost).toHaveTextContent('60,00 з 60');
    expect(rowCells(/^Строк підключення \(вага 10 %\)/)[0]).toHaveTextContent('10 × 7 / 14 = 5,00');
    expect(rowCells(/^Бали/).map((c) => c.textContent)).toEqual(['87,80', '80,00']);
    const [kyivTech, linkTech] = rowCells(/^Технічна оцінка банку/);
    expect(kyivTech).toHaveTextContent('90 з 100');
    expect(kyivTech).toHaveTextContent('Власна оптична мережа з резервною трасою');
    expect(linkTech).toHaveTextContent('Ще не виставлено');
    // The lot's own requirements, and the figures offered on it.
    expect(screen.getByRole('rowheader', { name: /^Пропускна здатність.*Вимога: 100 Мбіт\/с/ })).toBeInTheDocument();
    const [kyivMonthly, linkMonthly] = rowCells(/^Щомісячна плата/);
    expect(kyivMonthly).toHaveTextContent('5 000,00 ₴');
    expect(linkMonthly).toHaveTextContent('4 500,00 ₴Найкраще');

    // Лінк Сервіс waits for its technical score: no winner can be chosen on this lot yet.
    expect(lot2).toHaveTextContent('Щоб визначити переможця лоту, виставте технічну оцінку: ТОВ «Лінк Сервіс».');
    expect(screen.queryByRole('button', { name: /^Обрати переможцем/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Визнати лот 2 таким, що не відбувся' })).toBeInTheDocument();
  });

  it('takes a technical score with its justification, then reads the comparison again', async () => {
    const user = setupUser();
    let done = false;
    openComparison({
      'GET /tenders/43': () => ok(done ? { ...multiLotEvaluationTender, version: 5 } : multiLotEvaluationTender),
      'GET /tenders/43/proposals': () => ok(done ? scored : multiComparison),
      'PUT /offers/79/technical-score': () => {
        done = true;
        return ok({ ...multiLotEvaluationTender, version: 5 });
      },
    });
    const tabs = await screen.findByRole('tablist', { name: 'Лоти тендера' }, SLOW);
    await user.click(within(tabs).getByRole('tab', { name: 'Лот 3' }));
    await user.click(await screen.findByRole('button', { name: 'Технічна оцінка: ТОВ «Лінк Сервіс»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Технічна оцінка пропозиції' });
    expect(dialog).toHaveTextContent('Оцінка пропозиції ТОВ «Лінк Сервіс» враховується з вагою 10 %');
    // Named as its errors name it.
    const score = within(dialog).getByRole('textbox', { name: /^Технічна оцінка/ });
    const note = within(dialog).getByRole('textbox', { name: /^Обґрунтування оцінки/ });
    await user.click(within(dialog).getByRole('button', { name: 'Зберегти оцінку' }));
    expect(score).toHaveAccessibleDescription(/Поле «Технічна оцінка» є обов’язковим/);
    expect(note).toHaveAccessibleDescription(/Поле «Обґрунтування оцінки» має містити щонайменше 5 символів/);

    await user.type(score, '75');
    await user.type(note, 'Добр');
    await user.click(within(dialog).getByRole('button', { name: 'Зберегти оцінку' }));
    expect(score).not.toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAccessibleDescription(/Поле «Обґрунтування оцінки» має містити щонайменше 5 символів/);
    expect(t.api.calls.some((c) => c.method === 'put')).toBe(false);

    await user.type(note, 'е резервування');
    await user.click(within(dialog).getByRole('button', { name: 'Зберегти оцінку' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(t.api, 'put', '/offers/79/technical-score')).toEqual({
      score: 75,
      note: 'Добре резервування',
      version: 4,
    });
    // Read again: the score shows, nothing waits, and the lot may be awarded.
    await waitFor(() => expect(rowCells(/^Технічна оцінка банку/)[0]).toHaveTextContent('75 з 100'));
    expect(screen.queryByText(/виставте технічну оцінку/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Обрати переможцем лоту 3: ТОВ «Лінк Сервіс»' })).toBeInTheDocument();
  });

  it('awards a lot to the offer ranked first without a reason, then shows the winner instead of the buttons', async () => {
    const user = setupUser();
    const awarded = decided(601, {
      outcome: 'awarded',
      reason: '',
      decided_at: '2026-01-12T09:00:00.000Z',
      winner: { offer_id: 77, organization: { id: 3, name: 'ТОВ «Київ-Оптик»' } },
    });
    let done = false;
    openComparison({
      'GET /tenders/43': () => ok(done ? awarded : multiLotEvaluationTender),
      'POST /tenders/43/lots/601/award': () => {
        done = true;
        return ok(awarded);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Обрати переможцем лоту 1: ТОВ «Київ-Оптик»' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Визначення переможця лоту 1' });
    expect(dialog).toHaveTextContent(
      'Переможцем лоту 1 (Відділення №12) тендера ТТ-2026-000043 буде визначено пропозицію провайдера ТОВ «Київ-Оптик».',
    );
    expect(dialog).toHaveTextContent('Місце в рейтингу1 місце');
    expect(dialog).toHaveTextContent('242 000,00 ₴');
    expect(dialog).not.toHaveTextContent('є обов’язковим');
    expect(within(dialog).getByRole('textbox', { name: /Обґрунтування вибору/ })).not.toBeRequired();
    await user.click(within(dialog).getByRole('button', { name: 'Визначити переможця' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(t.api, 'post', '/tenders/43/lots/601/award')).toEqual({ offer_id: 77, reason: '', version: 4 });
    expect(t.api.calls.some((c) => c.url === '/tenders/43/award')).toBe(false);
    const lot1 = screen.getByRole('region', { name: 'Лот 1 — Відділення №12' });
    expect(await within(lot1).findByText('Переможець: ТОВ «Київ-Оптик»')).toBeInTheDocument();
    expect(within(lot1).queryByRole('button', { name: /Обрати переможцем|не відбувся/ })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Лот 1 — рішення ухвалено' })).toBeInTheDocument();
    // The comparison and the offers are read again after the decision.
    await waitFor(() => expect(t.api.calls.filter((c) => c.url === '/tenders/43/proposals').length).toBeGreaterThan(1));
  });

  it('asks for a reason before awarding a lot to an offer not ranked first', async () => {
    const user = setupUser();
    const awarded = decided(602, {
      outcome: 'awarded',
      reason: 'Коротший строк підключення',
      decided_at: '2026-01-12T09:00:00.000Z',
      winner: { offer_id: 79, organization: { id: 5, name: 'ТОВ «Лінк Сервіс»' } },
    });
    let done = false;
    openComparison({
      'GET /tenders/43': () => ok(done ? awarded : multiLotEvaluationTender),
      'GET /tenders/43/proposals': ok(scored),
      'POST /tenders/43/lots/602/award': () => {
        done = true;
        return ok(awarded);
      },
    });
    const tabs = await screen.findByRole('tablist', { name: 'Лоти тендера' }, SLOW);
    await user.click(within(tabs).getByRole('tab', { name: 'Лот 2' }));
    await user.click(await screen.findByRole('button', { name: 'Обрати переможцем лоту 2: ТОВ «Лінк Сервіс»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Визначення переможця лоту 2' });
    expect(dialog).toHaveTextContent('Пропозиція не посідає першого місця в рейтингу');
    expect(dialog).toHaveTextContent(
      'Поле «Обґрунтування вибору» є обов’язковим, бо пропозиція не посідає першого місця в рейтингу.',
    );
    expect(dialog).toHaveTextContent('Бали80,00');
    const reason = within(dialog).getByRole('textbox', { name: /Обґрунтування вибору/ });
    expect(reason).toBeRequired();
    await user.click(within(dialog).getByRole('button', { name: 'Визначити переможця' }));
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('не посідає першого місця в рейтингу'));
    expect(t.api.calls.some((c) => c.method === 'post')).toBe(false);

    await user.type(reason, 'Коротший строк підключення');
    await user.click(within(dialog).getByRole('button', { name: 'Визначити переможця' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(t.api, 'post', '/tenders/43/lots/602/award')).toEqual({
      offer_id: 79,
      reason: 'Коротший строк підключення',
      version: 4,
    });
    const lot2 = screen.getByRole('region', { name: 'Лот 2 — Відділення №7' });
    expect(await within(lot2).findByText('Переможець: ТОВ «Лінк Сервіс»')).toBeInTheDocument();
    expect(lot2).toHaveTextContent('Обґрунтування: Коротший строк підключення');
  });

  it('declares a lot unsuccessful with a reason of at least five characters', async () => {
    const user = setupUser();
    const unsuccessful = decided(603, {
      outcome: 'unsuccessful',
      reason: 'Відділення переїжджає',
      decided_at: '2026-01-12T09:00:00.000Z',
      winner: null,
    });
    let done = false;
    openComparison({
      'GET /tenders/43': () => ok(done ? unsuccessful : multiLotEvaluationTender),
      'POST /tenders/43/lots/603/unsuccessful': () => {
        done = true;
        return ok(unsuccessful);
      },
    });
    const tabs = await screen.findByRole('tablist', { name: 'Лоти тендера' }, SLOW);
    await user.click(within(tabs).getByRole('tab', { name: 'Лот 3' }));
    await user.click(await screen.findByRole('button', { name: 'Визнати лот 3 таким, що не відбувся' }));
    const dialog = await screen.findByRole('dialog', { name: 'Лот 3 не відбувся' });
    expect(dialog).toHaveTextContent('Лот 3 (Відділення №3) буде визнано таким, що не відбувся');
    const reason = within(dialog).getByRole('textbox', { name: /^Причина/ });
    await user.type(reason, 'Ні');
    await user.click(within(dialog).getByRole('button', { name: 'Визнати таким, що не відбувся' }));
    expect(reason).toHaveAccessibleDescription(/Поле «Причина» має містити щонайменше 5 символів/);
    expect(t.api.calls.some((c) => c.method === 'post')).toBe(false);

    await user.clear(reason);
    await user.type(reason, 'Відділення переїжджає');
    await user.click(within(dialog).getByRole('button', { name: 'Визнати таким, що не відбувся' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(t.api, 'post', '/tenders/43/lots/603/unsuccessful')).toEqual({
      reason: 'Відділення переїжджає',
      version: 4,
    });
    const lot3 = screen.getByRole('region', { name: 'Лот 3 — Відділення №3' });
    expect(await within(lot3).findByText('Не відбувся: Відділення переїжджає')).toBeInTheDocument();
    expect(within(lot3).queryByRole('button', { name: /не відбувся/ })).not.toBeInTheDocument();
  });

  it('stacks the offers of a lot as cards on a phone, below the lot’s heading', async () => {
    showScreenWidth(390);
    openComparison({ 'GET /tenders/43/proposals': ok(scored) });
    const tabs = await screen.findByRole('tablist', { name: 'Лоти тендера' }, SLOW);
    await setupUser().click(within(tabs).getByRole('tab', { name: 'Лот 2' }));
    const cards = await screen.findByRole('region', { name: /по картці на пропозицію/ });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const articles = within(cards).getAllByRole('article');
    expect(articles.map((a) => within(a).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'ТОВ «Київ-Оптик»',
      'ТОВ «Лінк Сервіс»',
    ]);
    expect(articles[1]).toHaveTextContent('2 місце');
    expect(articles[1]).toHaveTextContent('10 × 7 / 7 = 10,00');
  });

  it('offers a list of the lots instead of tabs from twelve lots on', async () => {
    const user = setupUser();
    const many = {
      ...multiLotEvaluationTender,
      lots: Array.from({ length: 12 }, (_, i) =>
        lotOf(multiLotEvaluationTender, { id: 700 + i, position: i + 1, branch_name: `Відділення №${i + 1}` }),
      ),
    };
    const manyComparison: TProposalComparison = {
      ...multiComparison,
      offers: [multiKyiv],
      lots: many.lots.map((lot, i) => ({
        lot_id: lot.id,
        position: lot.position,
        items: i === 0 ? [makeLotProposal(multiKyiv, {}, 601)] : [],
        best: multiComparison.lots[0]!.best,
        technical_missing: [],
      })),
    };
    openComparison({ 'GET /tenders/43': ok(many), 'GET /tenders/43/proposals': ok(manyComparison) });
    const select = await screen.findByRole('combobox', { name: 'Лот' }, SLOW);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(select).toHaveValue('Лот 1 — Відділення №1');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Лот 12 — Відділення №12' }));
    const lot12 = await screen.findByRole('region', { name: 'Лот 12 — Відділення №12' });
    expect(lot12).toHaveTextContent('На цей лот не подано жодної пропозиції.');
  });
});

describe('/tenders/:id/proposals of a single-site tender judged by weighted criteria', { timeout: 60_000 }, () => {
  it('shows the rows of today with the ranks, each criterion’s points and the total', async () => {
    const weighted = { method: 'weighted' as const, weights: { cost: 70, sla: 30, connection: 0, technical: 0 } };
    const [kyiv, link, merezha] = comparison.lots[0]!.items as [
      (typeof comparison.lots)[0]['items'][0],
      (typeof comparison.lots)[0]['items'][0],
      (typeof comparison.lots)[0]['items'][0],
    ];
    const points = (cost: string, sla: string) => [
      { criterion: 'cost' as const, weight: 70, best: null, value: null, points: cost, formula: `70 × … = ${cost}` },
      { criterion: 'sla' as const, weight: 30, best: null, value: null, points: sla, formula: `30 × … = ${sla}` },
    ];
    t.signIn(bankInfo, {
      'GET /tenders/42': ok({ ...evaluationTender, evaluation: weighted }),
      'GET /tenders/42/proposals': ok({
        ...withLotItems(comparison, [
          { ...kyiv, score: '100.00', points: points('70.00', '30.00') },
          { ...link, score: '97.77', points: points('67.77', '30.00') },
          merezha,
        ]),
        evaluation: weighted,
      }),
    });
    t.render('/tenders/42/proposals');
    await screen.findByRole('table', {}, SLOW);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    const heads = columnHeads();
    expect(heads[0]).toContain('1 місце');
    expect(heads[1]).toContain('2 місце');
    expect(heads[2]).toContain('Поза рейтингом');
    expect(rowCells(/^Загальна вартість за строк договору \(вага 70 %\)/)[1]).toHaveTextContent('67,77 з 70');
    expect(rowCells(/^Загальна вартість за строк договору \(вага 70 %\)/)[1]).toHaveTextContent('70 × … = 67.77');
    expect(screen.queryByRole('rowheader', { name: /^Строк підключення \(вага/ })).not.toBeInTheDocument();
    expect(rowCells(/^Бали/).map((c) => c.textContent)).toEqual(['100,00', '97,77', '—']);
    // The rows of a lowest-cost comparison stay as they were.
    expect(rowCells(/^Загальна вартість за строк тендера \(24 місяці\)/)[0]).toHaveTextContent('303 012,00 ₴Найкраще');
    expect(screen.getByRole('button', { name: 'Обрати переможцем: ТОВ «Київ-Оптик»' })).toBeInTheDocument();
  });
});
