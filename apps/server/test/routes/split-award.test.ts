import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TEvaluationWrite } from '@tt/contracts/evaluation';
import { emailOutbox, itManagers, offers, regions, tenderHistory } from '../../src/db/schema/index.ts';
import { useTestApp, type Client } from '../helpers.ts';
import { threeLotTender as lotTender } from '../lot-tender-factory.ts';

const app = useTestApp();

type Json = Record<string, unknown> & { id: number; version: number };

/** The tender of three lots after its deadline (lot-tender-factory.ts). */
const threeLotTender = (evaluation?: TEvaluationWrite) => lotTender(app(), evaluation);

const versionOf = async (client: Client, id: number) =>
  (await client.get(`/api/tenders/${id}`)).json().version as number;

describe('the comparison of a tender of several lots', () => {
  it('ranks each lot among the offers that cover it, cheapest first', async () => {
    const { manager, tender, lots, offers: o } = await threeLotTender();
    const res = await manager.get(`/api/tenders/${tender.id}/proposals`);
    expect(res.statusCode).toBe(200);
    const comparison = res.json();
    expect(comparison.evaluation).toEqual({ method: 'lowest_cost', weights: null });
    expect(comparison.offers.map((x: Json) => x.id).sort()).toEqual([o.a, o.b, o.c].sort());
    const ranking = comparison.lots.map((l: { lot_id: number; items: { offer_id: number; rank: number }[] }) => [
      l.lot_id,
      l.items.map((i) => [i.offer_id, i.rank]),
    ]);
    expect(ranking).toEqual([
      [
        lots[0],
        [
          [o.a, 1],
          [o.c, 2],
        ],
      ],
      [
        lots[1],
        [
          [o.b, 1],
          [o.a, 2],
        ],
      ],
      [
        lots[2],
        [
          [o.b, 1],
          [o.c, 2],
        ],
      ],
    ]);
    // The lot's own prices, not the offer's sums.
    expect(comparison.lots[1].items[1]).toMatchObject({
      offer_id: o.a,
      monthly_price: '1100.00',
      total_cost: '13700.00',
    });
  });
});

