import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ok, setUpAppTest, showScreenWidth } from '../../../test/app-test';
import {
  makeOffer,
  multiKyiv,
  multiLotTender,
  offerAbilities,
  providerInfo,
  tenderAbilities,
} from '../offer-test-utils';

const SLOW = { timeout: 10_000 };

const t = setUpAppTest();

/** Київ-Оптик's submitted offer on lots 1 and 2 of the regional tender. */
const offer = makeOffer({
  tender_id: 43,
  status: 'submitted',
  submitted_at: '2026-11-21T10:15:00.000Z',
  monthly_price: '15000.00',
  installation_price: '3000.00',
  lots: multiKyiv.lots,
  abilities: offerAbilities('edit', 'withdraw', 'documents'),
});

describe('the card of an offer on several lots', () => {
  it('lists each lot the offer covers with its prices, channel and connection time', async () => {
    t.signIn(providerInfo, { 'GET /offers/77': ok(offer), 'GET /tenders/43': ok(multiLotTender) });
    t.render('/tenders/offers/77');
    const section = await screen.findByRole('region', { name: 'Лоти пропозиції (2)' }, SLOW);
    const table = within(section).getByRole('table', { name: 'Ціни й канал за лотами' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Лот', 'Відділення', 'Щомісячна плата', 'Вартість підключення', 'Канал', 'Строк підключення']);
    const [first, second] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('rowheader')).toHaveTextContent('1');
    expect(first).toHaveTextContent('Відділення №12');
    expect(first).toHaveTextContent('10 000,00 ₴');
    expect(first).toHaveTextContent('2 000,00 ₴');
    await waitFor(() =>
      expect(first).toHaveTextContent('300 Мбіт/с · Оптоволокно · Ethernet 1 Гбіт/с · Доступ до Інтернету (IP)'),
    );
    expect(first).toHaveTextContent('14 днів');
    expect(second).toHaveTextContent('Відділення №7');
    expect(second).toHaveTextContent('5 000,00 ₴');
    expect(second).toHaveTextContent('10 днів');

    // The whole offer's sums are the lots' together; the channel and connection are each lot's.
    const price = screen.getByRole('region', { name: 'Вартість' });
    expect(price).toHaveTextContent('Щомісячна плата за всі лоти15 000,00 ₴');
    expect(screen.queryByRole('region', { name: 'Канал' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Умови всієї пропозиції' })).not.toHaveTextContent('Строк підключення');
    expect(screen.getByRole('complementary', { name: 'Вимоги тендера' })).toHaveTextContent('3 лоти');
  });

  it('stacks the lots one under another on a phone, with how each decided lot ended for the provider', async () => {
    showScreenWidth(390);
    const decided = {
      ...multiLotTender,
      status: 'awarded' as const,
      abilities: tenderAbilities('history'),
      lots: multiLotTender.lots.map((lot, i) => ({
        ...lot,
        decision: { outcome: 'awarded' as const, reason: '', decided_at: '2026-11-25T10:00:00.000Z' },
        own_result: i === 0 ? ('won' as const) : i === 1 ? ('lost' as const) : null,
      })),
    };
    t.signIn(providerInfo, {
      'GET /offers/77': ok({ ...offer, status: 'won', abilities: offerAbilities() }),
      'GET /tenders/43': ok(decided),
    });
    t.render('/tenders/offers/77');
    const section = await screen.findByRole('region', { name: 'Лоти пропозиції (2)' }, SLOW);
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
    const lots = within(within(section).getByRole('list', { name: 'Ціни й канал за лотами' })).getAllByRole('listitem');
    expect(lots).toHaveLength(2);
    expect(lots[0]).toHaveTextContent('Лот 1 — Відділення №12');
    expect(lots[0]).toHaveTextContent('Щомісячна плата10 000,00 ₴');
    expect(lots[0]).toHaveTextContent('РезультатВи перемогли');
    expect(lots[1]).toHaveTextContent('РезультатОбрано іншу пропозицію');
    // The offer's own note counts its lots: it won one of the two it covered.
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Ваша пропозиція перемогла у 1 з 2 лотів.');
    expect(note).not.toHaveTextContent('Вашу пропозицію обрано переможцем');
  });
});
