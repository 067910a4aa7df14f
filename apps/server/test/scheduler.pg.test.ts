import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openPostgres, type Database } from '../src/db/client.ts';
import {
  emailOutbox,
  historyNotifications,
  organizations,
  questions,
  tenderHistory,
  tenders,
  users,
} from '../src/db/schema/index.ts';
import { loadEnv } from '../src/env.ts';
import { appendHistory, type TenderAction } from '../src/domain/tenders/append-history.ts';
import { verifyHistory } from '../src/domain/tenders/verify-history.ts';
import { formatKyivDateTime } from '@tt/contracts/kyiv-time';
import { loginAs, useTestApp, type TestApp } from './helpers.ts';
import { insertOffer } from './offer-rows.ts';
import { createDraft, createPublished, setDeadline, writableFields } from './tender-factory.ts';

const PUBLIC_URL = 'https://tender.bank.example.ua';
const app = useTestApp({ PUBLIC_URL });

const ORG1 = 'ТОВ «Укрмережа Телеком»';
const ORG2 = 'ПрАТ «Дніпро Оптік»';

type Letter = typeof emailOutbox.$inferSelect;

const letters = async (a: TestApp = app()): Promise<Letter[]> =>
  a.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
const lettersOf = async (template: string) => (await letters()).filter((l) => l.template === template);
const recipientsOf = async (template: string) => (await lettersOf(template)).map((l) => l.to.join(',')).sort();
const historyOf = (id: number) =>
  app().db.select().from(tenderHistory).where(eq(tenderHistory.tenderId, id)).orderBy(asc(tenderHistory.id));
const storedTender = async (id: number) => (await app().db.select().from(tenders).where(eq(tenders.id, id)))[0]!;
const body = (l: Letter) => `${l.subject}\n${l.text}\n${l.html}`;

/** Writes a history entry as a verb would (for actions whose verbs live elsewhere). */
async function record(tenderId: number, action: TenderAction, details: Record<string, unknown>, email?: string) {
  const [user] = email ? await app().db.select().from(users).where(eq(users.email, email)) : [];
  await app().db.transaction((tx) =>
    appendHistory(tx, {
      tenderId,
      actor: user ? { id: user.id, role: user.role === 'provider' ? 'provider' : 'manager' } : null,
      action,
      details,
    }),
  );
}

/** A published tender whose publication letters are already out of the way. */
async function publishedQuietly(overrides: Parameters<typeof createPublished>[1] = {}) {
  const manager = await loginAs(app(), 'manager@demo.ua');
  const tender = await createPublished(manager, overrides);
  await app().scheduler.runOnce();
  await app().db.delete(emailOutbox);
  return { manager, tender };
}

