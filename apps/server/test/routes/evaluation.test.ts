import crypto from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TOfferWrite } from '@tt/contracts/offers';
import type { TTenderWrite } from '@tt/contracts/tenders';
import { channelOptions, documents, offers, tenderHistory, tenders, users } from '../../src/db/schema/index.ts';
import { verifyHistory } from '../../src/domain/tenders/verify-history.ts';
import { loginAs, useTestApp, type Client } from '../helpers.ts';
import { createOfferDraft, createSubmittedOffer, extraProvider } from '../offer-factory.ts';
import { createDraft, createPublished, setDeadline } from '../tender-factory.ts';

const app = useTestApp();

const BANK_USERS = ['admin@demo.ua', 'manager@demo.ua', 'it@demo.ua', 'auditor@demo.ua'];
const UKRMEREZHA = 'ТОВ «Укрмережа Телеком»';
const DNIPRO = 'ПрАТ «Дніпро Оптік»';

type Json = Record<string, unknown> & { id: number; version: number };

const channelId = async (kind: 'physics' | 'interface' | 'protocol', name: string) =>
  (
    await app()
      .db.select()
      .from(channelOptions)
      .where(and(eq(channelOptions.kind, kind), eq(channelOptions.name, name)))
  )[0]!.id;

/** A published tender with the given offers submitted, then its deadline moved a minute into the past. */
async function evaluatedTender(
  bids: [Client, Partial<TOfferWrite>?][],
  overrides: Partial<TTenderWrite> = {},
): Promise<{ tender: Json; offers: Json[]; manager: Client }> {
  const manager = await loginAs(app(), 'manager@demo.ua');
  const tender = await createPublished(manager, overrides);
  const submitted: Json[] = [];
  for (const [client, body] of bids) submitted.push(await createSubmittedOffer(client, tender.id, body));
  await setDeadline(app(), tender.id, '-1 minute');
  return { tender, offers: submitted, manager };
}

const historyOf = (tenderId: number) =>
  app().db.select().from(tenderHistory).where(eq(tenderHistory.tenderId, tenderId)).orderBy(asc(tenderHistory.id));

const lastHistoryEntry = async (tenderId: number) => (await historyOf(tenderId)).at(-1)!;

const offerStatuses = async (tenderId: number) =>
  Object.fromEntries(
    (await app().db.select().from(offers).where(eq(offers.tenderId, tenderId))).map((o) => [o.id, o.status]),
  );

