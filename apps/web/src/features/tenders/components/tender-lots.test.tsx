import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser, type UserEvent } from '../../../test/user';
import type { TTender } from '@tt/contracts/tenders';
import { bankInfo, expectAccessibleStructure, lot, ok, openTender, tender } from '../tender-test-utils';
import { setUpAppTest, type ApiRoutes } from '../../../test/app-test';

const SLOW = { timeout: 10_000 };

const t = setUpAppTest({}, { now: '2026-11-23T10:00:00Z' });

/** A draft of three lots: Kyiv, Lviv, Kyiv again. */
const threeLots: TTender = {
  ...tender,
  lots: [
    lot(),
    lot({
      id: 421,
      position: 2,
      branch_name: 'Відділення №7',
      address: 'м. Львів, пл. Ринок, 1',
      region_id: 2,
      bandwidth_mbps: 100,
      physics_id: null,
      interface_id: 5,
      protocol_id: null,
      connection_date: '2026-12-20',
      budget_monthly: '8000.00',
    }),
    lot({ id: 422, position: 3, branch_name: 'Відділення №3', address: 'м. Київ, вул. Січових Стрільців, 3' }),
  ],
};

/** Five lots: a list long enough to open folded. */
const fiveLots = [
  ...threeLots.lots,
  lot({ id: 423, position: 4, branch_name: 'Відділення №4', address: 'м. Київ, вул. Велика Васильківська, 4' }),
  lot({ id: 424, position: 5, branch_name: 'Відділення №5', address: 'м. Київ, просп. Берестейський, 5' }),
];

async function openEditForm(data: TTender, routes: ApiRoutes = {}) {
  t.signIn(bankInfo, { 'GET /tenders/42': ok(data), 'PUT /tenders/42': ok({ ...data, version: 5 }), ...routes });
  t.render('/tenders/42/edit');
  await screen.findByRole('heading', { name: /Редагування тендера/ }, SLOW);
}

const lotCard = (name: string) => screen.getByRole('group', { name });
const lotTitles = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const save = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));

function sentBody() {
  const call = t.api.calls.find((c) => c.method === 'put');
  return call ? (JSON.parse(call.data as string) as Record<string, unknown>) : undefined;
}

