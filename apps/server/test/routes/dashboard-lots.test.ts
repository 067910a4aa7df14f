import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TDashboard } from '@tt/contracts/statistics';
import { organizations, tenders, users } from '../../src/db/schema/index.ts';
import { loginAs, useTestApp, type Client, type TestApp } from '../helpers.ts';
import { splitAward } from '../lot-tender-factory.ts';
import { lotOfferBody } from '../offer-factory.ts';
import { lotsBody, referenceIds } from '../tender-factory.ts';

const app = useTestApp();

const URL = '/api/admin/dashboard';
/** May 2025 whole: its sums are kept and read back. */
const MAY = 'from=2025-05-01&to=2025-05-31';
/** From its second day: the same tenders summed live. */
const MAY_LIVE = 'from=2025-05-02&to=2025-05-31';

async function organization(a: TestApp, email: string) {
  const [row] = await a.db
    .select({ id: organizations.id, name: organizations.name })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.email, email));
  return row!;
}

/**
 * splitAward's tender (its row Lviv with fibre, as its lot 1), published 10 May 2025 and decided
 * on the 20th: lot 1 (Lviv, fibre, budget 1000) to A at 1000 for 1000 Мбіт/с, lot 2 (Kyiv, any
 * medium, budget 2000) to B at 1000 for 1000 Мбіт/с, lot 3 (Lviv, fibre, budget 3000) did not take
 * place. A bid on lots 1 and 2, B on 2 and 3, C on 1 and 3; contract 12 months. Each offer's sum
 * over its lots is 2100: a figure read from the offer row instead of the lot would show it.
 */
async function knownData(a: TestApp) {
  const m = await splitAward(a);
  await a.db
    .update(tenders)
    .set({
      publishedAt: new Date('2025-05-10T10:00:00+03:00'),
      decidedAt: new Date('2025-05-20T10:00:00+03:00'),
      offersDeadline: new Date('2025-05-17T10:00:00+03:00'),
    })
    .where(eq(tenders.id, m.tender.id));
  return {
    ...(await referenceIds(a)),
    m,
    a: await organization(a, 'provider1@demo.ua'),
    b: await organization(a, 'provider2@demo.ua'),
    c: await organization(a, 'provider4@demo.ua'),
  };
}