describe('GET /api/tenders/:id/offers', () => {
  it('is sealed before the deadline for every bank role, telling nothing about the offers', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    await createSubmittedOffer(await loginAs(app(), 'provider1@demo.ua'), tender.id, {
      monthly_price: '4321.99',
      installation_price: '8765.43',
      comment: 'Секретна примітка провайдера',
    });

    for (const email of BANK_USERS) {
      const bank = await loginAs(app(), email);
      for (const path of ['offers', 'proposals']) {
        const res = await bank.get(`/api/tenders/${tender.id}/${path}`);
        expect(res.statusCode, `${email} ${path}`).toBe(403);
        const body = res.json();
        expect(body.code).toBe('offers_sealed');
        expect(body.error).toMatch(/^Пропозиції запечатані до завершення кінцевого терміну/);
        for (const secret of ['4321', '8765', 'Укрмережа', 'Секретна', 'provider1'])
          expect(res.body).not.toContain(secret);
      }
    }
    // The count stays on the tender card.
    expect((await manager.get(`/api/tenders/${tender.id}`)).json().offers_count).toBe(1);
  });

  it('lists submitted offers only, with organisations and documents, after the deadline', async () => {
    const provider1 = await loginAs(app(), 'provider1@demo.ua');
    const provider2 = await loginAs(app(), 'provider2@demo.ua');
    const extra = await extraProvider(app(), 'ТОВ «Магістраль Телеком»', '41273854');
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    const first = await createSubmittedOffer(provider1, tender.id);
    await createOfferDraft(provider2, tender.id, { monthly_price: '1.00' });
    const withdrawn = await createSubmittedOffer(extra, tender.id, { monthly_price: '2.00' });
    expect((await extra.post(`/api/offers/${withdrawn.id}/withdraw`, { version: withdrawn.version })).statusCode).toBe(
      200,
    );
    const [author] = await app().db.select().from(users).where(eq(users.email, 'provider1@demo.ua'));
    await app()
      .db.insert(documents)
      .values({
        tenderId: tender.id,
        offerId: first.id,
        fileName: 'Комерційна пропозиція.pdf',
        contentType: 'application/pdf',
        sizeBytes: 1234,
        sha256: 'a'.repeat(64),
        storageKey: crypto.randomUUID(),
        uploadedBy: author!.id,
      });
    await setDeadline(app(), tender.id, '-1 minute');

    for (const email of BANK_USERS) {
      const res = await (await loginAs(app(), email)).get(`/api/tenders/${tender.id}/offers`);
      expect(res.statusCode, email).toBe(200);
      const list = res.json();
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        id: first.id,
        tender_id: tender.id,
        status: 'submitted',
        organization: { name: UKRMEREZHA },
        monthly_price: '4200.00',
        installation_price: '1500.00',
        sla_availability: '99.500',
        documents: [{ file_name: 'Комерційна пропозиція.pdf', size_bytes: 1234 }],
      });
      expect(list[0].submitted_at).toBeTruthy();
    }
  });

  it('shows a provider only its own offer in any status, before and after the deadline', async () => {
    const provider1 = await loginAs(app(), 'provider1@demo.ua');
    const provider2 = await loginAs(app(), 'provider2@demo.ua');
    const provider3 = await loginAs(app(), 'provider3@demo.ua');
    const tender = await createPublished(await loginAs(app(), 'manager@demo.ua'));
    const submitted = await createSubmittedOffer(provider1, tender.id);
    const draft = await createOfferDraft(provider2, tender.id, { monthly_price: '3999.00' });

    for (const when of ['before', 'after']) {
      if (when === 'after') await setDeadline(app(), tender.id, '-1 minute');
      const own1 = (await provider1.get(`/api/tenders/${tender.id}/offers`)).json();
      expect(
        own1.map((o: Json) => [o.id, o.status]),
        when,
      ).toEqual([[submitted.id, 'submitted']]);
      const own2 = await provider2.get(`/api/tenders/${tender.id}/offers`);
      expect(
        own2.json().map((o: Json) => [o.id, o.status]),
        when,
      ).toEqual([[draft.id, 'draft']]);
      expect(own2.body).not.toContain('Укрмережа');
      expect((await provider3.get(`/api/tenders/${tender.id}/offers`)).json()).toEqual([]);
    }
  });

  it('returns 404 to a provider for a draft tender', async () => {
    const draft = await createDraft(await loginAs(app(), 'manager@demo.ua'));
    const res = await (await loginAs(app(), 'provider1@demo.ua')).get(`/api/tenders/${draft.id}/offers`);
    expect(res.statusCode).toBe(404);
  });

  it('keeps the offers of a tender cancelled before its deadline sealed for good', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    await createSubmittedOffer(await loginAs(app(), 'provider1@demo.ua'), tender.id, { monthly_price: '4321.99' });
    const cancel = await manager.post(`/api/tenders/${tender.id}/cancel`, {
      reason: 'Відділення закривається',
      version: tender.version,
    });
    expect(cancel.statusCode).toBe(200);
    await setDeadline(app(), tender.id, '-1 day');
    const res = await manager.get(`/api/tenders/${tender.id}/offers`);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('offers_sealed');
    expect(res.body).not.toContain('4321');
  });
});

