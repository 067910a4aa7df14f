import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TTenderHistoryEntry } from '@tt/contracts/tenders';
import { questions, tenderHistory, tenders, users } from '../../src/db/schema/index.ts';
import { appendHistory, type TenderAction } from '../../src/domain/tenders/append-history.ts';
import { verifyHistory } from '../../src/domain/tenders/verify-history.ts';
import { loginAs, useTestApp, type TestApp } from '../helpers.ts';
import { insertOffer } from '../offer-rows.ts';
import { createDraft, createPublished, setDeadline, writableFields } from '../tender-factory.ts';

const app = useTestApp();

const hoursFromNow = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

/** Writes a history entry as the verbs do (offer verbs may not be wired yet). */
async function record(
  a: TestApp,
  tenderId: number,
  action: TenderAction,
  details: Record<string, unknown>,
  email?: string,
) {
  const [user] = email ? await a.db.select().from(users).where(eq(users.email, email)) : [];
  await a.db.transaction((tx) =>
    appendHistory(tx, {
      tenderId,
      actor: user ? { id: user.id, role: user.role === 'provider' ? 'provider' : 'manager' } : null,
      action,
      details,
    }),
  );
}

const ORG1 = 'ТОВ «Укрмережа Телеком»';
const ORG2 = 'ПрАТ «Дніпро Оптік»';

describe('tender history chain (npm run history:verify)', () => {
  async function tenderWithHistory() {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    await manager.post(`/api/tenders/${tender.id}/extend`, {
      offers_deadline: hoursFromNow(24 * 20),
      reason: 'Свята',
      version: tender.version,
    });
    await manager.post(`/api/tenders/${tender.id}/cancel`, { reason: 'Потреба відпала', version: tender.version + 1 });
    return tender.id;
  }
  const entriesOf = (id: number) =>
    app().db.select().from(tenderHistory).where(eq(tenderHistory.tenderId, id)).orderBy(asc(tenderHistory.id));

  it('chains every action, system ones included, and ends at history_head', async () => {
    const id = await tenderWithHistory();
    await record(app(), id, 'evaluation_started', { offers_count: 0 });
    const entries = await entriesOf(id);
    expect(entries.map((e) => e.action)).toEqual([
      'created',
      'published',
      'deadline_extended',
      'cancelled',
      'evaluation_started',
    ]);
    expect(entries.at(-1)).toMatchObject({ actorId: null, actorRole: 'system' });
    for (let i = 1; i < entries.length; i++) expect(entries[i]!.prevHash).toBe(entries[i - 1]!.hash);
    const [tender] = await app().db.select().from(tenders).where(eq(tenders.id, id));
    expect(tender!.historyHead).toBe(entries.at(-1)!.hash);
    expect(await verifyHistory(app().db, { tenderId: id })).toEqual({ ok: true, tenderId: id, entries: 5 });
  });

  it("detects an altered entry's details", async () => {
    const id = await tenderWithHistory();
    const entries = await entriesOf(id);
    await app()
      .db.update(tenderHistory)
      .set({ details: { reason: 'Інша причина' } })
      .where(eq(tenderHistory.id, entries[2]!.id));
    expect(await verifyHistory(app().db, { tenderId: id })).toMatchObject({
      ok: false,
      entryId: entries[2]!.id,
      reason: 'hash_mismatch',
    });
  });

  it('detects an altered actor or time even when the hash is left alone', async () => {
    const id = await tenderWithHistory();
    const entries = await entriesOf(id);
    await app().db.update(tenderHistory).set({ actorId: null }).where(eq(tenderHistory.id, entries[1]!.id));
    expect(await verifyHistory(app().db, { tenderId: id })).toMatchObject({
      entryId: entries[1]!.id,
      reason: 'hash_mismatch',
    });
  });

  it('detects a deleted entry in the middle', async () => {
    const id = await tenderWithHistory();
    const entries = await entriesOf(id);
    await app().db.delete(tenderHistory).where(eq(tenderHistory.id, entries[1]!.id));
    expect(await verifyHistory(app().db, { tenderId: id })).toMatchObject({
      ok: false,
      entryId: entries[2]!.id,
      reason: 'chain_broken',
    });
  });

  it('detects a deleted last entry', async () => {
    const id = await tenderWithHistory();
    const entries = await entriesOf(id);
    await app()
      .db.delete(tenderHistory)
      .where(eq(tenderHistory.id, entries.at(-1)!.id));
    expect(await verifyHistory(app().db, { tenderId: id })).toMatchObject({
      ok: false,
      entryId: null,
      reason: 'head_mismatch',
    });
  });
});

