import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offers, tenderHistory, tenders, users } from '../../src/db/schema/index.ts';
import { DEMO_OFFERS, seedDemoOffers } from '../../src/demo/offers.ts';
import { DEMO_TENDERS, seedDemoTenders } from '../../src/demo/tenders.ts';
import { verifyHistory } from '../../src/domain/tenders/verify-history.ts';
import { loginAs, useTestApp } from '../helpers.ts';

const app = useTestApp();

describe('demo offers', () => {
  it('fit every tender status, keep sealed offers sealed and history chained in time order', async () => {
    const [manager] = await app().db.select().from(users).where(eq(users.email, 'manager@demo.ua'));
    const tenderIds = await seedDemoTenders(app().db, { managerId: manager!.id });
    const count = await seedDemoOffers(app().db, { tenderIds });
    expect(count).toBe(Object.values(DEMO_OFFERS).reduce((n, p) => n + p.offers.length, 0));

    const bank = await loginAs(app(), 'auditor@demo.ua');
    const provider1 = await loginAs(app(), 'provider1@demo.ua');
    const offerRows = await app().db.select().from(offers);
    const rows = await app().db.select().from(tenders);
    // Every offer states its channel, also where the tender accepts any (docs/product/lifecycles.md §7).
    for (const o of offerRows) {
      expect([o.physicsId, o.interfaceId, o.protocolId], `offer ${o.id}`).not.toContain(null);
    }

    for (const [i, id] of tenderIds.entries()) {
      const story = DEMO_TENDERS[i]!.story;
      const row = rows.find((r) => r.id === id)!;
      const own = offerRows.filter((o) => o.tenderId === id);
      const card = (await bank.get(`/api/tenders/${id}`)).json();
      // The offers do not change how a demo tender reads.
      expect(card.status, row.title).toBe(story.status);

      expect(await verifyHistory(app().db, { tenderId: id })).toMatchObject({ ok: true });
      const history = await app()
        .db.select()
        .from(tenderHistory)
        .where(eq(tenderHistory.tenderId, id))
        .orderBy(asc(tenderHistory.id));
      const times = history.map((e) => e.createdAt.getTime());
      expect(times, row.title).toEqual([...times].sort((a, b) => a - b));
      for (const o of own) {
        expect(o.createdAt.getTime()).toBeGreaterThanOrEqual(row.publishedAt!.getTime());
        if (o.submittedAt) expect(o.submittedAt.getTime()).toBeLessThan(row.offersDeadline.getTime());
        if (o.status !== 'draft') {
          expect(
            history.some(
              (e) => e.action === 'offer_submitted' && (e.details as { offer_id: number }).offer_id === o.id,
            ),
          ).toBe(true);
        }
      }

      const res = await bank.get(`/api/tenders/${id}/offers`);
      if (['published', 'draft'].includes(story.status) || (story.status === 'cancelled' && own.length > 0)) {
        expect(res.statusCode, row.title).toBe(403);
        expect(res.json().code).toBe('offers_sealed');
        continue;
      }
      if (story.status === 'cancelled') continue;
      expect(res.statusCode, row.title).toBe(200);
      const listed = res.json() as { id: number; status: string }[];
      expect(listed.map((o) => o.id).sort()).toEqual(
        own
          .filter((o) => ['submitted', 'won', 'lost'].includes(o.status))
          .map((o) => o.id)
          .sort(),
      );

      if (story.status === 'awarded' || story.status === 'completed') {
        const won = own.filter((o) => o.status === 'won');
        expect(won, row.title).toHaveLength(1);
        expect(own.filter((o) => o.status !== 'won').every((o) => o.status === 'lost')).toBe(true);
        const awarded = history.find((e) => e.action === 'awarded')!;
        expect(awarded.details).toMatchObject({ offer_id: won[0]!.id, organization: expect.any(String) });
        // Its only lot records the same decision, with the reason.
        expect(card.lots[0].decision).toMatchObject({
          outcome: 'awarded',
          reason: (awarded.details as { reason: string }).reason,
          winner: { offer_id: won[0]!.id },
        });
      } else {
        expect(
          own.every((o) => ['submitted', 'draft', 'withdrawn'].includes(o.status)),
          row.title,
        ).toBe(true);
      }
      if (story.status === 'evaluation') {
        expect(listed.length).toBeGreaterThanOrEqual(2);
        const proposals = await bank.get(`/api/tenders/${id}/proposals`);
        expect(proposals.statusCode).toBe(200);
        type Item = { monthly_price: string; compliant: boolean; matches: Record<string, boolean | null> };
        const [lot] = proposals.json().lots as { items: Item[]; best: Record<string, number[]> }[];
        const items = lot!.items;
        // Best values are marked among compliant offers, where there are two to compare.
        if (items.filter((i) => i.compliant).length >= 2) {
          const best = Object.values(lot!.best);
          expect(
            best.some((ids) => ids.length > 0),
            row.title,
          ).toBe(true);
        }
        // Every offer states its channel, so each requirement is marked met or missed, never «Не вказано».
        for (const i of items) {
          expect([i.matches.physics, i.matches.interface, i.matches.protocol], row.title).not.toContain(null);
        }
        if (row.title === 'Інтернет для відділення в Кропивницькому') {
          // The story: the cheapest offer misses the interface the bank asked for; any medium goes.
          const [cheapest, ...others] = [...items].sort((a, b) => Number(a.monthly_price) - Number(b.monthly_price));
          expect(cheapest!.matches).toMatchObject({ interface: false, physics: true });
          expect(others.every((i) => i.compliant)).toBe(true);
        }
      }

      // A provider sees its own offer only, whatever the tender's status.
      const mine = (await provider1.get(`/api/tenders/${id}/offers`)).json() as { organization: { name: string } }[];
      expect(mine.every((o) => o.organization.name === 'ТОВ «Укрмережа Телеком»')).toBe(true);
    }
  });
});