describe('a split award', () => {
  it('decides lot by lot, asks a reason for an offer not ranked first, and ends awarded to two providers', async () => {
    const { manager, tender, lots, providers, offers: o } = await threeLotTender();
    const award = (lot: number, body: Record<string, unknown>) =>
      manager.post(`/api/tenders/${tender.id}/lots/${lot}/award`, body);

    // The single-site verb refuses a tender of several lots.
    const whole = await manager.post(`/api/tenders/${tender.id}/award`, {
      offer_id: o.a,
      version: await versionOf(manager, tender.id),
    });
    expect(whole.statusCode).toBe(400);
    expect(whole.json().details.fields).toEqual({
      lot_id: 'Тендер має кілька лотів: приймайте рішення щодо кожного лоту окремо',
    });

    const first = await award(lots[0], { offer_id: o.a, version: await versionOf(manager, tender.id) });
    expect(first.statusCode).toBe(200);
    expect(first.json().status).toBe('evaluation');
    expect(first.json().lots[0].decision).toMatchObject({
      outcome: 'awarded',
      winner: { offer_id: o.a, organization: { name: 'ТОВ «Укрмережа Телеком»' } },
    });

    // An offer that does not cover the lot is not among its offers.
    const foreign = await award(lots[1], { offer_id: o.c, version: first.json().version });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details.fields).toEqual({ offer_id: 'Оберіть одну з поданих пропозицій на лот 2' });

    // Lot 2 to A, ranked second: only with a reason.
    const noReason = await award(lots[1], { offer_id: o.a, version: first.json().version });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details.fields).toEqual({
      reason: 'Поле «Обґрунтування вибору» є обов’язковим, бо пропозиція не посідає першого місця в рейтингу',
    });
    const reason = 'Один постачальник для сусідніх відділень спрощує обслуговування';
    const second = await award(lots[1], { offer_id: o.a, reason, version: first.json().version });
    expect(second.statusCode).toBe(200);

    // The same lot twice: refused.
    const again = await award(lots[1], { offer_id: o.b, reason, version: second.json().version });
    expect(again.statusCode).toBe(409);

    // A stale version (the comparison changed under the manager): refused.
    const stale = await manager.post(`/api/tenders/${tender.id}/lots/${lots[2]}/unsuccessful`, {
      reason: 'Ціни значно вищі за бюджет',
      version: first.json().version,
    });
    expect(stale.statusCode).toBe(409);

    const third = await manager.post(`/api/tenders/${tender.id}/lots/${lots[2]}/unsuccessful`, {
      reason: 'Ціни значно вищі за бюджет',
      version: second.json().version,
    });
    expect(third.statusCode).toBe(200);
    const decided = third.json();
    expect(decided.status).toBe('awarded');
    expect(decided.lots.map((l: { decision: { outcome: string } }) => l.decision.outcome)).toEqual([
      'awarded',
      'awarded',
      'unsuccessful',
    ]);

    const statuses = await app()
      .db.select({ id: offers.id, status: offers.status })
      .from(offers)
      .where(eq(offers.tenderId, tender.id));
    expect(Object.fromEntries(statuses.map((s) => [s.id, s.status]))).toEqual({
      [o.a]: 'won',
      [o.b]: 'lost',
      [o.c]: 'lost',
    });

    // Each provider sees its own outcome per lot it covered, and no winner.
    const seen = async (client: Client) =>
      (
        (await client.get(`/api/tenders/${tender.id}`)).json().lots as { own_result: string | null; decision: Json }[]
      ).map((l) => {
        expect(l.decision).not.toHaveProperty('winner');
        return l.own_result;
      });
    expect(await seen(providers.a)).toEqual(['won', 'won', null]);
    expect(await seen(providers.b)).toEqual([null, 'lost', 'unsuccessful']);
    expect(await seen(providers.c)).toEqual(['lost', null, 'unsuccessful']);

    // Letters speak per lot: each bidder its own lots only, the bank's notice each lot's winner.
    const [lviv] = await app().db.select({ id: regions.id }).from(regions).where(eq(regions.name, 'Львівська область'));
    await app()
      .db.insert(itManagers)
      .values({ regionId: lviv!.id, fullName: 'Оксана Ткач', email: 'it.lviv@bank.example.ua' });
    await app().scheduler.runOnce();
    const letters = (await app().db.select().from(emailOutbox).where(eq(emailOutbox.tenderId, tender.id))).filter((l) =>
      ['offer_won', 'offer_lost'].includes(l.template),
    );
    const to = (email: string) => letters.find((l) => l.to.includes(email) && l.cc.length === 0)!;
    expect(to('provider1@demo.ua')).toMatchObject({ template: 'offer_won' });
    expect(to('provider1@demo.ua').text).toContain(
      'Лот 1 — Відділення №1: ви перемогли\nЛот 2 — Відділення №2: ви перемогли',
    );
    expect(to('provider1@demo.ua').text).not.toContain('Лот 3');
    // Its subject and title count the lots it won of those it covered.
    expect(to('provider1@demo.ua').subject).toContain('вашу пропозицію обрано у 2 з 2 лотів');
    expect(to('provider1@demo.ua').text).toContain('обрано переможною у 2 з 2 лотів.');
    expect(to('provider2@demo.ua')).toMatchObject({ template: 'offer_lost' });
    expect(to('provider2@demo.ua').text).toContain(
      'Лот 2 — Відділення №2: обрано іншу пропозицію\nЛот 3 — Відділення №3: лот не відбувся',
    );
    const notice = letters.find((l) => l.to.includes('manager@demo.ua'))!;
    expect(notice.text).toContain('Лот 1 — Відділення №1: «ТОВ «Укрмережа Телеком»»');
    expect(notice.text).toContain('Лот 3 — Відділення №3: не відбувся');
    for (const letter of letters) expect(letter.text).not.toMatch(/\d{3,} ?\d{3}[,.]\d{2}|грн/);

    // In the history a bidder reads which lots were decided, and a winner's name only where it is its own.
    const historyOf = async (client: Client) =>
      (await client.get(`/api/tenders/${tender.id}/history`)).json() as {
        action: string;
        details: Json;
        organization: Json | null;
      }[];
    const seenByB = await historyOf(providers.b);
    expect(seenByB.filter((e) => e.action === 'lot_awarded').map((e) => e.details)).toEqual([
      { lot_id: lots[0], position: 1, branch_name: 'Відділення №1' },
      { lot_id: lots[1], position: 2, branch_name: 'Відділення №2' },
    ]);
    expect(JSON.stringify(seenByB)).not.toContain('Укрмережа');
    const seenByA = await historyOf(providers.a);
    expect(seenByA.filter((e) => e.action === 'lot_awarded').map((e) => e.organization?.name)).toEqual([
      'ТОВ «Укрмережа Телеком»',
      'ТОВ «Укрмережа Телеком»',
    ]);

    const history = await app()
      .db.select({ action: tenderHistory.action, details: tenderHistory.details })
      .from(tenderHistory)
      .where(eq(tenderHistory.tenderId, tender.id))
      .orderBy(asc(tenderHistory.id));
    const decisions = history.filter((h) => ['lot_awarded', 'lot_unsuccessful', 'awarded'].includes(h.action));
    expect(decisions).toEqual([
      { action: 'lot_awarded', details: expect.objectContaining({ position: 1, offer_id: o.a, reason: '' }) },
      { action: 'lot_awarded', details: expect.objectContaining({ position: 2, offer_id: o.a, reason, rank: 2 }) },
      {
        action: 'lot_unsuccessful',
        details: expect.objectContaining({ position: 3, reason: 'Ціни значно вищі за бюджет' }),
      },
      {
        action: 'awarded',
        details: {
          lots: [
            expect.objectContaining({ position: 1, outcome: 'awarded', organization: 'ТОВ «Укрмережа Телеком»' }),
            expect.objectContaining({ position: 2, outcome: 'awarded', offer_id: o.a }),
            expect.objectContaining({ position: 3, outcome: 'unsuccessful' }),
          ],
        },
      },
    ]);
  });

  it('ends unsuccessful when no lot has a winner, and declares the whole tender only while none has', async () => {
    const { manager, tender, lots, offers: o } = await threeLotTender();
    const awarded = await manager.post(`/api/tenders/${tender.id}/lots/${lots[0]}/award`, {
      offer_id: o.a,
      version: await versionOf(manager, tender.id),
    });
    const whole = await manager.post(`/api/tenders/${tender.id}/unsuccessful`, {
      reason: 'Бюджет скорочено',
      version: awarded.json().version,
    });
    expect(whole.statusCode).toBe(409);

    const other = await threeLotTender();
    let version = await versionOf(other.manager, other.tender.id);
    for (const lot of other.lots) {
      const res = await other.manager.post(`/api/tenders/${other.tender.id}/lots/${lot}/unsuccessful`, {
        reason: 'Ціни значно вищі за бюджет',
        version,
      });
      expect(res.statusCode).toBe(200);
      version = res.json().version;
    }
    const card = (await other.manager.get(`/api/tenders/${other.tender.id}`)).json();
    expect(card).toMatchObject({ status: 'unsuccessful', status_reason: 'Жоден лот не відбувся' });
    const statuses = await app()
      .db.select({ status: offers.status })
      .from(offers)
      .where(eq(offers.tenderId, other.tender.id));
    expect(statuses.every((s) => s.status === 'submitted')).toBe(true);
  });
});