describe('GET /api/tenders/:id/history', () => {
  const actions = (entries: TTenderHistoryEntry[]) => entries.map((e) => e.action);

  it('shows bank users the timeline with actors and changed fields', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const draft = await createDraft(manager);
    await manager.put(`/api/tenders/${draft.id}`, { ...writableFields(draft), bandwidth_mbps: 200, version: 1 });
    await manager.post(`/api/tenders/${draft.id}/publish`, { version: 2 });
    const res = await (await loginAs(app(), 'auditor@demo.ua')).get(`/api/tenders/${draft.id}/history`);
    expect(res.statusCode).toBe(200);
    const entries = res.json();
    expect(actions(entries)).toEqual(['created', 'updated', 'published']);
    expect(entries[1]).toMatchObject({
      actor: { full_name: 'Андрій Мельник' },
      actor_role: 'manager',
      details: { fields: ['bandwidth_mbps'], changes: { bandwidth_mbps: { from: 100, to: 200 } } },
    });
  });

  /** A published tender with one submitted offer from each of the two verified providers. */
  async function tenderWithBids() {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    const first = await insertOffer(app(), { tenderId: tender.id, email: 'provider1@demo.ua' });
    const second = await insertOffer(app(), { tenderId: tender.id, email: 'provider2@demo.ua' });
    await record(app(), tender.id, 'offer_submitted', { offer_id: first.id }, 'provider1@demo.ua');
    await record(app(), tender.id, 'document_added', { offer_id: second.id, document_id: 999 }, 'provider2@demo.ua');
    await record(app(), tender.id, 'offer_submitted', { offer_id: second.id }, 'provider2@demo.ua');
    return { manager, tender, first, second };
  }

  it('keeps bidders anonymous to the bank until the deadline, and names them after it', async () => {
    const { manager, tender, first } = await tenderWithBids();
    // Not even that, when or in what order bidders acted.
    const before: TTenderHistoryEntry[] = (await manager.get(`/api/tenders/${tender.id}/history`)).json();
    expect(actions(before)).toEqual(['created', 'published']);
    expect(JSON.stringify(before)).not.toMatch(/Укрмережа|Дніпро Оптік|Ткаченко|Литвиненко/);

    await setDeadline(app(), tender.id, '-1 minute');
    const after: TTenderHistoryEntry[] = (await manager.get(`/api/tenders/${tender.id}/history`)).json();
    const submitted = after.filter((e) => e.action === 'offer_submitted');
    expect(submitted[0]).toMatchObject({
      actor: { full_name: 'Сергій Ткаченко' },
      organization: { name: ORG1 },
      details: { offer_id: first.id },
    });
    expect(submitted[1]).toMatchObject({ organization: { name: ORG2 } });
  });

  it('shows a provider that took part the timeline from publication, itself named, the others only after the deadline and anonymous', async () => {
    const { tender, first } = await tenderWithBids();
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const res = await provider.get(`/api/tenders/${tender.id}/history`);
    expect(res.statusCode).toBe(200);
    // Drafting is the bank's own business; competitors are invisible while offers are taken.
    const entries: TTenderHistoryEntry[] = res.json();
    expect(actions(entries)).toEqual(['published', 'offer_submitted']);
    expect(entries[1]).toMatchObject({
      organization: { name: ORG1 },
      actor: { full_name: 'Сергій Ткаченко' },
      details: { offer_id: first.id },
    });

    await setDeadline(app(), tender.id, '-1 minute');
    const later: TTenderHistoryEntry[] = (await provider.get(`/api/tenders/${tender.id}/history`)).json();
    expect(actions(later)).toEqual(['published', 'offer_submitted', 'document_added', 'offer_submitted']);
    for (const e of later.slice(2)) expect(e).toMatchObject({ actor: null, organization: null, details: {} });
    expect(JSON.stringify(later)).not.toMatch(/Дніпро Оптік|Литвиненко/);
  });

  it('strips the budget from what providers see and hides budget-only changes', async () => {
    const { manager, tender } = await tenderWithBids();
    const current = (await manager.get(`/api/tenders/${tender.id}`)).json();
    const budgetOnly = await manager.put(`/api/tenders/${tender.id}`, {
      ...writableFields(current),
      budget_monthly: '5100.00',
      version: current.version,
    });
    expect(budgetOnly.statusCode).toBe(200);
    const both = await manager.put(`/api/tenders/${tender.id}`, {
      ...writableFields(budgetOnly.json()),
      budget_monthly: '5300.00',
      description: '<p>Уточнення: потрібен резерв живлення.</p>',
      version: budgetOnly.json().version,
    });
    expect(both.statusCode).toBe(200);

    const bank: TTenderHistoryEntry[] = (await manager.get(`/api/tenders/${tender.id}/history`)).json();
    expect(bank.filter((e) => e.action === 'updated').at(-1)!.details).toMatchObject({
      fields: expect.arrayContaining(['budget_monthly', 'description']),
      changes: { budget_monthly: { from: '5100.00', to: '5300.00' } },
    });

    const res = await (await loginAs(app(), 'provider2@demo.ua')).get(`/api/tenders/${tender.id}/history`);
    const entries: TTenderHistoryEntry[] = res.json();
    const updates = entries.filter((e) => e.action === 'updated');
    expect(updates).toHaveLength(1);
    expect(updates[0]!.details).toEqual({ fields: ['description'], changes: {} });
    expect(res.body).not.toContain('budget_monthly');
    // The amounts as money, not as digits that a hash or a timestamp may happen to contain.
    expect(JSON.stringify(entries.map((e) => e.details))).not.toMatch(/4500\.00|5100\.00|5300\.00/);
  });

  it('returns 403 to a provider without an offer and to one holding only a draft', async () => {
    const { tender } = await tenderWithBids();
    const outsider = await (await loginAs(app(), 'provider3@demo.ua')).get(`/api/tenders/${tender.id}/history`);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().code).toBe('forbidden');

    const other = await createPublished(await loginAs(app(), 'manager@demo.ua'));
    await insertOffer(app(), { tenderId: other.id, email: 'provider1@demo.ua', status: 'draft' });
    expect((await (await loginAs(app(), 'provider1@demo.ua')).get(`/api/tenders/${other.id}/history`)).statusCode).toBe(
      403,
    );
  });

  it('answers 404 to a provider asking for the history of a draft', async () => {
    const draft = await createDraft(await loginAs(app(), 'manager@demo.ua'));
    expect((await (await loginAs(app(), 'provider1@demo.ua')).get(`/api/tenders/${draft.id}/history`)).statusCode).toBe(
      404,
    );
  });

  it('names the asking organisation to itself, to the bank only after the deadline, to other providers never', async () => {
    const { tender } = await tenderWithBids();
    const [asker] = await app().db.select().from(users).where(eq(users.email, 'provider2@demo.ua'));
    const [q] = await app()
      .db.insert(questions)
      .values({
        tenderId: tender.id,
        organizationId: asker!.organizationId!,
        askedBy: asker!.id,
        question: 'Чи є резервне живлення у вузлі?',
      })
      .returning();
    await record(app(), tender.id, 'question_asked', { question_id: q!.id }, 'provider2@demo.ua');

    const asked = (entries: TTenderHistoryEntry[]) => entries.find((e) => e.action === 'question_asked')!;
    const bank = asked(
      (await (await loginAs(app(), 'auditor@demo.ua')).get(`/api/tenders/${tender.id}/history`)).json(),
    );
    // The bank reads the question, but learns the asker only with the offers.
    expect(bank).toMatchObject({
      actor: null,
      organization: null,
      details: { question: 'Чи є резервне живлення у вузлі?' },
    });
    const own = asked(
      (await (await loginAs(app(), 'provider2@demo.ua')).get(`/api/tenders/${tender.id}/history`)).json(),
    );
    expect(own).toMatchObject({ organization: { name: ORG2 }, actor: { full_name: 'Марина Литвиненко' } });
    const other = asked(
      (await (await loginAs(app(), 'provider1@demo.ua')).get(`/api/tenders/${tender.id}/history`)).json(),
    );
    expect(other).toMatchObject({ actor: null, organization: null });
    expect(other.details).not.toHaveProperty('question');

    // Once answered the question is public (it is on the tender card), the asker still is not.
    await app().db.update(questions).set({ answer: 'Так, ДБЖ на 4 години.' }).where(eq(questions.id, q!.id));
    await record(app(), tender.id, 'question_answered', { question_id: q!.id }, 'manager@demo.ua');
    const later: TTenderHistoryEntry[] = (
      await (await loginAs(app(), 'provider1@demo.ua')).get(`/api/tenders/${tender.id}/history`)
    ).json();
    expect(asked(later)).toMatchObject({
      actor: null,
      organization: null,
      details: { question: 'Чи є резервне живлення у вузлі?' },
    });
    expect(later.find((e) => e.action === 'question_answered')).toMatchObject({
      organization: null,
      details: { answer: 'Так, ДБЖ на 4 години.' },
    });

    await setDeadline(app(), tender.id, '-1 minute');
    const bankLater = asked(
      (await (await loginAs(app(), 'auditor@demo.ua')).get(`/api/tenders/${tender.id}/history`)).json(),
    );
    expect(bankLater).toMatchObject({ organization: { name: ORG2 }, actor: { full_name: 'Марина Литвиненко' } });
  });

  it('shows each question entry as it was then: the asking with the question only, the answering with the answer it gave', async () => {
    const { manager, tender } = await tenderWithBids();
    const asker = await loginAs(app(), 'provider2@demo.ua');
    const asked = await asker.post(`/api/tenders/${tender.id}/questions`, { question: 'Чи є резервне живлення у вузлі?' });
    expect(asked.statusCode).toBe(201);
    const questionId: number = asked.json().id;
    const answer = (text: string) => manager.post(`/api/questions/${questionId}/answer`, { answer: text });
    expect((await answer('Так, ДБЖ на 2 години.')).statusCode).toBe(200);
    expect((await answer('Так, ДБЖ на 4 години.')).statusCode).toBe(200);

    const questionEntries = async (email: string) =>
      (
        (await (await loginAs(app(), email)).get(`/api/tenders/${tender.id}/history`)).json() as TTenderHistoryEntry[]
      ).filter((e) => e.action === 'question_asked' || e.action === 'question_answered');
    const question = 'Чи є резервне живлення у вузлі?';
    // The same for the asker, another provider that took part and the bank.
    for (const email of ['provider2@demo.ua', 'provider1@demo.ua', 'auditor@demo.ua', 'manager@demo.ua']) {
      const [askedEntry, firstAnswer, correction, ...rest] = await questionEntries(email);
      expect(rest, email).toEqual([]);
      expect(askedEntry, email).toMatchObject({ action: 'question_asked', details: { question_id: questionId, question } });
      expect(askedEntry!.details, email).not.toHaveProperty('answer');
      // The first answer was corrected later; the history does not hold its text, so it shows none.
      expect(firstAnswer, email).toMatchObject({ action: 'question_answered', details: { question } });
      expect(firstAnswer!.details, email).not.toHaveProperty('answer');
      expect(firstAnswer!.details, email).not.toHaveProperty('corrected');
      expect(correction, email).toMatchObject({
        action: 'question_answered',
        details: { question_id: questionId, question, answer: 'Так, ДБЖ на 4 години.', corrected: true },
      });
    }
  });

  it('tells the winner, not the other bidders, who won and why', async () => {
    const { tender, first } = await tenderWithBids();
    await setDeadline(app(), tender.id, '-1 hour');
    await record(app(), tender.id, 'awarded', { offer_id: first.id, reason: 'Найнижча ціна' }, 'manager@demo.ua');
    const awarded = async (email: string) =>
      (
        (await (await loginAs(app(), email)).get(`/api/tenders/${tender.id}/history`)).json() as TTenderHistoryEntry[]
      ).find((e) => e.action === 'awarded')!;
    expect(await awarded('manager@demo.ua')).toMatchObject({
      organization: { name: ORG1 },
      details: { reason: 'Найнижча ціна' },
    });
    expect(await awarded('provider1@demo.ua')).toMatchObject({ organization: { name: ORG1 } });
    expect(await awarded('provider2@demo.ua')).toMatchObject({ organization: null, details: {} });
  });
});
