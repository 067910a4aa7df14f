import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TLotWrite } from '@tt/contracts/lots';
import type { TTenderWrite } from '@tt/contracts/tenders';
import { offerLots, offers, tenderHistory, tenderLots, tenders } from '../../src/db/schema/index.ts';
import { loginAs, useTestApp, type TestApp } from '../helpers.ts';
import { createSubmittedOffer } from '../offer-factory.ts';
import { createDraft, createPublished, referenceIds, tenderBody } from '../tender-factory.ts';

const app = useTestApp();

type Json = Record<string, unknown> & { id: number; version: number };

/** A tender body with `count` lots instead of the single site. */
async function lotsBody(app: TestApp, count: number, overrides: Partial<TTenderWrite> = {}): Promise<TTenderWrite> {
  const ids = await referenceIds(app);
  const {
    region_id: _r,
    branch_name: _b,
    address: _a,
    bandwidth_mbps: _w,
    physics_id: _p,
    interface_id: _i,
    protocol_id: _pr,
    connection_date: connectionDate,
    budget_monthly: _bu,
    ...common
  } = await tenderBody(app);
  const lots: TLotWrite[] = Array.from({ length: count }, (_, i) => ({
    branch_name: `Відділення №${i + 1}`,
    address: `вул. Січових Стрільців, ${i + 1}`,
    region_id: i % 2 ? ids.kyiv : ids.lviv,
    bandwidth_mbps: 100 * (i + 1),
    physics_id: i % 2 ? null : ids.fiber,
    interface_id: ids.gigabit,
    protocol_id: ids.internet,
    connection_date: connectionDate!,
    budget_monthly: `${1000 * (i + 1)}.00`,
  }));
  return { ...common, lots, ...overrides };
}

describe('a tender with several lots', () => {
  it('is created with its lots in order, repeats lot 1 at the top level and sums the budgets', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const res = await manager.post('/api/tenders', await lotsBody(app(), 3));
    expect(res.statusCode).toBe(201);
    const tender = res.json();
    expect(tender.lots.map((l: Json) => [l.position, l.branch_name, l.budget_monthly])).toEqual([
      [1, 'Відділення №1', '1000.00'],
      [2, 'Відділення №2', '2000.00'],
      [3, 'Відділення №3', '3000.00'],
    ]);
    expect(tender).toMatchObject({ branch_name: 'Відділення №1', bandwidth_mbps: 100, budget_monthly: '6000.00' });
    expect(tender.evaluation).toEqual({ method: 'lowest_cost', weights: null });
    const [history] = await app().db.select().from(tenderHistory).where(eq(tenderHistory.tenderId, tender.id));
    const fields = (history!.details as { fields: Record<string, unknown> }).fields;
    expect(fields).not.toHaveProperty('branch_name');
    expect((fields.lots as unknown[]).length).toBe(3);

    const list = (await manager.get(`/api/tenders?q=${encodeURIComponent(tender.number)}`)).json();
    expect(list.items[0]).toMatchObject({ id: tender.id, lots_count: 3 });
  });

  it('reads a single-site tender as one lot, in the same shape as before', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createDraft(manager);
    expect(tender.lots).toEqual([
      expect.objectContaining({
        position: 1,
        branch_name: tender.branch_name,
        budget_monthly: tender.budget_monthly,
        decision: null,
      }),
    ]);
    const [history] = await app().db.select().from(tenderHistory).where(eq(tenderHistory.tenderId, tender.id));
    const fields = (history!.details as { fields: Record<string, unknown> }).fields;
    expect(fields).toMatchObject({ branch_name: 'Відділення №12', budget_monthly: '4500.00' });
    expect(fields).not.toHaveProperty('lots');
    expect(fields).not.toHaveProperty('evaluation');
  });

  it('names a wrong field of a lot by its place, and refuses the site written twice', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const body = await lotsBody(app(), 2);
    body.lots![1]!.bandwidth_mbps = 0;
    const res = await manager.post('/api/tenders', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual({
      'lots.1.bandwidth_mbps': 'Поле «Пропускна здатність» має бути не менше 1 Мбіт/с',
    });

    const unknownRegion = await lotsBody(app(), 2);
    unknownRegion.lots![1]!.region_id = 999_999;
    const refs = await manager.post('/api/tenders', unknownRegion);
    expect(refs.statusCode).toBe(400);
    expect(refs.json().details.fields).toEqual({
      'lots.1.region_id': 'Поле «Регіон»: такого регіону немає в довіднику',
    });

    const both = await manager.post('/api/tenders', { ...(await lotsBody(app(), 2)), branch_name: 'Відділення №1' });
    expect(both.statusCode).toBe(400);
    expect(Object.keys(both.json().details.fields)).toEqual(['lots']);

    const missing = await manager.post('/api/tenders', { ...(await lotsBody(app(), 2)), lots: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.fields).toMatchObject({ branch_name: 'Поле «Відділення» є обов’язковим' });
  });

  it('replaces a draft’s lots on edit and records them in history', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const draft = (await manager.post('/api/tenders', await lotsBody(app(), 3))).json();
    const body = await lotsBody(app(), 2, { offers_deadline: draft.offers_deadline });
    const res = await manager.put(`/api/tenders/${draft.id}`, {
      ...body,
      lots: [body.lots![1], body.lots![0]],
      version: draft.version,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().lots.map((l: Json) => l.branch_name)).toEqual(['Відділення №2', 'Відділення №1']);
    expect(res.json()).toMatchObject({ branch_name: 'Відділення №2', budget_monthly: '3000.00' });
    const [entry] = await app()
      .db.select()
      .from(tenderHistory)
      .where(eq(tenderHistory.tenderId, draft.id))
      .orderBy(sql`id desc`)
      .limit(1);
    expect(entry!.details).toMatchObject({ fields: ['lots'] });

    // Down to one lot: the tender reads and records as a single site again.
    const single = await manager.put(`/api/tenders/${draft.id}`, {
      ...(await tenderBody(app(), { title: body.title, offers_deadline: draft.offers_deadline })),
      version: res.json().version,
    });
    expect(single.statusCode).toBe(200);
    expect(single.json().lots).toHaveLength(1);
    const rows = await app().db.select().from(tenderLots).where(eq(tenderLots.tenderId, draft.id));
    expect(rows).toHaveLength(1);
  });

  it('after publication changes only the lots’ budgets, in place, and hides them from providers', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const draft = (await manager.post('/api/tenders', await lotsBody(app(), 2))).json();
    const published = (await manager.post(`/api/tenders/${draft.id}/publish`, { version: draft.version })).json();
    const lotIds = published.lots.map((l: Json) => l.id);
    const body = await lotsBody(app(), 2, { offers_deadline: draft.offers_deadline });

    const moved = {
      ...body,
      lots: [{ ...body.lots![0]!, bandwidth_mbps: 1000 }, body.lots![1]],
      version: published.version,
    };
    const refused = await manager.put(`/api/tenders/${draft.id}`, moved);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.fields).toEqual({
      lots: 'Лоти не можна змінювати після публікації тендера, крім очікуваного бюджету',
    });

    const budgets = {
      ...body,
      lots: [{ ...body.lots![0]!, budget_monthly: '1500.00' }, body.lots![1]],
      version: published.version,
    };
    const ok = await manager.put(`/api/tenders/${draft.id}`, budgets);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().lots.map((l: Json) => [l.id, l.budget_monthly])).toEqual([
      [lotIds[0], '1500.00'],
      [lotIds[1], '2000.00'],
    ]);
    expect(ok.json().budget_monthly).toBe('3500.00');
    const [entry] = await app()
      .db.select()
      .from(tenderHistory)
      .where(eq(tenderHistory.tenderId, draft.id))
      .orderBy(sql`id desc`)
      .limit(1);
    expect(entry!.details).toEqual({
      fields: ['budget_monthly'],
      changes: { budget_monthly: { from: ['1000.00', '2000.00'], to: ['1500.00', '2000.00'] } },
    });

    const provider = await loginAs(app(), 'provider1@demo.ua');
    const seen = (await provider.get(`/api/tenders/${draft.id}`)).json();
    expect(seen.lots).toHaveLength(2);
    for (const lot of seen.lots) expect(lot).not.toHaveProperty('budget_monthly');
    expect(seen).not.toHaveProperty('budget_monthly');

    const weighted = await manager.put(`/api/tenders/${draft.id}`, {
      ...body,
      evaluation: { method: 'weighted', weights: { cost: 60, sla: 25, connection: 15, technical: 0 } },
      version: ok.json().version,
    });
    expect(weighted.statusCode).toBe(400);
    expect(weighted.json().details.fields).toMatchObject({
      evaluation: 'Метод оцінки не можна змінювати після публікації тендера',
    });
  });

  it('states a weighted evaluation whose weights sum to 100', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const wrong = await manager.post('/api/tenders', {
      ...(await tenderBody(app())),
      evaluation: { method: 'weighted', weights: { cost: 60, sla: 25, connection: 10, technical: 0 } },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details.fields).toEqual({
      'evaluation.weights.sum': 'Сума ваг критеріїв має дорівнювати 100 %',
    });

    const evaluation = { method: 'weighted', weights: { cost: 60, sla: 25, connection: 15, technical: 0 } } as const;
    const tender = await createPublished(manager, { evaluation });
    const provider = await loginAs(app(), 'provider1@demo.ua');
    expect((await provider.get(`/api/tenders/${tender.id}`)).json().evaluation).toEqual(evaluation);
  });
});

