import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offerLots, offers, tenderHistory, tenderLots, tenders } from '../../src/db/schema/index.ts';
import { loginAs, useTestApp } from '../helpers.ts';
import { createSubmittedOffer, lotOfferBody, offerBody } from '../offer-factory.ts';
import { createDraft, createPublished, lotsBody, referenceIds, tenderBody } from '../tender-factory.ts';

const app = useTestApp();

type Json = Record<string, unknown> & { id: number; version: number };

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
    // The list tells the lots' span, not lot 1's figures: 100–300 Мбіт/с over two regions.
    expect(list.items[0]).toMatchObject({
      id: tender.id,
      lots_count: 3,
      lots_bandwidth_mbps: { min: 100, max: 300 },
      lots_regions_count: 2,
    });
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

  it('names a wrong field of a lot by its place, and a site field beside the lots that is not lot 1’s', async () => {
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

    // Beside the lots, a site field is what a read of them gives (lot 1's), or it is refused by name.
    const agreeing = await manager.post('/api/tenders', {
      ...(await lotsBody(app(), 2)),
      branch_name: 'Відділення №1',
    });
    expect(agreeing.statusCode, agreeing.body).toBe(201);
    const both = await manager.post('/api/tenders', { ...(await lotsBody(app(), 2)), branch_name: 'Відділення №2' });
    expect(both.statusCode).toBe(400);
    expect(both.json().details.fields).toEqual({
      branch_name: 'Поле «Відділення» не збігається з лотом 1: «Відділення №1»',
    });

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

    // A new evaluation (a new publication, with a budget) keeps the lots too, and records the budgets as above.
    const weighted = await manager.put(`/api/tenders/${draft.id}`, {
      ...body,
      lots: [
        { ...body.lots![0]!, budget_monthly: '1500.00' },
        { ...body.lots![1]!, budget_monthly: '2500.00' },
      ],
      evaluation: { method: 'weighted', weights: { cost: 60, sla: 25, connection: 15, technical: 0 } },
      version: ok.json().version,
    });
    expect(weighted.statusCode).toBe(200);
    expect(weighted.json().lots.map((l: Json) => l.id)).toEqual(lotIds);
    const [republished] = await app()
      .db.select()
      .from(tenderHistory)
      .where(eq(tenderHistory.tenderId, draft.id))
      .orderBy(sql`id desc`)
      .limit(1);
    expect(republished).toMatchObject({
      action: 'evaluation_changed',
      details: {
        fields: ['budget_monthly', 'evaluation'],
        changes: { budget_monthly: { from: ['1500.00', '2000.00'], to: ['1500.00', '2500.00'] } },
      },
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

describe('the tenders list and the lots', () => {
  it('finds a tender by any lot’s branch, address or region, not only by lot 1’s', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const ids = await referenceIds(app());
    // Lot 1 in Lviv (the row's region), lot 2 in Kyiv, lot 3 a cash machine on the market square.
    const body = await lotsBody(app(), 3);
    body.lots![2] = { ...body.lots![2]!, branch_name: 'Банкоматна зона «Ринок»', address: 'пл. Ринок, 1, м. Львів' };
    const several = (await manager.post('/api/tenders', body)).json();
    expect(several.region_id).toBe(ids.lviv);
    const lviv = await createDraft(manager);
    const kyiv = await createDraft(manager, { region_id: ids.kyiv, address: 'вул. Хрещатик, 1, м. Київ' });

    const found = async (query: string) => {
      const res = (await manager.get(`/api/tenders?${query}`)).json();
      expect(res.total, query).toBe(res.items.length);
      return res.items.map((t: { id: number }) => t.id).sort();
    };
    expect(await found(`q=${encodeURIComponent('банкоматна зона')}`)).toEqual([several.id]);
    expect(await found(`q=${encodeURIComponent('ПЛ. РИНОК')}`)).toEqual([several.id]);
    // Lot 1 still through the tender row, and the tender's number.
    expect(await found(`q=${encodeURIComponent('Січових Стрільців, 1')}`)).toEqual([several.id]);
    expect(await found(`q=${encodeURIComponent(several.number)}`)).toEqual([several.id]);
    expect(await found(`q=${encodeURIComponent('Городоцька')}`)).toEqual([lviv.id]);
    // A wildcard typed in the search stays a literal character in the lots' text too.
    expect(await found(`q=${encodeURIComponent('Ринок_')}`)).toEqual([]);
    // The region of any lot; the same shape of query with another value takes that value.
    expect(await found(`region_id=${ids.kyiv}`)).toEqual([several.id, kyiv.id].sort());
    expect(await found(`region_id=${ids.lviv}`)).toEqual([several.id, lviv.id].sort());
    expect(await found(`region_id=${ids.kyiv}&q=${encodeURIComponent('ринок')}`)).toEqual([several.id]);
    expect(await found(`region_id=${ids.kyiv}&q=${encodeURIComponent('Городоцька')}`)).toEqual([]);
    // Past the last page the total is counted on its own, under the same conditions.
    const beyond = (await manager.get(`/api/tenders?region_id=${ids.kyiv}&q=ринок&page=3`)).json();
    expect(beyond).toMatchObject({ items: [], total: 1 });

    // A provider finds it by a lot once it is published, and never a draft.
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const search = `/api/tenders?q=${encodeURIComponent('ринок')}`;
    expect((await provider.get(search)).json().total).toBe(0);
    await manager.post(`/api/tenders/${several.id}/publish`, { version: several.version });
    expect((await provider.get(search)).json().items.map((t: { id: number }) => t.id)).toEqual([several.id]);
  });
});

describe('the search and a draft’s lots replaced', () => {
  it('finds a draft by the lots it has now: a lot added on edit, not one taken away', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const station = { branch_name: 'Обмінний пункт «Вокзал»', address: 'пл. Двірцева, 1, м. Львів' };
    const kiosk = { branch_name: 'Кіоск «Арсенал»', address: 'вул. Підвальна, 5, м. Львів' };
    const body = await lotsBody(app(), 3);
    body.lots![2] = { ...body.lots![2]!, ...station };
    const draft = (await manager.post('/api/tenders', body)).json();
    const found = async (q: string) => {
      const res = (await manager.get(`/api/tenders?q=${encodeURIComponent(q)}`)).json();
      return res.items.map((t: { id: number }) => t.id);
    };
    const otherLotsText = async () =>
      (await app().db.select({ text: tenders.otherLotsText }).from(tenders).where(eq(tenders.id, draft.id)))[0]!.text;
    expect(await found('вокзал')).toEqual([draft.id]);
    expect(await found('арсенал')).toEqual([]);

    // The station moves to lot 2 and a kiosk becomes lot 3: both are found, in the lots' order.
    const edited = await manager.put(`/api/tenders/${draft.id}`, {
      ...body,
      lots: [body.lots![0], { ...body.lots![1]!, ...station }, { ...body.lots![2]!, ...kiosk }],
      version: draft.version,
    });
    expect(edited.statusCode).toBe(200);
    expect(await found('вокзал')).toEqual([draft.id]);
    expect(await found('ПІДВАЛЬНА, 5')).toEqual([draft.id]);
    expect(await otherLotsText()).toBe(
      'Обмінний пункт «Вокзал» пл. Двірцева, 1, м. Львів Кіоск «Арсенал» вул. Підвальна, 5, м. Львів',
    );

    // The station taken away: no longer found by it, the kiosk still is.
    const fewer = await manager.put(`/api/tenders/${draft.id}`, {
      ...body,
      lots: [body.lots![0], { ...body.lots![2]!, ...kiosk }],
      version: edited.json().version,
    });
    expect(fewer.statusCode).toBe(200);
    expect(await found('вокзал')).toEqual([]);
    expect(await found('арсенал')).toEqual([draft.id]);

    // Down to one site: only the row's own site is left to find it by.
    const single = await manager.put(`/api/tenders/${draft.id}`, {
      ...(await tenderBody(app(), { title: body.title, offers_deadline: draft.offers_deadline })),
      version: fewer.json().version,
    });
    expect(single.statusCode).toBe(200);
    expect(await found('арсенал')).toEqual([]);
    expect(await otherLotsText()).toBe('');
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
    const { id: _id, number: _n, searchText: _s, otherLotsText: _o, ...columns } = row!;
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

describe('an offer on some lots', () => {
  async function publishedLots(count: number) {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const draft = (await manager.post('/api/tenders', await lotsBody(app(), count))).json();
    const tender = (await manager.post(`/api/tenders/${draft.id}/publish`, { version: draft.version })).json();
    return { manager, tender, lotIds: tender.lots.map((l: Json) => l.id) as number[] };
  }

  it('prices the lots it names, in the tender’s order, and sums them on the offer', async () => {
    const { tender, lotIds } = await publishedLots(3);
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const res = await provider.post(
      `/api/tenders/${tender.id}/offers`,
      await lotOfferBody(provider, [lotIds[2]!, lotIds[0]!]),
    );
    expect(res.statusCode).toBe(201);
    const offer = res.json();
    expect(offer.lots.map((l: Json) => [l.lot_id, l.monthly_price])).toEqual([
      [lotIds[0], '1100.00'],
      [lotIds[2], '1000.00'],
    ]);
    expect(offer).toMatchObject({ monthly_price: '2100.00', installation_price: '1000.00', connection_days: 14 });

    // An edit drops a lot and adds another; the stored figures follow exactly.
    const edited = await provider.put(`/api/offers/${offer.id}`, {
      ...(await lotOfferBody(provider, [lotIds[1]!], { monthly: 900, days: 30 })),
      version: offer.version,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().lots.map((l: Json) => [l.lot_id, l.monthly_price, l.connection_days])).toEqual([
      [lotIds[1], '900.00', 30],
    ]);
    const rows = await app().db.select().from(offerLots).where(eq(offerLots.offerId, offer.id));
    expect(rows.map((r) => r.lotId)).toEqual([lotIds[1]]);
    expect((await provider.get(`/api/offers/${offer.id}`)).json().lots).toEqual(edited.json().lots);
  });

  it('refuses a lot of another tender, a lot named twice and the single-site form on several lots', async () => {
    const { tender, lotIds } = await publishedLots(2);
    const other = await publishedLots(2);
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const foreign = await provider.post(
      `/api/tenders/${tender.id}/offers`,
      await lotOfferBody(provider, [lotIds[0]!, other.lotIds[0]!]),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details.fields).toEqual({ 'lots.1.lot_id': 'Такого лоту в цьому тендері немає' });

    const twice = await provider.post(
      `/api/tenders/${tender.id}/offers`,
      await lotOfferBody(provider, [lotIds[0]!, lotIds[0]!]),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().details.fields).toEqual({ lots: 'Кожен лот можна вказати лише один раз' });

    const single = await provider.post(`/api/tenders/${tender.id}/offers`, await offerBody(provider));
    expect(single.statusCode).toBe(400);
    expect(single.json().details.fields).toEqual({
      lots: 'Тендер має кілька лотів: вкажіть ціни для кожного лоту, на який подаєте пропозицію',
    });
    expect(await app().db.select().from(offers).where(eq(offers.tenderId, tender.id))).toEqual([]);
  });

  it('stays sealed as a whole before the deadline: the bank learns only the count', async () => {
    const { manager, tender, lotIds } = await publishedLots(2);
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const offer = (
      await provider.post(`/api/tenders/${tender.id}/offers`, await lotOfferBody(provider, [lotIds[1]!]))
    ).json();
    await provider.post(`/api/offers/${offer.id}/submit`, { version: offer.version });

    const card = (await manager.get(`/api/tenders/${tender.id}`)).json();
    expect(card.offers_count).toBe(1);
    // Nothing in the lots differs from a tender without offers.
    const fresh = (await publishedLots(2)).tender;
    const strip = (lots: Json[]) => lots.map(({ id: _id, ...lot }) => lot);
    expect(strip(card.lots)).toEqual(strip(fresh.lots));
    expect((await manager.get(`/api/tenders/${tender.id}/offers`)).statusCode).toBe(403);
    expect((await manager.get(`/api/offers/${offer.id}`)).statusCode).toBe(404);
  });
});
