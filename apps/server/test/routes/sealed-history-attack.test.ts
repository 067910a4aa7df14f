import crypto from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { historyHashInput } from '@tt/contracts/history-chain';
import { documents, offers, organizations, questions, tenderHistory, users } from '../../src/db/schema/index.ts';
import { appendHistory } from '../../src/domain/tenders/append-history.ts';
import { loginAs, useTestApp, type TestApp } from '../helpers.ts';
import { createSubmittedOffer, offerBody } from '../offer-factory.ts';
import { createPublished, setDeadline } from '../tender-factory.ts';

const app = useTestApp();

const BANK = ['admin@demo.ua', 'manager@demo.ua', 'it@demo.ua', 'auditor@demo.ua'];
const SEALED_ACTIONS = ['offer_submitted', 'offer_updated', 'offer_withdrawn', 'document_added', 'question_asked'];
const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/**
 * Two providers bid while the bank keeps working on the tender: every kind of sealed entry,
 * written by both history writers (offers in SQL, documents and questions in TypeScript), with
 * bank entries before, between and after them.
 */
async function biddingInProgress(a: TestApp) {
  const manager = await loginAs(a, 'manager@demo.ua');
  const tender = await createPublished(manager);
  const p1 = await loginAs(a, 'provider1@demo.ua');
  const p2 = await loginAs(a, 'provider2@demo.ua');
  const offer1 = await createSubmittedOffer(p1, tender.id);
  const asked = await p2.post(`/api/tenders/${tender.id}/questions`, { question: 'Чи потрібен резервний канал?' });
  expect(asked.statusCode).toBe(201);
  const answered = await manager.post(`/api/questions/${asked.json().id}/answer`, { answer: 'Так.' });
  expect(answered.statusCode).toBe(200);
  const offer2 = await createSubmittedOffer(p2, tender.id, { monthly_price: '3900.00' });
  const [p2user] = await a.db.select().from(users).where(eq(users.email, 'provider2@demo.ua'));
  const [doc] = await a.db
    .insert(documents)
    .values({
      tenderId: tender.id,
      offerId: offer2.id,
      fileName: 'Комерційна пропозиція.pdf',
      contentType: 'application/pdf',
      sizeBytes: 10,
      sha256: sha256('pdf'),
      storageKey: 'attack-test',
      uploadedBy: p2user!.id,
    })
    .returning();
  await a.db.transaction((tx) =>
    appendHistory(tx, {
      tenderId: tender.id,
      actor: { id: p2user!.id, role: 'provider' },
      action: 'document_added',
      details: { offer_id: offer2.id, document_id: doc!.id },
    }),
  );
  const updated = await p1.put(`/api/offers/${offer1.id}`, {
    ...(await offerBody(p1, { monthly_price: '4100.00' })),
    version: offer1.version,
  });
  expect(updated.statusCode).toBe(200);
  const withdrawn = await p1.post(`/api/offers/${offer1.id}/withdraw`, { version: updated.json().version });
  expect(withdrawn.statusCode).toBe(200);
  // A bank entry after the sealed ones: its proof names the hash it chains onto.
  const current = (await manager.get(`/api/tenders/${tender.id}`)).json();
  const extended = await manager.post(`/api/tenders/${tender.id}/extend`, {
    offers_deadline: new Date(Date.parse(current.offers_deadline) + 86_400_000).toISOString(),
    reason: 'Додатковий час на підготовку',
    version: current.version,
  });
  expect(extended.statusCode).toBe(200);
  return { tender, offerIds: [offer1.id, offer2.id] };
}

/** Everything a bank user can read about the tender while offers are sealed. */
async function whatTheBankReceives(a: TestApp, tenderId: number): Promise<string> {
  const bodies: string[] = [];
  for (const email of BANK) {
    const client = await loginAs(a, email);
    for (const url of [
      `/api/tenders/${tenderId}`,
      `/api/tenders/${tenderId}/history`,
      `/api/tenders/${tenderId}/questions`,
      `/api/tenders/${tenderId}/offers`,
      `/api/tenders?page=1`,
    ]) {
      bodies.push((await client.get(url)).body);
    }
  }
  return bodies.join('\n');
}

