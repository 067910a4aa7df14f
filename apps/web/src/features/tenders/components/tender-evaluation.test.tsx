import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TTender } from '@tt/contracts/tenders';
import { bankInfo, expectAccessibleStructure, ok, openTender, tender } from '../tender-test-utils';
import { setUpAppTest } from '../../../test/app-test';

const SLOW = { timeout: 10_000 };

const t = setUpAppTest({}, { now: '2026-11-23T10:00:00Z' });

const weighted: TTender['evaluation'] = {
  method: 'weighted',
  weights: { cost: 60, sla: 25, connection: 15, technical: 0 },
};

async function openEditForm(data: TTender) {
  t.signIn(bankInfo, { 'GET /tenders/42': ok(data), 'PUT /tenders/42': ok({ ...data, version: 5 }) });
  t.render('/tenders/42/edit');
  await screen.findByRole('heading', { name: /Редагування тендера/ }, SLOW);
}

const section = () =>
  screen.getByRole('heading', { name: 'Оцінка пропозицій' }).closest<HTMLElement>('.mantine-Paper-root')!;
const weight = (name: RegExp) => within(section()).getByRole('textbox', { name });

describe('tender form: the evaluation method', () => {
  it('weighs the criteria with a live sum that must make 100 %, and sends the weights', async () => {
    const user = userEvent.setup({ delay: null });
    await openEditForm(tender);
    const method = within(section()).getByRole('radiogroup', { name: /Метод оцінки/ });
    expect(within(method).getByRole('radio', { name: 'Найнижча загальна вартість' })).toBeChecked();
    expect(within(section()).queryByRole('textbox')).not.toBeInTheDocument();
    expect(section()).toHaveTextContent('фіксуються під час публікації тендера');

    await user.click(within(method).getByRole('radio', { name: 'Зважена оцінка за критеріями' }));
    const status = within(section()).getByRole('status');
    expect(status).toHaveTextContent('Разом: 0 %');
    await user.type(weight(/^Загальна вартість за строк договору/), '50');
    await user.type(weight(/^Доступність за SLA/), '30');
    await user.type(weight(/^Строк підключення/), '10');
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

  it('shows a published tender’s method and weights as text', async () => {
    await openEditForm(openTender({ evaluation: weighted }));
    expect(within(section()).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(section()).queryByRole('textbox')).not.toBeInTheDocument();
    expect(section()).toHaveTextContent('Зважена оцінка за критеріями');
    const weights = within(section()).getByRole('list', { name: 'Ваги критеріїв, %' });
    expect(
      within(weights)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Загальна вартість за строк договору: 60 %',
      'Доступність за SLA: 25 %',
      'Строк підключення: 15 %',
      'Технічна оцінка: не враховується',
    ]);
    expect(section()).toHaveTextContent('зафіксовано під час публікації тендера');
  });
});
