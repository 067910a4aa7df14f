import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ok, setUpAppTest, showAllTableColumns, showScreenWidth } from '../../../test/app-test';
import { bankInfo, evaluationTender, makeOffer, providerInfo, tender } from '../offer-test-utils';

const SLOW = { timeout: 10_000 };

const t = setUpAppTest();

beforeEach(() => {
  showAllTableColumns();
});

const twoOffers = () =>
  ok([
    makeOffer({ status: 'submitted', submitted_at: '2026-01-09T10:15:00.000Z' }),
    makeOffer({
      id: 78,
      status: 'submitted',
      organization: { id: 4, name: 'ПрАТ «Мережа Плюс»' },
      monthly_price: '14000.00',
      installation_price: '0.00',
      bandwidth_mbps: 1000,
      documents: [],
      submitted_at: '2026-01-10T08:00:00.000Z',
    }),
  ]);

describe('/tenders/:id/offers', () => {
  it('keeps the offers sealed for the bank before the deadline, showing only their count', async () => {
    t.signIn(bankInfo, { 'GET /tenders/42': ok({ ...tender, offers_count: 3, budget_monthly: null }) });
    t.render('/tenders/42/offers');
    const sealed = await screen.findByRole('status', { name: /Пропозиції запечатані/ }, SLOW);
    expect(sealed).toHaveTextContent('Пропозиції запечатані до 01.12.2099 17:00');
    expect(sealed).toHaveTextContent('Подано 3 пропозиції');
    // Not even asked: the server would refuse, and nothing about the offers may reach the screen.
    expect(t.api.calls.some((c) => c.url === '/tenders/42/offers')).toBe(false);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the server’s explanation when it answers offers_sealed', async () => {
    t.signIn(bankInfo, {
      'GET /tenders/42': ok({ ...evaluationTender, status: 'cancelled', status_reason: 'Потребу знято' }),
      'GET /tenders/42/offers': {
        status: 403,
        data: { error: 'Пропозиції залишаються запечатаними: тендер скасовано.', code: 'offers_sealed' },
      },
    });
    t.render('/tenders/42/offers');
    expect(
      await screen.findByText('Пропозиції залишаються запечатаними: тендер скасовано.', {}, SLOW),
    ).toBeInTheDocument();
  });

  it('lists the bank every submitted offer after the deadline', async () => {
    t.signIn(bankInfo, {
      'GET /tenders/42': ok(evaluationTender),
      'GET /tenders/42/offers': twoOffers(),
    });
    t.render('/tenders/42/offers');
    const table = await screen.findByRole('table', {}, SLOW);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = within(rows[1]!);
    expect(first.getByRole('link', { name: 'ТОВ «Київ-Оптик»' })).toHaveAttribute('href', '/tenders/offers/77');
    expect(first.getByText('12 500,50 ₴')).toBeInTheDocument();
    expect(first.getByText('3 000,00 ₴')).toBeInTheDocument();
    expect(first.getByText('303 012,00 ₴')).toBeInTheDocument();
    expect(first.getByText('300 Мбіт/с')).toBeInTheDocument();
    expect(first.getByText('Подано')).toBeInTheDocument();
    expect(first.getByText('09.01.2026 12:15')).toBeInTheDocument();
    expect(first.getByText('1')).toBeInTheDocument();
    const second = within(rows[2]!);
    expect(second.getByText('336 000,00 ₴')).toBeInTheDocument();
    expect(second.getByText('1 000 Мбіт/с')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Порівняння пропозицій' })).toHaveAttribute(
      'href',
      '/tenders/42/proposals',
    );
  });

  it('lists the offers as cards on a phone, each with its provider as the link and its prices', async () => {
    showScreenWidth(390);
    t.signIn(bankInfo, { 'GET /tenders/42': ok(evaluationTender), 'GET /tenders/42/offers': twoOffers() });
    t.render('/tenders/42/offers');
    const link = await screen.findByRole('link', { name: 'ТОВ «Київ-Оптик»' }, SLOW);
    expect(link).toHaveAttribute('href', '/tenders/offers/77');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Пропозиції' })).getAllByRole('listitem')).toHaveLength(2);
    const card = within(link.closest('li')!);
    const field = (label: string) => card.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(field('Щомісячна плата')).toHaveTextContent('12 500,50 ₴');
    expect(field('Підключення')).toHaveTextContent('3 000,00 ₴');
    expect(field('Загальна вартість')).toHaveTextContent('303 012,00 ₴');
    expect(field('Пропускна здатність')).toHaveTextContent('300 Мбіт/с');
    expect(field('Подано')).toHaveTextContent('09.01.2026 12:15');
    expect(card.getByText('Подано', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
  });

  it('shows a provider its own offer, or the way to make one', async () => {
    t.signIn(providerInfo, { 'GET /tenders/42': ok(tender), 'GET /tenders/42/offers': ok([]) });
    t.render('/tenders/42/offers');
    expect(await screen.findByText('Ви ще не подавали пропозицію на цей тендер', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Подати пропозицію' })).toHaveAttribute('href', '/tenders/42/create-offer');
    expect(screen.getByRole('heading', { name: 'Моя пропозиція' })).toBeInTheDocument();
  });
});
