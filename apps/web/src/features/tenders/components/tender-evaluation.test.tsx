import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../../test/user';
import type { TTender } from '@tt/contracts/tenders';
import { republishDeadlineTooSoonMessage } from '@tt/contracts/tender-rules';
import { bankInfo, expectAccessibleStructure, ok, openTender, tender } from '../tender-test-utils';
import { type ApiRoutes, setUpAppTest } from '../../../test/app-test';

const SLOW = { timeout: 10_000 };

const t = setUpAppTest({}, { now: '2026-11-23T10:00:00Z' });

const weighted: TTender['evaluation'] = {
  method: 'weighted',
  weights: { cost: 60, sla: 25, connection: 15, technical: 0 },
};

async function openEditForm(data: TTender, routes: ApiRoutes = {}) {
  t.signIn(bankInfo, { 'GET /tenders/42': ok(data), 'PUT /tenders/42': ok({ ...data, version: 5 }), ...routes });
  t.render('/tenders/42/edit');
  await screen.findByRole('heading', { name: /Редагування тендера/ }, SLOW);
}

const section = () =>
  screen.getByRole('heading', { name: 'Оцінка пропозицій' }).closest<HTMLElement>('.mantine-Paper-root')!;
const weight = (name: RegExp) => within(section()).getByRole('textbox', { name });
const deadlineButton = () => screen.getByRole('button', { name: /Кінцевий термін подання пропозицій/ });
const puts = () => t.api.calls.filter((c) => c.method === 'put');
const rules = { 'GET /tenders/rules': ok({ publish_min_lead_minutes: 60 }) };