describe('tenders and offers written without lots', () => {
  it('get lot 1 and its offer figures at commit, as a release before lots writes them', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const offer = await createSubmittedOffer(provider, tender.id);
    const db = app().db;
    // A tender row inserted alone, as an instance of the previous release would.
    const [row] = await db.select().from(tenders).where(eq(tenders.id, tender.id));
    const { id: _id, number: _n, searchText: _s, ...columns } = row!;
    const [copy] = await db
      .insert(tenders)
      .values({ ...columns, number: `${row!.number}-копія` })
      .returning({ id: tenders.id });
    const lots = await db.select().from(tenderLots).where(eq(tenderLots.tenderId, copy!.id));
    expect(lots).toEqual([
      expect.objectContaining({ position: 1, branchName: row!.branchName, budgetMonthly: row!.budgetMonthly }),
    ]);

    // An offer edited in place by such an instance: its lot figures follow.
    await db.update(offers).set({ monthlyPrice: '777.00' }).where(eq(offers.id, offer.id));
    const [figures] = await db.select().from(offerLots).where(eq(offerLots.offerId, offer.id));
    expect(figures).toMatchObject({ monthlyPrice: '777.00' });

    // And its award of the only lot is recorded on the lot.
    await db.update(offers).set({ status: 'won' }).where(eq(offers.id, offer.id));
    await db.update(tenders).set({ status: 'awarded', decidedAt: new Date() }).where(eq(tenders.id, tender.id));
    const [lot] = await db
      .select()
      .from(tenderLots)
      .where(eq(tenderLots.tenderId, tender.id))
      .orderBy(asc(tenderLots.id));
    expect(lot).toMatchObject({ outcome: 'awarded', awardedOfferId: offer.id });
  });
});