describe('GET /api/tenders/:id/proposals', () => {
  it('computes exact figures, match marks, compliance and best values among compliant offers', async () => {
    const radio = await channelId('physics', 'Радіорелейний канал');
    const provider1 = await loginAs(app(), 'provider1@demo.ua');
    const provider2 = await loginAs(app(), 'provider2@demo.ua');
    const extra = await extraProvider(app(), 'ТОВ «Магістраль Телеком»', '41273854');
    const {
      tender,
      offers: [a, b, c],
    } = await evaluatedTender([
      [provider1, { connection_days: 10, sla_availability: '99.99' }],
      [
        provider2,
        {
          monthly_price: '3950.50',
          installation_price: '0',
          bandwidth_mbps: 200,
          physics_id: radio,
          contract_months: 24,
          connection_days: 45,
          sla_availability: '99.9',
        },
      ],
      [
        extra,
        { monthly_price: '4100.00', installation_price: '1000.00', bandwidth_mbps: 150, sla_availability: '99.950' },
      ],
    ]);

    const res = await (await loginAs(app(), 'auditor@demo.ua')).get(`/api/tenders/${tender.id}/proposals`);
    expect(res.statusCode).toBe(200);
    // A single-site tender is compared as its one lot; each offer is named once.
    const comparison = res.json();
    expect(comparison.lots).toHaveLength(1);
    const { items, best } = comparison.lots[0];
    const names = Object.fromEntries(
      comparison.offers.map((o: Json & { organization: Json }) => [o.id, o.organization.name]),
    );
    expect(names).toMatchObject({ [a!.id]: UKRMEREZHA, [b!.id]: DNIPRO });
    // Ranked cheapest over the tender's 12 months first; the cheapest misses requirements and comes last.
    expect(items.map((i: Json) => [i.offer_id, i.rank])).toEqual([
      [c!.id, 1],
      [a!.id, 2],
      [b!.id, null],
    ]);
    const byId = Object.fromEntries(items.map((i: Json) => [i.offer_id, i]));
    expect(byId[a!.id]).toMatchObject({
      total_cost: '51900.00', // 4200.00 × 12 + 1500.00
      uah_per_mbps_month: '42.00',
      matches: {
        bandwidth: true,
        physics: true,
        interface: true,
        protocol: true,
        contract_months: true,
        connection_date: true,
      },
      compliant: true,
      unmet_requirements: [],
    });
    expect(byId[b!.id]).toMatchObject({
      installation_price: '0.00',
      total_cost: '47406.00', // 3950.50 × 12 + 0.00, the tender's term whatever the offer says
      uah_per_mbps_month: '19.75', // 19.7525 rounded
      matches: { bandwidth: true, physics: false, contract_months: false, connection_date: false },
      compliant: false,
      unmet_requirements: ['physics', 'connection_date', 'contract_months'],
    });
    expect(byId[c!.id]).toMatchObject({
      total_cost: '50200.00',
      uah_per_mbps_month: '27.33', // 27.333… rounded
      matches: { bandwidth: true, physics: true, connection_date: true },
      compliant: true,
    });
    // The cheapest, fastest, widest offer misses requirements: it is best at nothing.
    expect(best).toEqual({
      monthly_price: [c!.id],
      installation_price: [c!.id],
      total_cost: [c!.id],
      uah_per_mbps_month: [c!.id],
      bandwidth_mbps: [c!.id],
      connection_days: [a!.id],
      sla_availability: [a!.id],
    });
  });

  it('counts stated values as meeting "any" requirements and marks nothing best on a full tie', async () => {
    const provider1 = await loginAs(app(), 'provider1@demo.ua');
    const provider2 = await loginAs(app(), 'provider2@demo.ua');
    const {
      tender,
      offers: [a, b],
    } = await evaluatedTender(
      [
        [provider1, {}],
        [provider2, {}],
      ],
      { physics_id: null, interface_id: null, protocol_id: null },
    );
    // As an offer submitted before every offer had to state its channel (lifecycles.md §7).
    await app().db.update(offers).set({ physicsId: null }).where(eq(offers.id, b!.id));
    const { items, best } = (
      await (await loginAs(app(), 'it@demo.ua')).get(`/api/tenders/${tender.id}/proposals`)
    ).json().lots[0];
    const ids = [a!.id, b!.id].sort((x, y) => x - y);
    // Equal in everything: they share the first place, in id order.
    expect(items.map((i: Json) => [i.offer_id, i.rank])).toEqual(ids.map((id) => [id, 1]));
    const byId = Object.fromEntries(items.map((i: Json) => [i.offer_id, i]));
    expect(byId[a!.id]).toMatchObject({ matches: { physics: true, interface: true, protocol: true }, compliant: true });
    // Stated nothing where anything goes: no mark, and nothing against it.
    expect(byId[b!.id]).toMatchObject({ matches: { physics: null, interface: true, protocol: true }, compliant: true });
    for (const key of Object.keys(best)) expect(best[key], key).toEqual([]);
  });

  it('answers empty lists for an evaluated tender without offers', async () => {
    const { tender } = await evaluatedTender([]);
    // Too few offers: the tender reads as unsuccessful, and its (absent) offers are open.
    const res = await (await loginAs(app(), 'manager@demo.ua')).get(`/api/tenders/${tender.id}/proposals`);
    expect(res.statusCode).toBe(200);
    expect(res.json().offers).toEqual([]);
    expect(res.json().lots[0].items).toEqual([]);
    expect(res.json().lots[0].best.total_cost).toEqual([]);
  });
});