describe('scheduler: the deadline', () => {
  it('stores evaluation with enough submitted offers, writes evaluation_started and tells the bank', async () => {
    const { tender } = await publishedQuietly();
    await insertOffer(app(), { tenderId: tender.id, email: 'provider1@demo.ua' });
    await insertOffer(app(), { tenderId: tender.id, email: 'provider2@demo.ua', status: 'draft' });
    await setDeadline(app(), tender.id, '-1 second');

    const report = await app().scheduler.runOnce();
    expect(report).toMatchObject({ deadlines: 1 });
    const stored = await storedTender(tender.id);
    expect(stored).toMatchObject({ status: 'evaluation', statusReason: null, version: tender.version });
    const last = (await historyOf(tender.id)).at(-1)!;
    expect(last).toMatchObject({
      action: 'evaluation_started',
      actorId: null,
      actorRole: 'system',
      details: { offers_count: 1 },
    });
    expect(await verifyHistory(app().db, { tenderId: tender.id })).toMatchObject({ ok: true });

    // The author is the only manager among the demo bank users.
    const [letter, ...more] = await lettersOf('tender_deadline_passed');
    expect(more).toHaveLength(0);
    expect(letter!.to).toEqual(['manager@demo.ua']);
    expect(letter!.status).toBe('queued');
    expect(letter!.tenderId).toBe(tender.id);
    expect(letter!.subject).toContain(tender.number);
    expect(letter!.text).toContain('Подано пропозицій: 1 (потрібно щонайменше 1)');
    expect(letter!.text).toContain(formatKyivDateTime(stored.offersDeadline));
    expect(letter!.text).toContain(`${PUBLIC_URL}/tenders/${tender.id}/proposals`);
    // Only the count: the offers themselves are read on the site.
    expect(body(letter!)).not.toMatch(/Укрмережа|Дніпро Оптік|4200/);
    expect(await lettersOf('tender_unsuccessful')).toHaveLength(0);
  });

  it('stores unsuccessful with too few offers and tells the bank and every provider holding an offer', async () => {
    const { tender } = await publishedQuietly({ min_offers: 2 });
    await insertOffer(app(), { tenderId: tender.id, email: 'provider1@demo.ua' });
    await insertOffer(app(), { tenderId: tender.id, email: 'provider2@demo.ua', status: 'draft' });
    await setDeadline(app(), tender.id, '-1 second');
    await app().scheduler.runOnce();

    expect(await storedTender(tender.id)).toMatchObject({
      status: 'unsuccessful',
      statusReason: 'Подано менше пропозицій, ніж потрібно: 1 з 2',
    });
    expect((await historyOf(tender.id)).slice(-2)).toMatchObject([
      { action: 'evaluation_started', actorRole: 'system', details: { offers_count: 1 } },
      { action: 'unsuccessful', actorId: null, details: { reason: 'Подано менше пропозицій, ніж потрібно: 1 з 2' } },
    ]);
    const [bank] = await lettersOf('tender_deadline_passed');
    expect(bank!.subject).toContain('не відбувся');
    expect(await recipientsOf('tender_unsuccessful')).toEqual(['provider1@demo.ua', 'provider2@demo.ua']);
    for (const l of await lettersOf('tender_unsuccessful')) {
      expect(l.text).toContain('Подано менше пропозицій, ніж потрібно: 1 з 2');
      expect(body(l)).not.toMatch(/4500|4 500/);
    }
  });

  it('leaves tenders before their deadline alone and does nothing twice', async () => {
    const { tender } = await publishedQuietly();
    const late = (await publishedQuietly()).tender;
    await setDeadline(app(), late.id, '-1 minute');
    expect(await app().scheduler.runOnce()).toMatchObject({ deadlines: 1 });
    const count = (await letters()).length;
    expect(await app().scheduler.runOnce()).toEqual({ deadlines: 0, notified: 0, reminders: 0, letters: 0 });
    expect(await letters()).toHaveLength(count);
    expect((await storedTender(tender.id)).status).toBe('published');
    expect((await historyOf(late.id)).filter((e) => e.action === 'evaluation_started')).toHaveLength(1);
  });

  it('never processes a deadline twice or sends a letter twice when two instances run at once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const manager = await loginAs(app(), 'manager@demo.ua');
      const tender = await createPublished(manager, { min_offers: i === 2 ? 2 : 1 });
      await insertOffer(app(), { tenderId: tender.id, email: 'provider1@demo.ua' });
      await insertOffer(app(), {
        tenderId: tender.id,
        email: 'provider2@demo.ua',
        status: i === 0 ? 'submitted' : 'draft',
      });
      await setDeadline(app(), tender.id, '-1 second');
      ids.push(tender.id);
    }
    // Another server instance on the same database (PostgreSQL: its own pool of connections).
    const other = await secondInstance(app());
    try {
      const reports = await Promise.all([
        app().scheduler.runOnce(),
        other.scheduler.runOnce(),
        app().scheduler.runOnce(),
        other.scheduler.runOnce(),
      ]);
      expect(reports.reduce((n, r) => n + r.deadlines, 0)).toBe(3);
    } finally {
      await other.close();
    }
    for (const id of ids) {
      const actions = (await historyOf(id)).map((e) => e.action);
      expect(actions.filter((a) => a === 'evaluation_started')).toHaveLength(1);
      expect(await verifyHistory(app().db, { tenderId: id })).toMatchObject({ ok: true });
    }
    expect((await historyOf(ids[2]!)).filter((e) => e.action === 'unsuccessful')).toHaveLength(1);
    const all = await letters();
    const keys = all.map((l) => `${l.template} ${l.tenderId} ${l.to.join(',')}`);
    expect(new Set(keys).size).toBe(keys.length);
    // 3 publications × 2 pipeline providers, 3 deadline letters to the manager, 2 providers of the unsuccessful one.
    expect(all.filter((l) => l.template === 'tender_published')).toHaveLength(6);
    expect(all.filter((l) => l.template === 'tender_deadline_passed')).toHaveLength(3);
    expect(all.filter((l) => l.template === 'tender_unsuccessful')).toHaveLength(2);
    const [claims] = await app()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(historyNotifications);
    const [notified] = await app()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(tenderHistory)
      .where(sql`${tenderHistory.action} in ('published', 'evaluation_started', 'unsuccessful')`);
    expect(Number(claims!.n)).toBe(Number(notified!.n));
  });
});

