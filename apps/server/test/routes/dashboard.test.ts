import { and, eq, lt, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TOfferStatus } from '@tt/contracts/offers';
import type { TDashboard } from '@tt/contracts/statistics';
import { offers, organizations, tenders, users } from '../../src/db/schema/index.ts';
import { loginAs, useTestApp, type Client, type TestApp } from '../helpers.ts';
import { createPublished, referenceIds, setDeadline } from '../tender-factory.ts';

const app = useTestApp();

const URL = '/api/admin/dashboard';
const PERIOD = 'from=2025-01-01&to=2025-02-28';

const UKRMEREZHA = 'ТОВ «Укрмережа Телеком»';
const DNIPRO = 'ПрАТ «Дніпро Оптік»';
const MAGISTRAL = 'ТОВ «Магістраль Телеком»';

interface Org {
  id: number;
  userId: number;
  name: string;
}

/** A demo provider's organisation. */
async function demoOrg(a: TestApp, email: string): Promise<Org> {
  const [row] = await a.db
    .select({ id: organizations.id, userId: users.id, name: organizations.name })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.email, email));
  return row!;
}

/** A further verified organisation with one user (offers here are written straight into the table). */
async function newOrg(a: TestApp, name: string, edr: string): Promise<Org> {
  const [org] = await a.db
    .insert(organizations)
    .values({ name, edr, isVerify: true, verifiedAt: new Date() })
    .returning({ id: organizations.id });
  const [user] = await a.db
    .insert(users)
    .values({
      email: `sales-${edr}@example.ua`,
      firstName: 'Олег',
      lastName: 'Кравченко',
      role: 'provider',
      organizationId: org!.id,
    })
    .returning({ id: users.id });
  return { id: org!.id, userId: user!.id, name };
}

/** An offer written straight into the table, with the price and bandwidth the figures are about. */
async function offer(
  a: TestApp,
  tenderId: number,
  org: Org,
  price: string,
  mbps = 100,
  status: TOfferStatus = 'submitted',
) {
  const [row] = await a.db
    .insert(offers)
    .values({
      tenderId,
      organizationId: org.id,
      authorId: org.userId,
      monthlyPrice: price,
      installationPrice: '1000.00',
      bandwidthMbps: mbps,
      connectionDays: 14,
      contractMonths: 12,
      slaAvailability: '99.500',
      status,
      submittedAt: status === 'draft' ? null : new Date(),
    })
    .returning({ id: offers.id });
  return row!.id;
}

/** Moves a tender to its place in the known data: its publication, decision and deadline. */
async function place(a: TestApp, id: number, set: { published: string; decided?: string; deadline?: string }) {
  await a.db
    .update(tenders)
    .set({
      publishedAt: new Date(set.published),
      ...(set.decided ? { decidedAt: new Date(set.decided) } : {}),
      ...(set.deadline ? { offersDeadline: new Date(set.deadline) } : {}),
    })
    .where(eq(tenders.id, id));
}

const post = async (client: Client, url: string, body: object) => {
  const res = await client.post(url, body);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json() as { version: number };
};

/**
 * The known data (Kyiv wall times; winter, so UTC+2). Regions Lviv (L) and Kyiv (K), media fibre
 * (F) and «будь-яке» (–). Offers counted: submitted, won, lost.
 *
 *  T1  L F  2025-01-10 10:00  awarded 01-20 10:00 (10 d)  budget 5000 × 12; P1 4000/100 won, P2 4500 lost, P3 withdrawn, P4 draft
 *  T2  K –  2025-02-01 00:30  completed, awarded 02-05 12:30 (4.5 d)  budget 5000 × 24; P2 6000/200 won, P1 5500 lost
 *            (published 22:30 UTC on 31 January: a February tender in Kyiv)
 *  T3  L –  2025-02-10 09:00  awarded 02-12 15:00 (2.25 d)  no budget; P1 3100/60 won
 *  T4  L F  2025-01-15        cancelled after its deadline; P2, P3 submitted
 *  T5  K F  2025-02-20        cancelled while taking offers; P1 1.00 submitted (sealed for good)
 *  T6  K F  2025-02-25        declared unsuccessful after its deadline; P3 submitted
 *  T7  L F  2025-01-01 01:00  stored published, deadline passed with 1 of 2 offers: reads unsuccessful; P1 submitted
 *            (published 23:00 UTC on 31 December: in the period in Kyiv)
 *  T8  L F  2025-02-28 23:30  still taking offers, deadline in 3 days; P2 1.00 submitted, P1 draft
 *  T9  K –  2025-02-03        stored published, deadline passed: reads evaluation; P1…P6 submitted (6 offers)
 *  T10 K F  2025-01-20        cancelled while taking offers, no offers
 *  Outside the period or for the deadlines only:
 *  T11 L F  2025-03-01 00:10  awarded (22:10 UTC on 28 February: March in Kyiv); P3 1000 won
 *  T12 K –  2024-06-01        taking offers, deadline in 10 days, no offers
 *  T13 K F  2024-06-02        taking offers, deadline in 20 days
 */
