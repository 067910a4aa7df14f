import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { loginAs, useTestApp } from '../helpers.ts';
import { createOfferDraft, createSubmittedOffer } from '../offer-factory.ts';
import { createPublished, setDeadline } from '../tender-factory.ts';

// docs/decisions/0007-sealed-offers.md: one answer for every offer the bank may not read.

const app = useTestApp();

const BANK_USERS = ['admin@demo.ua', 'manager@demo.ua', 'it@demo.ua', 'auditor@demo.ua'];

const BANK_ANSWER = {
  error:
    'Пропозицію не показано. Пропозиції запечатані до кінцевого терміну подання пропозицій тендера; ' +
    'якщо цей термін уже минув, такої пропозиції немає або вона вам недоступна.',
  code: 'not_found',
};

/** Everything of an answer a reader could compare, without what differs per request. */
function comparable(res: LightMyRequestResponse) {
  const { date: _date, 'x-request-id': _id, 'set-cookie': _cookie, ...headers } = res.headers;
  return { status: res.statusCode, headers, body: res.body };
}

async function tenderWithOffers() {
  const manager = await loginAs(app(), 'manager@demo.ua');
  const tender = await createPublished(manager);
  const submitted = await createSubmittedOffer(await loginAs(app(), 'provider1@demo.ua'), tender.id);
  const draft = await createOfferDraft(await loginAs(app(), 'provider2@demo.ua'), tender.id);
  return { tender, submitted, draft };
}

describe('GET /api/offers/:id for the bank while offers are sealed', () => {
  it('answers a sealed offer exactly as an id that does not exist, explaining the seal', async () => {
    const { submitted, draft } = await tenderWithOffers();
    for (const email of BANK_USERS) {
      const bank = await loginAs(app(), email);
      const missing = await bank.get('/api/offers/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual(BANK_ANSWER);
      for (const id of [submitted.id, draft.id]) {
        expect(comparable(await bank.get(`/api/offers/${id}`)), `${email}, offer ${id}`).toEqual(comparable(missing));
      }
    }
  });

  it('after the deadline shows the submitted offer and still gives that answer for a draft and a missing id', async () => {
    const { tender, submitted, draft } = await tenderWithOffers();
    await setDeadline(app(), tender.id, '-1 second');
    const manager = await loginAs(app(), 'manager@demo.ua');
    expect((await manager.get(`/api/offers/${submitted.id}`)).statusCode).toBe(200);
    const missing = await manager.get('/api/offers/999999');
    expect(missing.json()).toEqual(BANK_ANSWER);
    expect(comparable(await manager.get(`/api/offers/${draft.id}`))).toEqual(comparable(missing));
  });

  it('keeps the plain "not found" for providers, the same for a competitor’s offer and a missing id', async () => {
    const { submitted } = await tenderWithOffers();
    const other = await loginAs(app(), 'provider2@demo.ua');
    const missing = await other.get('/api/offers/999999');
    expect(missing.json()).toEqual({ error: 'Пропозицію не знайдено', code: 'not_found' });
    expect(comparable(await other.get(`/api/offers/${submitted.id}`))).toEqual(comparable(missing));
  });
});