// The whole form renders for each test: on a busy machine that alone takes seconds.
describe('tender form: lots', { timeout: 60_000 }, () => {
  it('keeps one lot as the single site, and «Додати лот» turns it into a list of lots and back', async () => {
    const user = setupUser();
    await openEditForm(tender);
    // One lot: the sections of the single-site form, no lot cards.
    expect(screen.getByRole('heading', { name: 'Об’єкт підключення' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Вимоги до каналу' })).toBeInTheDocument();
    expect(lotTitles()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Додати лот' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Лоти' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Об’єкт підключення' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Вимоги до каналу' })).not.toBeInTheDocument();
    expect(lotTitles()).toEqual(['Лот 1 — Відділення №12', 'Лот 2']);
    // The site's values are lot 1's; the new lot is empty and has the focus.
    const first = lotCard('Лот 1 — Відділення №12');
    expect(within(first).getByRole('textbox', { name: /^Адреса/ })).toHaveValue(tender.address);
    expect(within(first).getByRole('textbox', { name: /Очікуваний щомісячний бюджет/ })).toHaveValue('12500,00');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Лот 2' })).toHaveFocus());
    expectAccessibleStructure();

    // The contract's checks apply to each lot, by its place.
    await save(user);
    const second = lotCard('Лот 2');
    await waitFor(() =>
      expect(within(second).getByRole('textbox', { name: /^Відділення/ })).toHaveAccessibleDescription(
        'Поле «Відділення» є обов’язковим',
      ),
    );
    expect(within(second).getByRole('combobox', { name: /^Регіон/ })).toHaveAttribute('aria-invalid', 'true');
    expect(t.api.calls.some((c) => c.method === 'put')).toBe(false);

    await user.type(within(second).getByRole('textbox', { name: /^Відділення/ }), 'Нове');
    expect(lotTitles()).toEqual(['Лот 1 — Відділення №12', 'Лот 2 — Нове']);

    // Back to one lot: the plain single-site form, with the lot that is left.
    await user.click(screen.getByRole('button', { name: 'Вилучити лот 1 (Відділення №12)' }));
    expect(lotTitles()).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Об’єкт підключення' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Відділення/ })).toHaveValue('Нове');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Додати лот' })).toHaveFocus());
  });

  it('duplicates, moves and removes lots, and sends them in their order as `lots`', async () => {
    const user = setupUser();
    await openEditForm(threeLots);
    expect(lotTitles()).toEqual(['Лот 1 — Відділення №12', 'Лот 2 — Відділення №7', 'Лот 3 — Відділення №3']);
    // The first lot cannot go up, the last cannot go down.
    expect(screen.getByRole('button', { name: 'Перемістити вгору лот 1 (Відділення №12)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Перемістити вниз лот 3 (Відділення №3)' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Дублювати лот 2 (Відділення №7)' }));
    expect(lotTitles()).toEqual([
      'Лот 1 — Відділення №12',
      'Лот 2 — Відділення №7',
      'Лот 3 — Відділення №7',
      'Лот 4 — Відділення №3',
    ]);
    const copy = lotCard('Лот 3 — Відділення №7');
    expect(within(copy).getByRole('textbox', { name: /^Адреса/ })).toHaveValue('м. Львів, пл. Ринок, 1');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Лот 3 — Відділення №7' })).toHaveFocus());

    // By keyboard: the moved lot keeps the focus on its button.
    screen.getByRole('button', { name: 'Перемістити вгору лот 4 (Відділення №3)' }).focus();
    await user.keyboard('{Enter}');
    expect(lotTitles()).toEqual([
      'Лот 1 — Відділення №12',
      'Лот 2 — Відділення №7',
      'Лот 3 — Відділення №3',
      'Лот 4 — Відділення №7',
    ]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Перемістити вгору лот 3 (Відділення №3)' })).toHaveFocus(),
    );
    await user.click(screen.getByRole('button', { name: 'Вилучити лот 1 (Відділення №12)' }));
    expect(lotTitles()).toEqual(['Лот 1 — Відділення №7', 'Лот 2 — Відділення №3', 'Лот 3 — Відділення №7']);

    await save(user);
    await waitFor(() => expect(sentBody()).toBeDefined());
    const body = sentBody()!;
    expect(body).not.toHaveProperty('branch_name');
    expect(body).not.toHaveProperty('budget_monthly');
    expect(body.lots).toEqual([
      {
        branch_name: 'Відділення №7',
        address: 'м. Львів, пл. Ринок, 1',
        region_id: 2,
        bandwidth_mbps: 100,
        physics_id: null,
        interface_id: 5,
        protocol_id: null,
        connection_date: '2026-12-20',
        budget_monthly: '8000.00',
      },
      expect.objectContaining({ branch_name: 'Відділення №3', region_id: 1, budget_monthly: '12500.00' }),
      expect.objectContaining({ branch_name: 'Відділення №7', region_id: 2, interface_id: 5 }),
    ]);
    expect(body).toMatchObject({ version: 4, evaluation: { method: 'lowest_cost', weights: null } });
  });

  it('sends one lot in the spec’s single-site form', async () => {
    const user = setupUser();
    await openEditForm(tender);
    await save(user);
    await waitFor(() => expect(sentBody()).toBeDefined());
    expect(sentBody()).toMatchObject({ branch_name: 'Відділення №12', region_id: 1, budget_monthly: '12500.00' });
    expect(sentBody()).not.toHaveProperty('lots');
  });

  it('shows the server’s message about a lot’s field on that lot', async () => {
    const user = setupUser();
    const message = 'Поле «Пропускна здатність» має бути не менше 1 Мбіт/с';
    const addressMessage = 'Поле «Адреса» може містити не більше 300 символів';
    await openEditForm(threeLots, {
      'PUT /tenders/42': {
        status: 400,
        data: {
          error: message,
          code: 'validation_failed',
          details: { fields: { 'lots.2.bandwidth_mbps': message, 'lots.2.address': addressMessage } },
        },
      },
    });
    await save(user);
    const third = lotCard('Лот 3 — Відділення №3');
    const bandwidth = within(third).getByRole('textbox', { name: /^Пропускна здатність/ });
    await waitFor(() => expect(bandwidth).toHaveAccessibleDescription(message));
    expect(bandwidth).toHaveAttribute('aria-invalid', 'true');
    expect(within(lotCard('Лот 2 — Відділення №7')).queryByText(message)).not.toBeInTheDocument();
    // Said at the fields, not repeated above the form; the first of them has the focus.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(within(third).getByRole('textbox', { name: /^Адреса/ })).toHaveFocus());

    // The messages follow their lot when lots move.
    await user.click(screen.getByRole('button', { name: 'Перемістити вгору лот 3 (Відділення №3)' }));
    const moved = lotCard('Лот 2 — Відділення №3');
    expect(within(moved).getByRole('textbox', { name: /^Пропускна здатність/ })).toHaveAccessibleDescription(message);
    expect(within(moved).getByRole('textbox', { name: /^Адреса/ })).toHaveAccessibleDescription(addressMessage);
    expect(within(lotCard('Лот 3 — Відділення №7')).queryByText(message)).not.toBeInTheDocument();
  });

  it('folds a long list of lots to a line each and opens a lot on request', async () => {
    const user = setupUser();
    await openEditForm({ ...tender, lots: fiveLots });
    expect(lotTitles()).toHaveLength(5);
    const second = lotCard('Лот 2 — Відділення №7');
    // Folded: the summary says where, which channel, by when and for how much; the fields are hidden.
    await waitFor(() =>
      expect(second).toHaveTextContent(
        'м. Львів, пл. Ринок, 1, Львівська область · 100 Мбіт/с · Будь-яке / Ethernet 1 Гбіт/с / Будь-яке · підключення до 20.12.2026 · бюджет 8 000,00 ₴',
      ),
    );
    expect(within(second).queryByRole('textbox', { name: /^Адреса/ })).not.toBeInTheDocument();
    const open = within(second).getByRole('button', { name: 'Показати поля лоту 2 (Відділення №7)' });
    expect(open).toHaveAttribute('aria-expanded', 'false');

    await user.click(open);
    expect(within(second).getByRole('textbox', { name: /^Адреса/ })).toHaveValue('м. Львів, пл. Ринок, 1');
    expect(within(second).getByRole('button', { name: 'Згорнути лот 2 (Відділення №7)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    // All at once, both ways; a lot added opens with its fields.
    await user.click(screen.getByRole('button', { name: 'Розгорнути всі лоти' }));
    expect(screen.getAllByRole('textbox', { name: /^Адреса/ })).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Згорнути всі лоти' }));
    expect(screen.queryAllByRole('textbox', { name: /^Адреса/ })).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Додати лот' }));
    expect(within(lotCard('Лот 6')).getByRole('textbox', { name: /^Адреса/ })).toBeInTheDocument();
    expectAccessibleStructure();
  });

  it('opens a folded lot whenever it has a message, and focuses the field', async () => {
    const user = setupUser();
    const message = 'Поле «Адреса» може містити не більше 300 символів';
    await openEditForm(
      { ...tender, lots: fiveLots },
      {
        'PUT /tenders/42': {
          status: 400,
          data: { error: message, code: 'validation_failed', details: { fields: { 'lots.4.address': message } } },
        },
      },
    );
    await save(user);
    const fifth = lotCard('Лот 5 — Відділення №5');
    const address = await within(fifth).findByRole('textbox', { name: /^Адреса/ });
    expect(address).toHaveAccessibleDescription(message);
    await waitFor(() => expect(address).toHaveFocus());
    expect(
      within(lotCard('Лот 4 — Відділення №4')).queryByRole('textbox', { name: /^Адреса/ }),
    ).not.toBeInTheDocument();
  });

  it('lets a published tender’s lots change only their budgets', async () => {
    const user = setupUser();
    await openEditForm(openTender({ lots: threeLots.lots }));
    const second = lotCard('Лот 2 — Відділення №7');
    expect(within(second).getByRole('textbox', { name: /^Відділення/ })).toBeDisabled();
    const budget = within(second).getByRole('textbox', { name: /Очікуваний щомісячний бюджет/ });
    expect(budget).toBeEnabled();
    expect(screen.queryByRole('button', { name: /^Вилучити лот/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Додати лот' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Імпортувати з таблиці' })).not.toBeInTheDocument();

    await user.clear(budget);
    await user.type(budget, '9000');
    await user.click(screen.getByRole('button', { name: 'Зберегти зміни' }));
    await waitFor(() => expect(sentBody()).toBeDefined());
    expect((sentBody()!.lots as { budget_monthly: string }[]).map((l) => l.budget_monthly)).toEqual([
      '12500.00',
      '9000',
      '12500.00',
    ]);
  });
});