describe('sealed offers against a bank user who brute-forces the history', () => {
  it('recovers no bidder, offer or document from anything the bank receives before the deadline', async () => {
    const { tender, offerIds } = await biddingInProgress(app());
    const received = await whatTheBankReceives(app(), tender.id);

    // The hashes: try every plausible hidden value — each actor, offer, document and question
    // id there is, every sealed action, the true instant of every entry (more than an attacker
    // knows), chained on every hash there is — and look for the result among what was received.
    const seen = new Set(received.match(/\b[0-9a-f]{64}\b/g) ?? []);
    expect(seen.size).toBeGreaterThan(0);
    const entries = await app()
      .db.select()
      .from(tenderHistory)
      .where(eq(tenderHistory.tenderId, tender.id))
      .orderBy(asc(tenderHistory.id));
    const userIds = (await app().db.select({ id: users.id }).from(users)).map((u) => u.id);
    const documentIds = (await app().db.select({ id: documents.id }).from(documents)).map((d) => d.id);
    const questionIds = (await app().db.select({ id: questions.id }).from(questions)).map((q) => q.id);
    const allOfferIds = (await app().db.select({ id: offers.id }).from(offers)).map((o) => o.id);
    expect(allOfferIds).toEqual(expect.arrayContaining(offerIds));
    const prevs = [null, ...seen, ...entries.map((e) => e.hash)];
    const detailsCandidates = [
      ...allOfferIds.map((offer_id) => ({ offer_id })),
      ...allOfferIds.flatMap((offer_id) => documentIds.map((document_id) => ({ offer_id, document_id }))),
      ...questionIds.map((question_id) => ({ question_id })),
    ];
    const recovered: string[] = [];
    let tries = 0;
    for (const { createdAt } of entries) {
      for (const action of SEALED_ACTIONS) {
        for (const actor_id of userIds) {
          for (const details of detailsCandidates) {
            for (const prev of prevs) {
              const content = {
                tender_id: tender.id,
                actor_id,
                actor_role: 'provider',
                action,
                details,
                created_at: createdAt.toISOString(),
              };
              tries++;
              if (seen.has(sha256(historyHashInput(prev, content)))) recovered.push(`${action} by user ${actor_id}`);
            }
          }
        }
      }
    }
    expect(tries).toBeGreaterThan(10_000);
    expect(recovered).toEqual([]);

    // Nor where the left-out entries lie: none of their hashes is sent, not even as the link a
    // proof names, and ids are places in the answer, not the stored sequence.
    const leftOut = entries.filter((e) => e.action.startsWith('offer_') || e.action === 'document_added');
    expect(leftOut).toHaveLength(5);
    for (const { hash } of leftOut) expect(received).not.toContain(hash);
    const history = (await (await loginAs(app(), 'manager@demo.ua')).get(`/api/tenders/${tender.id}/history`)).json();
    expect(history.map((e: { id: number }) => e.id)).toEqual(history.map((_: unknown, i: number) => i + 1));

    // The fields: no bidder, no sealed value, no sealed kind of entry.
    expect(received).not.toMatch(/Укрмережа|Дніпро Оптік|Ткаченко|Литвиненко|4200\.00|4100\.00|3900\.00/);
    expect(received).not.toMatch(/offer_submitted|offer_updated|offer_withdrawn|Комерційна пропозиція/);
  });

  it('once unsealed shows the bank the entries of the offers it sees, never of a withdrawn one, and lets it recompute every proof it gets', async () => {
    const { tender, offerIds } = await biddingInProgress(app());
    await setDeadline(app(), tender.id, '-1 minute');
    // After the deadline: the outcome stored, then the tender cancelled from evaluation.
    await app().scheduler.runOnce();
    const manager = await loginAs(app(), 'manager@demo.ua');
    const current = (await manager.get(`/api/tenders/${tender.id}`)).json();
    const cancelled = await manager.post(`/api/tenders/${tender.id}/cancel`, {
      reason: 'Потреба відпала',
      version: current.version,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const auditor = await loginAs(app(), 'auditor@demo.ua');
    const res = await auditor.get(`/api/tenders/${tender.id}/history`);
    const history = res.json() as {
      action: string;
      actor_role: string;
      created_at: string;
      hash: string;
      organization: { name: string } | null;
      details: Record<string, unknown>;
      proof: { prev_hash: string | null; actor_id: number | null; details: unknown; nonce: string | null } | null;
    }[];
    // provider1 withdrew: its submission, edit and withdrawal stay unknown, as in the offers list.
    const [withdrawnOrg] = await app()
      .db.select({ name: organizations.name })
      .from(offers)
      .innerJoin(organizations, eq(organizations.id, offers.organizationId))
      .where(eq(offers.id, offerIds[0]!));
    expect(res.body).not.toContain(withdrawnOrg!.name);
    expect(history.map((e) => e.action)).not.toContain('offer_updated');
    expect(history.map((e) => e.action)).not.toContain('offer_withdrawn');
    expect(history.filter((e) => e.action === 'offer_submitted')).toHaveLength(1);
    expect(history.map((e) => e.action)).toEqual(
      expect.arrayContaining([
        'offer_submitted',
        'document_added',
        'question_asked',
        'evaluation_started',
        'cancelled',
      ]),
    );
    expect(history.every((e) => e.details.offer_id === undefined || e.details.offer_id === offerIds[1])).toBe(true);

    // Proofs up to publication and after the deadline's first entry: none where a hidden entry
    // could lie just before.
    const published = history.findIndex((e) => e.action === 'published');
    const afterDeadline = history.findIndex((e) => e.action === 'evaluation_started');
    const proven = history.map((e) => e.proof !== null);
    expect(proven).toEqual(history.map((_, i) => i <= published || i > afterDeadline));
    for (const [i, entry] of history.entries()) {
      if (!entry.proof) continue;
      const prev = entry.proof.prev_hash;
      expect(prev).toBe(i === 0 ? null : history[i - 1]!.hash);
      const content = {
        tender_id: tender.id,
        actor_id: entry.proof.actor_id,
        actor_role: entry.actor_role,
        action: entry.action,
        details: entry.proof.details,
        created_at: entry.created_at,
        nonce: entry.proof.nonce ?? undefined,
      };
      expect(sha256(historyHashInput(prev, content))).toBe(entry.hash);
    }
  });
});
