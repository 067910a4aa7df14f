import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser, type UserEvent } from '../../../test/user';
import { type ApiRoutes, ok, setUpAppTest } from '../../../test/app-test';
import { bodyOf, makeOffer, multiKyiv, multiLotTender, providerInfo } from '../offer-test-utils';

const SLOW = { timeout: 10_000 };

const t = setUpAppTest();

type User = UserEvent;

/** An input of lot `position`: every lot repeats them, so the lot is part of their names. */
const lotField = (name: string, position: number) =>
  screen.getByRole('textbox', { name: new RegExp(`^${name} \\(лот ${position}\\)`) });
const lotSelect = (name: string, position: number) =>
  screen.getByRole('combobox', { name: new RegExp(`^${name} \\(лот ${position}\\)`) });
const lotCheckbox = (position: number) =>
  screen.getByRole('checkbox', { name: `Подаю пропозицію на цей лот (лот ${position})` });

async function choose(user: User, select: HTMLElement, option: string) {
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Chooses lot `position` and fills what its requirements do not: prices, days and open channel characteristics. */
async function fillLot(
  user: User,
  position: number,
  figures: { monthly: string; installation: string; days: string; choose?: [string, string][] },
) {
  await user.click(lotCheckbox(position));
  await user.type(lotField('Щомісячна плата', position), figures.monthly);
  await user.type(lotField('Вартість підключення', position), figures.installation);
  await user.type(lotField('Строк підключення', position), figures.days);
  for (const [name, option] of figures.choose ?? []) await choose(user, lotSelect(name, position), option);
}

async function openCreate(routes: ApiRoutes = {}) {
  t.signIn(providerInfo, { 'GET /tenders/43': ok(multiLotTender), ...routes });
  t.render('/tenders/43/create-offer');
  await screen.findByRole('heading', { name: 'Нова пропозиція' }, SLOW);
}

// A long form to fill on a shared machine.
describe('the offer form of a tender of several lots', { timeout: 90_000 }, () => {
  it('states the evaluation first, lists every lot with its requirements and asks for at least one', async () => {
    const user = setupUser();
    await openCreate();
    const evaluation = screen.getByRole('heading', { level: 2, name: 'Як оцінюватимуть пропозиції' });
    const section = evaluation.closest('div.mantine-Paper-root') as HTMLElement;
    expect(section).toHaveTextContent('Зважена оцінка за критеріями');
    const weights = within(section).getByRole('list', { name: 'Ваги критеріїв' });
    expect(
      within(weights)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Загальна вартість за строк договору60 %',
      'Доступність за SLA20 %',
      'Строк підключення10 %',
      'Технічна оцінка10 %',
    ]);

    const lot2 = screen.getByRole('region', { name: 'Лот 2 — Відділення №7' });
    expect(lot2).toHaveTextContent('м. Львів, пл. Ринок, 5');
    await waitFor(() =>
      expect(lot2).toHaveTextContent(
        'Вимоги: від 100 Мбіт/с · фізичне середовище: Будь-яке · інтерфейс: Ethernet 1 Гбіт/с · протокол: Доступ до Інтернету (IP) · підключення до 25.12.2099',
      ),
    );
    // Nothing is asked of a lot before it is chosen; the aside names how many lots there are.
    expect(screen.queryByRole('textbox', { name: /^Щомісячна плата/ })).not.toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Вимоги тендера' })).toHaveTextContent('Лоти тендера3 лоти');
    expect(screen.getByTestId('offer-total')).toHaveTextContent('Не обрано жодного лоту');

    await user.type(screen.getByRole('textbox', { name: /^Доступність за SLA/ }), '99,9');
    await user.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));
    expect(await screen.findByText('Оберіть щонайменше один лот')).toBeInTheDocument();
    await waitFor(() => expect(lotCheckbox(1)).toHaveFocus());
    expect(lotCheckbox(1)).toHaveAccessibleDescription('Оберіть щонайменше один лот');
    expect(t.api.calls.some((c) => c.method === 'post')).toBe(false);

    // A chosen lot starts from its requirements.
    await user.click(lotCheckbox(3));
    expect(screen.queryByText('Оберіть щонайменше один лот')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Пропускна здатність, Мбіт\/с \(лот 3\)/ })).toHaveValue('50');
    await waitFor(() => expect(lotSelect('Фізичне середовище', 3)).toHaveValue('Мідна пара'));
    expect(lotSelect('Інтерфейс', 3)).toHaveValue('');
    expect(lotSelect('Фізичне середовище', 3)).toHaveAccessibleDescription('Вимога тендера: Мідна пара.');
  });

  it('sends the chosen lots with their figures, totals each lot and the whole offer live, and restates the sums before submitting', async () => {
    const user = setupUser();
    const draft = makeOffer({ tender_id: 43 });
    const submitted = { ...draft, status: 'submitted' as const, submitted_at: '2026-11-22T10:00:00Z', version: 4 };
    await openCreate({
      'POST /tenders/43/offers': { status: 201, data: draft },
      'POST /offers/77/submit': ok(submitted),
      'GET /offers/77': ok(submitted),
    });
    await fillLot(user, 1, {
      monthly: '10 000',
      installation: '2000',
      days: '14',
      choose: [['Інтерфейс', 'Ethernet 1 Гбіт/с']],
    });
    // 10 000,00 × 24 + 2 000,00
    expect(screen.getByTestId('lot-total-1')).toHaveTextContent('242 000,00 ₴');
    expect(screen.getByTestId('offer-total')).toHaveTextContent('242 000,00 ₴');
    expect(screen.getByTestId('offer-total')).toHaveTextContent('Лотів у пропозиції: 1 з 3');

    await user.click(lotCheckbox(3));
    expect(screen.getByTestId('offer-total')).toHaveTextContent(
      'Вкажіть щомісячну плату й вартість підключення кожного обраного лоту',
    );
    await user.type(lotField('Щомісячна плата', 3), '2500,5');
    await user.type(lotField('Вартість підключення', 3), '0');
    await user.type(lotField('Строк підключення', 3), '5');
    await choose(user, lotSelect('Інтерфейс', 3), 'Ethernet 1 Гбіт/с');
    await choose(user, lotSelect('Протокол', 3), 'Доступ до Інтернету (IP)');
    expect(screen.getByTestId('lot-total-3')).toHaveTextContent('60 012,00 ₴');
    expect(screen.getByTestId('offer-total')).toHaveTextContent('302 012,00 ₴');
    expect(screen.getByTestId('offer-total')).toHaveTextContent('Лотів у пропозиції: 2 з 3');
    await user.type(screen.getByRole('textbox', { name: /^Доступність за SLA/ }), '99,9');

    await user.click(screen.getByRole('button', { name: 'Подати пропозицію' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подати пропозицію?' });
    expect(within(dialog).getByText('Щомісячна плата за 2 лоти')).toBeInTheDocument();
    expect(within(dialog).getByText('12 500,50 ₴ (з ПДВ)')).toBeInTheDocument();
    expect(t.api.calls.some((c) => c.method === 'post')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Подати пропозицію' }));

    await waitFor(() => expect(t.app.router.state.location.pathname).toBe('/tenders/offers/77'));
    expect(bodyOf(t.api, 'post', '/tenders/43/offers')).toEqual({
      vat_included: true,
      contract_months: 24,
      sla_availability: '99.900',
      comment: '',
      lots: [
        {
          lot_id: 601,
          monthly_price: '10000.00',
          installation_price: '2000.00',
          bandwidth_mbps: 200,
          physics_id: 1,
          interface_id: 5,
          protocol_id: 3,
          connection_days: 14,
        },
        {
          lot_id: 603,
          monthly_price: '2500.50',
          installation_price: '0.00',
          bandwidth_mbps: 50,
          physics_id: 2,
          interface_id: 5,
          protocol_id: 3,
          connection_days: 5,
        },
      ],
    });
    expect(bodyOf(t.api, 'post', '/offers/77/submit')).toEqual({ version: 3 });
  });

  it('names a chosen lot’s missing figures by that lot, and shows the server’s lot messages at the lot sent in that place', async () => {
    const user = setupUser();
    await openCreate({
      'POST /tenders/43/offers': {
        status: 400,
        data: {
          error: 'Перевірте поля пропозиції',
          code: 'validation_failed',
          details: {
            fields: {
              'lots.0.bandwidth_mbps': 'Пропускна здатність лоту не може перевищувати 10 000 Мбіт/с',
              'lots.1.monthly_price': 'Щомісячна плата лоту завелика',
            },
          },
        },
      },
    });
    await user.click(lotCheckbox(2));
    await user.type(screen.getByRole('textbox', { name: /^Доступність за SLA/ }), '99,9');
    await user.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));
    expect(lotField('Щомісячна плата', 2)).toHaveAccessibleDescription(/Поле «Щомісячна плата» є обов’язковим/);
    expect(lotSelect('Фізичне середовище', 2)).toHaveAccessibleDescription(/Поле «Фізичне середовище» є обов’язковим/);
    await waitFor(() => expect(lotField('Щомісячна плата', 2)).toHaveFocus());
    expect(t.api.calls.some((c) => c.method === 'post')).toBe(false);

    await user.type(lotField('Щомісячна плата', 2), '5000');
    await user.type(lotField('Вартість підключення', 2), '0');
    await user.type(lotField('Строк підключення', 2), '10');
    await choose(user, lotSelect('Фізичне середовище', 2), 'Оптоволокно');
    await fillLot(user, 3, {
      monthly: '2500',
      installation: '0',
      days: '5',
      choose: [
        ['Інтерфейс', 'Ethernet 1 Гбіт/с'],
        ['Протокол', 'Доступ до Інтернету (IP)'],
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));

    // Sent were lots 2 and 3: the server's first lot is lot 2, its second lot 3.
    await waitFor(() =>
      expect(
        screen.getByRole('textbox', { name: /^Пропускна здатність, Мбіт\/с \(лот 2\)/ }),
      ).toHaveAccessibleDescription(/Пропускна здатність лоту не може перевищувати 10 000 Мбіт\/с/),
    );
    expect(lotField('Щомісячна плата', 3)).toHaveAccessibleDescription(/Щомісячна плата лоту завелика/);
    expect(lotField('Щомісячна плата', 2)).not.toHaveAttribute('aria-invalid', 'true');
    expect(t.app.router.state.location.pathname).toBe('/tenders/43/create-offer');
  });

  it('restores the lots an offer covers when it is edited, and saves only those still chosen', async () => {
    const user = setupUser();
    const offer = makeOffer({ tender_id: 43, lots: multiKyiv.lots });
    t.signIn(providerInfo, {
      'GET /offers/77': ok(offer),
      'GET /tenders/43': ok(multiLotTender),
      'PUT /offers/77': ok({ ...offer, version: 4 }),
    });
    t.render('/tenders/offers/77/edit');
    await screen.findByRole('heading', { name: 'Редагування пропозиції' }, SLOW);
    expect(lotCheckbox(1)).toBeChecked();
    expect(lotCheckbox(2)).toBeChecked();
    expect(lotCheckbox(3)).not.toBeChecked();
    expect(lotField('Щомісячна плата', 1)).toHaveValue('10\u00a0000,00');
    expect(lotField('Щомісячна плата', 2)).toHaveValue('5\u00a0000,00');
    await waitFor(() => expect(lotSelect('Фізичне середовище', 2)).toHaveValue('Мідна пара'));
    // 10 000 × 24 + 2 000 and 5 000 × 24 + 1 000
    expect(screen.getByTestId('offer-total')).toHaveTextContent('363 000,00 ₴');

    await user.click(lotCheckbox(1));
    expect(screen.queryByRole('textbox', { name: /\(лот 1\)/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));
    await waitFor(() => expect(t.app.router.state.location.pathname).toBe('/tenders/offers/77'));
    expect(bodyOf(t.api, 'put', '/offers/77')).toEqual({
      vat_included: true,
      contract_months: 24,
      sla_availability: '99.900',
      comment: 'Резервування через друге кільце.',
      // Lot 2 as it was stored; lot 1 is no longer chosen.
      lots: [multiKyiv.lots[1]],
      version: 3,
    });
  });
});
