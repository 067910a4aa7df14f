import { eq, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { offers, organizations, sessions, tenders, users } from '../../src/db/schema/index.ts';
import { verifyHistory } from '../../src/domain/tenders/verify-history.ts';
import { randomToken, sha256 } from '../../src/lib/tokens.ts';
import { SESSION_COOKIE } from '../../src/plugins/session.ts';
import type { Tx } from '../../src/db/client.ts';
import { Client, loginAs, someoneWaitsForALock, useTestApp, type TestApp } from '../helpers.ts';
import { historyOf, storedOffer } from '../offer-rows.ts';
import { createOfferDraft, createSubmittedOffer, offerBody } from '../offer-factory.ts';
import { createDraft, createPublished, referenceIds, setDeadline, tenderBody } from '../tender-factory.ts';

/**
 * Writes that race each other: the same offer created twice at once, edits against a deadline
 * extension or a cancellation, many submissions against the deadline, two edits of one version,
 * a write that waits for the tender lock. Run on both databases (`.pg.test.ts`: also in
 * `npm run test:pg`), since only PostgreSQL runs them over several connections at once.
 */

const app = useTestApp();

async function managerAndTender() {
  const manager = await loginAs(app(), 'manager@demo.ua');
  const tender = await createPublished(manager);
  return { manager, tender };
}

/**
 * `count` verified provider organisations with one user each, signed in by a session row
 * written straight to the database (signing in 20 users through argon2 would dominate the test).
 */
async function verifiedProviders(
  a: TestApp,
  count: number,
): Promise<{ client: Client; userId: number; orgId: number }[]> {
  const result = [];
  for (let i = 0; i < count; i++) {
    const [org] = await a.db
      .insert(organizations)
      .values({ name: `ТОВ «Тест-Зв’язок ${i}»`, edr: String(90_000_000 + i), isVerify: true, verifiedAt: new Date() })
      .returning({ id: organizations.id });
    const [user] = await a.db
      .insert(users)
      .values({
        email: `race${i}@test.ua`,
        role: 'provider',
        organizationId: org!.id,
        firstName: 'Тест',
        lastName: `${i}`,
      })
      .returning({ id: users.id });
    const token = randomToken();
    await a.db
      .insert(sessions)
      .values({ id: sha256(token), userId: user!.id, expiresAt: new Date(Date.now() + 3_600_000) });
    const client = new Client(a);
    client.cookies.set(SESSION_COOKIE, token);
    result.push({ client, userId: user!.id, orgId: org!.id });
  }
  return result;
}

describe('offers', () => {
  it('returns 409 pointing to the existing offer when the organisation already has one, also for two at once', async () => {
    const { tender } = await managerAndTender();
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const body = await offerBody(provider);
    const [a, b] = await Promise.all([
      provider.post(`/api/tenders/${tender.id}/offers`, body),
      provider.post(`/api/tenders/${tender.id}/offers`, body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const created = [a, b].find((r) => r.statusCode === 201)!.json();
    const refused = [a, b].find((r) => r.statusCode === 409)!.json();
    expect(refused.code).toBe('conflict');
    expect(refused.details).toEqual({ offer_id: created.id });
    expect(refused.error).toContain('вже має пропозицію');

    const again = await provider.post(`/api/tenders/${tender.id}/offers`, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().details.offer_id).toBe(created.id);
  });

  it('lets a manager extend the deadline while providers edit: both succeed or get a clean 409, nothing lost', async () => {
    const { manager, tender } = await managerAndTender();
    const provider = await loginAs(app(), 'provider1@demo.ua');
    let offer = await createSubmittedOffer(provider, tender.id);
    let version = tender.version;
    let deadline = new Date(tender.offers_deadline as string);
    for (let round = 1; round <= 4; round++) {
      const next = new Date(deadline.getTime() + 86_400_000);
      const price = `${4200 + round}.00`;
      const [extended, edited] = await Promise.all([
        manager.post(`/api/tenders/${tender.id}/extend`, {
          offers_deadline: next.toISOString(),
          reason: 'Запит учасників',
          version,
        }),
        provider.put(`/api/offers/${offer.id}`, {
          ...(await offerBody(provider, { monthly_price: price })),
          version: offer.version,
        }),
      ]);
      expect([200, 409]).toContain(extended.statusCode);
      expect([200, 409]).toContain(edited.statusCode);
      if (extended.statusCode === 200) {
        version = extended.json().version;
        deadline = next;
      }
      if (edited.statusCode === 200) offer = edited.json();
      const [stored] = await app().db.select().from(tenders).where(eq(tenders.id, tender.id));
      expect(stored!.offersDeadline.toISOString()).toBe(deadline.toISOString());
      expect((await storedOffer(app(), offer.id)).monthlyPrice).toBe(offer.monthly_price);
    }
    expect(await verifyHistory(app().db, { tenderId: tender.id })).toMatchObject({ ok: true });
  });

  it('loses no acknowledged submission or revision when many race the deadline, and answers no 5xx', async () => {
    const { tender } = await managerAndTender();
    const providers = await verifiedProviders(app(), 16);
    const ids = await referenceIds(app());
    // Half the offers are drafts to submit, half submitted ones to revise.
    const work = [];
    for (const [i, p] of providers.entries()) {
      const [row] = await app()
        .db.insert(offers)
        .values({
          tenderId: tender.id,
          organizationId: p.orgId,
          authorId: p.userId,
          monthlyPrice: '5000.00',
          installationPrice: '0.00',
          bandwidthMbps: 100,
          physicsId: ids.fiber,
          interfaceId: ids.gigabit,
          protocolId: ids.internet,
          connectionDays: 14,
          contractMonths: 12,
          slaAvailability: '99.500',
          status: i % 2 ? 'submitted' : 'draft',
          submittedAt: i % 2 ? sql`now()` : null,
        })
        .returning({ id: offers.id });
      work.push({ ...p, offerId: row!.id, revise: i % 2 === 1, price: `${6000 + i}.00` });
    }
    // Everything a request needs is ready before the clock starts (XSRF cookie, body).
    for (const w of work) await w.client.get('/api/health');
    const bodies = new Map(
      await Promise.all(
        work.map(async (w) => [w.offerId, await offerBody(w.client, { monthly_price: w.price })] as const),
      ),
    );
    await setDeadline(app(), tender.id, '800 milliseconds');
    const [stamped] = await app()
      .db.select({ deadline: tenders.offersDeadline })
      .from(tenders)
      .where(eq(tenders.id, tender.id));
    const deadline = stamped!.deadline;
    // Spread over twice the time left, so some land before the deadline and some after it.
    const spacing = 1_600 / work.length;
    const results = await Promise.all(
      work.map(async (w, i) => {
        await new Promise((r) => setTimeout(r, i * spacing));
        const res = w.revise
          ? await w.client.put(`/api/offers/${w.offerId}`, { ...bodies.get(w.offerId), version: 1 })
          : await w.client.post(`/api/offers/${w.offerId}/submit`, { version: 1 });
        return { w, res };
      }),
    );
    const accepted = results.filter((r) => r.res.statusCode === 200);
    const refused = results.filter((r) => r.res.statusCode !== 200);
    for (const { res } of refused) {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('deadline_passed');
    }
    expect(refused.length).toBeGreaterThan(0);
    expect(accepted.length).toBeGreaterThan(0);
    for (const { w, res } of accepted) {
      const stored = await storedOffer(app(), w.offerId);
      expect(stored.status).toBe('submitted');
      // Compared in the database: microseconds there, milliseconds in a JavaScript date.
      const late = await app().db.execute(
        sql`select 1 from offers o join tenders t on t.id = o.tender_id where o.id = ${w.offerId} and o.submitted_at >= t.offers_deadline`,
      );
      expect((late as unknown as { rows: unknown[] }).rows).toEqual([]);
      expect(stored.submittedAt!.getTime()).toBeLessThanOrEqual(deadline.getTime());
      expect(new Date(res.json().submitted_at).getTime()).toBe(stored.submittedAt!.getTime());
      if (w.revise) expect(stored.monthlyPrice).toBe(w.price);
    }
    for (const { w } of refused) {
      const stored = await storedOffer(app(), w.offerId);
      expect(stored.version).toBe(1);
      expect(stored.status).toBe(w.revise ? 'submitted' : 'draft');
      expect(stored.monthlyPrice).toBe('5000.00');
    }
    // After the deadline the bank sees every acknowledged offer, and the count agrees.
    const manager = await loginAs(app(), 'manager@demo.ua');
    for (const { w } of accepted) expect((await manager.get(`/api/offers/${w.offerId}`)).statusCode).toBe(200);
    const submittedBefore = work.filter((w) => w.revise).length;
    const newlySubmitted = accepted.filter((r) => !r.w.revise).length;
    expect((await manager.get(`/api/tenders/${tender.id}`)).json().offers_count).toBe(submittedBefore + newlySubmitted);
    expect(await verifyHistory(app().db, { tenderId: tender.id })).toMatchObject({ ok: true });
  });

  it('serialises with a cancellation: a submission either lands before it or gets 409', async () => {
    const { manager, tender } = await managerAndTender();
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const draft = await createOfferDraft(provider, tender.id);
    const [submitted, cancelled] = await Promise.all([
      provider.post(`/api/offers/${draft.id}/submit`, { version: draft.version }),
      manager.post(`/api/tenders/${tender.id}/cancel`, { reason: 'Потреба відпала', version: tender.version }),
    ]);
    expect(cancelled.statusCode).toBe(200);
    if (submitted.statusCode !== 200) {
      expect(submitted.statusCode).toBe(409);
      expect(submitted.json().code).toBe('invalid_transition');
    }
    expect(await verifyHistory(app().db, { tenderId: tender.id })).toMatchObject({ ok: true });
  });

  // A second connection holds the tender lock while the write waits: PostgreSQL only.
  describe.runIf(inject('templateDb').kind === 'postgres')('a write that waited for the tender lock', () => {
    /** Holds the tender row lock while `submit` starts and waits for it; `meanwhile` runs under the lock. */
    async function submitWhileLocked(
      tenderId: number,
      submit: () => ReturnType<Client['post']>,
      meanwhile: (tx: Tx) => Promise<void>,
    ) {
      let pending!: ReturnType<Client['post']>;
      await app().db.transaction(async (tx) => {
        await tx.select({ id: tenders.id }).from(tenders).where(eq(tenders.id, tenderId)).for('update');
        pending = submit();
        await someoneWaitsForALock(app());
        await meanwhile(tx);
      });
      return pending;
    }

    it('is judged by what committed while it waited (a cancellation)', async () => {
      const { tender } = await managerAndTender();
      const provider = await loginAs(app(), 'provider1@demo.ua');
      const draft = await createOfferDraft(provider, tender.id);
      const res = await submitWhileLocked(
        tender.id,
        () => provider.post(`/api/offers/${draft.id}/submit`, { version: draft.version }),
        async (tx) => {
          await tx.update(tenders).set({ status: 'cancelled' }).where(eq(tenders.id, tender.id));
        },
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('invalid_transition');
      expect((await storedOffer(app(), draft.id)).status).toBe('draft');
      expect((await historyOf(app(), tender.id)).map((e) => e.action)).not.toContain('offer_submitted');
    });

    it('is judged by the clock after the wait: the deadline passing meanwhile refuses it', async () => {
      const { tender } = await managerAndTender();
      const provider = await loginAs(app(), 'provider1@demo.ua');
      const offer = await createSubmittedOffer(provider, tender.id);
      const body = { ...(await offerBody(provider, { monthly_price: '3999.00' })), version: offer.version };
      await setDeadline(app(), tender.id, '1 second');
      const res = await submitWhileLocked(
        tender.id,
        () => provider.put(`/api/offers/${offer.id}`, body),
        () => new Promise<void>((resolve) => setTimeout(resolve, 1_200)),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('deadline_passed');
      const stored = await storedOffer(app(), offer.id);
      expect(stored.version).toBe(offer.version);
      expect(stored.monthlyPrice).toBe(offer.monthly_price);
      expect(await verifyHistory(app().db, { tenderId: tender.id })).toMatchObject({ ok: true });
    });

    it('creates a draft only by the clock after the wait, stamped with that reading', async () => {
      const { tender } = await managerAndTender();
      const [late, inTime] = await verifiedProviders(app(), 2);
      const body = await offerBody(late!.client);
      await setDeadline(app(), tender.id, '1 second');
      const refused = await submitWhileLocked(
        tender.id,
        () => late!.client.post(`/api/tenders/${tender.id}/offers`, body),
        () => new Promise<void>((resolve) => setTimeout(resolve, 1_200)),
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('deadline_passed');
      expect(await app().db.select().from(offers).where(eq(offers.tenderId, tender.id))).toEqual([]);

      await setDeadline(app(), tender.id, '1 hour');
      let released!: number;
      const created = await submitWhileLocked(
        tender.id,
        () => inTime!.client.post(`/api/tenders/${tender.id}/offers`, body),
        async (tx) => {
          await new Promise((resolve) => setTimeout(resolve, 300));
          // The lock is let go after this reading (milliseconds, as a JavaScript date keeps them).
          const result = await tx.execute(sql`select (extract(epoch from app_clock()) * 1000)::float8 as ms`);
          released = Math.floor((result as unknown as { rows: { ms: number }[] }).rows[0]!.ms);
        },
      );
      expect(created.statusCode).toBe(201);
      const stored = await storedOffer(app(), created.json().id);
      expect(stored.createdAt.getTime()).toBeGreaterThanOrEqual(released);
      expect(stored.updatedAt).toEqual(stored.createdAt);
    });
  });
});

describe('tenders', () => {
  it('answers two edits of the same version with one 200 and one 409 version_conflict', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const itManager = await loginAs(app(), 'it@demo.ua');
    const draft = await createDraft(manager);
    const [a, b] = await Promise.all([
      manager.put(`/api/tenders/${draft.id}`, {
        ...(await tenderBody(app(), { title: 'Правка менеджера' })),
        version: 1,
      }),
      itManager.put(`/api/tenders/${draft.id}`, {
        ...(await tenderBody(app(), { title: 'Правка ІТ-менеджера' })),
        version: 1,
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const conflict = a.statusCode === 409 ? a : b;
    expect(conflict.json().code).toBe('version_conflict');
    expect(conflict.json().error).toContain('Оновіть сторінку');
    const current = (await manager.get(`/api/tenders/${draft.id}`)).json();
    expect(current.version).toBe(2);
  });
});
