import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizations, tenderHistory, users } from '../../src/db/schema/index.ts';
import { loginAs, useTestApp, type Client, type TestApp } from '../helpers.ts';
import { createDraft, createPublished, setDeadline } from '../tender-factory.ts';

const app = useTestApp();

type QuestionJson = {
  id: number;
  question: string;
  answer: string | null;
  is_own: boolean;
  organization: { id: number; name: string } | null;
};

async function organizationOf(t: TestApp, email: string) {
  const [row] = await t.db
    .select({ id: organizations.id, name: organizations.name })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.email, email));
  return row!;
}

async function ask(client: Client, tenderId: number, question: string) {
  const res = await client.post(`/api/tenders/${tenderId}/questions`, { question });
  if (res.statusCode !== 201) throw new Error(`ask failed: ${res.statusCode} ${res.body}`);
  return res.json() as QuestionJson;
}

async function listAs(client: Client, tenderId: number) {
  const res = await client.get(`/api/tenders/${tenderId}/questions`);
  expect(res.statusCode).toBe(200);
  return res.json() as QuestionJson[];
}

async function lastHistory(t: TestApp, tenderId: number) {
  const rows = await t.db
    .select()
    .from(tenderHistory)
    .where(eq(tenderHistory.tenderId, tenderId))
    .orderBy(asc(tenderHistory.id));
  return rows.at(-1)!;
}

describe('POST /api/tenders/:id/questions', () => {
  it('lets a provider ask on a published tender; 201 with its own organisation; history without it', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const res = await provider.post(`/api/tenders/${tender.id}/questions`, {
      question: 'Чи можна використати наявну кабельну каналізацію будівлі?',
    });
    expect(res.statusCode).toBe(201);
    const question = res.json();
    expect(question).toMatchObject({
      tender_id: tender.id,
      answer: null,
      answered_at: null,
      is_own: true,
      organization: await organizationOf(app(), 'provider1@demo.ua'),
    });
    const entry = await lastHistory(app(), tender.id);
    expect(entry.action).toBe('question_asked');
    expect(entry.details).toEqual({ question_id: question.id });
    expect(entry.actorRole).toBe('provider');
  });

  it('lets an unverified organisation ask too', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    const unverified = await loginAs(app(), 'provider3@demo.ua');
    const res = await unverified.post(`/api/tenders/${tender.id}/questions`, { question: 'Який термін договору?' });
    expect(res.statusCode).toBe(201);
  });

  it('answers 404 for a draft, 409 after the deadline', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const draft = await createDraft(manager);
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const onDraft = await provider.post(`/api/tenders/${draft.id}/questions`, { question: 'Чи є резервне живлення?' });
    expect(onDraft.statusCode).toBe(404);

    const tender = await createPublished(manager);
    await setDeadline(app(), tender.id, '-1 minute');
    const late = await provider.post(`/api/tenders/${tender.id}/questions`, { question: 'Чи є резервне живлення?' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('deadline_passed');
    expect(late.json().error).toContain('Поставити запитання неможливо');
  });

  it('answers 400 naming the field for a too short question', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const short = await provider.post(`/api/tenders/${tender.id}/questions`, { question: 'А?' });
    expect(short.statusCode).toBe(400);
    expect(short.json().details.fields.question).toContain('«Запитання»');
  });
});

describe('GET /api/tenders/:id/questions', () => {
  it('shows others’ questions only once answered, and never the asking organisation to other providers', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    const asker = await loginAs(app(), 'provider1@demo.ua');
    const other = await loginAs(app(), 'provider2@demo.ua');
    const question = await ask(asker, tender.id, 'Чи потрібне резервування за двома трасами?');
    const own = await ask(other, tender.id, 'Чи допускається радіорелейний канал?');

    // Unanswered: the asker sees it, another provider does not; the bank sees all, askers unnamed
    // while offers are sealed (interest in a tender hints at a bid).
    expect((await listAs(asker, tender.id)).map((q) => q.id)).toEqual([question.id]);
    expect((await listAs(other, tender.id)).map((q) => q.id)).toEqual([own.id]);
    const bankView = await listAs(manager, tender.id);
    expect(bankView.map((q) => [q.id, q.organization])).toEqual([
      [question.id, null],
      [own.id, null],
    ]);
    expect(bankView.every((q) => !q.is_own)).toBe(true);

    const answered = await manager.post(`/api/questions/${question.id}/answer`, {
      answer: 'Так, резервування обов’язкове.',
    });
    expect(answered.statusCode).toBe(200);

    const seenByOther = (await listAs(other, tender.id)).find((q) => q.id === question.id)!;
    expect(seenByOther).toMatchObject({ answer: 'Так, резервування обов’язкове.', is_own: false, organization: null });
    const seenByAsker = (await listAs(asker, tender.id)).find((q) => q.id === question.id)!;
    expect(seenByAsker).toMatchObject({ is_own: true, organization: { id: expect.any(Number) } });
    // Another provider's unanswered question stays hidden from the asker.
    expect((await listAs(asker, tender.id)).map((q) => q.id)).toEqual([question.id]);

    // From the deadline on the bank may know who asked.
    await setDeadline(app(), tender.id, '-1 minute');
    expect((await listAs(manager, tender.id)).map((q) => q.organization?.id)).toEqual([
      (await organizationOf(app(), 'provider1@demo.ua')).id,
      (await organizationOf(app(), 'provider2@demo.ua')).id,
    ]);
  });

  it('answers 404 to a provider for a draft', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const draft = await createDraft(manager);
    const provider = await loginAs(app(), 'provider1@demo.ua');
    expect((await provider.get(`/api/tenders/${draft.id}/questions`)).statusCode).toBe(404);
    expect(await listAs(manager, draft.id)).toEqual([]);
  });
});

describe('POST /api/questions/:id/answer', () => {
  it('lets a manager answer and correct the answer; history says which', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const question = await ask(provider, tender.id, 'Яка потрібна точка підключення?');

    const first = await manager.post(`/api/questions/${question.id}/answer`, { answer: 'Серверна, 2 поверх.' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ answer: 'Серверна, 2 поверх.', organization: null });
    expect(first.json().answered_at).toEqual(expect.any(String));
    expect((await lastHistory(app(), tender.id)).details).toEqual({ question_id: question.id });

    const fixed = await manager.post(`/api/questions/${question.id}/answer`, { answer: 'Серверна, 3 поверх.' });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().answer).toBe('Серверна, 3 поверх.');
    const entry = await lastHistory(app(), tender.id);
    expect(entry.action).toBe('question_answered');
    expect(entry.details).toEqual({ question_id: question.id, corrected: true });
  });

  it('answers 404 for an unknown question', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    expect((await manager.post('/api/questions/999999/answer', { answer: 'Серверна' })).statusCode).toBe(404);
  });

  it('answers 409 after the deadline: a late question is a reason to extend it', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const question = await ask(provider, tender.id, 'Яка потрібна точка підключення?');
    await setDeadline(app(), tender.id, '-1 minute');
    const res = await manager.post(`/api/questions/${question.id}/answer`, { answer: 'Серверна' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('deadline_passed');
  });
});
