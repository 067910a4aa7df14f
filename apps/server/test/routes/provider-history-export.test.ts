import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { formatKyivDateTime, isoToKyivWallTime, kyivToday } from '@tt/contracts/kyiv-time';
import { OFFER_STATUS_LABELS } from '@tt/contracts/offers';
import { PARTICIPATION_OUTCOME_LABELS, type TProviderHistoryItem } from '@tt/contracts/provider-account';
import { TENDER_STATUS_LABELS } from '@tt/contracts/tenders';
import { offers, tenders } from '../../src/db/schema/index.ts';
import { Client, loginAs, useTestApp } from '../helpers.ts';
import { insertOffer } from '../offer-rows.ts';
import { createPublished } from '../tender-factory.ts';

const app = useTestApp();

const HEADERS = [
  '№',
  'Назва',
  'Лот',
  'Регіон',
  'Кінцевий термін',
  'Статус тендера',
  'Пропозиція',
  'Ціна, грн/міс',
  'Підключення, грн',
  'Строк підключення, дн.',
  'Подано',
  'Результат',
];

/** provider1 bids on three tenders (one of them won, one withdrawn); provider2 on the first with its own price. */
async function bids() {
  const manager = await loginAs(app(), 'manager@demo.ua');
  const open = await createPublished(manager, { title: '+Канал для відділення у Львові' });
  const awarded = await createPublished(manager, { title: 'Резервний канал у Харкові' });
  const withdrawn = await createPublished(manager, { title: 'Інтернет для офісу в Одесі' });
  const price = async (id: number, monthlyPrice: string) =>
    app().db.update(offers).set({ monthlyPrice }).where(eq(offers.id, id));
  const mine = [
    await insertOffer(app(), { tenderId: open.id, email: 'provider1@demo.ua' }),
    await insertOffer(app(), { tenderId: awarded.id, email: 'provider1@demo.ua', status: 'won' }),
    await insertOffer(app(), { tenderId: withdrawn.id, email: 'provider1@demo.ua', status: 'withdrawn' }),
  ];
  await price(mine[0]!.id, '4100.50');
  await price(mine[1]!.id, '3900.00');
  const theirs = await insertOffer(app(), { tenderId: open.id, email: 'provider2@demo.ua' });
  await price(theirs.id, '7777.77');
  await app().db.update(tenders).set({ status: 'awarded' }).where(eq(tenders.id, awarded.id));
}

async function listed(client: Client, query: string) {
  const res = await client.get(`/api/provider/history${query}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: TProviderHistoryItem[] }).items;
}

const kyivWall = (iso: string | null) =>
  iso ? Math.round(Date.parse(`${isoToKyivWallTime(iso)!.replace(' ', 'T')}Z`) / 1000) : null;
const seconds = (value: unknown) => (value instanceof Date ? Math.round(value.getTime() / 1000) : (value ?? null));

describe('GET /api/provider/history.xlsx and .csv', () => {
  it('exports the organisation’s own history as its list shows it, in the same order', async () => {
    await bids();
    const client = await loginAs(app(), 'provider1@demo.ua');
    const items = await listed(client, '?sort=-monthly_price');
    expect(items).toHaveLength(3);

    const res = await client.get('/api/provider/history.xlsx?sort=-monthly_price');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(`Архів тендерів ${kyivToday()}.xlsx`)}`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    // The header row filters.
    expect(sheet.autoFilter).toBe('A1:L1');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).values).toEqual([undefined, ...HEADERS]);
    expect(sheet.rowCount).toBe(1 + items.length);
    items.forEach((h, i) => {
      const cells = HEADERS.map((_, c) => seconds(sheet.getRow(i + 2).getCell(c + 1).value));
      expect(cells).toEqual([
        h.tender.number,
        h.tender.title,
        // A single-site tender has no lot to name.
        null,
        h.tender.region_name,
        kyivWall(h.tender.offers_deadline),
        TENDER_STATUS_LABELS[h.tender.status],
        OFFER_STATUS_LABELS[h.offer.status],
        Number(h.offer.monthly_price),
        Number(h.lot.installation_price),
        h.lot.connection_days,
        kyivWall(h.offer.submitted_at),
        PARTICIPATION_OUTCOME_LABELS[h.outcome],
      ]);
    });

    const csv = await client.get('/api/provider/history.csv?sort=-monthly_price');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(`Архів тендерів ${kyivToday()}.csv`)}`,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(HEADERS.join(';'));
    expect(lines.slice(1).map((l) => l.split(';')[0])).toEqual(items.map((h) => h.tender.number));
    const open = lines.find((l) => l.includes('Львові'))!.split(';');
    // A title that starts like a formula stays text; the price has a decimal comma.
    expect(open[1]).toBe(`'+Канал для відділення у Львові`);
    expect(open[4]).toBe(
      formatKyivDateTime(new Date(items.find((h) => h.tender.title.includes('Львові'))!.tender.offers_deadline)),
    );
    expect(open[7]).toBe('4100,50');
  });

  it('holds only the organisation’s own offers and follows the list’s filters', async () => {
    await bids();
    const client = await loginAs(app(), 'provider1@demo.ua');
    const csv = (await client.get('/api/provider/history.csv')).body;
    expect(csv).not.toContain('7777');
    expect(csv).toContain('3900,00');
    const won = (await client.get('/api/provider/history.csv?outcome=won')).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(won).toHaveLength(2);
    expect(won[1]).toContain('Резервний канал у Харкові');

    const other = await loginAs(app(), 'provider2@demo.ua');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await other.get('/api/provider/history.xlsx')).rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(8).value).toBe(7777.77);
  });

  it('answers 400 before any byte for a bad filter, and refuses bank users and strangers', async () => {
    const client = await loginAs(app(), 'provider1@demo.ua');
    for (const format of ['xlsx', 'csv']) {
      const url = `/api/provider/history.${format}`;
      const bad = await client.get(`${url}?sort=title`);
      expect(bad.statusCode).toBe(400);
      expect(bad.headers['content-type']).toContain('application/json');
      expect(bad.headers['content-disposition']).toBeUndefined();
      expect((await new Client(app()).get(url)).statusCode).toBe(401);
      expect((await (await loginAs(app(), 'admin@demo.ua')).get(url)).statusCode).toBe(403);
    }
  });
});
