import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { isoToKyivWallTime, kyivToday } from '@tt/contracts/kyiv-time';
import type { TOrderItem, TOrderListResponse } from '@tt/contracts/orders';
import { offers, organizations, tenders, users } from '../../src/db/schema/index.ts';
import { Client, loginAs, useTestApp, type TestApp } from '../helpers.ts';
import { insertOffer } from '../offer-rows.ts';
import { createDraft, createPublished, referenceIds, setDeadline } from '../tender-factory.ts';

const app = useTestApp();

async function post(client: Client, url: string, body: object) {
  const res = await client.post(url, body);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json() as { version: number };
}

async function organizationId(a: TestApp, email: string) {
  const [row] = await a.db.select({ id: users.organizationId }).from(users).where(eq(users.email, email));
  return row!.id!;
}

async function offer(a: TestApp, tenderId: number, email: string, price: string) {
  const { id } = await insertOffer(a, { tenderId, email });
  await a.db.update(offers).set({ monthlyPrice: price }).where(eq(offers.id, id));
  return id;
}

/** Puts a tender's moments where the test wants them (the verbs stamp the present). */
async function place(a: TestApp, id: number, at: { published?: string; deadline?: string; decided?: string }) {
  await a.db
    .update(tenders)
    .set({
      ...(at.published ? { publishedAt: new Date(at.published) } : {}),
      ...(at.deadline ? { offersDeadline: new Date(at.deadline) } : {}),
      ...(at.decided ? { decidedAt: new Date(at.decided) } : {}),
    })
    .where(eq(tenders.id, id));
}

/** A title a spreadsheet could trip on: a formula start, the separator, quotes and a line break. */
const TRICKY_TITLE = '=СУМ(1;2) "Оптика"\nдругий рядок';

/**
 * Known data, decided (Kyiv time):
 *  T1 Lviv  awarded 2026-03-10 12:00; budget 4500 × 12; P1 4200 won, P2 4400 lost → savings 3600
 *  T2 Kyiv  completed, awarded 2026-06-01 00:30 (21:30 UTC on 31 May); no budget, 24 months; P2 5000 won
 *  T3 Lviv  cancelled 2026-04-15 09:00 while taking offers; P1 1.00 submitted (sealed for good)
 *  T4 Kyiv  stored published, deadline 2026-02-01 17:00 passed with 1 of 2 offers: reads unsuccessful
 * Not in the archive: T5 taking offers, T6 a draft, T7 stored published past its deadline with
 * enough offers (reads evaluation).
 */
async function archiveData(a: TestApp) {
  const ids = await referenceIds(a);
  const manager = await loginAs(a, 'manager@demo.ua');
  const award = async (t: { id: number; version: number }, offerId: number) => {
    await setDeadline(a, t.id, '-1 minute');
    return post(manager, `/api/tenders/${t.id}/award`, {
      offer_id: offerId,
      reason: 'Найнижча ціна',
      version: t.version,
    });
  };

  const t1 = await createPublished(manager, { region_id: ids.lviv, budget_monthly: '4500.00', contract_months: 12 });
  const t1Won = await offer(a, t1.id, 'provider1@demo.ua', '4200.00');
  await offer(a, t1.id, 'provider2@demo.ua', '4400.00');
  await award(t1, t1Won);
  await a.db.update(tenders).set({ title: TRICKY_TITLE }).where(eq(tenders.id, t1.id));
  await place(a, t1.id, {
    published: '2026-03-01T10:00:00+02:00',
    deadline: '2026-03-08T17:00:00+02:00',
    decided: '2026-03-10T12:00:00+02:00',
  });

  const t2 = await createPublished(manager, { region_id: ids.kyiv, budget_monthly: null, contract_months: 24 });
  const awarded2 = await award(t2, await offer(a, t2.id, 'provider2@demo.ua', '5000.00'));
  await post(manager, `/api/tenders/${t2.id}/complete`, { version: awarded2.version });
  await place(a, t2.id, {
    published: '2026-05-20T10:00:00+03:00',
    deadline: '2026-05-30T17:00:00+03:00',
    decided: '2026-06-01T00:30:00+03:00',
  });

  const t3 = await createPublished(manager, { region_id: ids.lviv, budget_monthly: '4500.00' });
  await offer(a, t3.id, 'provider1@demo.ua', '1.00');
  await post(manager, `/api/tenders/${t3.id}/cancel`, { reason: 'Відділення закривається', version: t3.version });
  await place(a, t3.id, { published: '2026-04-01T10:00:00+03:00', decided: '2026-04-15T09:00:00+03:00' });

  const t4 = await createPublished(manager, { region_id: ids.kyiv, min_offers: 2 });
  await offer(a, t4.id, 'provider1@demo.ua', '3900.00');
  await place(a, t4.id, { published: '2026-01-20T10:00:00+02:00', deadline: '2026-02-01T17:00:00+02:00' });

  const t5 = await createPublished(manager, { region_id: ids.kyiv });
  await createDraft(manager);
  const t7 = await createPublished(manager, { region_id: ids.lviv });
  await offer(a, t7.id, 'provider2@demo.ua', '4000.00');
  await setDeadline(a, t7.id, '-1 hour');

  return {
    t1: t1.id,
    t2: t2.id,
    t3: t3.id,
    t4: t4.id,
    t5: t5.id,
    p1: await organizationId(a, 'provider1@demo.ua'),
    p2: await organizationId(a, 'provider2@demo.ua'),
    lviv: ids.lviv,
    kyiv: ids.kyiv,
  };
}

