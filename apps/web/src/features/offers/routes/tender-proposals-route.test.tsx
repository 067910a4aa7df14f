import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../../test/user';
import { computeActions } from '@tt/contracts/permissions';
import { ok, setUpAppTest } from '../../../test/app-test';
import {
  bankInfo,
  bodyOf,
  comparison,
  evaluationTender,
  providerInfo,
  rowCells,
  tender,
  tenderAbilities,
  withLotItems,
} from '../offer-test-utils';

const SLOW = { timeout: 10_000 };

const t = setUpAppTest();

describe('/tenders/:id/proposals', () => {
  it('compares the offers side by side and marks the best compliant values in words, not colour only', async () => {
    t.signIn(bankInfo, {
      'GET /tenders/42': ok(evaluationTender),
      'GET /tenders/42/proposals': ok(comparison),
    });
    t.render('/tenders/42/proposals');
    await screen.findByRole('table', {}, SLOW);
    const columns = screen.getAllByRole('columnheader').map((c) => c.textContent);
    expect(columns[1]).toContain('ТОВ «Київ-Оптик»');
    expect(columns[1]).toContain('Відповідає всім вимогам');
    expect(columns[2]).toContain('ТОВ «Лінк Сервіс»');
    expect(columns[3]).toContain('ПрАТ «Мережа Плюс»');
    expect(columns[3]).toContain('Не відповідає вимогам');

    const [kyivTotal, linkTotal, merezhaTotal] = rowCells(/^Загальна вартість за строк тендера \(24 місяці\)/);
    expect(kyivTotal).toHaveTextContent('303 012,00 ₴');
    expect(kyivTotal).toHaveTextContent('Найкраще');
    expect(linkTotal).not.toHaveTextContent('Найкраще');
    expect(merezhaTotal).toHaveTextContent('336 000,00 ₴');
    expect(merezhaTotal).not.toHaveTextContent('Найкраще');

    // The lowest installation price is Мережа Плюс's, but it misses a requirement: the best is Лінк Сервіс's.
    const [kyivSetup, linkSetup, merezhaSetup] = rowCells(/^Вартість підключення/);
    expect(merezhaSetup).toHaveTextContent('0,00 ₴');
    expect(merezhaSetup).not.toHaveTextContent('Найкраще');
    expect(kyivSetup).not.toHaveTextContent('Найкраще');
    expect(linkSetup).toHaveTextContent('Найкраще');
    // Nothing at all is best in a column that misses a requirement.
    // Six marks in all: SLA ties between the compliant offers, so it has none.
    expect(screen.getAllByRole('cell').filter((c) => c.dataset.best)).toHaveLength(6);
    expect(rowCells(/^Доступність за SLA/)[2]).toHaveTextContent('99,95 %');
    expect(rowCells(/^Доступність за SLA/).some((c) => c.textContent?.includes('Найкраще'))).toBe(false);
    expect(rowCells(/^Гривень за 1 Мбіт\/с на місяць/)[0]).toHaveTextContent('41,67 ₴');

    // Requirement under the label; ✓ / ✗ spelled out for screen readers.
    expect(screen.getByRole('rowheader', { name: /^Пропускна здатність.*Вимога: 200 Мбіт\/с/ })).toBeInTheDocument();
    const [kyivPhysics, , merezhaPhysics] = rowCells(/^Фізичне середовище/);
    await waitFor(() => expect(kyivPhysics).toHaveTextContent('Оптоволокно'));
    expect(kyivPhysics).toHaveTextContent('відповідає вимозі');
    expect(merezhaPhysics).toHaveTextContent('Мідна пара');
    expect(merezhaPhysics).toHaveTextContent('не відповідає вимозі');

    expect(rowCells(/^Документи/)[0]).toHaveTextContent('Технічні умови.pdf');
    expect(rowCells(/^Документи/)[1]).toHaveTextContent('немає');
    expect(screen.getByRole('region', { name: /Таблиця порівняння пропозицій/ })).toHaveAttribute('tabindex', '0');
    expect(screen.getByText(/Найкраще значення обирається лише серед пропозицій/)).toBeInTheDocument();
  });

  it('awards the chosen offer with an optional reason, then shows the new status', async () => {
    const user = setupUser();
    let awarded = false;
    const awardedTender = {
      ...evaluationTender,
      status: 'awarded' as const,
      version: 5,
      abilities: tenderAbilities('complete', 'offers', 'history'),
    };
    const won = {
      ...comparison,
      offers: comparison.offers.map((p) => ({ ...p, status: p.id === 77 ? ('won' as const) : ('lost' as const) })),
    };
    t.signIn(bankInfo, {
      'GET /tenders/42': () => ok(awarded ? awardedTender : evaluationTender),
      'GET /tenders/42/proposals': () => ok(awarded ? won : comparison),
      'POST /tenders/42/award': () => {
        awarded = true;
        return ok(awardedTender);
      },
    });
    t.render('/tenders/42/proposals');
    await screen.findByRole('table', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Обрати переможцем: ТОВ «Київ-Оптик»' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(dialog).toHaveTextContent('Визначення переможця');
    expect(dialog).toHaveTextContent('ТОВ «Київ-Оптик»');
    expect(dialog).toHaveTextContent('303 012,00 ₴');
    expect(dialog).not.toHaveTextContent('не має найменшої загальної вартості');
    expect(dialog).not.toHaveTextContent('не відповідає вимогам');
    await user.type(within(dialog).getByRole('textbox', { name: /Обґрунтування вибору/ }), 'Найнижча вартість');
    await user.click(within(dialog).getByRole('button', { name: 'Визначити переможця' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(t.api, 'post', '/tenders/42/award')).toEqual({
      offer_id: 77,
      reason: 'Найнижча вартість',
      version: 4,
    });
    expect(await screen.findByText('Переможець тендера — ТОВ «Київ-Оптик».')).toBeInTheDocument();
    expect(screen.getByText(/Визначено переможця/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Обрати переможцем/ })).not.toBeInTheDocument();
  });

  it('asks for a reason before awarding an offer that misses a requirement', async () => {
    const user = setupUser();
    t.signIn(bankInfo, {
      'GET /tenders/42': ok(evaluationTender),
      'GET /tenders/42/proposals': ok(comparison),
      'POST /tenders/42/award': ok({ ...evaluationTender, status: 'awarded', version: 5 }),
    });
    t.render('/tenders/42/proposals');
    await screen.findByRole('table', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Обрати переможцем: ПрАТ «Мережа Плюс»' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    // What it misses, in words; it is the dearest, but that is not the point here.
    expect(dialog).toHaveTextContent('Пропозиція не відповідає вимогам тендера щодо: фізичне середовище.');
    expect(dialog).not.toHaveTextContent('не має найменшої загальної вартості');
    const reason = within(dialog).getByRole('textbox', { name: /Обґрунтування вибору/ });
    expect(reason).toBeRequired();

    await user.click(within(dialog).getByRole('button', { name: 'Визначити переможця' }));
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining(
        'Поле «Обґрунтування вибору» є обов’язковим, бо пропозиція не відповідає вимогам тендера: фізичне середовище',
      ),
    );
    expect(reason).toHaveFocus();
    expect(t.api.calls.some((c) => c.method === 'post')).toBe(false);

    await user.type(reason, 'Єдиний провайдер із резервною трасою');
    await user.click(within(dialog).getByRole('button', { name: 'Визначити переможця' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(t.api, 'post', '/tenders/42/award')).toEqual({
      offer_id: 78,
      reason: 'Єдиний провайдер із резервною трасою',
      version: 4,
    });
  });

  it('asks for a reason before awarding an offer not ranked first, and shows the award error inside the dialog', async () => {
    const user = setupUser();
    let refusal: { status: number; data: unknown } = {
      status: 409,
      data: { error: 'Переможцем можна визначити лише подану пропозицію', code: 'invalid_transition' },
    };
    t.signIn(bankInfo, {
      'GET /tenders/42': ok(evaluationTender),
      'GET /tenders/42/proposals': ok(comparison),
      'POST /tenders/42/award': () => refusal,
    });
    t.render('/tenders/42/proposals');
    await screen.findByRole('table', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Обрати переможцем: ТОВ «Лінк Сервіс»' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    // Compliant but second in the ranking: the manager is told why a reason is needed, in the contract's words.
    expect(dialog).toHaveTextContent(
      'Поле «Обґрунтування вибору» є обов’язковим, бо пропозиція не посідає першого місця в рейтингу.',
    );
    expect(dialog).toHaveTextContent('Місце в рейтингу2 місце');
    const reason = within(dialog).getByRole('textbox', { name: /Обґрунтування вибору/ });
    expect(reason).toBeRequired();
    await user.click(within(dialog).getByRole('button', { name: 'Визначити переможця' }));
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('не посідає першого місця в рейтингу'));
    expect(reason).toHaveFocus();
    expect(t.api.calls.some((c) => c.method === 'post')).toBe(false);

    await user.type(reason, 'Швидше підключення');
    await user.click(within(dialog).getByRole('button', { name: 'Визначити переможця' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Переможцем можна визначити лише подану пропозицію',
    );
    expect(bodyOf(t.api, 'post', '/tenders/42/award')).toEqual({
      offer_id: 79,
      reason: 'Швидше підключення',
      version: 4,
    });

    // The server judges again: its word on the reason stands under the field.
    const message =
      'Поле «Обґрунтування вибору» є обов’язковим, бо пропозиція не відповідає вимогам тендера: інтерфейс';
    refusal = {
      status: 400,
      data: { error: message, code: 'validation_failed', details: { fields: { reason: message } } },
    };
    await user.click(within(dialog).getByRole('button', { name: 'Визначити переможця' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(reason).toHaveFocus();
  });

  it('says so when no offer meets every requirement, and marks nothing best', async () => {
    const lot = comparison.lots[0]!;
    const none = withLotItems(
      comparison,
      lot.items.map((p) => ({
        ...p,
        compliant: false,
        unmet_requirements: ['connection_date' as const],
        matches: { ...p.matches, connection_date: false },
        rank: null,
      })),
      { best: Object.fromEntries(Object.keys(lot.best).map((k) => [k, []])) as unknown as typeof lot.best },
    );
    t.signIn(bankInfo, {
      'GET /tenders/42': ok(evaluationTender),
      'GET /tenders/42/proposals': ok(none),
    });
    t.render('/tenders/42/proposals');
    await screen.findByRole('table', {}, SLOW);
    expect(screen.getByText(/Жодна пропозиція не відповідає всім вимогам тендера/)).toBeInTheDocument();
    expect(screen.queryByText('Найкраще')).not.toBeInTheDocument();
    expect(screen.getAllByText('Не відповідає вимогам')).toHaveLength(3);
  });

  it('offers no award to a bank user without tender.award', async () => {
    const auditor = { ...bankInfo, roles: { auditor: true as const }, actions: computeActions('bank', ['auditor']) };
    t.signIn(auditor, {
      'GET /tenders/42': ok({ ...evaluationTender, abilities: tenderAbilities('offers', 'history') }),
      'GET /tenders/42/proposals': ok(comparison),
    });
    t.render('/tenders/42/proposals');
    await screen.findByRole('heading', { name: 'Порівняння пропозицій' }, SLOW);
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: /Обрати переможцем/ })).not.toBeInTheDocument();
  });

  it('keeps the comparison sealed before the deadline', async () => {
    t.signIn(bankInfo, { 'GET /tenders/42': ok({ ...tender, offers_count: 1, budget_monthly: null }) });
    t.render('/tenders/42/proposals');
    const sealed = await screen.findByRole('status', { name: /Пропозиції запечатані/ }, SLOW);
    expect(sealed).toHaveTextContent('Пропозиції запечатані до 01.12.2099 17:00');
    expect(sealed).toHaveTextContent('Подано 1 пропозицію');
    expect(t.api.calls.some((c) => c.url === '/tenders/42/proposals')).toBe(false);
  });

  it('is not for providers', async () => {
    t.signIn(providerInfo, { 'GET /tenders/42': ok({ ...evaluationTender, budget_monthly: undefined }) });
    t.render('/tenders/42/proposals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Немає доступу' }, SLOW)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Порівняння пропозицій доступне лише працівникам банку.')).toBeInTheDocument();
    expect(t.api.calls.some((c) => c.url === '/tenders/42/proposals')).toBe(false);
  });
});