async function knownData(a: TestApp) {
  const ids = await referenceIds(a);
  const manager = await loginAs(a, 'manager@demo.ua');
  const p1 = await demoOrg(a, 'provider1@demo.ua');
  const p2 = await demoOrg(a, 'provider2@demo.ua');
  const p3 = await newOrg(a, MAGISTRAL, '41273854');
  const p4 = await newOrg(a, 'ТОВ «Альфа Зв’язок»', '41273855');
  const p5 = await newOrg(a, 'ТОВ «Бета Нет»', '41273856');
  const p6 = await newOrg(a, 'ТОВ «Вега Лінк»', '41273857');

  const tender = async (
    region: 'lviv' | 'kyiv',
    fiber: boolean,
    {
      budget = '5000.00',
      months = 12,
      minOffers = 1,
    }: { budget?: string | null; months?: number; minOffers?: number } = {},
  ) => {
    const t = await createPublished(manager, {
      region_id: ids[region],
      physics_id: fiber ? ids.fiber : null,
      budget_monthly: budget,
      contract_months: months,
      min_offers: minOffers,
    });
    return { id: t.id, version: t.version };
  };
  const award = async (t: { id: number; version: number }, offerId: number) => {
    await setDeadline(a, t.id, '-1 minute');
    return post(manager, `/api/tenders/${t.id}/award`, {
      offer_id: offerId,
      reason: 'Найнижча ціна',
      version: t.version,
    });
  };

  const t1 = await tender('lviv', true);
  const t1Won = await offer(a, t1.id, p1, '4000.00', 100);
  await offer(a, t1.id, p2, '4500.00', 100);
  await offer(a, t1.id, p3, '100.00', 100, 'withdrawn');
  await offer(a, t1.id, p4, '50.00', 100, 'draft');
  await award(t1, t1Won);
  await place(a, t1.id, {
    published: '2025-01-10T10:00:00+02:00',
    decided: '2025-01-20T10:00:00+02:00',
    deadline: '2025-01-18T10:00:00+02:00',
  });

  const t2 = await tender('kyiv', false, { months: 24 });
  const t2Won = await offer(a, t2.id, p2, '6000.00', 200);
  await offer(a, t2.id, p1, '5500.00', 100);
  const awarded2 = await award(t2, t2Won);
  await post(manager, `/api/tenders/${t2.id}/complete`, { version: awarded2.version });
  await place(a, t2.id, {
    published: '2025-02-01T00:30:00+02:00',
    decided: '2025-02-05T12:30:00+02:00',
    deadline: '2025-02-04T00:00:00+02:00',
  });

  const t3 = await tender('lviv', false, { budget: null });
  await award(t3, await offer(a, t3.id, p1, '3100.00', 60));
  await place(a, t3.id, {
    published: '2025-02-10T09:00:00+02:00',
    decided: '2025-02-12T15:00:00+02:00',
    deadline: '2025-02-11T09:00:00+02:00',
  });

  const t4 = await tender('lviv', true);
  await offer(a, t4.id, p2, '4100.00');
  await offer(a, t4.id, p3, '4300.00');
  await setDeadline(a, t4.id, '-1 minute');
  await post(manager, `/api/tenders/${t4.id}/cancel`, { reason: 'Відділення закривається', version: t4.version });
  await place(a, t4.id, { published: '2025-01-15T12:00:00+02:00', deadline: '2025-01-25T12:00:00+02:00' });

  const t5 = await tender('kyiv', true);
  await post(manager, `/api/tenders/${t5.id}/cancel`, { reason: 'Відділення закривається', version: t5.version });
  await place(a, t5.id, { published: '2025-02-20T12:00:00+02:00' });

  const t6 = await tender('kyiv', true);
  await offer(a, t6.id, p3, '4800.00');
  await setDeadline(a, t6.id, '-1 minute');
  await post(manager, `/api/tenders/${t6.id}/unsuccessful`, { reason: 'Ціна завелика', version: t6.version });
  await place(a, t6.id, { published: '2025-02-25T12:00:00+02:00', deadline: '2025-03-05T12:00:00+02:00' });

  const t7 = await tender('lviv', true, { minOffers: 2 });
  await offer(a, t7.id, p1, '4400.00');
  await place(a, t7.id, { published: '2025-01-01T01:00:00+02:00', deadline: '2025-01-12T12:00:00+02:00' });

  const t8 = await tender('lviv', true);
  await offer(a, t8.id, p1, '2.00', 100, 'draft');
  await place(a, t8.id, { published: '2025-02-28T23:30:00+02:00' });
  await setDeadline(a, t8.id, '3 days');

  const t9 = await tender('kyiv', false);
  for (const [org, price] of [
    [p1, '5000.00'],
    [p2, '5100.00'],
    [p3, '5200.00'],
    [p4, '5300.00'],
    [p5, '5400.00'],
    [p6, '5500.00'],
  ] as const)
    await offer(a, t9.id, org, price);
  await place(a, t9.id, { published: '2025-02-03T12:00:00+02:00', deadline: '2025-02-17T12:00:00+02:00' });

  const t10 = await tender('kyiv', true);
  await post(manager, `/api/tenders/${t10.id}/cancel`, { reason: 'Відділення закривається', version: t10.version });
  await place(a, t10.id, { published: '2025-01-20T12:00:00+02:00' });

  const t11 = await tender('lviv', true);
  await award(t11, await offer(a, t11.id, p3, '1000.00', 100));
  await place(a, t11.id, {
    published: '2025-03-01T00:10:00+02:00',
    decided: '2025-03-03T00:10:00+02:00',
    deadline: '2025-03-02T00:10:00+02:00',
  });

  const t12 = await tender('kyiv', false);
  await place(a, t12.id, { published: '2024-06-01T12:00:00+03:00' });
  await setDeadline(a, t12.id, '10 days');
  const t13 = await tender('kyiv', true);
  await place(a, t13.id, { published: '2024-06-02T12:00:00+03:00' });
  await setDeadline(a, t13.id, '20 days');

  /** The cheap offers of the sealed tenders, written last: the sealing test compares with and without. */
  const sealedOffers = async () => {
    await offer(a, t5.id, p1, '1.00');
    await offer(a, t8.id, p2, '1.00');
  };
  return { ids, manager, p1, p2, p3, p4, t8, t12, sealedOffers };
}

