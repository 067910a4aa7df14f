import { describe, expect, it } from 'vitest';
import type { TProviderHistoryItem, TProviderHistoryResponse } from '@tt/contracts/provider-account';
import { loginAs, useTestApp, type Client } from '../helpers.ts';
import { splitAward, threeLotTender } from '../lot-tender-factory.ts';

const app = useTestApp();

const history = async (client: Client, query = '') => {
  const res = await client.get(`/api/provider/history${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TProviderHistoryResponse;
};
/** A row as `lot position: price → outcome`. */
const rowsOf = (page: TProviderHistoryResponse) =>
  page.items.map((h) => `${h.lot.position}: ${h.lot.monthly_price} → ${h.outcome}`);

describe('GET /api/provider/history over lots', () => {
  it('gives a row per lot of the organisation’s own offer, with its price for the lot and what came of it there', async () => {
    const { tender, lots, offers, providers } = await splitAward(app());
    const a = await history(providers.a, '?sort=number');
    expect(a.total).toBe(2);
    expect(rowsOf(a)).toEqual(['1: 1000.00 → won', '2: 1100.00 → lost']);
    expect(a.items[0]).toEqual({
      tender: expect.objectContaining({ id: tender.id, number: tender.number, status: 'awarded', lots_count: 3 }),
      // The offer is won (it won one of its two lots); its price is the sum over its lots.
      offer: expect.objectContaining({
        id: offers.a,
        status: 'won',
        monthly_price: '2100.00',
        lots_covered: 2,
        lots_won: 1,
      }),
      lot: {
        id: lots[0],
        position: 1,
        branch_name: 'Відділення №1',
        region_id: expect.any(Number),
        region_name: 'Львівська область',
        monthly_price: '1000.00',
        installation_price: '500.00',
        connection_days: 14,
      },
      outcome: 'won',
    } satisfies TProviderHistoryItem);
    expect(a.items[1]!.lot).toMatchObject({ position: 2, region_name: 'м. Київ' });
    // Only its own offer: nobody else's id, price or win.
    expect(a.items.every((h) => h.offer.id === offers.a)).toBe(true);

    expect(rowsOf(await history(providers.b, '?sort=number'))).toEqual(['2: 1000.00 → won', '3: 1100.00 → no_result']);
    expect(rowsOf(await history(providers.c, '?sort=number'))).toEqual(['1: 1600.00 → lost', '3: 1700.00 → no_result']);
  });

  it('filters, sorts and pages the lot rows', async () => {
    const { providers } = await splitAward(app());
    const c = providers.c;
    expect(rowsOf(await history(c, '?outcome=lost'))).toEqual(['1: 1600.00 → lost']);
    expect(rowsOf(await history(c, '?outcome=no_result'))).toEqual(['3: 1700.00 → no_result']);
    expect((await history(c, '?outcome=won')).total).toBe(0);
    // By the lot's price, the lot's position breaking ties within a tender.
    expect(rowsOf(await history(c, '?sort=-monthly_price'))).toEqual(['3: 1700.00 → no_result', '1: 1600.00 → lost']);
    expect(rowsOf(await history(c, '?sort=monthly_price'))).toEqual(['1: 1600.00 → lost', '3: 1700.00 → no_result']);
    const second = await history(c, '?sort=monthly_price&page=2&page_size=1');
    expect(second).toMatchObject({ total: 2, page: 2 });
    expect(rowsOf(second)).toEqual(['3: 1700.00 → no_result']);
    // Found by any lot's address, as the tenders list finds it.
    expect((await history(c, `?q=${encodeURIComponent('Стрільців, 2')}`)).total).toBe(2);
    expect((await history(c, `?q=${encodeURIComponent('Стрільців, 9')}`)).total).toBe(0);
  });

  it('tells a lot’s result as soon as the lot is decided, the rest pending', async () => {
    const { manager, tender, lots, offers, providers } = await threeLotTender(app());
    const version = (await manager.get(`/api/tenders/${tender.id}`)).json().version as number;
    const res = await manager.post(`/api/tenders/${tender.id}/lots/${lots[0]}/award`, { offer_id: offers.a, version });
    expect(res.statusCode).toBe(200);
    expect(rowsOf(await history(providers.a, '?sort=number'))).toEqual(['1: 1000.00 → won', '2: 1100.00 → pending']);
    expect(rowsOf(await history(providers.c, '?sort=number'))).toEqual(['1: 1600.00 → lost', '3: 1700.00 → pending']);
    expect((await history(providers.a)).items[0]!.tender.status).toBe('evaluation');
  });

  it('exports a row per lot, each fact in its own column: the lot, its region, prices, connection time and result', async () => {
    const { tender, providers } = await splitAward(app());
    const csv = (await providers.b.get('/api/provider/history.csv?sort=number')).body.replace(/^\uFEFF/, '');
    const rows = csv
      .trim()
      .split('\r\n')
      .map((line) => line.split(';'));
    expect(rows.map((r) => [r[0], r[1], r[2], r[3], r[5], r[6], r[7], r[8], r[9], r[11]])).toEqual([
      [
        '№',
        'Назва',
        'Лот',
        'Регіон',
        'Статус тендера',
        'Пропозиція',
        'Ціна, грн/міс',
        'Підключення, грн',
        'Строк підключення, дн.',
        'Результат',
      ],
      [
        tender.number,
        String(tender.title),
        '2 — Відділення №2',
        'м. Київ',
        'Визначено переможця',
        'Переможець у 1 з 2 лотів',
        '1000,00',
        '500,00',
        '30',
        'Перемога',
      ],
      [
        tender.number,
        String(tender.title),
        '3 — Відділення №3',
        'Львівська область',
        'Визначено переможця',
        'Переможець у 1 з 2 лотів',
        '1100,00',
        '500,00',
        '30',
        'Без результату',
      ],
    ]);
    // Another organisation's win on a lot B also offered for is not in B's file.
    expect(csv).not.toContain('Укрмережа');
    expect(csv).not.toContain('1600');
  });

  it('refuses a bank user the history', async () => {
    await splitAward(app());
    const manager = await loginAs(app(), 'manager@demo.ua');
    expect((await manager.get('/api/provider/history')).statusCode).toBe(403);
  });
});
