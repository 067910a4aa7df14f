import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../../test/user';
import { ok, setUpAppTest, showScreenWidth } from '../../../test/app-test';
import {
  bankInfo,
  bodyOf,
  evaluationTender,
  makeOffer,
  offerAbilities,
  providerInfo,
  tender,
} from '../offer-test-utils';

const SLOW = { timeout: 10_000 };

const t = setUpAppTest();

function actionNames() {
  const group = screen.queryByRole('group', { name: 'Дії з пропозицією' });
  return group ? [...group.querySelectorAll('a, button')].map((b) => b.textContent) : [];
}

const heading = { name: 'Пропозиція: ТОВ «Київ-Оптик»' };
const submitted = makeOffer({
  status: 'submitted',
  submitted_at: '2026-11-21T10:15:00.000Z',
  abilities: offerAbilities('edit', 'withdraw', 'documents'),
});
const withdrawn = {
  ...submitted,
  status: 'withdrawn' as const,
  abilities: offerAbilities('edit', 'submit', 'documents'),
};
/** Past the deadline, or read by the bank: nothing to change. */
const frozen = offerAbilities();

describe('/tenders/offers/:offers_id', () => {
  it('shows every field, the status, documents and the tender', async () => {
    t.signIn(providerInfo, { 'GET /offers/77': ok(submitted), 'GET /tenders/42': ok(tender) });
    t.render('/tenders/offers/77');
    expect(await screen.findByRole('heading', heading, SLOW)).toBeInTheDocument();
    expect(screen.getAllByText('Подано').length).toBeGreaterThan(0);
    expect(screen.getByText('12 500,50 ₴')).toBeInTheDocument();
    expect(screen.getByText('3 000,00 ₴')).toBeInTheDocument();
    // 12 500,50 × 24 + 3 000,00 over the tender's term.
    expect(screen.getByText('303 012,00 ₴')).toBeInTheDocument();
    expect(screen.getByText('з ПДВ')).toBeInTheDocument();
    expect(screen.getByText('14 днів')).toBeInTheDocument();
    expect(screen.getByText('99,9 %')).toBeInTheDocument();
    expect(await screen.findByText('Ethernet 1 Гбіт/с')).toBeInTheDocument();
    // 10:15 UTC is 12:15 in Kyiv.
    expect(screen.getByText('21.11.2026 12:15 (за Києвом)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Технічні умови.pdf' })).toHaveAttribute('href', '/api/documents/900');
    expect(screen.getAllByRole('link', { name: tender.title })[0]).toHaveAttribute('href', '/tenders/42');
    expect(screen.getByRole('link', { name: 'Керувати документами' })).toHaveAttribute(
      'href',
      '/tenders/42/offers/77/doc',
    );
    expect(actionNames()).toEqual(['Редагувати', 'Відкликати']);
  });

  it('stacks each label above its value on a phone, and lets long values wrap', async () => {
    showScreenWidth(390);
    t.signIn(providerInfo, { 'GET /offers/77': ok(submitted), 'GET /tenders/42': ok(tender) });
    t.render('/tenders/offers/77');
    await screen.findByRole('heading', heading, SLOW);
    const price = screen.getByRole('region', { name: 'Вартість' });
    expect(price.querySelector('dl')).toHaveAttribute('data-orientation', 'vertical');
    const total = within(price).getByText('303 012,00 ₴').closest('dd')!;
    // jsdom computes no layout: the value's own style is what makes it wrap in a browser.
    expect(total).toHaveAttribute('style', expect.stringContaining('overflow-wrap: anywhere'));
    expect(total).toHaveAttribute('style', expect.stringContaining('min-width: 0'));
  });

  it('submits a draft with its version after a confirmation restating its price, its term’s total and the deadline', async () => {
    const user = setupUser();
    let done = false;
    // The offer proposes 36 months where the tender asks for 24: the commitment is the offer's own term.
    const draft = makeOffer({ contract_months: 36, vat_included: false });
    t.signIn(providerInfo, {
      'GET /offers/77': () => ok(done ? { ...submitted, version: 4 } : draft),
      'GET /tenders/42': ok(tender),
      'POST /offers/77/submit': () => {
        done = true;
        return ok({ ...submitted, version: 4 });
      },
    });
    t.render('/tenders/offers/77');
    await screen.findByRole('heading', heading, SLOW);
    expect(actionNames()).toEqual(['Редагувати', 'Подати пропозицію']);
    expect(screen.getByText('Ще не подано')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Подати пропозицію' }));

    const dialog = await screen.findByRole('dialog', { name: 'Подати пропозицію?' }, SLOW);
    expect(within(dialog).getByText('12 500,50 ₴ (без ПДВ)')).toBeInTheDocument();
    expect(within(dialog).getByText('Плата за весь строк договору (36 місяців)')).toBeInTheDocument();
    // 12 500,50 × 36, to the kopiyka.
    expect(within(dialog).getByTestId('submit-term-total')).toHaveTextContent('450 018,00 ₴');
    expect(within(dialog).getByText('01.12.2099 17:00 (за Києвом)')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('можна змінити або відкликати');
    expect(t.api.calls.some((c) => c.url === '/offers/77/submit')).toBe(false);

    // «Скасувати» sends nothing; confirming sends the version.
    await user.click(within(dialog).getByRole('button', { name: 'Скасувати' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(t.api.calls.some((c) => c.url === '/offers/77/submit')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Подати пропозицію' }));
    const again = await screen.findByRole('dialog', { name: 'Подати пропозицію?' }, SLOW);
    await user.click(within(again).getByRole('button', { name: 'Подати пропозицію' }));
    await waitFor(() => expect(actionNames()).toEqual(['Редагувати', 'Відкликати']));
    expect(bodyOf(t.api, 'post', '/offers/77/submit')).toEqual({ version: 3 });
  });

  it('explains a submission refused because the offer does not state its channel', async () => {
    const user = setupUser();
    t.signIn(providerInfo, {
      'GET /offers/77': ok(makeOffer({ interface_id: null })),
      'GET /tenders/42': ok(tender),
      'POST /offers/77/submit': {
        status: 400,
        data: {
          error:
            'Щоб подати пропозицію, вкажіть у ній «Інтерфейс»: відредагуйте пропозицію, збережіть і подайте знову.',
          code: 'validation_failed',
          details: { fields: { interface_id: 'Поле «Інтерфейс» є обов’язковим: вкажіть, що саме ви пропонуєте' } },
        },
      },
    });
    t.render('/tenders/offers/77');
    await screen.findByRole('heading', heading, SLOW);
    await user.click(screen.getByRole('button', { name: 'Подати пропозицію' }));
    await user.click(
      within(await screen.findByRole('dialog', {}, SLOW)).getByRole('button', { name: 'Подати пропозицію' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не вдалося подати пропозицію');
    expect(alert).toHaveTextContent('вкажіть у ній «Інтерфейс»: відредагуйте пропозицію');
  });

  it('withdraws after a confirmation, sending the version', async () => {
    const user = setupUser();
    let done = false;
    t.signIn(providerInfo, {
      'GET /offers/77': () => ok(done ? { ...withdrawn, version: 4 } : submitted),
      'GET /tenders/42': ok(tender),
      'POST /offers/77/withdraw': () => {
        done = true;
        return ok({ ...withdrawn, version: 4 });
      },
    });
    t.render('/tenders/offers/77');
    await screen.findByRole('heading', heading, SLOW);
    await user.click(screen.getByRole('button', { name: 'Відкликати' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(dialog).toHaveTextContent('Відкликану пропозицію банк не розглядатиме');
    expect(t.api.calls.some((c) => c.url === '/offers/77/withdraw')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Відкликати' }));
    await waitFor(() => expect(actionNames()).toEqual(['Редагувати', 'Подати знову']));
    expect(bodyOf(t.api, 'post', '/offers/77/withdraw')).toEqual({ version: 3 });
    expect(screen.getAllByText('Відкликано').length).toBeGreaterThan(0);
  });

  it('explains a 409 deadline_passed answer to a submission', async () => {
    const user = setupUser();
    t.signIn(providerInfo, {
      'GET /offers/77': ok(makeOffer({ status: 'withdrawn' })),
      'GET /tenders/42': ok(tender),
      'POST /offers/77/submit': {
        status: 409,
        data: { error: 'Кінцевий термін подання пропозицій минув', code: 'deadline_passed' },
      },
    });
    t.render('/tenders/offers/77');
    await screen.findByRole('heading', heading, SLOW);
    await user.click(screen.getByRole('button', { name: 'Подати знову' }));
    await user.click(
      within(await screen.findByRole('dialog', {}, SLOW)).getByRole('button', { name: 'Подати пропозицію' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не вдалося подати пропозицію');
    expect(alert).toHaveTextContent('пропозиції більше не приймаються, не змінюються і не відкликаються');
  });

  it('offers no changes once the deadline has passed', async () => {
    t.signIn(providerInfo, {
      'GET /offers/77': ok({ ...submitted, abilities: frozen }),
      'GET /tenders/42': ok({ ...evaluationTender, budget_monthly: undefined }),
    });
    t.render('/tenders/offers/77');
    await screen.findByRole('heading', heading, SLOW);
    expect(actionNames()).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Керувати документами' })).not.toBeInTheDocument();
    expect(screen.getByText('Прийом пропозицій завершено; пропозицію розглядає банк.')).toBeInTheDocument();
  });

  it('shows the bank a read-only card after the deadline', async () => {
    t.signIn(bankInfo, {
      'GET /offers/77': ok(makeOffer({ status: 'won', submitted_at: '2026-01-09T10:15:00.000Z', abilities: frozen })),
      'GET /tenders/42': ok({ ...evaluationTender, status: 'awarded' }),
    });
    t.render('/tenders/offers/77');
    await screen.findByRole('heading', heading, SLOW);
    expect(actionNames()).toEqual([]);
    expect(screen.getAllByText('Переможець').length).toBeGreaterThan(0);
    expect(screen.getByText('Цю пропозицію визначено переможцем тендера')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Керувати документами' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Видалити/ })).not.toBeInTheDocument();
  });

  it('tells the bank that offers are sealed until the deadline, whether the offer is sealed or missing', async () => {
    t.signIn(bankInfo, {
      'GET /offers/5': { status: 404, data: { error: 'Пропозицію не показано.', code: 'not_found' } },
    });
    t.render('/tenders/offers/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Пропозицію не показано' }, SLOW)).toBeInTheDocument();
    expect(
      screen.getByText(/Пропозиції запечатані до кінцевого терміну подання пропозицій тендера/),
    ).toBeInTheDocument();
    expect(screen.getByText(/такої пропозиції немає або вона вам недоступна/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'До списку тендерів' })).toHaveAttribute('href', '/tenders');
    expect(screen.queryByText('Пропозицію не знайдено')).not.toBeInTheDocument();
  });

  it('tells a provider that the offer cannot be found', async () => {
    t.signIn(providerInfo, {
      'GET /offers/5': { status: 404, data: { error: 'Пропозицію не знайдено', code: 'not_found' } },
    });
    t.render('/tenders/offers/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Пропозицію не знайдено' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(/запечатані/)).not.toBeInTheDocument();
  });
});
