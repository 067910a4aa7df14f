import { describe, expect, it } from 'vitest';
import { anonymous, loginAs, useTestApp } from '../helpers.ts';
import { createDraft } from '../tender-factory.ts';

/*
 * The publishing lead (PUBLISH_MIN_LEAD_MINUTES) as the web reads it, GET /api/tenders/rules,
 * is the lead the publication applies, by the server's clock.
 */

const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

describe('GET /api/tenders/rules with the default configuration', () => {
  const app = useTestApp();

  it('tells bank users the lead of an hour, and no provider', async () => {
    for (const email of ['manager@demo.ua', 'it@demo.ua', 'auditor@demo.ua']) {
      const res = await (await loginAs(app(), email)).get('/api/tenders/rules');
      expect(res.statusCode, email).toBe(200);
      expect(res.json()).toEqual({ publish_min_lead_minutes: 60 });
    }
    expect((await (await loginAs(app(), 'provider1@demo.ua')).get('/api/tenders/rules')).statusCode).toBe(403);
    expect((await anonymous(app()).get('/api/tenders/rules')).statusCode).toBe(401);
  });
});

describe('GET /api/tenders/rules with a configured lead of 90 minutes', () => {
  const app = useTestApp({ PUBLISH_MIN_LEAD_MINUTES: '90' });

  it('answers the configured lead, which publishing then applies in the same words', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const rules = await manager.get('/api/tenders/rules');
    expect(rules.json()).toEqual({ publish_min_lead_minutes: 90 });

    // 80 minutes ahead would pass the default hour but not this server's rule.
    const near = await createDraft(manager, { offers_deadline: minutesFromNow(80) });
    const refused = await manager.post(`/api/tenders/${near.id}/publish`, { version: near.version });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.fields).toEqual({
      offers_deadline: 'Кінцевий термін подання пропозицій має бути щонайменше на 1 год 30 хв пізніше за поточний час',
    });

    const far = await createDraft(manager, { offers_deadline: minutesFromNow(100) });
    const published = await manager.post(`/api/tenders/${far.id}/publish`, { version: far.version });
    expect(published.statusCode).toBe(200);
    expect(published.json().status).toBe('published');
  });

  it('judges the lead by the server’s clock, not the caller’s', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    // Far enough by the wall clock of the test, but the server's clock runs 20 minutes ahead.
    const draft = await createDraft(manager, { offers_deadline: minutesFromNow(100) });
    expect((await anonymous(app()).put('/api/test/clock', { shift_seconds: 20 * 60 })).statusCode).toBe(200);
    const res = await manager.post(`/api/tenders/${draft.id}/publish`, { version: draft.version });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields.offers_deadline).toContain('щонайменше на 1 год 30 хв');
  });
});