const read = async (client: Client, query: string) => {
  const res = await client.get(`${URL}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const { upcoming_deadlines: _u, upcoming_total: _t, from: _f, to: _to, ...figures } = res.json() as TDashboard;
  return figures;
};

const provider = (o: { id: number; name: string }, participations: number, wins: number, winRate: number) => ({
  organization_id: o.id,
  name: o.name,
  participations,
  wins,
  win_rate: winRate,
});

describe('GET /api/admin/dashboard over lots', () => {
  it('reads each lot’s winner, price, region, medium and budget, kept and live alike', async () => {
    const d = await knownData(app());
    const auditor = await loginAs(app(), 'auditor@demo.ua');
    const kept = await read(auditor, MAY);
    const months = (
      (await app().db.execute(
        sql`select computed_version = version as current from dashboard_months where month = '2025-05-01'`,
      )) as unknown as { rows: { current: boolean }[] }
    ).rows;
    expect(months).toEqual([{ current: true }]);

    // The tender counts as one tender; its offers as three.
    expect(kept.totals).toEqual({
      tenders_published: 1,
      tenders_unsealed: 1,
      offers_received: 3,
      average_offers: 3,
      single_offer_share: 0,
      unsuccessful_share: 0,
      cancelled_share: 0,
      average_days_to_award: 10,
      // Lot 1: (1000 − 1000) × 12; lot 2: (2000 − 1000) × 12; lot 3 has no winner.
      savings: '12000.00',
      savings_percent: 33.3, // 12000 / (1000 + 2000) × 12
      savings_tenders: 2, // the lots the savings are over
    });
    expect(kept.status_by_month).toEqual([
      {
        month: '2025-05',
        counts: { draft: 0, published: 0, evaluation: 0, awarded: 1, completed: 0, cancelled: 0, unsuccessful: 0 },
      },
    ]);
    expect(kept.savings_by_month).toEqual([{ month: '2025-05', savings: '12000.00', budget: '36000.00' }]);
    // Each lot's winning price for its own bandwidth, in its own region and medium: 1000 / 1000.
    expect(kept.price_per_mbps_by_region).toEqual([
      { region_id: d.kyiv, region_name: 'м. Київ', uah_per_mbps: '1.00', tenders: 1 },
      { region_id: d.lviv, region_name: 'Львівська область', uah_per_mbps: '1.00', tenders: 1 },
    ]);
    expect(kept.price_per_mbps_by_physics).toEqual([
      { physics_id: d.fiber, physics_name: 'Оптоволокно', uah_per_mbps: '1.00', tenders: 1 },
      { physics_id: null, physics_name: null, uah_per_mbps: '1.00', tenders: 1 },
    ]);
    // Participations and wins per lot: each bid on two lots; A won one, B won one.
    expect(kept.active_providers).toEqual([provider(d.b, 2, 1, 50), provider(d.a, 2, 1, 50), provider(d.c, 2, 0, 0)]);
    expect(kept.successful_providers).toEqual([provider(d.b, 2, 1, 50), provider(d.a, 2, 1, 50)]);

    // The same tenders summed live give the same figures.
    expect(await read(auditor, MAY_LIVE)).toEqual(kept);
  });

  it('takes the lots of the region or the medium asked for, the tender by its own', async () => {
    const d = await knownData(app());
    const manager = await loginAs(app(), 'manager@demo.ua');
    for (const query of [MAY, MAY_LIVE]) {
      // Kyiv: only lot 2 is there; the tender itself is Lviv's (its row, lot 1).
      const kyiv = await read(manager, `${query}&region_id=${d.kyiv}`);
      expect(kyiv.totals, query).toMatchObject({
        tenders_published: 0,
        offers_received: 0,
        savings: '12000.00',
        savings_percent: 50, // 12000 / 2000 × 12
        savings_tenders: 1,
      });
      expect(kyiv.price_per_mbps_by_region.map((r) => r.region_id)).toEqual([d.kyiv]);
      expect(kyiv.price_per_mbps_by_physics).toEqual([
        { physics_id: null, physics_name: null, uah_per_mbps: '1.00', tenders: 1 },
      ]);
      expect(kyiv.active_providers, query).toEqual([provider(d.b, 1, 1, 100), provider(d.a, 1, 0, 0)]);

      // Lviv: the tender, and its lots 1 (won by A at its budget) and 3 (did not take place).
      const lviv = await read(manager, `${query}&region_id=${d.lviv}`);
      expect(lviv.totals, query).toMatchObject({
        tenders_published: 1,
        offers_received: 3,
        savings: '0.00',
        savings_percent: 0,
        savings_tenders: 1,
      });
      expect(lviv.active_providers, query).toEqual([
        provider(d.c, 2, 0, 0),
        provider(d.a, 1, 1, 100),
        provider(d.b, 1, 0, 0),
      ]);

      // Fibre is required on lots 1 and 3, as on the tender's row.
      const fiber = await read(manager, `${query}&physics_id=${d.fiber}`);
      expect(fiber.totals, query).toMatchObject({ tenders_published: 1, savings: '0.00', savings_tenders: 1 });
      expect(fiber.price_per_mbps_by_physics.map((r) => r.physics_id)).toEqual([d.fiber]);
      const kyivFiber = await read(manager, `${query}&region_id=${d.kyiv}&physics_id=${d.fiber}`);
      expect(kyivFiber.totals, query).toMatchObject({ tenders_published: 0, savings_tenders: 0 });
      expect(kyivFiber.active_providers).toEqual([]);
    }
  });

  it('tells nothing of a tender of several lots before its deadline, not even per lot', async () => {
    const d = await knownData(app());
    const manager = await loginAs(app(), 'manager@demo.ua');
    const draft = (await manager.post('/api/tenders', await lotsBody(app(), 3))).json();
    const open = (await manager.post(`/api/tenders/${draft.id}/publish`, { version: draft.version })).json();
    await app()
      .db.update(tenders)
      .set({ publishedAt: new Date('2025-05-12T10:00:00+03:00') })
      .where(eq(tenders.id, open.id));
    const admin = await loginAs(app(), 'admin@demo.ua');
    const period = 'from=2025-05-01&to=2025-05-31';
    const ids = await referenceIds(app());
    const kyiv = `${period}&region_id=${ids.kyiv}`;
    const before = await read(admin, period);
    const beforeKyiv = await read(admin, kyiv);
    const [lot1, lot2, lot3] = open.lots.map((l: { id: number }) => l.id) as [number, number, number];
    for (const [email, lots, monthly] of [
      ['provider1@demo.ua', [lot1, lot2], 10],
      ['provider2@demo.ua', [lot2, lot3], 20],
      ['provider4@demo.ua', [lot3], 30],
    ] as const) {
      const client = await loginAs(app(), email);
      const offer = (
        await client.post(`/api/tenders/${open.id}/offers`, await lotOfferBody(client, lots, { monthly }))
      ).json();
      expect((await client.post(`/api/offers/${offer.id}/submit`, { version: offer.version })).statusCode).toBe(200);
    }
    const after = await read(admin, period);
    expect(after).toEqual(before);
    expect(after.totals.tenders_published).toBe(2);
    // Nor do the figures of its lots' regions (lot 2 is in Kyiv, its row in Lviv).
    expect(await read(admin, kyiv)).toEqual(beforeKyiv);

    // Past its deadline the same offers count, per lot.
    await app()
      .db.update(tenders)
      .set({ offersDeadline: new Date(Date.now() - 60_000) })
      .where(eq(tenders.id, open.id));
    const unsealed = await read(admin, period);
    expect(unsealed.totals.offers_received).toBe(before.totals.offers_received + 3);
    expect(unsealed.active_providers.map((p) => [p.name, p.participations])).toEqual([
      [d.b.name, 4],
      [d.a.name, 4],
      [d.c.name, 3],
    ]);
  });
});
