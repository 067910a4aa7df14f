import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { seedDemoOffers } from '../../src/demo/offers.ts';
import { seedDemoTenders } from '../../src/demo/tenders.ts';
import { loginAs, useTestApp, type Client } from '../helpers.ts';

const app = useTestApp();

type Lot = { id: number; position: number; region_id: number; branch_name: string; budget_monthly?: string | null };
type Item = { offer_id: number; rank: number | null; compliant: boolean; unmet_requirements: string[] };
type Compared = { lot_id: number; position: number; items: Item[]; technical_missing: number[] };

async function demoTender(client: Client, title: string) {
  const { items } = (await client.get(`/api/tenders?q=${encodeURIComponent(title)}`)).json() as {
    items: { id: number; title: string; lots_count: number }[];
  };
  const listed = items.find((t) => t.title === title);
  if (!listed) throw new Error(`no demo tender «${title}»`);
  return { listed, card: (await client.get(`/api/tenders/${listed.id}`)).json() };
}

describe('demo tenders of several lots', () => {
  it('one takes offers under a weighted evaluation with a technical score; another, past its deadline, is compared and awarded lot by lot', async () => {
    const [manager] = await app().db.select().from(users).where(eq(users.email, 'manager@demo.ua'));
    await seedDemoOffers(app().db, { tenderIds: await seedDemoTenders(app().db, { managerId: manager!.id }) });
    const bank = await loginAs(app(), 'manager@demo.ua');
    const provider1 = await loginAs(app(), 'provider1@demo.ua');

    // Taking offers: six branches in two regions, the technical score weighed, offers sealed.
    const open = await demoTender(provider1, 'Канали зв’язку для шести відділень у Києві та області');
    expect(open.listed.lots_count).toBe(6);
    expect(open.card.status).toBe('published');
    expect(open.card.evaluation).toEqual({
      method: 'weighted',
      weights: { cost: 50, sla: 20, connection: 10, technical: 20 },
    });
    const openLots = open.card.lots as Lot[];
    expect(new Set(openLots.map((l) => l.region_id)).size).toBe(2);
    expect(openLots.every((l) => !('budget_monthly' in l))).toBe(true);
    // provider1 has not bid there yet, so it may.
    expect(open.card.own_offer).toBeNull();
    expect((await bank.get(`/api/tenders/${open.card.id}/proposals`)).json().code).toBe('offers_sealed');

    // Found by a lot beyond the first: its branch's town, and its region (lot 6 is in Kyiv itself).
    const kyivCity = openLots[5]!.region_id;
    const inKyiv = (await provider1.get(`/api/tenders?region_id=${kyivCity}&page_size=100`)).json();
    expect(inKyiv.items.map((t: { id: number }) => t.id)).toContain(open.card.id);
    const byTown = (await bank.get(`/api/tenders?q=${encodeURIComponent('Шептицький')}`)).json();
    expect(byTown.items.map((t: { title: string }) => t.title)).toEqual([
      'Основні канали для п’яти відділень Львівщини',
    ]);

    // Under evaluation: five branches, 60/25/15, four providers on overlapping lots.
    const { card } = await demoTender(bank, 'Основні канали для п’яти відділень Львівщини');
    expect(card.status).toBe('evaluation');
    expect(card.evaluation).toEqual({
      method: 'weighted',
      weights: { cost: 60, sla: 25, connection: 15, technical: 0 },
    });
    const lots = card.lots as Lot[];
    expect(lots.map((l) => l.position)).toEqual([1, 2, 3, 4, 5]);
    const comparison = (await bank.get(`/api/tenders/${card.id}/proposals`)).json() as {
      offers: { id: number; organization: { name: string } }[];
      lots: Compared[];
    };
    expect(comparison.offers.map((o) => o.organization.name).sort()).toEqual(
      ['ПрАТ «Дніпро Оптік»', 'ТОВ «Західна Мережа»', 'ТОВ «Полісся Нет»', 'ТОВ «Укрмережа Телеком»'].sort(),
    );
    const coveredBy = new Map(
      comparison.offers.map((o) => [
        o.organization.name,
        comparison.lots.filter((l) => l.items.some((i) => i.offer_id === o.id)).map((l) => l.position),
      ]),
    );
    expect(Object.fromEntries(coveredBy)).toEqual({
      'ТОВ «Західна Мережа»': [1, 2, 3, 4, 5],
      'ТОВ «Укрмережа Телеком»': [1, 2, 5],
      'ПрАТ «Дніпро Оптік»': [1, 3, 4],
      'ТОВ «Полісся Нет»': [2, 3, 4, 5],
    });
    for (const lot of comparison.lots) {
      expect(lot.items.length, `lot ${lot.position}`).toBeGreaterThanOrEqual(3);
      expect(lot.technical_missing).toEqual([]);
      expect(lot.items[0]!.rank).toBe(1);
    }
    // In Дрогобич the cheapest channel is slower than asked: out of the ranking, the reason named.
    const dnipro = comparison.offers.find((o) => o.organization.name === 'ПрАТ «Дніпро Оптік»')!;
    const slow = comparison.lots[2]!.items.find((i) => i.offer_id === dnipro.id)!;
    expect(slow).toMatchObject({ compliant: false, unmet_requirements: ['bandwidth'] });

    // The bank awards every lot to its first-ranked offer at once; the tender is then awarded.
    for (const lot of comparison.lots) {
      const version = (await bank.get(`/api/tenders/${card.id}`)).json().version as number;
      const res = await bank.post(`/api/tenders/${card.id}/lots/${lot.lot_id}/award`, {
        offer_id: lot.items[0]!.offer_id,
        version,
      });
      expect(res.statusCode, `lot ${lot.position}`).toBe(200);
    }
    expect((await bank.get(`/api/tenders/${card.id}`)).json().status).toBe('awarded');
  });
});
