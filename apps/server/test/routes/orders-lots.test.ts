import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { TOrderItem, TOrderListResponse } from '@tt/contracts/orders';
import { offers, organizations, tenders, users } from '../../src/db/schema/index.ts';
import { loginAs, useTestApp, type Client, type TestApp } from '../helpers.ts';
import { LOT_THREE_UNSUCCESSFUL, splitAward, threeLotTender } from '../lot-tender-factory.ts';
import { insertOffer } from '../offer-rows.ts';
import { createPublished, referenceIds, setDeadline } from '../tender-factory.ts';

const app = useTestApp();

async function organizationId(a: TestApp, email: string) {
  const [row] = await a.db
    .select({ id: organizations.id, name: organizations.name })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.email, email));
  return row!;
}

async function post(client: Client, url: string, body: object) {
  const res = await client.post(url, body);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json() as { version: number };
}

const decidedAt = (a: TestApp, id: number, iso: string) =>
  a.db
    .update(tenders)
    .set({ decidedAt: new Date(iso) })
    .where(eq(tenders.id, id));

/**
 * The known data, newest decision first:
 *  S  single-site, Kyiv, awarded 2026-03-12: provider2 at 4200 of a 4500 budget × 12 → savings 3600
 *  M  three lots (splitAward), awarded 2026-03-10: lot 1 Lviv to A (provider1) at 1000 of 1000,
 *     lot 2 Kyiv to B (provider2) at 1000 of 2000 → 12000, lot 3 Lviv unsuccessful (budget 3000)
 *  C  three lots, a lot awarded and then the tender cancelled, 2026-03-05: no winner anywhere
 */
async function archiveData(a: TestApp) {
  const ids = await referenceIds(a);
  const m = await splitAward(a);
  await decidedAt(a, m.tender.id, '2026-03-10T12:00:00+02:00');

  const manager = m.manager;
  const s = await createPublished(manager, { region_id: ids.kyiv, budget_monthly: '4500.00', contract_months: 12 });
  const sOffer = await insertOffer(a, { tenderId: s.id, email: 'provider2@demo.ua' });
  await setDeadline(a, s.id, '-1 minute');
  await post(manager, `/api/tenders/${s.id}/award`, {
    offer_id: sOffer.id,
    reason: 'Найнижча ціна',
    version: s.version,
  });
  await decidedAt(a, s.id, '2026-03-12T12:00:00+02:00');

  const c = await threeLotTender(a);
  const cVersion = (await manager.get(`/api/tenders/${c.tender.id}`)).json().version as number;
  const awarded = await post(manager, `/api/tenders/${c.tender.id}/lots/${c.lots[0]}/award`, {
    offer_id: c.offers.a,
    version: cVersion,
  });
  await post(manager, `/api/tenders/${c.tender.id}/cancel`, {
    reason: 'Мережу відділень переглянуто',
    version: awarded.version,
  });
  await decidedAt(a, c.tender.id, '2026-03-05T12:00:00+02:00');

  return {
    ...ids,
    m,
    s: s.id,
    sNumber: s.number,
    c: c.tender.id,
    a: await organizationId(a, 'provider1@demo.ua'),
    b: await organizationId(a, 'provider2@demo.ua'),
  };
}