describe('POST /api/tenders/:id/award', () => {
  it('makes the chosen offer won and every other submitted offer lost, and names the winner in history', async () => {
    const provider1 = await loginAs(app(), 'provider1@demo.ua');
    const provider2 = await loginAs(app(), 'provider2@demo.ua');
    const extra = await extraProvider(app(), 'ТОВ «Магістраль Телеком»', '41273854');
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    const winner = await createSubmittedOffer(provider1, tender.id);
    const loser = await createSubmittedOffer(provider2, tender.id, { monthly_price: '3900.00' });
    const withdrawn = await createSubmittedOffer(extra, tender.id);
    await extra.post(`/api/offers/${withdrawn.id}/withdraw`, { version: withdrawn.version });
    await setDeadline(app(), tender.id, '-1 minute');

    const res = await manager.post(`/api/tenders/${tender.id}/award`, {
      offer_id: winner.id,
      reason: 'Найкраще співвідношення ціни та SLA',
      version: tender.version,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'awarded', version: tender.version + 1 });
    // The card names the winner to the bank; a provider learns only its own outcome.
    const named = {
      id: winner.id,
      organization: { id: (winner.organization as { id: number }).id, name: UKRMEREZHA },
      monthly_price: winner.monthly_price,
      installation_price: winner.installation_price,
      vat_included: winner.vat_included,
    };
    expect(res.json().winner).toEqual(named);
    for (const email of ['auditor@demo.ua', 'it@demo.ua'])
      expect((await (await loginAs(app(), email)).get(`/api/tenders/${tender.id}`)).json().winner).toEqual(named);
    const providerCard = (await provider2.get(`/api/tenders/${tender.id}`)).json();
    expect(providerCard).not.toHaveProperty('winner');
    expect(providerCard.own_offer).toMatchObject({ id: loser.id, status: 'lost' });
    expect(JSON.stringify(providerCard)).not.toContain(UKRMEREZHA);
    // Stored, not only derived: the scheduler had not stored evaluation.
    const [row] = await app().db.select().from(tenders).where(eq(tenders.id, tender.id));
    expect(row!.status).toBe('awarded');
    expect(await offerStatuses(tender.id)).toEqual({
      [winner.id]: 'won',
      [loser.id]: 'lost',
      [withdrawn.id]: 'withdrawn',
    });

    // The deadline outcome the scheduler had not stored yet comes first, so the history reads in order.
    const history = await historyOf(tender.id);
    expect(history.slice(-2).map((e) => e.action)).toEqual(['evaluation_started', 'awarded']);
    const entry = history.at(-1)!;
    expect(entry.actorRole).toBe('manager');
    // Not the first in the ranking: the reason was required, and the place is recorded with it.
    expect(entry.details).toEqual({
      offer_id: winner.id,
      organization: UKRMEREZHA,
      reason: 'Найкраще співвідношення ціни та SLA',
      rank: 2,
    });
    expect(await verifyHistory(app().db, { tenderId: tender.id })).toMatchObject({ ok: true });

    // Everyone sees the outcome of their own offer; the bank still sees all of them.
    const own = (await provider2.get(`/api/tenders/${tender.id}/offers`)).json();
    expect(own.map((o: Json) => o.status)).toEqual(['lost']);
    const list = (await manager.get(`/api/tenders/${tender.id}/offers`)).json();
    expect(list.map((o: Json) => [o.id, o.status])).toEqual([
      [winner.id, 'won'],
      [loser.id, 'lost'],
    ]);
    const proposals = (await manager.get(`/api/tenders/${tender.id}/proposals`)).json();
    expect(proposals.offers.map((o: Json) => o.status).sort()).toEqual(['lost', 'won']);
  });

  it('awards an offer that misses a requirement only with a reason, and records both in history', async () => {
    const radio = await channelId('physics', 'Радіорелейний канал');
    const provider1 = await loginAs(app(), 'provider1@demo.ua');
    const provider2 = await loginAs(app(), 'provider2@demo.ua');
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    const cheap = await createSubmittedOffer(provider1, tender.id, {
      monthly_price: '3000.00',
      physics_id: radio,
      contract_months: 24,
    });
    const compliant = await createSubmittedOffer(provider2, tender.id);

    // Before the deadline the step is refused first: nothing about the offer shows through.
    const early = await manager.post(`/api/tenders/${tender.id}/award`, {
      offer_id: cheap.id,
      version: tender.version,
    });
    expect(early.statusCode).toBe(409);
    expect(early.body).not.toMatch(/Обґрунтування|середовище/);

    await setDeadline(app(), tender.id, '-1 minute');
    for (const reason of [undefined, '', '   \n ']) {
      const res = await manager.post(`/api/tenders/${tender.id}/award`, {
        offer_id: cheap.id,
        version: tender.version,
        ...(reason === undefined ? {} : { reason }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_failed',
        details: {
          fields: {
            reason:
              'Поле «Обґрунтування вибору» є обов’язковим, бо пропозиція не відповідає вимогам тендера: фізичне середовище, строк договору',
          },
        },
      });
    }
    // Refused means nothing happened, not even the deadline outcome the award would have stored.
    expect(await offerStatuses(tender.id)).toEqual({ [cheap.id]: 'submitted', [compliant.id]: 'submitted' });
    expect((await historyOf(tender.id)).map((e) => e.action)).not.toContain('awarded');

    const res = await manager.post(`/api/tenders/${tender.id}/award`, {
      offer_id: cheap.id,
      reason: 'Радіоканал погоджено зі службою безпеки; договір на 24 місяці вигідніший',
      version: tender.version,
    });
    expect(res.statusCode).toBe(200);
    expect(await offerStatuses(tender.id)).toEqual({ [cheap.id]: 'won', [compliant.id]: 'lost' });
    const recorded = {
      offer_id: cheap.id,
      organization: UKRMEREZHA,
      reason: 'Радіоканал погоджено зі службою безпеки; договір на 24 місяці вигідніший',
      unmet_requirements: ['physics', 'contract_months'],
    };
    expect((await lastHistoryEntry(tender.id)).details).toEqual(recorded);
    expect(await verifyHistory(app().db, { tenderId: tender.id })).toMatchObject({ ok: true });

    // The bank and the winner read it; the other bidder learns only that a winner was chosen.
    const awardedEntry = async (client: Client) =>
      ((await client.get(`/api/tenders/${tender.id}/history`)).json() as { action: string; details: unknown }[]).find(
        (e) => e.action === 'awarded',
      );
    expect((await awardedEntry(await loginAs(app(), 'auditor@demo.ua')))?.details).toEqual(recorded);
    expect((await awardedEntry(provider1))?.details).toEqual(recorded);
    expect((await awardedEntry(provider2))?.details).toEqual({});
  });

  it('awards a compliant offer without a reason and records no missed requirement', async () => {
    const {
      tender,
      offers: [offer],
      manager,
    } = await evaluatedTender([
      [await loginAs(app(), 'provider1@demo.ua')],
      [await loginAs(app(), 'provider2@demo.ua'), { physics_id: await channelId('physics', 'Радіорелейний канал') }],
    ]);
    const res = await manager.post(`/api/tenders/${tender.id}/award`, { offer_id: offer!.id, version: tender.version });
    expect(res.statusCode).toBe(200);
    expect((await lastHistoryEntry(tender.id)).details).toEqual({
      offer_id: offer!.id,
      organization: UKRMEREZHA,
      reason: '',
    });
  });

  it('returns 409 before the deadline and once a winner is chosen', async () => {
    const provider1 = await loginAs(app(), 'provider1@demo.ua');
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    const offer = await createSubmittedOffer(provider1, tender.id);

    const early = await manager.post(`/api/tenders/${tender.id}/award`, {
      offer_id: offer.id,
      version: tender.version,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'invalid_transition',
      error: 'Визначення переможця неможливо: тендер у статусі «Прийом пропозицій»',
    });

    await setDeadline(app(), tender.id, '-1 minute');
    const body = { offer_id: offer.id, version: tender.version };
    expect((await manager.post(`/api/tenders/${tender.id}/award`, body)).statusCode).toBe(200);
    const again = await manager.post(`/api/tenders/${tender.id}/award`, { ...body, version: tender.version + 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toContain('«Визначено переможця»');
  });

  it('returns 409 version_conflict for a stale version', async () => {
    const {
      tender,
      offers: [offer],
      manager,
    } = await evaluatedTender([[await loginAs(app(), 'provider1@demo.ua')]]);
    const res = await manager.post(`/api/tenders/${tender.id}/award`, {
      offer_id: offer!.id,
      version: tender.version - 1,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('version_conflict');
    expect(await offerStatuses(tender.id)).toEqual({ [offer!.id]: 'submitted' });
  });

  it('returns 400 for an offer of another tender, a withdrawn one or an unknown id', async () => {
    const provider1 = await loginAs(app(), 'provider1@demo.ua');
    const provider2 = await loginAs(app(), 'provider2@demo.ua');
    const { tender, manager } = await evaluatedTender([[provider1]]);
    const other = await createPublished(manager);
    const foreign = await createSubmittedOffer(provider2, other.id);
    const mine = await createPublished(manager);
    const withdrawn = await createSubmittedOffer(provider2, mine.id);
    await provider2.post(`/api/offers/${withdrawn.id}/withdraw`, { version: withdrawn.version });
    await createSubmittedOffer(provider1, mine.id);
    await setDeadline(app(), mine.id, '-1 minute');

    for (const [id, offerId, version] of [
      [tender.id, foreign.id, tender.version],
      [mine.id, withdrawn.id, mine.version],
      [tender.id, 999_999, tender.version],
    ] as const) {
      const res = await manager.post(`/api/tenders/${id}/award`, { offer_id: offerId, version });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.fields.offer_id).toBe('Оберіть одну з поданих пропозицій цього тендера');
    }
    expect((await app().db.select().from(tenders).where(eq(tenders.id, tender.id)))[0]!.status).toBe('published');
  });

  it('awards a tender with enough offers whatever its id and theirs', async () => {
    // Ids that do not line up, so a count keyed on the wrong column shows.
    const manager = await loginAs(app(), 'manager@demo.ua');
    for (let i = 0; i < 3; i++) await createDraft(manager);
    const {
      tender,
      offers: [a],
    } = await evaluatedTender(
      [[await loginAs(app(), 'provider1@demo.ua')], [await loginAs(app(), 'provider2@demo.ua')]],
      { min_offers: 2 },
    );
    expect((await manager.get(`/api/tenders/${tender.id}`)).json()).toMatchObject({
      status: 'evaluation',
      offers_count: 2,
    });
    const res = await manager.post(`/api/tenders/${tender.id}/award`, { offer_id: a!.id, version: tender.version });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a tender that reads as unsuccessful for too few offers', async () => {
    const {
      tender,
      offers: [offer],
      manager,
    } = await evaluatedTender([[await loginAs(app(), 'provider1@demo.ua')]], { min_offers: 2 });
    const res = await manager.post(`/api/tenders/${tender.id}/award`, { offer_id: offer!.id, version: tender.version });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toContain('«Не відбувся»');
  });
});

describe('POST /api/tenders/:id/unsuccessful', () => {
  it('closes an evaluation with a reason and leaves the offers submitted', async () => {
    const {
      tender,
      offers: list,
      manager,
    } = await evaluatedTender([
      [await loginAs(app(), 'provider1@demo.ua')],
      [await loginAs(app(), 'provider2@demo.ua')],
    ]);
    const reason = 'Усі пропозиції суттєво перевищують очікуваний бюджет';
    const res = await manager.post(`/api/tenders/${tender.id}/unsuccessful`, { reason, version: tender.version });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'unsuccessful', status_reason: reason, version: tender.version + 1 });
    expect(Object.values(await offerStatuses(tender.id))).toEqual(['submitted', 'submitted']);
    expect((await manager.get(`/api/tenders/${tender.id}/offers`)).json()).toHaveLength(list.length);
    const entry = await lastHistoryEntry(tender.id);
    expect([entry.action, entry.details]).toEqual(['unsuccessful', { reason }]);
  });

  it('returns 400 without a reason and 409 before the deadline', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    const missing = await manager.post(`/api/tenders/${tender.id}/unsuccessful`, { version: tender.version });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.fields.reason).toContain('«Причина»');
    const early = await manager.post(`/api/tenders/${tender.id}/unsuccessful`, {
      reason: 'Потреба відпала',
      version: tender.version,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toContain('«Прийом пропозицій»');
  });
});

describe('POST /api/tenders/:id/complete', () => {
  it('completes an awarded tender; offers keep their outcome', async () => {
    const {
      tender,
      offers: [winner, loser],
      manager,
    } = await evaluatedTender([
      [await loginAs(app(), 'provider1@demo.ua')],
      [await loginAs(app(), 'provider2@demo.ua')],
    ]);
    const early = await manager.post(`/api/tenders/${tender.id}/complete`, { version: tender.version });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('Завершення неможливо: тендер у статусі «Розгляд пропозицій»');

    await manager.post(`/api/tenders/${tender.id}/award`, { offer_id: winner!.id, version: tender.version });
    const stale = await manager.post(`/api/tenders/${tender.id}/complete`, { version: tender.version });
    expect(stale.json().code).toBe('version_conflict');
    const res = await manager.post(`/api/tenders/${tender.id}/complete`, {
      note: 'Канал підключено, акт підписано',
      version: tender.version + 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'completed', version: tender.version + 2 });
    expect(await offerStatuses(tender.id)).toEqual({ [winner!.id]: 'won', [loser!.id]: 'lost' });
    const entry = await lastHistoryEntry(tender.id);
    expect([entry.action, entry.details]).toEqual(['completed', { note: 'Канал підключено, акт підписано' }]);
    expect(await verifyHistory(app().db, { tenderId: tender.id })).toMatchObject({ ok: true });
  });
});

describe('POST /api/tenders/:id/cancel during evaluation', () => {
  it('cancels with a reason, names no winner and keeps the offers open to the bank', async () => {
    const {
      tender,
      offers: [a, b],
      manager,
    } = await evaluatedTender([
      [await loginAs(app(), 'provider1@demo.ua')],
      [await loginAs(app(), 'provider2@demo.ua')],
    ]);
    const res = await manager.post(`/api/tenders/${tender.id}/cancel`, {
      reason: 'Відділення закривається',
      version: tender.version,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', status_reason: 'Відділення закривається' });
    const history = await historyOf(tender.id);
    expect(history.slice(-2).map((e) => [e.action, e.details])).toEqual([
      ['evaluation_started', { offers_count: 2 }],
      ['cancelled', { from_status: 'evaluation', reason: 'Відділення закривається' }],
    ]);
    expect(await offerStatuses(tender.id)).toEqual({ [a!.id]: 'submitted', [b!.id]: 'submitted' });
    expect((await manager.get(`/api/tenders/${tender.id}/offers`)).json()).toHaveLength(2);
    const award = await manager.post(`/api/tenders/${tender.id}/award`, {
      offer_id: a!.id,
      version: tender.version + 1,
    });
    expect(award.statusCode).toBe(409);
    expect(award.json().error).toContain('«Скасовано»');
  });

  it('refuses to cancel an awarded tender', async () => {
    const {
      tender,
      offers: [a],
      manager,
    } = await evaluatedTender([[await loginAs(app(), 'provider1@demo.ua')]]);
    await manager.post(`/api/tenders/${tender.id}/award`, { offer_id: a!.id, version: tender.version });
    const res = await manager.post(`/api/tenders/${tender.id}/cancel`, {
      reason: 'Передумали',
      version: tender.version + 1,
    });
    expect(res.statusCode).toBe(409);
    expect(await offerStatuses(tender.id)).toEqual({ [a!.id]: 'won' });
  });
});
