import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offers, organizations, users } from '../../src/db/schema/index.ts';
import { verifyHistory } from '../../src/domain/tenders/verify-history.ts';
import { loginAs, useTestApp } from '../helpers.ts';
import { historyOf, storedOffer } from '../offer-rows.ts';
import { createOfferDraft, createSubmittedOffer, offerBody } from '../offer-factory.ts';
import { createDraft, createPublished, referenceIds, setDeadline } from '../tender-factory.ts';

// Races between writes live in concurrent-writes.pg.test.ts.

const app = useTestApp();

const BANK_USERS = ['admin@demo.ua', 'manager@demo.ua', 'it@demo.ua', 'auditor@demo.ua'];
const PROVIDER1_ORG = 'ТОВ «Укрмережа Телеком»';

async function managerAndTender() {
  const manager = await loginAs(app(), 'manager@demo.ua');
  const tender = await createPublished(manager);
  return { manager, tender };
}

async function dbNow(): Promise<Date> {
  const result = await app().db.execute(
    sql`select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as now`,
  );
  return new Date((result as unknown as { rows: { now: string }[] }).rows[0]!.now);
}

describe('POST /api/tenders/:id/offers', () => {
  it('creates a draft of the caller organisation with exact decimal money stored as numeric', async () => {
    const { tender } = await managerAndTender();
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const res = await provider.post(
      `/api/tenders/${tender.id}/offers`,
      await offerBody(provider, {
        monthly_price: '12345678901.99',
        installation_price: '0.10',
        sla_availability: '99.95',
      }),
    );
    expect(res.statusCode).toBe(201);
    const offer = res.json();
    expect(offer).toMatchObject({
      tender_id: tender.id,
      status: 'draft',
      organization: { name: PROVIDER1_ORG },
      monthly_price: '12345678901.99',
      installation_price: '0.10',
      sla_availability: '99.950',
      submitted_at: null,
      documents: [],
      version: 1,
    });
    const types = await app().db.execute(
      sql`select pg_typeof(monthly_price)::text as m, pg_typeof(sla_availability)::text as s from offers where id = ${offer.id}`,
    );
    expect((types as unknown as { rows: unknown[] }).rows[0]).toEqual({ m: 'numeric', s: 'numeric' });
    // A draft is not an action on the tender: nothing in its history.
    expect((await historyOf(app(), tender.id)).map((e) => e.action)).not.toContain('offer_submitted');
  });

  it('returns 400 naming the fields for a negative price, text, 1e15 and an SLA over 100', async () => {
    const { tender } = await managerAndTender();
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const first = await provider.post(
      `/api/tenders/${tender.id}/offers`,
      await offerBody(provider, { monthly_price: '-5', installation_price: 'abc', sla_availability: '101' }),
    );
    expect(first.statusCode).toBe(400);
    const { fields } = first.json().details;
    expect(first.json().code).toBe('validation_failed');
    expect(fields.monthly_price).toContain('«Щомісячна плата»');
    expect(fields.installation_price).toContain('«Вартість підключення»');
    expect(fields.sla_availability).toContain('«Доступність за SLA»');

    for (const huge of [1e15, '1e15']) {
      const res = await provider.post(
        `/api/tenders/${tender.id}/offers`,
        await offerBody(provider, { monthly_price: huge as string }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().details.fields.monthly_price).toContain('«Щомісячна плата»');
    }
    expect(await app().db.select().from(offers)).toEqual([]);
  });

  it('returns 400 naming the field when a channel id does not exist or is of another kind', async () => {
    const { tender } = await managerAndTender();
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const ids = await referenceIds(app());
    const res = await provider.post(
      `/api/tenders/${tender.id}/offers`,
      await offerBody(provider, { physics_id: 99_999, interface_id: ids.fiber }),
    );
    expect(res.statusCode).toBe(400);
    const { fields } = res.json().details;
    expect(fields.physics_id).toContain('«Фізичне середовище»');
    expect(fields.interface_id).toContain('«Інтерфейс»');
    expect(fields).not.toHaveProperty('protocol_id');
  });

  it('returns 400 naming each channel characteristic a draft leaves unstated, also where the tender accepts any', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager, { physics_id: null, interface_id: null, protocol_id: null });
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const { interface_id: _omitted, ...withoutInterface } = await offerBody(provider);
    const res = await provider.post(`/api/tenders/${tender.id}/offers`, {
      ...withoutInterface,
      physics_id: null,
      protocol_id: null,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(res.json().details.fields).toEqual({
      physics_id: 'Поле «Фізичне середовище» є обов’язковим',
      interface_id: 'Поле «Інтерфейс» є обов’язковим',
      protocol_id: 'Поле «Протокол» є обов’язковим',
    });
    expect(await app().db.select().from(offers)).toEqual([]);

    const stated = await provider.post(`/api/tenders/${tender.id}/offers`, await offerBody(provider));
    expect(stated.statusCode).toBe(201);
    const ids = await referenceIds(app());
    expect(stated.json()).toMatchObject({
      physics_id: ids.fiber,
      interface_id: ids.gigabit,
      protocol_id: ids.internet,
    });
  });

  it('returns 403 organization_not_verified when the organisation is not verified', async () => {
    const { tender } = await managerAndTender();
    const provider3 = await loginAs(app(), 'provider3@demo.ua');
    const res = await provider3.post(`/api/tenders/${tender.id}/offers`, await offerBody(provider3));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('organization_not_verified');
    expect(res.json().error).toContain('верифіков');
  });

  it('returns 409 deadline_passed once the deadline has passed', async () => {
    const { tender } = await managerAndTender();
    await setDeadline(app(), tender.id, '-1 second');
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const res = await provider.post(`/api/tenders/${tender.id}/offers`, await offerBody(provider));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('deadline_passed');
    expect(res.json().error).toContain('Кінцевий термін подання пропозицій минув');
  });

  it('accepts an offer a moment before the deadline', async () => {
    const { tender } = await managerAndTender();
    await setDeadline(app(), tender.id, '3 seconds');
    const provider = await loginAs(app(), 'provider1@demo.ua');
    expect((await provider.post(`/api/tenders/${tender.id}/offers`, await offerBody(provider))).statusCode).toBe(201);
  });

  it('returns 409 invalid_transition for a cancelled tender', async () => {
    const { manager, tender } = await managerAndTender();
    const cancelled = await manager.post(`/api/tenders/${tender.id}/cancel`, {
      reason: 'Потреба відпала',
      version: tender.version,
    });
    expect(cancelled.statusCode).toBe(200);
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const res = await provider.post(`/api/tenders/${tender.id}/offers`, await offerBody(provider));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('invalid_transition');
    expect(res.json().error).toContain('скасовано');
  });

  it('returns 404 for a draft tender and an unknown one', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const draft = await createDraft(manager);
    const provider = await loginAs(app(), 'provider1@demo.ua');
    for (const id of [draft.id, 999_999]) {
      const res = await provider.post(`/api/tenders/${id}/offers`, await offerBody(provider));
      expect(res.statusCode).toBe(404);
    }
  });

  it('returns 403 when the XSRF header is missing', async () => {
    const { tender } = await managerAndTender();
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const res = await app().inject({
      method: 'POST',
      url: `/api/tenders/${tender.id}/offers`,
      payload: await offerBody(provider),
      cookies: Object.fromEntries(provider.cookies),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('xsrf_invalid');
    expect(await app().db.select().from(offers)).toEqual([]);
  });
});

describe('GET /api/offers/:id', () => {
  it('shows a provider its own offer', async () => {
    const { tender } = await managerAndTender();
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const offer = await createOfferDraft(provider, tender.id);
    const res = await provider.get(`/api/offers/${offer.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: offer.id, status: 'draft', monthly_price: '4200.00' });
  });

  it('returns 404 to another provider, before and after the deadline, as for an unknown id', async () => {
    const { tender } = await managerAndTender();
    const offer = await createSubmittedOffer(await loginAs(app(), 'provider1@demo.ua'), tender.id);
    const other = await loginAs(app(), 'provider2@demo.ua');
    const unknown = await other.get('/api/offers/999999');
    for (const when of ['before', 'after']) {
      if (when === 'after') await setDeadline(app(), tender.id, '-1 minute');
      const res = await other.get(`/api/offers/${offer.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknown.json());
    }
  });

  it('shows the bank a submitted offer once the deadline has passed, with the organisation', async () => {
    const { manager, tender } = await managerAndTender();
    const offer = await createSubmittedOffer(await loginAs(app(), 'provider1@demo.ua'), tender.id, {
      monthly_price: '7345.67',
    });
    await setDeadline(app(), tender.id, '-1 second');
    const res = await manager.get(`/api/offers/${offer.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'submitted',
      monthly_price: '7345.67',
      organization: { name: PROVIDER1_ORG },
    });
  });

  it('returns 404 to the bank for drafts and withdrawn offers, also after the deadline', async () => {
    const { manager, tender } = await managerAndTender();
    const draft = await createOfferDraft(await loginAs(app(), 'provider1@demo.ua'), tender.id);
    const provider2 = await loginAs(app(), 'provider2@demo.ua');
    const submitted = await createSubmittedOffer(provider2, tender.id);
    const withdrawn = await provider2.post(`/api/offers/${submitted.id}/withdraw`, { version: submitted.version });
    expect(withdrawn.json().status).toBe('withdrawn');
    await setDeadline(app(), tender.id, '-1 second');
    for (const id of [draft.id, submitted.id]) expect((await manager.get(`/api/offers/${id}`)).statusCode).toBe(404);
  });

  it('keeps offers of a tender cancelled before its deadline sealed for ever', async () => {
    const { manager, tender } = await managerAndTender();
    const offer = await createSubmittedOffer(await loginAs(app(), 'provider1@demo.ua'), tender.id);
    await manager.post(`/api/tenders/${tender.id}/cancel`, { reason: 'Потреба відпала', version: tender.version });
    await setDeadline(app(), tender.id, '-1 day');
    expect((await manager.get(`/api/offers/${offer.id}`)).statusCode).toBe(404);
  });
});

describe('sealed offers', () => {
  it('returns 404 to every bank user for a sealed offer, exactly as for an unknown id, and leaks no content anywhere', async () => {
    const { tender } = await managerAndTender();
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const submitted = await createSubmittedOffer(provider, tender.id, {
      monthly_price: '7345.67',
      installation_price: '2718.28',
    });
    // An edit and a withdraw/resubmit, so every offer action is in the history.
    const edited = await provider.put(`/api/offers/${submitted.id}`, {
      ...(await offerBody(provider, {
        monthly_price: '7345.67',
        installation_price: '2718.28',
        comment: 'Уточнено трасу',
      })),
      version: submitted.version,
    });
    expect(edited.statusCode).toBe(200);
    const withdrawn = await provider.post(`/api/offers/${submitted.id}/withdraw`, { version: edited.json().version });
    await provider.post(`/api/offers/${submitted.id}/submit`, { version: withdrawn.json().version });

    for (const email of BANK_USERS) {
      const bank = await loginAs(app(), email);
      const sealed = await bank.get(`/api/offers/${submitted.id}`);
      const unknown = await bank.get('/api/offers/999999');
      expect(sealed.statusCode).toBe(404);
      expect(sealed.json()).toEqual(unknown.json());

      const card = await bank.get(`/api/tenders/${tender.id}`);
      const list = await bank.get('/api/tenders');
      const history = await bank.get(`/api/tenders/${tender.id}/history`);
      expect(card.json().offers_count).toBe(1);
      expect(card.json()).not.toHaveProperty('own_offer');
      expect(history.statusCode).toBe(200);
      for (const res of [sealed, card, list, history]) {
        expect(res.body).not.toContain('7345');
        expect(res.body).not.toContain('2718');
        expect(res.body).not.toContain(PROVIDER1_ORG);
        expect(res.body).not.toContain('Уточнено трасу');
      }
      // The timeline does not even say that offers moved, or when (ADR 0016).
      const actions = history.json().map((e: { action: string }) => e.action);
      expect(actions.filter((a: string) => a.startsWith('offer_'))).toEqual([]);
    }
  });

  it('writes history details with the offer id only, the provider user as the stored actor', async () => {
    const { tender } = await managerAndTender();
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const offer = await createSubmittedOffer(provider, tender.id);
    const [providerUser] = await app().db.select().from(users).where(eq(users.email, 'provider1@demo.ua'));
    const [entry] = (await historyOf(app(), tender.id)).filter((e) => e.action === 'offer_submitted');
    expect(entry!.details).toEqual({ offer_id: offer.id });
    expect(entry!.actorId).toBe(providerUser!.id);
    expect(entry!.actorRole).toBe('provider');
  });
});

describe('GET /api/tenders/:id and GET /api/tenders for providers', () => {
  it('shows a provider its own offer and no offers count; the bank keeps the count', async () => {
    const { manager, tender } = await managerAndTender();
    const provider1 = await loginAs(app(), 'provider1@demo.ua');
    const provider2 = await loginAs(app(), 'provider2@demo.ua');
    const offer = await createSubmittedOffer(provider1, tender.id);

    const own = (await provider1.get(`/api/tenders/${tender.id}`)).json();
    expect(own.offers_count).toBeNull();
    expect(own.documents).toEqual([]);
    expect(own.own_offer).toEqual({ id: offer.id, status: 'submitted', submitted_at: offer.submitted_at });

    const none = (await provider2.get(`/api/tenders/${tender.id}`)).json();
    expect(none.own_offer).toBeNull();
    expect(none.offers_count).toBeNull();

    const row = (await provider2.get('/api/tenders')).json().items.find((t: { id: number }) => t.id === tender.id);
    expect(row.offers_count).toBeNull();

    expect((await manager.get(`/api/tenders/${tender.id}`)).json().offers_count).toBe(1);
    const bankRow = (await manager.get('/api/tenders')).json().items.find((t: { id: number }) => t.id === tender.id);
    expect(bankRow.offers_count).toBe(1);
  });
});

describe('PUT /api/offers/:id', () => {
  it('edits a draft without history and bumps the version', async () => {
    const { tender } = await managerAndTender();
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const draft = await createOfferDraft(provider, tender.id);
    const res = await provider.put(`/api/offers/${draft.id}`, {
      ...(await offerBody(provider, { monthly_price: '3999.5', connection_days: 10 })),
      version: draft.version,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'draft', monthly_price: '3999.50', connection_days: 10, version: 2 });
    expect((await historyOf(app(), tender.id)).filter((e) => e.action.startsWith('offer_'))).toEqual([]);
  });

  it('keeps a submitted offer submitted, re-stamps submitted_at and writes offer_updated', async () => {
    const { tender } = await managerAndTender();
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const offer = await createSubmittedOffer(provider, tender.id);
    const res = await provider.put(`/api/offers/${offer.id}`, {
      ...(await offerBody(provider, { monthly_price: '4100.00' })),
      version: offer.version,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'submitted', monthly_price: '4100.00', version: offer.version + 1 });
    expect(new Date(body.submitted_at).getTime()).toBeGreaterThan(new Date(offer.submitted_at as string).getTime());
    const entries = (await historyOf(app(), tender.id)).filter((e) => e.action.startsWith('offer_'));
    expect(entries.map((e) => [e.action, e.details])).toEqual([
      ['offer_submitted', { offer_id: offer.id }],
      ['offer_updated', { offer_id: offer.id }],
    ]);
  });

  it('returns 409 version_conflict for a stale version', async () => {
    const { tender } = await managerAndTender();
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const draft = await createOfferDraft(provider, tender.id);
    const body = await offerBody(provider, { monthly_price: '4000.00' });
    expect((await provider.put(`/api/offers/${draft.id}`, { ...body, version: draft.version })).statusCode).toBe(200);
    const stale = await provider.put(`/api/offers/${draft.id}`, { ...body, comment: 'інше', version: draft.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('version_conflict');
  });

  it('returns 400 naming the fields for bad input', async () => {
    const { tender } = await managerAndTender();
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const draft = await createOfferDraft(provider, tender.id);
    const res = await provider.put(`/api/offers/${draft.id}`, {
      ...(await offerBody(provider, { monthly_price: 'abc', sla_availability: '101' })),
      version: draft.version,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields.monthly_price).toContain('«Щомісячна плата»');
    expect(res.json().details.fields.sla_availability).toContain('«Доступність за SLA»');
    const unknownChannel = await provider.put(`/api/offers/${draft.id}`, {
      ...(await offerBody(provider, { protocol_id: 99_999 })),
      version: draft.version,
    });
    expect(unknownChannel.statusCode).toBe(400);
    expect(unknownChannel.json().details.fields.protocol_id).toContain('«Протокол»');
  });

  it('returns 404 for another provider’s offer', async () => {
    const { tender } = await managerAndTender();
    const offer = await createOfferDraft(await loginAs(app(), 'provider1@demo.ua'), tender.id);
    const other = await loginAs(app(), 'provider2@demo.ua');
    const body = { ...(await offerBody(other)), version: offer.version };
    expect((await other.put(`/api/offers/${offer.id}`, body)).statusCode).toBe(404);
    expect((await storedOffer(app(), offer.id)).version).toBe(1);
  });

  it('returns 409 deadline_passed after the deadline and changes nothing', async () => {
    const { tender } = await managerAndTender();
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const offer = await createSubmittedOffer(provider, tender.id);
    await setDeadline(app(), tender.id, '-1 second');
    const res = await provider.put(`/api/offers/${offer.id}`, {
      ...(await offerBody(provider, { monthly_price: '1.00' })),
      version: offer.version,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('deadline_passed');
    expect((await storedOffer(app(), offer.id)).monthlyPrice).toBe('4200.00');
  });
});

describe('POST /api/offers/:id/submit', () => {
  it('walks the whole lifecycle: draft → submitted → withdrawn → submitted again', async () => {
    const { tender } = await managerAndTender();
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const draft = await createOfferDraft(provider, tender.id);

    const before = await dbNow();
    const submitted = await provider.post(`/api/offers/${draft.id}/submit`, { version: draft.version });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'submitted', version: 2 });
    // Stamped by the database clock.
    expect(new Date(submitted.json().submitted_at).getTime()).toBeGreaterThanOrEqual(before.getTime());

    const withdrawn = await provider.post(`/api/offers/${draft.id}/withdraw`, { version: 2 });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn', version: 3 });

    const again = await provider.post(`/api/offers/${draft.id}/submit`, { version: 3 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'submitted', version: 4 });

    const entries = (await historyOf(app(), tender.id)).filter((e) => e.action.startsWith('offer_'));
    expect(entries.map((e) => e.action)).toEqual(['offer_submitted', 'offer_withdrawn', 'offer_submitted']);
    expect(await verifyHistory(app().db, { tenderId: tender.id })).toMatchObject({ ok: true });
  });

  it('returns 409 invalid_transition when the offer is already submitted', async () => {
    const { tender } = await managerAndTender();
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const offer = await createSubmittedOffer(provider, tender.id);
    const res = await provider.post(`/api/offers/${offer.id}/submit`, { version: offer.version });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('invalid_transition');
  });

  it('returns 403 organization_not_verified when verification was withdrawn after the draft', async () => {
    const { tender } = await managerAndTender();
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const draft = await createOfferDraft(provider, tender.id);
    await app().db.update(organizations).set({ isVerify: false }).where(eq(organizations.edr, '32855961'));
    const res = await provider.post(`/api/offers/${draft.id}/submit`, { version: draft.version });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('organization_not_verified');
    expect((await storedOffer(app(), draft.id)).status).toBe('draft');
  });

  it('returns 409 deadline_passed after the deadline', async () => {
    const { tender } = await managerAndTender();
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const draft = await createOfferDraft(provider, tender.id);
    await setDeadline(app(), tender.id, '-1 second');
    const res = await provider.post(`/api/offers/${draft.id}/submit`, { version: draft.version });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('deadline_passed');
    expect((await storedOffer(app(), draft.id)).status).toBe('draft');
  });

  it('returns 404 for another provider’s offer', async () => {
    const { tender } = await managerAndTender();
    const draft = await createOfferDraft(await loginAs(app(), 'provider1@demo.ua'), tender.id);
    const res = await (
      await loginAs(app(), 'provider2@demo.ua')
    ).post(`/api/offers/${draft.id}/submit`, { version: 1 });
    expect(res.statusCode).toBe(404);
  });

  it('refuses with 400 an offer stored without its medium, interface or protocol, naming each, until it states them', async () => {
    const { tender } = await managerAndTender();
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const draft = await createOfferDraft(provider, tender.id);
    // As a draft saved before every offer had to state its channel.
    await app().db.update(offers).set({ physicsId: null, protocolId: null }).where(eq(offers.id, draft.id));

    const refused = await provider.post(`/api/offers/${draft.id}/submit`, { version: draft.version });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'validation_failed',
      error: expect.stringMatching(/^Щоб подати пропозицію, вкажіть у ній «Фізичне середовище», «Протокол»/),
    });
    expect(Object.keys(refused.json().details.fields)).toEqual(['physics_id', 'protocol_id']);
    expect(refused.json().details.fields.physics_id).toContain('«Фізичне середовище»');
    expect(refused.json().details.fields.protocol_id).toContain('«Протокол»');
    expect(await storedOffer(app(), draft.id)).toMatchObject({ status: 'draft', submittedAt: null, version: 1 });
    expect((await historyOf(app(), tender.id)).map((e) => e.action)).not.toContain('offer_submitted');

    // Saving states them (the form always sends all three); then the submission goes through.
    const saved = await provider.put(`/api/offers/${draft.id}`, { ...(await offerBody(provider)), version: 1 });
    expect(saved.statusCode).toBe(200);
    const submitted = await provider.post(`/api/offers/${draft.id}/submit`, { version: saved.json().version });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'submitted' });
  });

  it('explains a stale version or a passed deadline before a missing channel', async () => {
    const { tender } = await managerAndTender();
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const draft = await createOfferDraft(provider, tender.id);
    await app().db.update(offers).set({ interfaceId: null }).where(eq(offers.id, draft.id));
    const stale = await provider.post(`/api/offers/${draft.id}/submit`, { version: draft.version + 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('version_conflict');
    await setDeadline(app(), tender.id, '-1 second');
    const late = await provider.post(`/api/offers/${draft.id}/submit`, { version: draft.version });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('deadline_passed');
  });
});

describe('POST /api/offers/:id/withdraw', () => {
  it('returns 409 invalid_transition for a draft', async () => {
    const { tender } = await managerAndTender();
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const draft = await createOfferDraft(provider, tender.id);
    const res = await provider.post(`/api/offers/${draft.id}/withdraw`, { version: draft.version });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('invalid_transition');
  });

  it('returns 409 deadline_passed after the deadline: the offer stays in the competition', async () => {
    const { tender } = await managerAndTender();
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const offer = await createSubmittedOffer(provider, tender.id);
    await setDeadline(app(), tender.id, '-1 second');
    const res = await provider.post(`/api/offers/${offer.id}/withdraw`, { version: offer.version });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('deadline_passed');
    expect((await storedOffer(app(), offer.id)).status).toBe('submitted');
  });

  it('returns 409 version_conflict for a stale version', async () => {
    const { tender } = await managerAndTender();
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const offer = await createSubmittedOffer(provider, tender.id);
    const res = await provider.post(`/api/offers/${offer.id}/withdraw`, { version: offer.version - 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('version_conflict');
  });
});