const list = async (client: Client, query = '') => {
  const res = await client.get(`/api/admin/orders${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TOrderListResponse;
};
/** A row as `tender id/lot position`. */
const rowsOf = (page: TOrderListResponse) => page.items.map((o) => `${o.id}/${o.lot_position}`);

describe('GET /api/admin/orders: a row per lot', () => {
  it('gives each lot of a decided tender its own row: its site, winner, price, budget, savings and outcome', async () => {
    const d = await archiveData(app());
    const page = await list(await loginAs(app(), 'auditor@demo.ua'));
    const m = d.m.tender.id;
    expect(rowsOf(page)).toEqual([`${d.s}/1`, `${m}/1`, `${m}/2`, `${m}/3`, `${d.c}/1`, `${d.c}/2`, `${d.c}/3`]);
    expect(page.total).toBe(7);
    const [single, lot1, lot2, lot3, cancelled] = page.items as [
      TOrderItem,
      TOrderItem,
      TOrderItem,
      TOrderItem,
      TOrderItem,
    ];

    // A single-site tender reads as before: one row, lot 1 of 1.
    expect(single).toMatchObject({
      lots_count: 1,
      lot_position: 1,
      region_id: d.kyiv,
      status: 'awarded',
      winner: { organization_id: d.b.id, name: d.b.name },
      winning_monthly_price: '4200.00',
      budget_monthly: '4500.00',
      savings: '3600.00',
    });
    // Three offers in all, two on each lot: a row counts its lot's.
    const tenderFields = { id: m, number: d.m.tender.number, lots_count: 3, contract_months: 12, offers_count: 2 };
    expect(lot1).toMatchObject({
      ...tenderFields,
      lot_id: d.m.lots[0],
      region_id: d.lviv,
      region_name: 'Львівська область',
      branch_name: 'Відділення №1',
      status: 'awarded',
      status_reason: null,
      winner: { organization_id: d.a.id, name: d.a.name },
      winning_monthly_price: '1000.00',
      budget_monthly: '1000.00',
      savings: '0.00',
    });
    // The lot's own price (B's 1000 for lot 2), never the offer's sum over its lots (2100).
    expect(lot2).toMatchObject({
      ...tenderFields,
      lot_id: d.m.lots[1],
      region_id: d.kyiv,
      region_name: 'м. Київ',
      branch_name: 'Відділення №2',
      status: 'awarded',
      winner: { organization_id: d.b.id, name: d.b.name },
      winning_monthly_price: '1000.00',
      budget_monthly: '2000.00',
      savings: '12000.00',
    });
    // A lot that did not take place in an awarded tender reads so, with its own reason.
    expect(lot3).toMatchObject({
      ...tenderFields,
      lot_id: d.m.lots[2],
      branch_name: 'Відділення №3',
      status: 'unsuccessful',
      status_reason: LOT_THREE_UNSUCCESSFUL,
      winner: null,
      winning_monthly_price: null,
      budget_monthly: '3000.00',
      savings: null,
    });
    // Cancelled after lot 1 was awarded: nobody wins a cancelled tender, on any lot.
    for (const row of page.items.filter((o) => o.id === d.c)) {
      expect(row).toMatchObject({
        status: 'cancelled',
        status_reason: 'Мережу відділень переглянуто',
        winner: null,
        winning_monthly_price: null,
        savings: null,
      });
    }
    expect(cancelled.lot_position).toBe(1);
  });

  it('filters the rows by the lot’s region, its winner and its own outcome, and counts rows', async () => {
    const d = await archiveData(app());
    const manager = await loginAs(app(), 'manager@demo.ua');
    const m = d.m.tender.id;
    const kyiv = await list(manager, `?region_id=${d.kyiv}`);
    expect(rowsOf(kyiv)).toEqual([`${d.s}/1`, `${m}/2`, `${d.c}/2`]);
    expect(kyiv.total).toBe(3);
    expect(rowsOf(await list(manager, `?region_id=${d.lviv}&sort=decided_at`))).toEqual([
      `${d.c}/1`,
      `${d.c}/3`,
      `${m}/1`,
      `${m}/3`,
    ]);
    expect(rowsOf(await list(manager, `?winner_id=${d.a.id}`))).toEqual([`${m}/1`]);
    const byB = await list(manager, `?winner_id=${d.b.id}`);
    expect(rowsOf(byB)).toEqual([`${d.s}/1`, `${m}/2`]);
    expect(byB.total).toBe(2);
    const unsuccessful = await list(manager, '?status=unsuccessful');
    expect(rowsOf(unsuccessful)).toEqual([`${m}/3`]);
    expect(unsuccessful.total).toBe(1);
    expect(rowsOf(await list(manager, '?status=awarded'))).toEqual([`${d.s}/1`, `${m}/1`, `${m}/2`]);
    expect((await list(manager, '?status=cancelled')).total).toBe(3);
    expect(rowsOf(await list(manager, `?status=awarded&region_id=${d.lviv}`))).toEqual([`${m}/1`]);
    // Filters of the lot together hold for one lot: A won in Lviv, not in Kyiv.
    const none = await list(manager, `?region_id=${d.kyiv}&winner_id=${d.a.id}`);
    expect(none).toMatchObject({ items: [], total: 0 });
    const lvivUnsuccessful = await list(manager, `?region_id=${d.lviv}&status=unsuccessful&page_size=1`);
    expect(rowsOf(lvivUnsuccessful)).toEqual([`${m}/3`]);
    expect(lvivUnsuccessful.total).toBe(1);
    const byBAwarded = await list(manager, `?winner_id=${d.b.id}&status=awarded&sort=decided_at`);
    expect(rowsOf(byBAwarded)).toEqual([`${m}/2`, `${d.s}/1`]);
    expect(byBAwarded.total).toBe(2);
    // The text search finds a tender by any lot's site, as the tenders list does, and lists all its lots.
    const street = await list(manager, `?q=${encodeURIComponent('СІЧОВИХ СТРІЛЬЦІВ, 3')}`);
    expect(rowsOf(street)).toEqual([`${m}/1`, `${m}/2`, `${m}/3`, `${d.c}/1`, `${d.c}/2`, `${d.c}/3`]);
    expect(street.total).toBe(6);
    expect(rowsOf(await list(manager, `?q=${encodeURIComponent('стрільців, 2')}&region_id=${d.kyiv}`))).toEqual([
      `${m}/2`,
      `${d.c}/2`,
    ]);
    expect(rowsOf(await list(manager, `?q=${encodeURIComponent('Городоцька')}`))).toEqual([`${d.s}/1`]);
    // The winners to filter by include each lot's.
    const winners = (await manager.get('/api/admin/orders/winners')).json() as { items: { id: number }[] };
    expect(winners.items.map((w) => w.id).sort()).toEqual([d.a.id, d.b.id].sort());
  });

  it('sorts lot rows by the lot’s figures, the tender then the lot breaking ties, and pages over rows', async () => {
    const d = await archiveData(app());
    const admin = await loginAs(app(), 'admin@demo.ua');
    const m = d.m.tender.id;
    // Savings: none first ascending (the older tender first among them, its lots in order), then 0, 3600, 12000.
    expect(rowsOf(await list(admin, '?sort=savings'))).toEqual([
      `${m}/3`,
      `${d.c}/1`,
      `${d.c}/2`,
      `${d.c}/3`,
      `${m}/1`,
      `${d.s}/1`,
      `${m}/2`,
    ]);
    expect(rowsOf(await list(admin, '?sort=-budget')).slice(0, 3)).toEqual([`${d.s}/1`, `${d.c}/3`, `${m}/3`]);
    expect(rowsOf(await list(admin, '?sort=-winning_price')).slice(0, 3)).toEqual([`${d.s}/1`, `${m}/1`, `${m}/2`]);

    // Paged by the decision, a page may end inside a tender's lots and the next one go on from there.
    const all = rowsOf(await list(admin));
    for (const sort of ['-decided_at', 'decided_at', '-savings', 'number']) {
      const whole = rowsOf(await list(admin, `?sort=${sort}`));
      const pages: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const slice = await list(admin, `?sort=${sort}&page=${page}&page_size=3`);
        expect(slice.total, sort).toBe(7);
        pages.push(...rowsOf(slice));
      }
      expect(pages, sort).toEqual(whole);
    }
    const second = await list(admin, '?page=2&page_size=2');
    expect(rowsOf(second)).toEqual(all.slice(2, 4));
    expect(rowsOf(await list(admin, `?region_id=${d.lviv}&page=2&page_size=3`))).toEqual([`${d.c}/3`]);
  });

  it('exports a row per lot, the lot named in the branch’s column only where the tender has several', async () => {
    const d = await archiveData(app());
    const admin = await loginAs(app(), 'admin@demo.ua');
    const csv = (await admin.get('/api/admin/orders.csv')).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const cells = csv.map((line) => line.split(';'));
    expect(cells).toHaveLength(8);
    // №, region, branch, status, reason; winner, price, months, budget, savings.
    const pick = (row: string[]) => [
      row[0],
      row[2],
      row[3],
      row[4],
      row[5],
      row[10],
      row[11],
      row[12],
      row[13],
      row[14],
    ];
    expect(cells.slice(1, 5).map(pick)).toEqual([
      [
        d.sNumber,
        'м. Київ',
        'Відділення №12',
        'Визначено переможця',
        '',
        d.b.name,
        '4200,00',
        '12',
        '4500,00',
        '3600,00',
      ],
      [
        d.m.tender.number,
        'Львівська область',
        'Лот 1 — Відділення №1',
        'Визначено переможця',
        '',
        d.a.name,
        '1000,00',
        '12',
        '1000,00',
        '0,00',
      ],
      [
        d.m.tender.number,
        'м. Київ',
        'Лот 2 — Відділення №2',
        'Визначено переможця',
        '',
        d.b.name,
        '1000,00',
        '12',
        '2000,00',
        '12000,00',
      ],
      [
        d.m.tender.number,
        'Львівська область',
        'Лот 3 — Відділення №3',
        'Не відбувся',
        LOT_THREE_UNSUCCESSFUL,
        '',
        '',
        '12',
        '3000,00',
        '',
      ],
    ]);

    const res = await admin.get(`/api/admin/orders.xlsx?winner_id=${d.b.id}&sort=savings`);
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(3);
    expect([2, 3].map((r) => [4, 11, 12, 15].map((c) => sheet.getRow(r).getCell(c).value))).toEqual([
      ['Відділення №12', d.b.name, 4200, 3600],
      ['Лот 2 — Відділення №2', d.b.name, 1000, 12000],
    ]);
  });

  it('speaks of the lot’s own price even where the offer’s sum differs, and names no winner before the tender is decided', async () => {
    const d = await threeLotTender(app());
    const manager = d.manager;
    const version = (await manager.get(`/api/tenders/${d.tender.id}`)).json().version as number;
    // Lot 1 decided, the others not yet: the tender is still under evaluation, not in the archive.
    await post(manager, `/api/tenders/${d.tender.id}/lots/${d.lots[0]}/award`, { offer_id: d.offers.a, version });
    const admin = await loginAs(app(), 'admin@demo.ua');
    expect((await list(admin)).total).toBe(0);
    const [sum] = await app().db.select({ price: offers.monthlyPrice }).from(offers).where(eq(offers.id, d.offers.a));
    expect(sum!.price).toBe('2100.00');
  });
});
