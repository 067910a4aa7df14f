import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { setupUser, type UserEvent } from '../../../test/user';
import { type ApiRoutes, ok, setUpAppTest } from '../../../test/app-test';
import {
  bankInfo,
  bodyOf,
  makeOffer,
  offerAbilities,
  organization,
  providerInfo,
  tender,
  tenderAbilities,
} from '../offer-test-utils';

/** The tender once the organisation has its offer there: no second one. */
const withOwnDraft = {
  ...tender,
  own_offer: { id: 77, status: 'draft' as const, submitted_at: null },
  abilities: tenderAbilities('ask'),
};

const SLOW = { timeout: 10_000 };

const t = setUpAppTest();

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const monthly = () => field(/^Щомісячна плата/);
const installation = () => field(/^Вартість підключення/);
const connectionDays = () => field(/^Строк підключення/);
const sla = () => field(/^Доступність за SLA/);
const select = (name: RegExp) => screen.getByRole('combobox', { name });

type User = UserEvent;

/** Picks a channel characteristic the tender leaves open (the fixture tender accepts any interface). */
async function choose(user: User, name: RegExp, option: string) {
  await user.click(select(name));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Fills what the create form needs beyond the tender's own values: prices, days, SLA and the interface. */
async function fillOffer(user: User, { monthlyPrice = '100' } = {}) {
  await user.type(monthly(), monthlyPrice);
  await user.type(installation(), '0');
  await user.type(connectionDays(), '5');
  await user.type(sla(), '99');
  await choose(user, /^Інтерфейс/, 'Ethernet 1 Гбіт/с');
}

/** The submission's confirmation: what it restates, then «Подати пропозицію» in it. */
async function confirmSubmission(user: User) {
  const dialog = await screen.findByRole('dialog', { name: 'Подати пропозицію?' });
  await user.click(within(dialog).getByRole('button', { name: 'Подати пропозицію' }));
  return dialog;
}

async function openCreate(routes: ApiRoutes = {}) {
  t.signIn(providerInfo, { 'GET /tenders/42': ok(tender), ...routes });
  t.render('/tenders/42/create-offer');
  await screen.findByRole('heading', { name: 'Нова пропозиція' }, SLOW);
}

// A long form to fill on a shared machine.
describe('/tenders/:order_id/create-offer', { timeout: 60_000 }, () => {
  it('starts from the tender’s requirements, asks for all three channel characteristics and shows the requirements beside the form', async () => {
    const user = setupUser();
    await openCreate();
    const aside = screen.getByRole('complementary', { name: 'Вимоги тендера' });
    expect(within(aside).getByRole('link', { name: tender.title })).toHaveAttribute('href', '/tenders/42');
    expect(within(aside).getByText('200 Мбіт/с')).toBeInTheDocument();
    expect(within(aside).getByText('01.12.2099 17:00 (за Києвом)')).toBeInTheDocument();
    expect(within(aside).getByText(/^залишилось/)).toBeInTheDocument();
    expect(field(/^Пропускна здатність/)).toHaveValue('200');
    // The tender's medium and protocol are filled in; each of the three is asked for all the same.
    await waitFor(() => expect(select(/^Фізичне середовище/)).toHaveValue('Оптоволокно'));
    expect(select(/^Протокол/)).toHaveValue('Доступ до Інтернету (IP)');
    for (const name of [/^Фізичне середовище/, /^Інтерфейс/, /^Протокол/]) expect(select(name)).toBeRequired();
    expect(select(/^Фізичне середовище/)).toHaveAccessibleDescription('Вимога тендера: Оптоволокно.');
    // The tender accepts any interface: the offer still states one, so nothing is chosen for the provider.
    expect(select(/^Інтерфейс/)).toHaveValue('');
    expect(select(/^Інтерфейс/)).toHaveAccessibleDescription('Тендер допускає будь-яке — оберіть те, яке пропонуєте.');
    await user.click(select(/^Інтерфейс/));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Ethernet 1 Гбіт/с']);
    expect(screen.getByRole('button', { name: 'Зберегти чернетку' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Подати пропозицію' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Тендери — Телеком Тендер'));
  });

  it('names every missing required field with the contract’s messages and sends nothing', async () => {
    const user = setupUser();
    await openCreate();
    await user.click(screen.getByRole('button', { name: 'Подати пропозицію' }));
    expect(monthly()).toHaveAccessibleDescription(/Поле «Щомісячна плата» є обов’язковим/);
    expect(installation()).toHaveAccessibleDescription(/Поле «Вартість підключення» є обов’язковим/);
    expect(connectionDays()).toHaveAccessibleDescription(/Поле «Строк підключення» є обов’язковим/);
    expect(sla()).toHaveAccessibleDescription(/Поле «Доступність за SLA» є обов’язковим/);
    expect(select(/^Інтерфейс/)).toHaveAccessibleDescription(/Поле «Інтерфейс» є обов’язковим/);
    expect(select(/^Фізичне середовище/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(monthly()).toHaveAttribute('aria-invalid', 'true');
    expect(t.api.calls.some((c) => c.method === 'post')).toBe(false);
  });

  it('rejects a sum it cannot read and a percentage above 100', async () => {
    const user = setupUser();
    await openCreate();
    await user.type(monthly(), '12,500.50');
    await user.type(sla(), '100,5');
    await user.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));
    expect(monthly()).toHaveAccessibleDescription(/вкажіть невід'ємну суму в гривнях, до двох знаків після коми/);
    expect(sla()).toHaveAccessibleDescription(/вкажіть відсоток від 0 до 100/);
    expect(t.api.calls.some((c) => c.method === 'post')).toBe(false);
  });

  it('reads «12 500,50» as hryvnias, shows the live total, restates the figures before submitting, then saves and submits with the version', async () => {
    const user = setupUser();
    await openCreate({
      'POST /tenders/42/offers': { status: 201, data: makeOffer() },
      'POST /offers/77/submit': ok(
        makeOffer({ status: 'submitted', submitted_at: '2026-11-22T10:00:00Z', version: 4 }),
      ),
      'GET /offers/77': ok(makeOffer({ status: 'submitted', submitted_at: '2026-11-22T10:00:00Z', version: 4 })),
    });
    await user.type(monthly(), '12 500,50');
    await user.type(installation(), '3000');
    // 12 500,50 × 24 + 3 000,00
    expect(screen.getByTestId('offer-total')).toHaveTextContent('303 012,00 ₴');
    await user.type(connectionDays(), '14');
    await user.type(sla(), '99,9');
    await choose(user, /^Інтерфейс/, 'Ethernet 1 Гбіт/с');
    await user.click(screen.getByRole('button', { name: 'Подати пропозицію' }));

    // Nothing is sent before the confirmation, which restates the commitment: 12 500,50 × 24 months.
    const dialog = await screen.findByRole('dialog', { name: 'Подати пропозицію?' });
    expect(t.api.calls.some((c) => c.method === 'post')).toBe(false);
    expect(within(dialog).getByText('12 500,50 ₴ (з ПДВ)')).toBeInTheDocument();
    expect(within(dialog).getByText('Плата за весь строк договору (24 місяці)')).toBeInTheDocument();
    expect(within(dialog).getByTestId('submit-term-total')).toHaveTextContent('300 012,00 ₴');
    expect(within(dialog).getByText('12 500,50 ₴ × 24 міс.')).toBeInTheDocument();
    expect(within(dialog).getByText('01.12.2099 17:00 (за Києвом)')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('До 01.12.2099 17:00 (за Києвом) пропозицію можна змінити або відкликати.');
    await user.click(within(dialog).getByRole('button', { name: 'Подати пропозицію' }));

    await waitFor(() => expect(t.app.router.state.location.pathname).toBe('/tenders/offers/77'));
    expect(bodyOf(t.api, 'post', '/tenders/42/offers')).toEqual({
      monthly_price: '12500.50',
      installation_price: '3000.00',
      vat_included: true,
      bandwidth_mbps: 200,
      physics_id: 1,
      interface_id: 5,
      protocol_id: 3,
      connection_days: 14,
      contract_months: 24,
      sla_availability: '99.900',
      comment: '',
    });
    expect(bodyOf(t.api, 'post', '/offers/77/submit')).toEqual({ version: 3 });
  });

  it('stays on its way to the card when the tender already lists the new draft before the submission answers', async () => {
    const user = setupUser();
    let created = false;
    let answerSubmit!: () => void;
    const submitted = makeOffer({ status: 'submitted', submitted_at: '2026-11-22T10:00:00Z', version: 4 });
    await openCreate({
      // After the draft is saved, the tender answers with it as the organisation's own offer.
      'GET /tenders/42': () => ok(created ? withOwnDraft : tender),
      'POST /tenders/42/offers': () => {
        created = true;
        return { status: 201, data: makeOffer() };
      },
      'POST /offers/77/submit': () => new Promise((resolve) => (answerSubmit = () => resolve(ok(submitted)))),
      'GET /offers/77': ok(submitted),
    });
    await fillOffer(user, { monthlyPrice: '12 500,50' });
    await user.click(screen.getByRole('button', { name: 'Подати пропозицію' }));
    await confirmSubmission(user);
    await waitFor(() => expect(t.api.called()).toContain('POST /offers/77/submit'));
    await waitFor(() =>
      expect(t.app.queryClient.getQueryData<{ own_offer: unknown }>(['tenders', 'detail', 42])?.own_offer).toBeTruthy(),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(t.app.router.state.location.pathname).toBe('/tenders/42/create-offer');
    answerSubmit();
    await waitFor(() => expect(t.app.router.state.location.pathname).toBe('/tenders/offers/77'));
  });

  it('tidies a typed sum when the field is left', async () => {
    const user = setupUser();
    await openCreate();
    await user.type(monthly(), '12500.5');
    await user.tab();
    expect(monthly()).toHaveValue('12\u00a0500,50');
  });

  it('shows the server’s field messages next to their fields', async () => {
    const user = setupUser();
    await openCreate({
      'POST /tenders/42/offers': {
        status: 400,
        data: {
          error: 'Перевірте поля пропозиції',
          code: 'validation_failed',
          details: { fields: { bandwidth_mbps: 'Пропускна здатність не може бути меншою за 1 Мбіт/с' } },
        },
      },
    });
    await fillOffer(user);
    await user.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));
    await waitFor(() =>
      expect(field(/^Пропускна здатність/)).toHaveAccessibleDescription(
        /Пропускна здатність не може бути меншою за 1 Мбіт\/с/,
      ),
    );
    expect(t.app.router.state.location.pathname).toBe('/tenders/42/create-offer');
  });

  it('explains a deadline that passed while the form was open (409 deadline_passed)', async () => {
    const user = setupUser();
    await openCreate({
      'POST /tenders/42/offers': {
        status: 409,
        data: { error: 'Кінцевий термін подання пропозицій минув', code: 'deadline_passed' },
      },
    });
    await fillOffer(user);
    await user.click(screen.getByRole('button', { name: 'Подати пропозицію' }));
    await confirmSubmission(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Прийом пропозицій завершено');
    expect(alert).toHaveTextContent('Кінцевий термін подання пропозицій минув 01.12.2099 17:00 (за Києвом)');
    expect(screen.queryByRole('button', { name: 'Подати пропозицію' })).not.toBeInTheDocument();
  });

  it('asks before typed prices are lost, and no longer once the deadline has closed the form', async () => {
    const user = setupUser();
    await openCreate({
      'POST /tenders/42/offers': {
        status: 409,
        data: { error: 'Кінцевий термін подання пропозицій минув', code: 'deadline_passed' },
      },
    });
    await user.type(monthly(), '100');
    const tendersLink = () => screen.getAllByRole('link', { name: 'Тендери' })[0]!;
    await user.click(tendersLink());
    const ask = await screen.findByRole('dialog', { name: 'Зміни не збережено' });
    await user.click(within(ask).getByRole('button', { name: 'Залишитися' }));
    expect(monthly()).toHaveValue('100,00');

    await user.clear(monthly());
    await fillOffer(user);
    await user.click(screen.getByRole('button', { name: 'Подати пропозицію' }));
    await confirmSubmission(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Прийом пропозицій завершено');
    // Nothing here can be saved any more: leaving asks nothing.
    await user.click(tendersLink());
    await waitFor(() => expect(t.app.router.state.location.pathname).toBe('/tenders'));
    expect(screen.queryByRole('dialog', { name: 'Зміни не збережено' })).not.toBeInTheDocument();
  });

  it('warns 15 and 5 minutes before the deadline, saying what becomes of a draft not submitted', async () => {
    const inMinutes = (minutes: number) => ({
      ...tender,
      offers_deadline: new Date(Date.now() + minutes * 60_000).toISOString(),
    });
    await openCreate({ 'GET /tenders/42': ok(inMinutes(14)) });
    const soon = await screen.findByRole('alert', { name: 'До кінцевого терміну менше 15 хвилин' });
    expect(soon).toHaveTextContent('Чернетку, не подану до того часу, банк не розглядатиме');
    t.reset();
    await openCreate({ 'GET /tenders/42': ok(inMinutes(4)) });
    expect(await screen.findByRole('alert', { name: 'До кінцевого терміну менше 5 хвилин' })).toBeInTheDocument();
    t.reset();
    await openCreate({ 'GET /tenders/42': ok(inMinutes(16)) });
    expect(screen.queryByRole('alert', { name: /До кінцевого терміну/ })).not.toBeInTheDocument();
  });

  it('closes where it stands when the deadline passes while open: what was typed stays in sight, read-only', async () => {
    // The clock runs as usual, and the test moves it past the deadline when the form is filled.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const user = setupUser();
    const deadline = new Date(Date.now() + 60_000).toISOString();
    await openCreate({ 'GET /tenders/42': ok({ ...tender, offers_deadline: deadline }) });
    await user.type(monthly(), '4250');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByRole('alert', { name: 'Прийом пропозицій завершено' })).toBeInTheDocument();
    expect(monthly()).toHaveValue('4250');
    expect(monthly()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Подати пропозицію' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Зберегти чернетку' })).not.toBeInTheDocument();
  });

  it('leads to the organisation’s offer when a colleague has just made one (409 conflict)', async () => {
    const user = setupUser();
    await openCreate({
      'POST /tenders/42/offers': {
        status: 409,
        data: {
          error: 'Ваша організація вже має пропозицію на цей тендер (одна пропозиція від організації).',
          code: 'conflict',
          details: { offer_id: 77 },
        },
      },
    });
    await fillOffer(user);
    await user.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ваша організація вже має пропозицію');
    expect(screen.getByRole('link', { name: 'Відкрити наявну пропозицію' })).toHaveAttribute(
      'href',
      '/tenders/offers/77/edit',
    );
  });

  it('explains instead of a form to an unverified organisation', async () => {
    t.signIn(providerInfo, {
      // The server lets an unverified organisation ask, not offer.
      'GET /tenders/42': ok({ ...tender, abilities: tenderAbilities('ask') }),
      'GET /account/info/organization': ok({ ...organization, is_verify: false }),
    });
    t.render('/tenders/42/create-offer');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Організація ще не верифікована');
    expect(screen.queryByRole('button', { name: 'Зберегти чернетку' })).not.toBeInTheDocument();
  });

  it('explains instead of a form once the deadline has passed', async () => {
    t.signIn(providerInfo, {
      'GET /tenders/42': ok({ ...tender, status: 'evaluation', abilities: tenderAbilities() }),
    });
    t.render('/tenders/42/create-offer');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Прийом пропозицій завершено');
    expect(screen.queryByRole('textbox', { name: /Щомісячна плата/ })).not.toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'До тендера' })).toHaveAttribute('href', '/tenders/42');
  });

  it('opens the organisation’s existing offer instead of a second one', async () => {
    t.signIn(providerInfo, {
      'GET /tenders/42': ok(withOwnDraft),
      'GET /offers/77': ok(makeOffer()),
    });
    t.render('/tenders/42/create-offer');
    await screen.findByRole('heading', { name: 'Редагування пропозиції' }, SLOW);
    expect(t.app.router.state.location.pathname).toBe('/tenders/offers/77/edit');
  });

  it('is closed to the bank', async () => {
    t.signIn(bankInfo, { 'GET /tenders/42': ok({ ...tender, abilities: tenderAbilities() }) });
    t.render('/tenders/42/create-offer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Немає доступу' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Пропозиції подають лише користувачі провайдерів.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'До тендера' })).toHaveAttribute('href', '/tenders/42');
  });
});