describe('scheduler: letters from history', () => {
  it('announces a publication to verified pipeline providers who want mail, without the budget', async () => {
    await app().db.update(users).set({ notification: false }).where(eq(users.email, 'provider2@demo.ua'));
    const manager = await loginAs(app(), 'manager@demo.ua');
    const draft = await createDraft(manager);
    await app().scheduler.runOnce();
    expect(await lettersOf('tender_published')).toHaveLength(0);

    await manager.post(`/api/tenders/${draft.id}/publish`, { version: draft.version });
    await app().scheduler.runOnce();
    // provider2 turned notifications off; provider3's organisation is not verified.
    const [letter, ...more] = await lettersOf('tender_published');
    expect(more).toHaveLength(0);
    expect(letter!.to).toEqual(['provider1@demo.ua']);
    const stored = await storedTender(draft.id);
    expect(letter!.subject).toBe(`Телеком Тендер: новий тендер ${draft.number} — ${stored.title}`);
    expect(letter!.text).toContain(`${formatKyivDateTime(stored.offersDeadline)} (за київським часом)`);
    expect(letter!.text).toContain('Львівська область');
    expect(letter!.html).toContain(`href="${PUBLIC_URL}/tenders/${draft.id}"`);
    expect(letter!.html).toContain('lang="uk"');
    expect(body(letter!)).not.toMatch(/4500|4 500|бюджет/i);
  });

  it('skips blocked organisations and inactive users', async () => {
    const [org] = await app().db.select().from(organizations).where(eq(organizations.name, ORG2));
    await app().db.update(organizations).set({ isBlocked: true }).where(eq(organizations.id, org!.id));
    await app().db.update(users).set({ isActive: false }).where(eq(users.email, 'provider1@demo.ua'));
    await createPublished(await loginAs(app(), 'manager@demo.ua'));
    await app().scheduler.runOnce();
    expect(await lettersOf('tender_published')).toHaveLength(0);
  });

  it('tells providers holding an offer about an extension, and nobody else', async () => {
    const { manager, tender } = await publishedQuietly();
    await insertOffer(app(), { tenderId: tender.id, email: 'provider1@demo.ua', status: 'draft' });
    await insertOffer(app(), { tenderId: tender.id, email: 'provider2@demo.ua' });
    const to = new Date(Date.now() + 20 * 86_400_000);
    const res = await manager.post(`/api/tenders/${tender.id}/extend`, {
      offers_deadline: to.toISOString(),
      reason: 'Свята',
      version: tender.version,
    });
    expect(res.statusCode).toBe(200);
    await app().scheduler.runOnce();
    expect(await recipientsOf('tender_deadline_extended')).toEqual(['provider1@demo.ua', 'provider2@demo.ua']);
    for (const l of await lettersOf('tender_deadline_extended')) {
      expect(l.text).toContain(`на ${formatKyivDateTime(new Date(res.json().offers_deadline))} (за київським часом)`);
      expect(l.text).toContain('Причина: Свята');
      // Sealed: no bidder learns of another.
      expect(body(l)).not.toMatch(/Укрмережа|Дніпро Оптік/);
    }
  });

  it('tells holders about a clarification and a tender document, but not about a budget change or an offer document', async () => {
    const { manager, tender } = await publishedQuietly();
    const offer = await insertOffer(app(), { tenderId: tender.id, email: 'provider1@demo.ua' });
    const current = (await manager.get(`/api/tenders/${tender.id}`)).json();
    const fields = writableFields(current);
    const budget = await manager.put(`/api/tenders/${tender.id}`, {
      ...fields,
      budget_monthly: '5100.00',
      version: current.version,
    });
    expect(budget.statusCode).toBe(200);
    const clarified = await manager.put(`/api/tenders/${tender.id}`, {
      ...fields,
      budget_monthly: '5100.00',
      description: '<p>Уточнення: вузол у підвалі.</p>',
      version: budget.json().version,
    });
    expect(clarified.statusCode).toBe(200);
    await record(tender.id, 'document_added', { document_id: 424242, file_name: 'Схема траси.pdf' }, 'manager@demo.ua');
    await record(tender.id, 'document_added', { offer_id: offer.id, document_id: 434343 }, 'provider1@demo.ua');
    await app().scheduler.runOnce();

    expect(await recipientsOf('tender_clarified')).toEqual(['provider1@demo.ua']);
    expect(await recipientsOf('tender_document_added')).toEqual(['provider1@demo.ua']);
    expect((await lettersOf('tender_document_added'))[0]!.text).toContain('«Схема траси.pdf»');
    for (const l of await letters()) expect(body(l)).not.toMatch(/5100|5 100|4500/);
  });

  it('sends the answer to holders and to the asker, each once', async () => {
    const { tender } = await publishedQuietly();
    await insertOffer(app(), { tenderId: tender.id, email: 'provider1@demo.ua', status: 'draft' });
    await insertOffer(app(), { tenderId: tender.id, email: 'provider2@demo.ua', status: 'withdrawn' });
    const [asker] = await app().db.select().from(users).where(eq(users.email, 'provider3@demo.ua'));
    const [q] = await app()
      .db.insert(questions)
      .values({
        tenderId: tender.id,
        organizationId: asker!.organizationId!,
        askedBy: asker!.id,
        question: 'Чи можна подати радіорелейне рішення?',
        answer: 'Так, якщо SLA не нижче 99,5 %.',
      })
      .returning();
    await record(tender.id, 'question_asked', { question_id: q!.id }, 'provider3@demo.ua');
    await record(tender.id, 'question_answered', { question_id: q!.id }, 'manager@demo.ua');
    await app().scheduler.runOnce();
    expect(await recipientsOf('question_answered')).toEqual([
      'provider1@demo.ua',
      'provider2@demo.ua',
      'provider3@demo.ua',
    ]);
    const [l] = await lettersOf('question_answered');
    expect(l!.text).toContain('Запитання: Чи можна подати радіорелейне рішення?');
    expect(l!.text).toContain('Відповідь: Так, якщо SLA не нижче 99,5 %.');
    // The asker is never named to other providers.
    expect(body(l!)).not.toMatch(/Гнатюк|Карпати/);
  });

  it('tells the winner it won and the other bidder only its own outcome', async () => {
    const { tender } = await publishedQuietly();
    const won = await insertOffer(app(), { tenderId: tender.id, email: 'provider1@demo.ua' });
    await insertOffer(app(), { tenderId: tender.id, email: 'provider2@demo.ua' });
    await setDeadline(app(), tender.id, '-1 hour');
    await app().scheduler.runOnce();
    await app().db.delete(emailOutbox);
    await app().db.execute(
      sql`update offers set status = case when id = ${won.id} then 'won' else 'lost' end where tender_id = ${tender.id}`,
    );
    await app().db.update(tenders).set({ status: 'awarded' }).where(eq(tenders.id, tender.id));
    await record(
      tender.id,
      'awarded',
      { offer_id: won.id, organization: ORG1, reason: 'Найнижча ціна' },
      'manager@demo.ua',
    );
    await app().scheduler.runOnce();
    const [winner] = await lettersOf('offer_won');
    expect(winner!.to).toEqual(['provider1@demo.ua']);
    expect(winner!.text).toContain(ORG1);
    const [loser] = await lettersOf('offer_lost');
    expect(loser!.to).toEqual(['provider2@demo.ua']);
    expect(loser!.text).toContain(ORG2);
    expect(body(loser!)).not.toMatch(/Укрмережа|4200|Найнижча/);
  });

  it('tells holders about a cancellation with its reason', async () => {
    const { manager, tender } = await publishedQuietly();
    await insertOffer(app(), { tenderId: tender.id, email: 'provider2@demo.ua', status: 'draft' });
    await manager.post(`/api/tenders/${tender.id}/cancel`, {
      reason: 'Відділення переїжджає',
      version: tender.version,
    });
    await app().scheduler.runOnce();
    const [l, ...more] = await lettersOf('tender_cancelled');
    expect(more).toHaveLength(0);
    expect(l!.to).toEqual(['provider2@demo.ua']);
    expect(l!.subject).toBe(`Телеком Тендер: тендер ${tender.number} скасовано`);
    expect(l!.text).toContain('Причина: Відділення переїжджає');
  });

  it('records an event older than a day as handled without letters', async () => {
    const { tender } = await publishedQuietly();
    await insertOffer(app(), { tenderId: tender.id, email: 'provider1@demo.ua' });
    await app().db.transaction((tx) =>
      appendHistory(tx, {
        tenderId: tender.id,
        actor: null,
        action: 'cancelled',
        details: { reason: 'Давня подія' },
        at: new Date(Date.now() - 2 * 86_400_000),
      }),
    );
    expect(await app().scheduler.runOnce()).toMatchObject({ notified: 1, letters: 0 });
    expect(await letters()).toHaveLength(0);
  });
});