const months = (counts: Record<string, Partial<TDashboard['status_by_month'][number]['counts']>>) =>
  Object.entries(counts).map(([month, c]) => ({
    month,
    counts: { draft: 0, published: 0, evaluation: 0, awarded: 0, completed: 0, cancelled: 0, unsuccessful: 0, ...c },
  }));

const figures = (o: Org, participations: number, wins: number, win_rate: number) => ({
  organization_id: o.id,
  name: o.name,
  participations,
  wins,
  win_rate,
});

describe('GET /api/admin/dashboard', () => {
  it('computes every figure of the known data', async () => {
    const data = await knownData(app());
    await data.sealedOffers();
    const res = await (await loginAs(app(), 'admin@demo.ua')).get(`${URL}?${PERIOD}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as TDashboard;

    expect(body.from).toBe('2025-01-01');
    expect(body.to).toBe('2025-02-28');
    expect(body.totals).toEqual({
      tenders_published: 10,
      tenders_unsealed: 7, // T1 T2 T3 T4 T6 T7 T9
      offers_received: 15, // 2 + 2 + 1 + 2 + 1 + 1 + 6
      average_offers: 2.1, // 15 / 7
      single_offer_share: 42.9, // T3 T6 T7: 3 / 7
      unsuccessful_share: 20, // T6 T7: 2 / 10
      cancelled_share: 30, // T4 T5 T10: 3 / 10
      average_days_to_award: 5.6, // (10 + 4.5 + 2.25) / 3
      savings: '-12000.00', // (5000 − 4000) × 12 + (5000 − 6000) × 24
      savings_percent: -6.7, // −12000 / (60000 + 120000)
      savings_tenders: 2,
    });
    expect(body.status_by_month).toEqual(
      months({
        '2025-01': { awarded: 1, cancelled: 2, unsuccessful: 1 },
        '2025-02': { published: 1, evaluation: 1, awarded: 1, completed: 1, cancelled: 1, unsuccessful: 1 },
      }),
    );
    expect(body.offers_distribution).toEqual([
      { offers: 0, tenders: 0 },
      { offers: 1, tenders: 3 },
      { offers: 2, tenders: 3 },
      { offers: 3, tenders: 0 },
      { offers: 4, tenders: 0 },
      { offers: 5, tenders: 1 },
    ]);
    expect(body.price_per_mbps_by_region).toEqual([
      { region_id: data.ids.kyiv, region_name: 'м. Київ', uah_per_mbps: '30.00', tenders: 1 }, // 6000 / 200
      { region_id: data.ids.lviv, region_name: 'Львівська область', uah_per_mbps: '45.83', tenders: 2 }, // (40 + 51.67) / 2
    ]);
    expect(body.price_per_mbps_by_physics).toEqual([
      { physics_id: data.ids.fiber, physics_name: 'Оптоволокно', uah_per_mbps: '40.00', tenders: 1 },
      { physics_id: null, physics_name: null, uah_per_mbps: '40.83', tenders: 2 }, // (30 + 51.67) / 2
    ]);
    expect(body.savings_by_month).toEqual([
      { month: '2025-01', savings: '12000.00', budget: '60000.00' },
      { month: '2025-02', savings: '-24000.00', budget: '120000.00' },
    ]);
    expect(body.active_providers).toEqual([
      figures(data.p1, 5, 2, 40), // T1 T2 T3 T7 T9
      figures(data.p2, 4, 1, 25), // T1 T2 T4 T9
      figures(data.p3, 3, 0, 0), // T4 T6 T9 (T1 withdrawn, T11 outside)
      figures(data.p4, 1, 0, 0),
      expect.objectContaining({ name: 'ТОВ «Бета Нет»', participations: 1 }),
      expect.objectContaining({ name: 'ТОВ «Вега Лінк»', participations: 1 }),
    ]);
    expect(body.successful_providers).toEqual([figures(data.p1, 5, 2, 40), figures(data.p2, 4, 1, 25)]);
    expect(body.upcoming_deadlines).toEqual([
      {
        id: data.t8.id,
        number: expect.any(String),
        title: expect.any(String),
        region_name: 'Львівська область',
        offers_deadline: expect.any(String),
        offers_count: 1, // P2's submitted offer, as the card shows; P1's draft is not one
      },
      expect.objectContaining({ id: data.t12.id, region_name: 'м. Київ', offers_count: 0 }),
    ]);
    expect(body.upcoming_total).toBe(2);
    const card = (await data.manager.get(`/api/tenders/${data.t8.id}`)).json();
    expect(body.upcoming_deadlines[0]).toMatchObject({
      number: card.number,
      title: card.title,
      offers_deadline: card.offers_deadline,
      offers_count: card.offers_count,
    });
  });

  it('takes only the region or the medium asked for', async () => {
    const data = await knownData(app());
    await data.sealedOffers();
    const auditor = await loginAs(app(), 'auditor@demo.ua');

    const kyiv = (await auditor.get(`${URL}?${PERIOD}&region_id=${data.ids.kyiv}`)).json() as TDashboard;
    expect(kyiv.totals).toEqual({
      tenders_published: 5, // T2 T5 T6 T9 T10
      tenders_unsealed: 3, // T2 T6 T9
      offers_received: 9,
      average_offers: 3,
      single_offer_share: 33.3,
      unsuccessful_share: 20,
      cancelled_share: 40,
      average_days_to_award: 4.5,
      savings: '-24000.00',
      savings_percent: -20,
      savings_tenders: 1,
    });
    expect(kyiv.price_per_mbps_by_region).toEqual([
      { region_id: data.ids.kyiv, region_name: 'м. Київ', uah_per_mbps: '30.00', tenders: 1 },
    ]);
    expect(kyiv.active_providers.map((p) => [p.name, p.participations, p.wins])).toEqual([
      [DNIPRO, 2, 1],
      [MAGISTRAL, 2, 0], // ties by name
      [UKRMEREZHA, 2, 0],
      ['ТОВ «Альфа Зв’язок»', 1, 0],
      ['ТОВ «Бета Нет»', 1, 0],
      ['ТОВ «Вега Лінк»', 1, 0],
    ]);
    expect(kyiv.upcoming_deadlines.map((t) => t.id)).toEqual([data.t12.id]);
    expect(kyiv.upcoming_total).toBe(1);

    const fiber = (await auditor.get(`${URL}?${PERIOD}&physics_id=${data.ids.fiber}`)).json() as TDashboard;
    expect(fiber.totals).toEqual({
      tenders_published: 7, // T1 T4 T5 T6 T7 T8 T10
      tenders_unsealed: 4, // T1 T4 T6 T7
      offers_received: 6,
      average_offers: 1.5,
      single_offer_share: 50,
      unsuccessful_share: 28.6,
      cancelled_share: 42.9,
      average_days_to_award: 10,
      savings: '12000.00',
      savings_percent: 20,
      savings_tenders: 1,
    });
    expect(fiber.price_per_mbps_by_physics).toEqual([
      { physics_id: data.ids.fiber, physics_name: 'Оптоволокно', uah_per_mbps: '40.00', tenders: 1 },
    ]);
    expect(fiber.upcoming_deadlines.map((t) => t.id)).toEqual([data.t8.id]);

    const both = (await auditor.get(`${URL}?${PERIOD}&region_id=${data.ids.kyiv}&physics_id=${data.ids.fiber}`)).json();
    expect(both.totals.tenders_published).toBe(3); // T5 T6 T10
  });

  it('counts the days of the period in Kyiv time, both ends included', async () => {
    const data = await knownData(app());
    const manager = data.manager;
    const day = async (from: string, to: string) =>
      (await manager.get(`${URL}?from=${from}&to=${to}`)).json() as TDashboard;

    // 23:30 Kyiv on the last day counts; 00:10 Kyiv on the next day does not, though it is still that day in UTC.
    const lastDay = await day('2025-02-28', '2025-02-28');
    expect(lastDay.totals.tenders_published).toBe(1);
    expect(lastDay.status_by_month).toEqual(months({ '2025-02': { published: 1 } }));

    const march = await day('2025-03-01', '2025-03-31');
    expect(march.totals).toMatchObject({
      tenders_published: 1,
      offers_received: 1,
      savings: '48000.00',
      savings_tenders: 1,
    });
    expect(march.successful_providers).toEqual([figures(data.p3, 1, 1, 100)]);

    // 01:00 Kyiv on 1 January is 23:00 UTC on 31 December: it belongs to January.
    const newYear = await day('2025-01-01', '2025-01-01');
    expect(newYear.totals).toMatchObject({ tenders_published: 1, unsuccessful_share: 100 });
    expect((await day('2024-12-31', '2024-12-31')).totals.tenders_published).toBe(0);

    // 00:30 Kyiv on 1 February is 22:30 UTC on 31 January: a February tender.
    const january = await day('2025-01-01', '2025-01-31');
    expect(january.totals.tenders_published).toBe(4); // T1 T4 T7 T10
    expect((await day('2025-02-01', '2025-02-01')).totals).toMatchObject({
      tenders_published: 1,
      savings: '-24000.00',
    });
  });

  it('lists every month of the period, also those without tenders, with zeros', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const body = (await manager.get(`${URL}?from=2024-11-15&to=2025-01-10`)).json() as TDashboard;
    expect(body.status_by_month).toEqual(months({ '2024-11': {}, '2024-12': {}, '2025-01': {} }));
    expect(body.savings_by_month).toEqual([
      { month: '2024-11', savings: '0.00', budget: '0.00' },
      { month: '2024-12', savings: '0.00', budget: '0.00' },
      { month: '2025-01', savings: '0.00', budget: '0.00' },
    ]);
    expect(body.totals).toEqual({
      tenders_published: 0,
      tenders_unsealed: 0,
      offers_received: 0,
      average_offers: null,
      single_offer_share: null,
      unsuccessful_share: null,
      cancelled_share: null,
      average_days_to_award: null,
      savings: '0.00',
      savings_percent: null,
      savings_tenders: 0,
    });
    expect(body.offers_distribution.every((b) => b.tenders === 0)).toBe(true);
    expect(body.price_per_mbps_by_region).toEqual([]);
    expect(body.price_per_mbps_by_physics).toEqual([]);
    expect(body.active_providers).toEqual([]);
    expect(body.successful_providers).toEqual([]);
  });

  it('lets no sealed offer count: not while taking offers, not after a cancellation before the deadline', async () => {
    const data = await knownData(app());
    const admin = await loginAs(app(), 'admin@demo.ua');
    const read = async () => {
      const {
        upcoming_deadlines: upcoming,
        upcoming_total: _total,
        ...rest
      } = (await admin.get(`${URL}?${PERIOD}`)).json() as TDashboard;
      return { rest, counts: upcoming.map((t) => t.offers_count) };
    };
    const without = await read();
    await data.sealedOffers(); // 1.00 on T5 (cancelled while taking offers) and on T8 (taking offers)
    const withSealed = await read();
    expect(withSealed.rest).toEqual(without.rest);
    // Only the count the tender card shows the bank moves.
    expect(without.counts).toEqual([0, 0]);
    expect(withSealed.counts).toEqual([1, 0]);

    // Once T8's deadline passes its offers are unsealed, and the same offer counts.
    await app().db.execute(
      sql`update tenders set offers_deadline = now() - interval '1 minute' where id = ${data.t8.id}`,
    );
    const unsealed = await read();
    expect(unsealed.rest.totals).toMatchObject({ tenders_unsealed: 8, offers_received: 16 });
    expect(unsealed.rest.active_providers.find((p) => p.name === DNIPRO)?.participations).toBe(5);
  });

  it('keeps the sums of whole months, reads them back, and takes them again when a closed tender changes', async () => {
    const data = await knownData(app());
    const db = app().db;
    const monthsKept = async () =>
      (
        (await db.execute(
          sql`select month::text as month, computed_version is not distinct from version as current from dashboard_months
              where month between '2025-01-01' and '2025-03-01' order by month`,
        )) as unknown as { rows: { month: string; current: boolean }[] }
      ).rows;
    // The known data only ever changed the months; nobody asked for them yet.
    expect(await monthsKept()).toEqual([
      { month: '2025-01-01', current: false },
      { month: '2025-02-01', current: false },
      { month: '2025-03-01', current: false },
    ]);
    const read = async (query = PERIOD) => (await data.manager.get(`${URL}?${query}`)).json() as TDashboard;

    const first = await read();
    expect(first.totals.tenders_published).toBe(10);
    // The period's two whole months are kept now; March, outside it, is not.
    expect(await monthsKept()).toEqual([
      { month: '2025-01-01', current: true },
      { month: '2025-02-01', current: true },
      { month: '2025-03-01', current: false },
    ]);

    // The next answer adds the kept sums up instead of reading the tenders: a mark put into
    // them shows, in January's closed tenders only (the open ones stay live).
    await db.execute(
      sql`update dashboard_month_facts set tenders = tenders + 100
          where month = '2025-01-01' and status = 'cancelled' and grain = 3`, // over every region and medium
    );
    const marked = await read();
    expect(marked.totals.tenders_published).toBe(110);
    expect(marked.status_by_month[0]!.counts.cancelled).toBe(102);
    // A period that covers only part of January reads its tenders live.
    expect((await read('from=2025-01-02&to=2025-02-28')).totals.tenders_published).toBe(9); // not T7 (1 January)

    // Completing T1 (awarded in January) changes January: its sums are taken again, and true.
    const [t1] = await db
      .select({ id: tenders.id, version: tenders.version })
      .from(tenders)
      .where(and(eq(tenders.status, 'awarded'), lt(tenders.publishedAt, new Date('2025-02-01T00:00:00+02:00'))));
    await post(data.manager, `/api/tenders/${t1!.id}/complete`, { version: t1!.version });
    expect((await monthsKept())[0]).toEqual({ month: '2025-01-01', current: false });
    const after = await read();
    expect(after.totals).toEqual({ ...first.totals });
    expect(after.status_by_month[0]!.counts).toMatchObject({ awarded: 0, completed: 1, cancelled: 2 });
    expect(after.savings_by_month).toEqual(first.savings_by_month);
    expect(after.active_providers).toEqual(first.active_providers);
    expect(await monthsKept()).toEqual([
      { month: '2025-01-01', current: true },
      { month: '2025-02-01', current: true },
      { month: '2025-03-01', current: false },
    ]);
  });

  it('keeps the sums of the current month for a period that ends today, as nothing is published later', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    await post(manager, `/api/tenders/${tender.id}/cancel`, {
      reason: 'Відділення закривається',
      version: tender.version,
    });
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Kyiv' });
    const month = `${today.slice(0, 8)}01`;
    const current = async () =>
      (
        (await app().db.execute(
          sql`select computed_version is not distinct from version as current from dashboard_months where month = ${month}::date`,
        )) as unknown as { rows: { current: boolean }[] }
      ).rows[0]?.current;
    expect(await current()).toBe(false);

    // A period ending yesterday (or starting today) leaves the month partial, read live.
    if (today !== month) {
      await manager.get(`${URL}?from=${month}&to=${month}`);
      expect(await current()).toBe(false);
    }
    const body = (await manager.get(`${URL}?from=${month}&to=${today}`)).json() as TDashboard;
    expect(await current()).toBe(true);
    expect(body.status_by_month.at(-1)!.counts.cancelled).toBeGreaterThanOrEqual(1);
  });

  it('refuses a bad query with 400 naming the field in Ukrainian', async () => {
    const admin = await loginAs(app(), 'admin@demo.ua');
    const cases: [string, string][] = [
      ['to=2025-01-31', 'Поле «Від» є обов’язковим'],
      ['from=2025-01-01', 'Поле «До» є обов’язковим'],
      ['from=2025-02-01&to=2025-01-31', 'Поле «До»: дата не може бути раніше за «Від»'],
      ['from=2025-02-30&to=2025-03-01', 'Поле «Від»: такої дати не існує'],
      ['from=2015-01-01&to=2025-12-31', 'Поле «Від»: період — не довше 10 років'],
      [`${PERIOD}&region_id=abc`, 'Поле «Регіон» має бути числом'],
      [`${PERIOD}&region_id=-3`, 'Поле «Регіон» має бути додатним числом'],
      [`${PERIOD}&physics_id=1.5`, 'Поле «Фізика каналу» має бути цілим числом'],
    ];
    for (const [query, message] of cases) {
      const res = await admin.get(`${URL}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toContain(message);
    }
  });

  it('answers 401 signed out and 403 to a provider and an IT manager; managers and auditors read it', async () => {
    const url = `${URL}?${PERIOD}`;
    expect((await app().inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const email of ['provider1@demo.ua', 'it@demo.ua'])
      expect((await (await loginAs(app(), email)).get(url)).statusCode, email).toBe(403);
    for (const email of ['admin@demo.ua', 'manager@demo.ua', 'auditor@demo.ua'])
      expect((await (await loginAs(app(), email)).get(url)).statusCode, email).toBe(200);
  });
});
