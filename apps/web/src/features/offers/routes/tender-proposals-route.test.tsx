import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { computeActions } from '@tt/contracts/permissions';
import { ok, setUpAppTest } from '../../../test/app-test';
import {
  bankInfo,
  bodyOf,
  comparison,
  evaluationTender,
  providerInfo,
  tender,
  tenderAbilities,
} from '../offer-test-utils';

const SLOW = { timeout: 10_000 };

const t = setUpAppTest();

/** The cells of the row whose header reads `label`, one per offer column. */
function rowCells(label: RegExp) {
  const header = screen.getByRole('rowheader', { name: label });
  return within(header.closest('tr')!).getAllByRole('cell');
}

describe('/tenders/:id/proposals', () => {
  it('compares the offers side by side and marks the best values in words, not colour only', async () => {
    t.signIn(bankInfo, {
      'GET /tenders/42': ok(evaluationTender),
      'GET /tenders/42/proposals': ok(comparison),
    });
    t.render('/tenders/42/proposals');
    await screen.findByRole('table', {}, SLOW);
    const columns = screen.getAllByRole('columnheader').map((c) => c.textContent);
    expect(columns[1]).toContain('ТОВ «Київ-Оптик»');
    expect(columns[2]).toContain('ПрАТ «Мережа Плюс»');

    const [kyivTotal, merezhaTotal] = rowCells(/^Загальна вартість за строк тендера \(24 місяці\)/);
    expect(kyivTotal).toHaveTextContent('303 012,00 ₴');
    expect(kyivTotal).toHaveTextContent('Найкраще');
    expect(merezhaTotal).toHaveTextContent('336 000,00 ₴');
    expect(merezhaTotal).not.toHaveTextContent('Найкраще');

    const [kyivSetup, merezhaSetup] = rowCells(/^Вартість підключення/);
    expect(kyivSetup).not.toHaveTextContent('Найкраще');
    expect(merezhaSetup).toHaveTextContent('Найкраще');
    expect(rowCells(/^Доступність за SLA/)[1]).toHaveTextContent('99,95 %');
    expect(rowCells(/^Гривень за 1 Мбіт\/с на місяць/)[0]).toHaveTextContent('41,67 ₴');

    // Requirement under the label; ✓ / ✗ spelled out for screen readers; «будь-яке» for "any".
    expect(screen.getByRole('rowheader', { name: /^Пропускна здатність.*Вимога: 200 Мбіт\/с/ })).toBeInTheDocument();
    const [kyivPhysics, merezhaPhysics] = rowCells(/^Фізичне середовище/);
    await waitFor(() => expect(kyivPhysics).toHaveTextContent('Оптоволокно'));
    expect(kyivPhysics).toHaveTextContent('відповідає вимозі');
    expect(merezhaPhysics).toHaveTextContent('Мідна пара');
    expect(merezhaPhysics).toHaveTextContent('не відповідає вимозі');
    expect(screen.getByRole('rowheader', { name: /^Інтерфейс.*Вимога: Будь-яке/ })).toBeInTheDocument();

    expect(rowCells(/^Документи/)[0]).toHaveTextContent('Технічні умови.pdf');
    expect(rowCells(/^Документи/)[1]).toHaveTextContent('немає');
    expect(screen.getByRole('region', { name: /Таблиця порівняння пропозицій/ })).toHaveAttribute('tabindex', '0');
  });

  it('awards the chosen offer with an optional reason, then shows the new status', async () => {
    const user = userEvent.setup();
    let awarded = false;
    const awardedTender = {
      ...evaluationTender,
      status: 'awarded' as const,
      version: 5,
      abilities: tenderAbilities('complete', 'offers', 'history'),
    };
    const won = {
      ...comparison,
      items: [
        { ...comparison.items[0]!, status: 'won' as const },
        { ...comparison.items[1]!, status: 'lost' as const },
      ],
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

  it('shows the award error inside the dialog', async () => {
    const user = userEvent.setup();
    t.signIn(bankInfo, {
      'GET /tenders/42': ok(evaluationTender),
      'GET /tenders/42/proposals': ok(comparison),
      'POST /tenders/42/award': {
        status: 409,
        data: { error: 'Переможцем можна визначити лише подану пропозицію', code: 'invalid_transition' },
      },
    });
    t.render('/tenders/42/proposals');
    await screen.findByRole('table', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Обрати переможцем: ПрАТ «Мережа Плюс»' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    // Not the cheapest, and the wrong medium: the manager is told before deciding.
    expect(dialog).toHaveTextContent('Ця пропозиція не має найменшої загальної вартості');
    expect(dialog).toHaveTextContent('Пропозиція не відповідає вимогам тендера щодо: фізичне середовище.');
    await user.click(within(dialog).getByRole('button', { name: 'Визначити переможця' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Переможцем можна визначити лише подану пропозицію',
    );
    expect(bodyOf(t.api, 'post', '/tenders/42/award')).toEqual({ offer_id: 78, reason: '', version: 4 });
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
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'Порівняння пропозицій доступне лише працівникам банку.',
    );
    expect(t.api.calls.some((c) => c.url === '/tenders/42/proposals')).toBe(false);
  });
});