describe('scheduler: the 24-hour reminder', () => {
  it('reminds providers holding a draft once, and again only after an extension opens a new window', async () => {
    const { tender } = await publishedQuietly();
    await insertOffer(app(), { tenderId: tender.id, email: 'provider1@demo.ua' });
    await insertOffer(app(), { tenderId: tender.id, email: 'provider2@demo.ua', status: 'draft' });
    await setDeadline(app(), tender.id, '25 hours');
    expect(await app().scheduler.runOnce()).toMatchObject({ reminders: 0 });

    await setDeadline(app(), tender.id, '23 hours');
    expect(await app().scheduler.runOnce()).toMatchObject({ reminders: 1, letters: 1 });
    const [l] = await lettersOf('deadline_reminder');
    expect(l!.to).toEqual(['provider2@demo.ua']);
    expect(l!.text).toContain(ORG2);
    expect(l!.text).toContain(formatKyivDateTime((await storedTender(tender.id)).offersDeadline));
    expect(body(l!)).not.toMatch(/Укрмережа|4500/);
    expect(await app().scheduler.runOnce()).toMatchObject({ reminders: 0 });

    // Extended a little: the reminder already sent falls inside the new window.
    await setDeadline(app(), tender.id, '30 hours');
    await setDeadline(app(), tender.id, '22 hours');
    expect(await app().scheduler.runOnce()).toMatchObject({ reminders: 0 });

    // Extended by days, and that new window has now opened: remind again.
    await app()
      .db.update(tenders)
      .set({ reminderQueuedAt: sql`now() - interval '3 days'` })
      .where(eq(tenders.id, tender.id));
    expect(await app().scheduler.runOnce()).toMatchObject({ reminders: 1 });
    expect(await lettersOf('deadline_reminder')).toHaveLength(2);
  });

  it('queues each reminder once when two instances run at once', async () => {
    const { tender } = await publishedQuietly();
    await insertOffer(app(), { tenderId: tender.id, email: 'provider1@demo.ua', status: 'draft' });
    await insertOffer(app(), { tenderId: tender.id, email: 'provider2@demo.ua', status: 'draft' });
    await setDeadline(app(), tender.id, '2 hours');
    const other = await secondInstance(app());
    try {
      await Promise.all([app().scheduler.runOnce(), other.scheduler.runOnce(), app().scheduler.runOnce()]);
    } finally {
      await other.close();
    }
    expect(await recipientsOf('deadline_reminder')).toEqual(['provider1@demo.ua', 'provider2@demo.ua']);
  });
});

