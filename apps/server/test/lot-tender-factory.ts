import type { TEvaluationWrite } from '@tt/contracts/evaluation';
import { loginAs, type Client, type TestApp } from './helpers.ts';
import { lotOfferBody } from './offer-factory.ts';
import { lotsBody, setDeadline } from './tender-factory.ts';

type Json = Record<string, unknown> & { id: number; version: number };

/**
 * A tender of three lots after its deadline, with three providers on overlapping subsets:
 * A (provider1) on lots 1 and 2, B (provider2) on 2 and 3, C (provider4) on 1 and 3. Each offer
 * prices its lots from its `monthly`, stepping by 100 per lot it covers: lot 1 A 1000, C 1600;
 * lot 2 A 1100, B 1000; lot 3 B 1100, C 1700 (every lot offered at 1000 Мбіт/с). The lots are
 * lotsBody's: Lviv with fibre, Kyiv with any medium, Lviv with fibre; budgets 1000, 2000, 3000.
 */
export async function threeLotTender(app: TestApp, evaluation?: TEvaluationWrite) {
  const manager = await loginAs(app, 'manager@demo.ua');
  const draft = (await manager.post('/api/tenders', await lotsBody(app, 3, evaluation ? { evaluation } : {}))).json();
  const tender = (await manager.post(`/api/tenders/${draft.id}/publish`, { version: draft.version })).json();
  const [lot1, lot2, lot3] = tender.lots.map((l: Json) => l.id) as [number, number, number];
  const a = await loginAs(app, 'provider1@demo.ua');
  const b = await loginAs(app, 'provider2@demo.ua');
  const c = await loginAs(app, 'provider4@demo.ua');
  const bid = async (client: Client, lots: number[], monthly: number, sla = '99.500', days = 14) => {
    const offer = (
      await client.post(`/api/tenders/${tender.id}/offers`, await lotOfferBody(client, lots, { monthly, sla, days }))
    ).json();
    const res = await client.post(`/api/offers/${offer.id}/submit`, { version: offer.version });
    if (res.statusCode !== 200) throw new Error(`offer submit failed: ${res.statusCode} ${res.body}`);
    return offer.id as number;
  };
  const offerA = await bid(a, [lot1, lot2], 1000);
  const offerB = await bid(b, [lot2, lot3], 1000, '99.900', 30);
  const offerC = await bid(c, [lot1, lot3], 1600, '99.990', 7);
  await setDeadline(app, tender.id, '-1 minute');
  return {
    manager,
    tender: tender as Json & { number: string },
    lots: [lot1, lot2, lot3] as const,
    providers: { a, b, c },
    offers: { a: offerA, b: offerB, c: offerC },
  };
}

/** Why lot 3 of splitAward's tender did not take place. */
export const LOT_THREE_UNSUCCESSFUL = 'Ціни значно вищі за бюджет';

/**
 * threeLotTender decided lot by lot, each to the first of its ranking where it has a winner: lot 1
 * to A at 1000, lot 2 to B at 1000, lot 3 declared unsuccessful. The tender ends awarded to two
 * providers; A's and B's offers are won, C's lost.
 */
export async function splitAward(app: TestApp, evaluation?: TEvaluationWrite) {
  const scenario = await threeLotTender(app, evaluation);
  const { manager, tender, lots, offers } = scenario;
  let version = (await manager.get(`/api/tenders/${tender.id}`)).json().version as number;
  const decide = async (path: string, body: object) => {
    const res = await manager.post(`/api/tenders/${tender.id}/lots/${path}`, { ...body, version });
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
    version = res.json().version;
  };
  await decide(`${lots[0]}/award`, { offer_id: offers.a });
  await decide(`${lots[1]}/award`, { offer_id: offers.b });
  await decide(`${lots[2]}/unsuccessful`, { reason: LOT_THREE_UNSUCCESSFUL });
  return scenario;
}