const list = async (client: Client, query = '') => {
  const res = await client.get(`/api/admin/orders${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TOrderListResponse;
};
const idsOf = (page: TOrderListResponse) => page.items.map((o) => o.id);

describe('GET /api/admin/orders', () => {
  it('lists the closed tenders as readers see them, newest decision first, with winner, prices and savings', async () => {
    const d = await archiveData(app());
    const admin = await loginAs(app(), 'admin@demo.ua');
    const page = await list(admin);
    expect(idsOf(page)).toEqual([d.t2, d.t3, d.t1, d.t4]);
    expect(page.total).toBe(4);
    const byId = new Map(page.items.map((o) => [o.id, o]));
    const [p1] = await app().db.select().from(organizations).where(eq(organizations.id, d.p1));
    expect(byId.get(d.t1)).toMatchObject({
      title: TRICKY_TITLE,
      region_id: d.lviv,
      region_name: 'Львівська область',
      status: 'awarded',
      published_at: '2026-03-01T08:00:00.000Z',
      offers_deadline: '2026-03-08T15:00:00.000Z',
      decided_at: '2026-03-10T10:00:00.000Z',
      offers_count: 2,
      winner: { organization_id: d.p1, name: p1!.name },
      winning_monthly_price: '4200.00',
      contract_months: 12,
      budget_monthly: '4500.00',
      savings: '3600.00',
    });
    expect(byId.get(d.t2)).toMatchObject({
      status: 'completed',
      winner: { organization_id: d.p2 },
      winning_monthly_price: '5000.00',
      budget_monthly: null,
      savings: null,
    });
    // Cancelled while taking offers: the count its card shows, nothing about the sealed offer.
    expect(byId.get(d.t3)).toMatchObject({
      status: 'cancelled',
      status_reason: 'Відділення закривається',
      offers_count: 1,
      winner: null,
      winning_monthly_price: null,
      savings: null,
    });
    // Not yet stored by the scheduler: unsuccessful at its deadline, with the automatic reason.
    expect(byId.get(d.t4)).toMatchObject({
      status: 'unsuccessful',
      status_reason: 'Подано менше пропозицій, ніж потрібно: 1 з 2',
      decided_at: '2026-02-01T15:00:00.000Z',
      winner: null,
    });
  });

  it('filters by status, region, winner, Kyiv decision days and text', async () => {
    const d = await archiveData(app());
    const auditor = await loginAs(app(), 'auditor@demo.ua');
    expect(idsOf(await list(auditor, '?status=awarded'))).toEqual([d.t1]);
    expect(idsOf(await list(auditor, '?status=unsuccessful'))).toEqual([d.t4]);
    expect(idsOf(await list(auditor, `?region_id=${d.kyiv}`))).toEqual([d.t2, d.t4]);
    expect(idsOf(await list(auditor, `?winner_id=${d.p2}`))).toEqual([d.t2]);
    // T2 was decided at 00:30 on 1 June in Kyiv, still 31 May in UTC.
    expect(idsOf(await list(auditor, '?from=2026-06-01&to=2026-06-01'))).toEqual([d.t2]);
    expect(idsOf(await list(auditor, '?to=2026-05-31'))).toEqual([d.t3, d.t1, d.t4]);
    // The automatic unsuccessful is decided at its deadline, 1 February.
    expect(idsOf(await list(auditor, '?from=2026-02-01&to=2026-02-01'))).toEqual([d.t4]);
    expect(idsOf(await list(auditor, '?from=2026-03-01&to=2026-04-30'))).toEqual([d.t3, d.t1]);
    expect(idsOf(await list(auditor, `?q=${encodeURIComponent('ОПТИКА')}`))).toEqual([d.t1]);
    // LIKE's own characters are searched for literally.
    expect((await list(auditor, `?q=${encodeURIComponent('%')}`)).total).toBe(0);
  });

  it('sorts by every column with the id breaking ties, and pages with the total', async () => {
    const d = await archiveData(app());
    const manager = await loginAs(app(), 'manager@demo.ua');
    expect(idsOf(await list(manager, '?sort=decided_at'))).toEqual([d.t4, d.t1, d.t3, d.t2]);
    expect(idsOf(await list(manager, '?sort=published_at'))).toEqual([d.t4, d.t1, d.t3, d.t2]);
    // No saving for three of them: they follow the one with it, the newest id first.
    expect(idsOf(await list(manager, '?sort=-savings'))).toEqual([d.t1, d.t4, d.t3, d.t2]);
    expect(idsOf(await list(manager, '?sort=savings'))).toEqual([d.t2, d.t3, d.t4, d.t1]);
    expect(idsOf(await list(manager, '?sort=-winning_price'))).toEqual([d.t2, d.t1, d.t4, d.t3]);
    expect(idsOf(await list(manager, '?sort=budget'))).toEqual([d.t2, d.t1, d.t3, d.t4]);
    expect(idsOf(await list(manager, '?sort=number'))).toEqual([d.t1, d.t2, d.t3, d.t4]);
    expect(idsOf(await list(manager, '?sort=-offers_deadline'))).toEqual(await deadlineOrder(d));

    const second = await list(manager, '?page=2&page_size=1');
    expect(idsOf(second)).toEqual([d.t3]);
    expect(second).toMatchObject({ total: 4, page: 2, page_size: 1 });
    const beyond = await list(manager, '?page=9&page_size=2');
    expect(beyond).toMatchObject({ items: [], total: 4 });
  });

  it('places a tender that reads as unsuccessful by its deadline among the stored decisions, on every page and in the file', async () => {
    const d = await archiveData(app());
    // T4's deadline falls at T1's decision: between T3 and T1, the larger id first when newest first.
    await place(app(), d.t4, { deadline: '2026-03-10T12:00:00+02:00' });
    const manager = await loginAs(app(), 'manager@demo.ua');
    const newest = [d.t2, d.t3, d.t4, d.t1];
    const orders = { '-decided_at': newest, decided_at: [...newest].reverse() };
    for (const [sort, order] of Object.entries(orders)) {
      expect(idsOf(await list(manager, `?sort=${sort}`)), sort).toEqual(order);
      for (let page = 1; page <= 4; page++)
        expect(idsOf(await list(manager, `?sort=${sort}&page=${page}&page_size=1`)), `${sort} page ${page}`).toEqual([
          order[page - 1],
        ]);
      const second = await list(manager, `?sort=${sort}&page=2&page_size=2`);
      expect(second).toMatchObject({ total: 4 });
      expect(idsOf(second), `${sort} 2×2`).toEqual(order.slice(2));
      const csv = parseCsv((await manager.get(`/api/admin/orders.csv?sort=${sort}`)).body.replace(/^\uFEFF/, ''));
      const numbers = new Map((await list(manager, `?sort=${sort}`)).items.map((o) => [o.number, o.id]));
      expect(
        csv.slice(1).map((r) => numbers.get(r[0]!)),
        `${sort} file`,
      ).toEqual(order);
    }
    // Filtered to either part alone, or by a period only the deadline falls in.
    expect(idsOf(await list(manager, '?status=unsuccessful'))).toEqual([d.t4]);
    expect(idsOf(await list(manager, '?from=2026-03-10&to=2026-03-10'))).toEqual([d.t4, d.t1]);
    expect(idsOf(await list(manager, `?region_id=${d.kyiv}&sort=decided_at`))).toEqual([d.t4, d.t2]);
  });

  it('answers 400 naming the field for a bad filter', async () => {
    const admin = await loginAs(app(), 'admin@demo.ua');
    const reversed = await admin.get('/api/admin/orders?from=2026-05-01&to=2026-04-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body).toContain('До');
    expect((await admin.get('/api/admin/orders?status=published')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/orders?sort=title')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/orders?page_size=101')).statusCode).toBe(400);
  });

  it('lets in only the bank roles with archive.view', async () => {
    const urls = ['/api/admin/orders', '/api/admin/orders/winners', '/api/admin/orders.xlsx', '/api/admin/orders.csv'];
    for (const url of urls) {
      expect((await new Client(app()).get(url)).statusCode).toBe(401);
      for (const email of ['provider1@demo.ua', 'it@demo.ua'])
        expect((await (await loginAs(app(), email)).get(url)).statusCode, `${email} ${url}`).toBe(403);
      for (const email of ['admin@demo.ua', 'manager@demo.ua', 'auditor@demo.ua'])
        expect((await (await loginAs(app(), email)).get(url)).statusCode, `${email} ${url}`).toBe(200);
    }
  });
});

/** The archive's tenders by deadline, latest first (the verbs put some deadlines in the present). */
async function deadlineOrder(d: Awaited<ReturnType<typeof archiveData>>) {
  const rows = await app()
    .db.select({ id: tenders.id, deadline: tenders.offersDeadline })
    .from(tenders)
    .where(sql`${tenders.id} in (${d.t1}, ${d.t2}, ${d.t3}, ${d.t4})`);
  return rows.sort((a, b) => b.deadline.getTime() - a.deadline.getTime() || b.id - a.id).map((r) => r.id);
}

describe('GET /api/admin/orders/winners', () => {
  it('lists the organisations that have won a tender', async () => {
    const d = await archiveData(app());
    const res = await (await loginAs(app(), 'auditor@demo.ua')).get('/api/admin/orders/winners');
    expect(res.statusCode).toBe(200);
    expect((res.json() as { items: { id: number }[] }).items.map((w) => w.id).sort()).toEqual([d.p1, d.p2].sort());
  });
});

/** Kyiv wall time of an instant as the Date a spreadsheet cell holds (its UTC fields). */
const kyivWall = (iso: string | null) => (iso ? new Date(`${isoToKyivWallTime(iso)!.replace(' ', 'T')}Z`) : null);
const seconds = (value: unknown) => (value instanceof Date ? Math.round(value.getTime() / 1000) : value);

/** A row of the API as the file must hold it, column by column. */
function expectedCells(o: TOrderItem) {
  const money = (v: string | null) => (v === null ? null : Number(v));
  return [
    o.number,
    o.title,
    o.region_name,
    o.branch_name,
    { awarded: 'Визначено переможця', completed: 'Завершено', cancelled: 'Скасовано', unsuccessful: 'Не відбувся' }[
      o.status
    ],
    o.status_reason,
    kyivWall(o.published_at),
    kyivWall(o.offers_deadline),
    kyivWall(o.decided_at),
    o.offers_count,
    o.winner?.name ?? null,
    money(o.winning_monthly_price),
    o.contract_months,
    money(o.budget_monthly),
    money(o.savings),
  ];
}

const HEADERS = [
  '№',
  'Назва',
  'Регіон',
  'Відділення',
  'Статус',
  'Причина',
  'Опубліковано',
  'Кінцевий термін',
  'Рішення',
  'Пропозицій',
  'Переможець',
  'Ціна переможця, грн/міс',
  'Строк, міс',
  'Бюджет, грн/міс',
  'Економія, грн',
];

/** A small quote-aware reader of the `;` CSV the export writes (RFC 4180 quoting). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') endField();
    else if (c === '\r' && text[i + 1] === '\n') {
      endField();
      rows.push(row);
      row = [];
      i++;
    } else field += c;
  }
  if (field || row.length) {
    endField();
    rows.push(row);
  }
  return rows;
}

describe('GET /api/admin/orders.xlsx and .csv', () => {
  it('exports exactly the filtered list in its order: numbers as numbers, Kyiv dates as dates, a bold frozen header', async () => {
    const d = await archiveData(app());
    const admin = await loginAs(app(), 'admin@demo.ua');
    const query = `?to=2026-05-31&sort=-savings`;
    const page = await list(admin, query);
    expect(idsOf(page)).toEqual([d.t1, d.t4, d.t3]);

    const res = await admin.get(`/api/admin/orders.xlsx${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // Named in Ukrainian, with the period (RFC 5987), beside an ASCII stand-in.
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Тендери до 2026-05-31.xlsx')}`,
    );
    expect(res.headers['content-length']).toBeUndefined();

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).values).toEqual([undefined, ...HEADERS]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(1 + page.items.length);
    page.items.forEach((item, i) => {
      const row = sheet.getRow(i + 2);
      const cells = HEADERS.map((_, c) => {
        const value = row.getCell(c + 1).value;
        return value === undefined ? null : value;
      });
      expect(cells.map(seconds), item.number).toEqual(expectedCells(item).map(seconds));
    });
    const first = sheet.getRow(2);
    // The formula-looking title stays text; money and dates carry their formats.
    expect(first.getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(first.getCell(15).numFmt).toContain('₴');
    expect(first.getCell(9).numFmt).toBe('dd.mm.yyyy hh:mm');
  });

  it('exports the CSV with a BOM, `;`, Kyiv times, decimal commas, quoting and no formula start', async () => {
    const d = await archiveData(app());
    const manager = await loginAs(app(), 'manager@demo.ua');
    const res = await manager.get(`/api/admin/orders.csv?from=2026-03-01&sort=decided_at`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(`Тендери 2026-03-01–${kyivToday()}.csv`)}`,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual(HEADERS);
    expect(rows.map((r) => r[0])).toEqual([
      '№',
      ...(await list(manager, '?from=2026-03-01&sort=decided_at')).items.map((o) => o.number),
    ]);
    expect(rows).toHaveLength(4);
    const [, t1, t3, t2] = rows;
    expect(t1![1]).toBe(`'${TRICKY_TITLE}`);
    expect(t1!.slice(6)).toEqual([
      '01.03.2026 10:00',
      '08.03.2026 17:00',
      '10.03.2026 12:00',
      '2',
      expect.any(String),
      '4200,00',
      '12',
      '4500,00',
      '3600,00',
    ]);
    expect(t3!.slice(4, 6)).toEqual(['Скасовано', 'Відділення закривається']);
    expect(t3![11]).toBe('');
    expect(t2![8]).toBe('01.06.2026 00:30');
    expect(res.body).toContain('\r\n');
    void d;
  });

  it('answers 400 in JSON before any byte of a file for bad filters', async () => {
    const admin = await loginAs(app(), 'admin@demo.ua');
    for (const format of ['xlsx', 'csv']) {
      const res = await admin.get(`/api/admin/orders.${format}?from=2026-05-01&to=2026-04-01`);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.body).toContain('До');
      expect((await admin.get(`/api/admin/orders.${format}?winner_id=abc`)).statusCode).toBe(400);
    }
  });
});