describe('scheduler plugin', () => {
  it('is off in tests unless configured, every 5 seconds otherwise', () => {
    expect(loadEnv({ NODE_ENV: 'test' }).SCHEDULER_INTERVAL_SECONDS).toBe(0);
    expect(loadEnv({ NODE_ENV: 'development' }).SCHEDULER_INTERVAL_SECONDS).toBe(5);
    expect(loadEnv({ NODE_ENV: 'test', SCHEDULER_INTERVAL_SECONDS: '2' }).SCHEDULER_INTERVAL_SECONDS).toBe(2);
  });

  it('runs by itself when turned on and stops when the app closes', async () => {
    const { tender } = await publishedQuietly();
    await setDeadline(app(), tender.id, '-1 second');
    const timed = await secondInstance(app(), { SCHEDULER_INTERVAL_SECONDS: '0.2' });
    try {
      const deadline = Date.now() + 10_000;
      while ((await storedTender(tender.id)).status === 'published' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      await timed.close();
    }
    expect((await storedTender(tender.id)).status).toBe('unsuccessful');
  });
});

/**
 * A second application on the same database, as a second server instance would be: on
 * PostgreSQL with its own connection pool; on the embedded database sharing the one handle.
 */
async function secondInstance(a: TestApp, overrides: Record<string, string> = {}) {
  const shared = a.database;
  let database: Database;
  if (shared.kind === 'postgres') {
    const pool = (shared.db as unknown as { $client: { options: { connectionString: string } } }).$client;
    database = await openPostgres(pool.options.connectionString);
  } else {
    database = { ...shared, close: async () => {} };
  }
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: a.env.DATA_DIR,
    WEB_DIST: a.env.WEB_DIST,
    PUBLIC_URL,
    ...overrides,
  });
  const other = await buildApp({ env, database, logger: false });
  await other.ready();
  return other;
}