describe('/tenders/offers/:id/edit', { timeout: 60_000 }, () => {
  const submitted = makeOffer({
    status: 'submitted',
    submitted_at: '2026-11-21T10:15:00.000Z',
    abilities: offerAbilities('edit', 'withdraw', 'documents'),
  });

  it('fills the form from the offer and saves a submitted one as «Зберегти зміни» with its version', async () => {
    const user = setupUser();
    t.signIn(providerInfo, {
      'GET /offers/77': ok(submitted),
      'GET /tenders/42': ok(tender),
      'PUT /offers/77': ok({ ...submitted, monthly_price: '11000.00', version: 4 }),
    });
    t.render('/tenders/offers/77/edit');
    await screen.findByRole('heading', { name: 'Редагування пропозиції' }, SLOW);
    expect(monthly()).toHaveValue('12\u00a0500,50');
    expect(sla()).toHaveValue('99,9');
    expect(screen.getByText(/Пропозицію подано 21\.11\.2026 12:15/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Подати пропозицію' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'документи пропозиції (1)' })).toHaveAttribute(
      'href',
      '/tenders/42/offers/77/doc',
    );

    await user.clear(monthly());
    await user.type(monthly(), '11000');
    await user.click(screen.getByRole('button', { name: 'Зберегти зміни' }));
    await waitFor(() => expect(t.app.router.state.location.pathname).toBe('/tenders/offers/77'));
    expect(bodyOf(t.api, 'put', '/offers/77')).toMatchObject({
      monthly_price: '11000.00',
      installation_price: '3000.00',
      interface_id: 5,
      sla_availability: '99.900',
      version: 3,
    });
    expect(t.api.calls.some((c) => c.url === '/offers/77/submit')).toBe(false);
  });

  it('is closed to the bank after the deadline too: the denied screen, back to the offer', async () => {
    t.signIn(bankInfo, {
      'GET /offers/77': ok({ ...submitted, abilities: offerAbilities() }),
      'GET /tenders/42': ok(tender),
    });
    t.render('/tenders/offers/77/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Немає доступу' }, SLOW)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Пропозиції подають лише користувачі провайдерів.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'До пропозиції' })).toHaveAttribute('href', '/tenders/offers/77');
  });

  it('offers «Подати пропозицію знову» for a withdrawn offer', async () => {
    t.signIn(providerInfo, {
      'GET /offers/77': ok(makeOffer({ status: 'withdrawn' })),
      'GET /tenders/42': ok(tender),
    });
    t.render('/tenders/offers/77/edit');
    await screen.findByRole('heading', { name: 'Редагування пропозиції' }, SLOW);
    expect(screen.getByRole('button', { name: 'Зберегти зміни' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Подати пропозицію знову' })).toBeInTheDocument();
  });

  it('explains a 409 version conflict and reloads the latest version on request', async () => {
    const user = setupUser();
    let reads = 0;
    t.signIn(providerInfo, {
      'GET /offers/77': () => {
        reads += 1;
        return ok(reads === 1 ? makeOffer() : makeOffer({ monthly_price: '9999.00', version: 5 }));
      },
      'GET /tenders/42': ok(tender),
      'PUT /offers/77': { status: 409, data: { error: 'Запис щойно змінено', code: 'version_conflict' } },
    });
    t.render('/tenders/offers/77/edit');
    await screen.findByRole('heading', { name: 'Редагування пропозиції' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Пропозицію змінено в іншому вікні');
    await user.click(screen.getByRole('button', { name: 'Завантажити останню версію' }));
    await waitFor(() => expect(monthly()).toHaveValue('9\u00a0999,00'));
  });

  it('does not offer the form for an offer that lost', async () => {
    t.signIn(providerInfo, {
      'GET /offers/77': ok(makeOffer({ status: 'lost', abilities: offerAbilities() })),
      'GET /tenders/42': ok({ ...tender, status: 'awarded', abilities: tenderAbilities('history') }),
    });
    t.render('/tenders/offers/77/edit');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'Пропозицію у статусі «Не обрано» уже не можна змінити.',
    );
  });
});