describe('an offer’s times after the award', () => {
  it('keeps «changed» at the provider’s last change: the bank’s decision is not the provider’s edit', async () => {
    const before = await lotTender(app());
    const read = async () => (await before.providers.a.get(`/api/offers/${before.offers.a}`)).json();
    const submitted = await read();
    const { manager, tender, lots, offers: ids } = before;
    let version = (await manager.get(`/api/tenders/${tender.id}`)).json().version as number;
    for (const [lot, body] of [
      [lots[0], { offer_id: ids.a }],
      [lots[1], { offer_id: ids.b }],
      [lots[2], { reason: 'Ціни значно вищі за бюджет' }],
    ] as const) {
      const path = 'offer_id' in body ? 'award' : 'unsuccessful';
      const res = await manager.post(`/api/tenders/${tender.id}/lots/${lot}/${path}`, { ...body, version });
      expect(res.statusCode).toBe(200);
      version = res.json().version;
    }
    const awarded = await read();
    expect(awarded.status).toBe('won');
    expect(awarded.updated_at).toBe(submitted.updated_at);
  });
});

describe('a weighted evaluation with a technical score', () => {
  const evaluation = { method: 'weighted', weights: { cost: 50, sla: 20, connection: 10, technical: 20 } } as const;

  it('scores per lot, and awards only once every ranked offer has its technical score', async () => {
    const { manager, tender, lots, providers, offers: o } = await threeLotTender(evaluation);
    const comparison = (await manager.get(`/api/tenders/${tender.id}/proposals`)).json();
    const lot1 = comparison.lots[0];
    expect(lot1.technical_missing.sort()).toEqual([o.a, o.c].sort());
    for (const item of lot1.items) {
      expect(item.points.map((p: { criterion: string }) => p.criterion)).toEqual([
        'cost',
        'sla',
        'connection',
        'technical',
      ]);
      expect(Number(item.score)).toBeLessThanOrEqual(100);
    }

    const refused = await manager.post(`/api/tenders/${tender.id}/lots/${lots[0]}/award`, {
      offer_id: o.a,
      version: await versionOf(manager, tender.id),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.fields.offer_id).toContain('технічну оцінку');

    let version = await versionOf(manager, tender.id);
    for (const [offer, score] of [
      [o.a, 60],
      [o.b, 80],
      [o.c, 90],
    ] as const) {
      const res = await manager.put(`/api/offers/${offer}/technical-score`, {
        score,
        note: 'Оцінено за проєктом побудови каналу',
        version,
      });
      expect(res.statusCode).toBe(200);
      version = res.json().version;
    }
    const scored = (await manager.get(`/api/tenders/${tender.id}/proposals`)).json();
    expect(scored.lots.every((l: { technical_missing: number[] }) => l.technical_missing.length === 0)).toBe(true);
    const first = scored.lots[0].items.find((i: { rank: number }) => i.rank === 1).offer_id;
    const ok = await manager.post(`/api/tenders/${tender.id}/lots/${lots[0]}/award`, { offer_id: first, version });
    expect(ok.statusCode).toBe(200);

    // Weighed in a decided lot: the score stays.
    const change = await manager.put(`/api/offers/${first}/technical-score`, {
      score: 10,
      note: 'Переоцінка після рішення',
      version: ok.json().version,
    });
    expect(change.statusCode).toBe(400);
    const [entry] = await app()
      .db.select({ details: tenderHistory.details })
      .from(tenderHistory)
      .where(eq(tenderHistory.action, 'technical_scored'))
      .orderBy(asc(tenderHistory.id))
      .limit(1);
    expect(entry!.details).toMatchObject({ offer_id: o.a, score: 60, note: 'Оцінено за проєктом побудови каналу' });
    // A bidder reads its own score, never another's.
    const scoresSeen = async (client: Client) =>
      ((await client.get(`/api/tenders/${tender.id}/history`)).json() as { action: string; details: Json }[])
        .filter((e) => e.action === 'technical_scored')
        .map((e) => e.details.score);
    expect(await scoresSeen(providers.a)).toEqual([60]);
    expect(await scoresSeen(providers.c)).toEqual([90]);
  });

  it('refuses a technical score when the method does not count it, and before the deadline', async () => {
    const { manager, tender, offers: o } = await threeLotTender();
    const res = await manager.put(`/api/offers/${o.a}/technical-score`, {
      score: 50,
      note: 'Оцінено за проєктом',
      version: await versionOf(manager, tender.id),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual({ score: 'Метод оцінки цього тендера не враховує технічної оцінки' });
  });
});
