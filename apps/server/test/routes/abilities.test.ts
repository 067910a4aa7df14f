import type { TOfferAbilities, TTenderAbilities } from '@tt/contracts/lifecycles';
import { describe, expect, it } from 'vitest';
import { processDeadlines } from '../../src/domain/scheduler/process-deadlines.ts';
import { anonymous, loginAs, useTestApp, type Client } from '../helpers.ts';
import { createOfferDraft, createSubmittedOffer } from '../offer-factory.ts';
import { createDraft, createPublished } from '../tender-factory.ts';

const app = useTestApp();

const NONE: TTenderAbilities = {
  edit: false,
  documents: false,
  publish: false,
  extend: false,
  cancel: false,
  award: false,
  unsuccessful: false,
  complete: false,
  ask: false,
  answer: false,
  offer: false,
  offers: false,
  history: false,
};
const tenderAbilities = async (client: Client, id: number): Promise<TTenderAbilities> =>
  (await client.get(`/api/tenders/${id}`)).json().abilities;
const offerAbilities = async (client: Client, id: number): Promise<TOfferAbilities> =>
  (await client.get(`/api/offers/${id}`)).json().abilities;

/** Moves the product's clock past every deadline set by the factories (a week ahead). */
async function passTheDeadline() {
  const res = await anonymous(app()).put('/api/test/clock', { shift_seconds: 8 * 86_400 });
  expect(res.statusCode).toBe(200);
}

describe('what the caller may do with a tender', () => {
  it('follows the lifecycle table and each role for a draft and a published tender', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const it = await loginAs(app(), 'it@demo.ua');
    const auditor = await loginAs(app(), 'auditor@demo.ua');
    const draft = await createDraft(manager);

    expect(await tenderAbilities(manager, draft.id)).toEqual({
      ...NONE,
      edit: true,
      documents: true,
      publish: true,
      cancel: true,
      history: true,
    });
    expect(await tenderAbilities(it, draft.id)).toEqual({ ...NONE, edit: true, documents: true, history: true });
    expect(await tenderAbilities(auditor, draft.id)).toEqual({ ...NONE, history: true });

    const published = await createPublished(manager);
    expect(await tenderAbilities(manager, published.id)).toEqual({
      ...NONE,
      edit: true,
      documents: true,
      extend: true,
      cancel: true,
      answer: true,
      history: true,
    });
    // The IT manager prepares drafts; a published tender changes only by who may publish.
    expect(await tenderAbilities(it, published.id)).toEqual({ ...NONE, history: true });
  });

  it('lets a verified provider offer once and ask, an unverified one only ask', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const verified = await loginAs(app(), 'provider1@demo.ua');
    const unverified = await loginAs(app(), 'provider3@demo.ua');
    const tender = await createPublished(manager);

    expect(await tenderAbilities(verified, tender.id)).toEqual({ ...NONE, ask: true, offer: true });
    expect(await tenderAbilities(unverified, tender.id)).toEqual({ ...NONE, ask: true });

    const draft = await createOfferDraft(verified, tender.id);
    // One offer per organisation; a draft does not open the history.
    expect(await tenderAbilities(verified, tender.id)).toEqual({ ...NONE, ask: true });
    await verified.post(`/api/offers/${draft.id}/submit`, { version: draft.version });
    expect(await tenderAbilities(verified, tender.id)).toEqual({ ...NONE, ask: true, history: true });
  });

  it('turns at the deadline: the bank decides and reads the offers, providers may do nothing', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const tender = await createPublished(manager);
    await createSubmittedOffer(provider, tender.id);
    expect((await tenderAbilities(manager, tender.id)).offers).toBe(false);

    await passTheDeadline();
    // Read before the scheduler stored the outcome, and after: the same answer.
    for (const stored of [false, true]) {
      if (stored) expect(await processDeadlines(app().db)).toBeGreaterThanOrEqual(1);
      expect(await tenderAbilities(manager, tender.id)).toEqual({
        ...NONE,
        award: true,
        unsuccessful: true,
        cancel: true,
        offers: true,
        history: true,
      });
      expect(await tenderAbilities(provider, tender.id)).toEqual({ ...NONE, history: true });
    }
  });

  it('never offers a step the server then refuses', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    const abilities = await tenderAbilities(manager, tender.id);
    expect(abilities.publish).toBe(false);
    expect(abilities.award).toBe(false);
    expect((await manager.post(`/api/tenders/${tender.id}/publish`, { version: tender.version })).statusCode).toBe(409);
    expect(
      (await manager.post(`/api/tenders/${tender.id}/complete`, { version: tender.version, note: 'Договір виконано' }))
        .statusCode,
    ).toBe(409);
  });
});

describe('what a provider may do with its offer', () => {
  it('follows the offer lifecycle: draft, submitted, withdrawn', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const tender = await createPublished(manager);
    const draft = await createOfferDraft(provider, tender.id);
    expect(draft.abilities).toEqual({ edit: true, submit: true, withdraw: false, documents: true });

    const submitted = (await provider.post(`/api/offers/${draft.id}/submit`, { version: draft.version })).json();
    expect(submitted.abilities).toEqual({ edit: true, submit: false, withdraw: true, documents: true });

    const withdrawn = (await provider.post(`/api/offers/${draft.id}/withdraw`, { version: submitted.version })).json();
    expect(withdrawn.abilities).toEqual({ edit: true, submit: true, withdraw: false, documents: false });
    expect(await offerAbilities(provider, draft.id)).toEqual(withdrawn.abilities);
  });

  it('closes every step at the deadline, and the bank never changes an offer', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const tender = await createPublished(manager);
    const offer = await createSubmittedOffer(provider, tender.id);

    await passTheDeadline();
    const closed = { edit: false, submit: false, withdraw: false, documents: false };
    expect(await offerAbilities(provider, offer.id)).toEqual(closed);
    expect(await offerAbilities(manager, offer.id)).toEqual(closed);
    expect((await provider.post(`/api/offers/${offer.id}/withdraw`, { version: offer.version })).statusCode).toBe(409);
  });
});

describe('the test clock', () => {
  it('refuses a negative shift with 400 naming the field', async () => {
    const res = await anonymous(app()).put('/api/test/clock', { shift_seconds: -5 });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Зсув годинника');
  });
});