// The whole form renders for each test: on a busy machine that alone takes seconds.
describe('tender form: the evaluation method', { timeout: 60_000 }, () => {
  it('weighs the criteria with a live sum that must make 100 %, and sends the weights', async () => {
    const user = setupUser();
    await openEditForm(tender);
    const method = within(section()).getByRole('radiogroup', { name: /Метод оцінки/ });
    expect(within(method).getByRole('radio', { name: 'Найнижча загальна вартість' })).toBeChecked();
    expect(within(section()).queryByRole('textbox')).not.toBeInTheDocument();
    expect(section()).toHaveTextContent('Після публікації їх можна змінити лише повторною публікацією.');
    expect(within(section()).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(method).getByRole('radio', { name: 'Зважена оцінка за критеріями' }));
    // A starting point that already makes 100 %.
    const status = within(section()).getByRole('status');
    expect(status).toHaveTextContent('Разом: 100 %');
    expect(weight(/^Загальна вартість за строк договору/)).toHaveValue('60');
    expect(weight(/^Доступність за SLA/)).toHaveValue('25');
    expect(weight(/^Строк підключення/)).toHaveValue('15');
    for (const [name, value] of [
      [/^Загальна вартість за строк договору/, '50'],
      [/^Доступність за SLA/, '30'],
      [/^Строк підключення/, '10'],
    ] as const) {
      await user.clear(weight(name));
      await user.type(weight(name), value);
    }
    expect(status).toHaveTextContent('Разом: 90 %');
    expect(status).toHaveTextContent('Сума ваг критеріїв має дорівнювати 100 %');
    expectAccessibleStructure(section());

    // Not sent while the sum is wrong.
    await user.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));
    expect(t.api.calls.some((c) => c.method === 'put')).toBe(false);

    // The technical score may stay 0 (not used); here it takes the rest.
    const technical = weight(/^Технічна оцінка/);
    expect(technical).toHaveValue('0');
    expect(technical).toHaveAccessibleDescription('0 — технічну оцінку не враховують');
    await user.clear(technical);
    await user.type(technical, '10');
    expect(status).toHaveTextContent('Разом: 100 %');
    expect(status).not.toHaveTextContent('Сума ваг');

    await user.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));
    await waitFor(() => expect(t.api.calls.some((c) => c.method === 'put')).toBe(true));
    const body = JSON.parse(t.api.calls.find((c) => c.method === 'put')!.data as string) as Record<string, unknown>;
    expect(body.evaluation).toEqual({
      method: 'weighted',
      weights: { cost: 50, sla: 30, connection: 10, technical: 10 },
    });
  });

  it('warns on a published tender that a change republishes it, and opens the deadline once it changes', async () => {
    const user = setupUser();
    // The deadline is 30.11.2026 17:00 in Kyiv, a week ahead.
    await openEditForm(openTender({ evaluation: weighted, offers_deadline: '2026-11-30T15:00:00.000Z' }), rules);
    const warning = within(section()).getByRole('alert');
    expect(warning).toHaveTextContent('Зміна методу оцінки — це повторна публікація тендера');
    expect(warning).toHaveTextContent(
      'провайдерам, які готують або подали пропозиції, і провайдерам, підписаним на нові тендери, надійде лист',
    );
    expect(within(section()).getByRole('radio', { name: 'Зважена оцінка за критеріями' })).toBeChecked();
    expect(weight(/^Загальна вартість за строк договору/)).toHaveValue('60');
    // Unchanged, the deadline moves only by extension.
    expect(deadlineButton()).toBeDisabled();
    expect(section()).not.toHaveTextContent('Метод оцінки змінено');

    await user.clear(weight(/^Загальна вартість за строк договору/));
    await user.type(weight(/^Загальна вартість за строк договору/), '50');
    await user.clear(weight(/^Технічна оцінка/));
    await user.type(weight(/^Технічна оцінка/), '10');
    expect(section()).toHaveTextContent('Метод оцінки змінено: після збереження тендер буде опубліковано повторно.');
    expect(section()).toHaveTextContent('Діє зараз:');
    expect(deadlineButton()).toBeEnabled();
    await waitFor(() =>
      expect(deadlineButton()).toHaveAccessibleDescription(
        'Час за Києвом. Метод оцінки змінено, тож тендер буде опубліковано повторно: термін — не раніше за поточний і не раніше ніж через 1 год після збереження.',
      ),
    );
    expectAccessibleStructure(section());
  });

  it('saves a published tender’s new evaluation only after a confirmation naming the old and new weights', async () => {
    const user = setupUser();
    await openEditForm(openTender({ evaluation: weighted, offers_deadline: '2026-11-30T15:00:00.000Z' }), rules);
    await user.clear(weight(/^Загальна вартість за строк договору/));
    await user.type(weight(/^Загальна вартість за строк договору/), '50');
    await user.clear(weight(/^Технічна оцінка/));
    await user.type(weight(/^Технічна оцінка/), '10');

    // Asked first; «Скасувати» sends nothing.
    await user.click(screen.getByRole('button', { name: 'Зберегти зміни' }));
    let dialog = await screen.findByRole('dialog', { name: 'Опублікувати тендер повторно?' });
    expect(dialog).toHaveTextContent(
      'Було: Зважена оцінка за критеріями: загальна вартість за строк договору 60 %, доступність за SLA 25 %, строк підключення 15 %',
    );
    expect(dialog).toHaveTextContent(
      'Стане: Зважена оцінка за критеріями: загальна вартість за строк договору 50 %, доступність за SLA 25 %, строк підключення 15 %, технічна оцінка 10 %',
    );
    expect(dialog).toHaveTextContent('Пропозиції прийматимуться до 30.11.2026 17:00 (за Києвом).');
    expect(dialog).toHaveTextContent('Подані пропозиції залишаються');
    await user.click(within(dialog).getByRole('button', { name: 'Скасувати' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Зберегти зміни' }));
    dialog = await screen.findByRole('dialog', { name: 'Опублікувати тендер повторно?' });
    await user.click(within(dialog).getByRole('button', { name: 'Змінити й опублікувати повторно' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    const body = JSON.parse(puts()[0]!.data as string) as Record<string, unknown>;
    expect(body).toMatchObject({
      version: 4,
      evaluation: { method: 'weighted', weights: { cost: 50, sla: 25, connection: 15, technical: 10 } },
      offers_deadline: '2026-11-30T17:00:00+02:00',
    });
    await waitFor(() => expect(t.app.router.state.location.pathname).toBe('/tenders/42'));
    expect(await screen.findByText('Тендер опубліковано повторно')).toBeInTheDocument();
  });

  it('refuses a new evaluation at the deadline field while the deadline is nearer than the lead, before asking', async () => {
    const user = setupUser();
    // 12:30 in Kyiv: half an hour ahead.
    await openEditForm(openTender({ offers_deadline: '2026-11-23T10:30:00.000Z' }), rules);
    // The weighted method with its starting weights, which make 100 %.
    await user.click(within(section()).getByRole('radio', { name: 'Зважена оцінка за критеріями' }));
    await waitFor(() =>
      expect(deadlineButton()).toHaveAccessibleDescription(
        expect.stringContaining('щоб змінити метод оцінки, продовжте термін тут же, у цій самій зміні'),
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Зберегти зміни' }));
    await waitFor(() =>
      expect(deadlineButton()).toHaveAccessibleDescription(
        expect.stringContaining(republishDeadlineTooSoonMessage(60)),
      ),
    );
    expect(deadlineButton()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog', { name: 'Опублікувати тендер повторно?' })).not.toBeInTheDocument();
    expect(puts()).toEqual([]);
  });

  it('saves a published tender whose evaluation is unchanged without asking', async () => {
    const user = setupUser();
    await openEditForm(openTender({ evaluation: weighted }));
    await user.click(screen.getByRole('button', { name: 'Зберегти зміни' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Опублікувати тендер повторно?' })).not.toBeInTheDocument();
    expect(JSON.parse(puts()[0]!.data as string)).toMatchObject({ evaluation: weighted });
  });
});
