import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatKyivDateTime } from '@tt/contracts/kyiv-time';
import { republishDeadlineTooSoonMessage } from '@tt/contracts/tender-rules';
import type { TTenderHistoryEntry } from '@tt/contracts/tenders';
import { emailOutbox, organizations, tenderHistory, users } from '../../src/db/schema/index.ts';
import { verifyHistory } from '../../src/domain/tenders/verify-history.ts';
import { loginAs, useTestApp } from '../helpers.ts';
import { createSubmittedOffer } from '../offer-factory.ts';
import { insertOffer } from '../offer-rows.ts';
import { createDraft, createPublished, setDeadline, writableFields } from '../tender-factory.ts';

/**
 * A published tender's evaluation changed through the edit (PUT /api/tenders/{id}): a new
 * publication (ADR 0038, update-tender.ts), recorded and mailed (notify-history.ts).
 */

const PUBLIC_URL = 'https://tender.bank.example.ua';
const app = useTestApp({ PUBLIC_URL });

const WEIGHTED = { method: 'weighted', weights: { cost: 60, sla: 25, connection: 15, technical: 0 } } as const;
const LOWEST = { method: 'lowest_cost', weights: null } as const;
const WEIGHTED_TEXT =
  'Зважена оцінка за критеріями: загальна вартість за строк договору 60 %, доступність за SLA 25 %, строк підключення 15 %';
const ORGS = /Укрмережа|Дніпро Оптік|Полісся/;

type Json = Record<string, unknown> & { id: number; version: number; offers_deadline: string };

const hoursFromNow = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const kyiv = (iso: string) => `${formatKyivDateTime(new Date(iso))} (за київським часом)`;

const historyOf = (tenderId: number) =>
  app().db.select().from(tenderHistory).where(eq(tenderHistory.tenderId, tenderId)).orderBy(asc(tenderHistory.id));
const letters = () => app().db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
const lettersOf = async (template: string) => (await letters()).filter((l) => l.template === template);

/** A published tender (lowest cost, deadline a week ahead) as the manager reads it, its publication letters out of the way. */
async function published() {
  const manager = await loginAs(app(), 'manager@demo.ua');
  const created = await createPublished(manager);
  await app().scheduler.runOnce();
  await app().db.delete(emailOutbox);
  const tender = (await manager.get(`/api/tenders/${created.id}`)).json() as Json;
  return { manager, tender };
}

/** The edit form's body for the tender as read, with the changes. */
const edit = (tender: Json, changes: Record<string, unknown>) => ({
  ...writableFields(tender),
  version: tender.version,
  ...changes,
});

describe('changing the evaluation of a published tender', () => {
  it('is a new publication before the deadline: the offers stay, one history entry, the weights on the card', async () => {
    const { manager, tender } = await published();
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const offer = await createSubmittedOffer(provider, tender.id);
    const before = await manager.get(`/api/tenders/${tender.id}`);

    const res = await manager.put(`/api/tenders/${tender.id}`, edit(before.json(), { evaluation: WEIGHTED }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'published',
      evaluation: WEIGHTED,
      version: before.json().version + 1,
      offers_deadline: tender.offers_deadline,
    });
    // The answer is the card as the bank reads it: the public count of offers, nothing about who or how.
    expect(res.json()).toEqual((await manager.get(`/api/tenders/${tender.id}`)).json());
    expect(res.json().offers_count).toBe(1);

    // Providers see the new method on the card; the offer stays submitted, for its provider to revise.
    expect((await provider.get(`/api/tenders/${tender.id}`)).json().evaluation).toEqual(WEIGHTED);
    expect((await provider.get(`/api/offers/${offer.id}`)).json()).toMatchObject({
      status: 'submitted',
      version: offer.version,
    });

    const entry = (await historyOf(tender.id)).at(-1)!;
    expect(entry).toMatchObject({ action: 'evaluation_changed', actorRole: 'manager' });
    expect(entry.details).toEqual({
      fields: ['evaluation'],
      changes: { evaluation: { from: LOWEST, to: WEIGHTED } },
    });
    expect(await verifyHistory(app().db, { tenderId: tender.id })).toMatchObject({ ok: true });

    // Public: the bank and a provider that took part read the same entry.
    for (const reader of [manager, provider]) {
      const shown = ((await reader.get(`/api/tenders/${tender.id}/history`)).json() as TTenderHistoryEntry[]).find(
        (e) => e.action === 'evaluation_changed',
      );
      expect(shown?.details).toEqual(entry.details);
    }
  });

  it('moves the deadline later in the same edit, with a clarification, and records them in the same entry', async () => {
    const { manager, tender } = await published();
    const later = hoursFromNow(24 * 14);
    const res = await manager.put(
      `/api/tenders/${tender.id}`,
      edit(tender, {
        evaluation: WEIGHTED,
        offers_deadline: later,
        description: '<p>Уточнення: оцінюємо за критеріями.</p>',
        budget_monthly: '5200.00',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.json().offers_deadline)).toBe(Date.parse(later));
    const [entry, ...more] = (await historyOf(tender.id)).filter(
      (e) => e.action !== 'created' && e.action !== 'published',
    );
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({ action: 'evaluation_changed' });
    expect((entry!.details as { fields: string[] }).fields.sort()).toEqual(
      ['budget_monthly', 'description', 'evaluation', 'offers_deadline'].sort(),
    );
    expect((entry!.details as { changes: unknown }).changes).toEqual({
      budget_monthly: { from: '4500.00', to: '5200.00' },
      evaluation: { from: LOWEST, to: WEIGHTED },
      offers_deadline: { from: tender.offers_deadline, to: new Date(later).toISOString() },
    });

    // Back to the lowest cost: a new publication again, with the weights on the old side.
    const again = await manager.put(`/api/tenders/${tender.id}`, edit(res.json(), { evaluation: LOWEST }));
    expect(again.statusCode).toBe(200);
    expect(again.json().evaluation).toEqual(LOWEST);
    expect((await historyOf(tender.id)).at(-1)!.details).toEqual({
      fields: ['evaluation'],
      changes: { evaluation: { from: WEIGHTED, to: LOWEST } },
    });
  });

  it('refuses a deadline too near for a new publication, or earlier than the current one, naming the deadline', async () => {
    const { manager } = await published();
    const created = await createPublished(manager, { offers_deadline: hoursFromNow(3) });
    await setDeadline(app(), created.id, '30 minutes');
    const tender = (await manager.get(`/api/tenders/${created.id}`)).json() as Json;

    const tooNear = await manager.put(`/api/tenders/${tender.id}`, edit(tender, { evaluation: WEIGHTED }));
    expect(tooNear.statusCode).toBe(400);
    expect(tooNear.json()).toMatchObject({
      code: 'validation_failed',
      details: { fields: { offers_deadline: republishDeadlineTooSoonMessage(60) } },
    });
    expect(tooNear.json().error).toContain('щонайменше на 1 год');

    const earlier = await manager.put(
      `/api/tenders/${tender.id}`,
      edit(tender, { evaluation: WEIGHTED, offers_deadline: hoursFromNow(0.25) }),
    );
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json().details.fields.offers_deadline).toBe(
      `Кінцевий термін подання пропозицій не може бути раніше за поточний (${formatKyivDateTime(new Date(tender.offers_deadline))})`,
    );

    // Without a change of the evaluation the deadline moves only by extension.
    const moved = await manager.put(`/api/tenders/${tender.id}`, edit(tender, { offers_deadline: hoursFromNow(48) }));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().details.fields.offers_deadline).toContain('продовженням терміну');

    // Nothing was written meanwhile.
    expect((await manager.get(`/api/tenders/${tender.id}`)).json()).toMatchObject({
      version: tender.version,
      evaluation: LOWEST,
    });
    expect((await historyOf(tender.id)).map((e) => e.action)).toEqual(['created', 'published']);

    // Extended in the same edit, it passes.
    const extended = await manager.put(
      `/api/tenders/${tender.id}`,
      edit(tender, { evaluation: WEIGHTED, offers_deadline: hoursFromNow(48) }),
    );
    expect(extended.statusCode).toBe(200);
    expect(extended.json().evaluation).toEqual(WEIGHTED);
  });

  it('keeps every other field frozen, also together with a new evaluation', async () => {
    const { manager, tender } = await published();
    const res = await manager.put(
      `/api/tenders/${tender.id}`,
      edit(tender, { evaluation: WEIGHTED, min_offers: 2, offers_deadline: hoursFromNow(48) }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual({
      min_offers: 'Поле «Мінімальна кількість пропозицій» не можна змінювати після публікації тендера',
    });
  });

  it('is refused after the deadline, to an IT manager and an auditor, and on a stale version', async () => {
    const { manager, tender } = await published();
    const body = edit(tender, { evaluation: WEIGHTED });

    const itManager = await (await loginAs(app(), 'it@demo.ua')).put(`/api/tenders/${tender.id}`, body);
    expect(itManager.statusCode).toBe(403);
    expect(itManager.json().error).toBe('Змінювати опублікований тендер може лише менеджер із закупівель');
    expect((await (await loginAs(app(), 'auditor@demo.ua')).put(`/api/tenders/${tender.id}`, body)).statusCode).toBe(
      403,
    );
    const provider = await (await loginAs(app(), 'provider1@demo.ua')).put(`/api/tenders/${tender.id}`, body);
    expect(provider.statusCode).toBe(403);

    const clarified = await manager.put(
      `/api/tenders/${tender.id}`,
      edit(tender, { description: '<p>Уточнення.</p>' }),
    );
    expect(clarified.statusCode).toBe(200);
    const stale = await manager.put(`/api/tenders/${tender.id}`, body);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('version_conflict');

    await setDeadline(app(), tender.id, '-1 minute');
    const late = await manager.put(`/api/tenders/${tender.id}`, { ...body, version: clarified.json().version });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('deadline_passed');
    expect((await historyOf(tender.id)).some((e) => e.action === 'evaluation_changed')).toBe(false);
  });

  it('is an ordinary edit of a draft: an `updated` entry, the methods on both sides, and no letters', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const draft = (await manager.get(`/api/tenders/${(await createDraft(manager)).id}`)).json() as Json;
    // A draft's deadline is its own business until publication: no lead applies to the edit.
    const res = await manager.put(
      `/api/tenders/${draft.id}`,
      edit(draft, { evaluation: WEIGHTED, offers_deadline: hoursFromNow(0.25) }),
    );
    expect(res.statusCode).toBe(200);
    const entry = (await historyOf(draft.id)).at(-1)!;
    expect(entry.action).toBe('updated');
    expect((entry.details as { changes: Record<string, unknown> }).changes.evaluation).toEqual({
      from: LOWEST,
      to: WEIGHTED,
    });
    await app().scheduler.runOnce();
    expect(await letters()).toEqual([]);
  });
});

describe('the letter about a changed evaluation', () => {
  it('goes to providers holding an offer and to subscribed providers, each once, and to nobody else', async () => {
    const { manager, tender } = await published();
    // provider1's organisation holds a draft and is subscribed; provider2's is subscribed only;
    // provider4's holds a submitted offer; provider3's holds a withdrawn offer but is blocked.
    await insertOffer(app(), { tenderId: tender.id, email: 'provider1@demo.ua', status: 'draft' });
    await insertOffer(app(), { tenderId: tender.id, email: 'provider4@demo.ua' });
    const blocked = await insertOffer(app(), { tenderId: tender.id, email: 'provider3@demo.ua', status: 'withdrawn' });
    await app().db.update(organizations).set({ isBlocked: true }).where(eq(organizations.id, blocked.organizationId));
    const later = hoursFromNow(24 * 10);

    const res = await manager.put(
      `/api/tenders/${tender.id}`,
      edit(tender, { evaluation: WEIGHTED, offers_deadline: later }),
    );
    expect(res.statusCode).toBe(200);
    await app().scheduler.runOnce();

    const all = await letters();
    expect(all.every((l) => l.template === 'tender_evaluation_changed')).toBe(true);
    expect(all.map((l) => ({ to: l.to, cc: l.cc })).sort((a, b) => a.to[0]!.localeCompare(b.to[0]!))).toEqual([
      { to: ['provider1@demo.ua'], cc: [] },
      { to: ['provider2@demo.ua'], cc: [] },
      { to: ['provider4@demo.ua'], cc: [] },
    ]);
    const number = String(tender.number);
    for (const l of all) {
      const what = l.to[0];
      expect(l.tenderId).toBe(tender.id);
      expect(l.subject, what).toBe(`Телеком Тендер: змінено метод оцінки пропозицій — ${number}`);
      expect(l.text, what).toContain('і опублікував тендер повторно');
      expect(l.text, what).toContain(`Було: Найнижча загальна вартість\nСтало: ${WEIGHTED_TEXT}`);
      expect(l.text, what).toContain(
        `Кінцевий термін подання пропозицій перенесено з ${kyiv(tender.offers_deadline)} на ${kyiv(later)}.`,
      );
      expect(l.html, what).toContain(`href="${PUBLIC_URL}/tenders/${tender.id}"`);
      // Nothing of any offer, bidder or the budget.
      expect(`${l.subject}\n${l.text}\n${l.html}`, what).not.toMatch(ORGS);
      expect(`${l.text}\n${l.html}`, what).not.toMatch(/4200|4500|4 500/);
    }
    const to = (email: string) => all.find((l) => l.to[0] === email)!;
    // Holders are asked to review their offer; a subscriber is told it may still bid.
    for (const holder of ['provider1@demo.ua', 'provider4@demo.ua']) {
      expect(to(holder).text).toContain('Перегляньте пропозицію вашої організації');
      expect(to(holder).text).toContain(`бо ваша організація готує або подала пропозицію в тендері ${number}`);
    }
    expect(to('provider2@demo.ua').text).not.toContain('Перегляньте пропозицію');
    expect(to('provider2@demo.ua').text).toContain('Подати пропозицію можна до кінцевого терміну');
    expect(to('provider2@demo.ua').text).toContain('бо ваша організація підписана на листи про кожен новий тендер');

    // The bank's letter archive keeps them out of sight while the offers are sealed.
    const admin = await loginAs(app(), 'admin@demo.ua');
    const archive = await admin.get(`/api/admin/emails?tender_id=${tender.id}`);
    expect(archive.statusCode).toBe(200);
    expect(archive.json()).toMatchObject({ total: 0, items: [] });
    // Unsealed, it shows only the letter to the submitted offer's holder, as the offers list does.
    await setDeadline(app(), tender.id, '-1 minute');
    const unsealed = (await admin.get(`/api/admin/emails?template=tender_evaluation_changed`)).json();
    expect(unsealed).toMatchObject({ total: 1, items: [{ to: ['provider4@demo.ua'] }] });
  });

  it('is not sent to users who turned optional letters off, and mentions a clarification made with it', async () => {
    const { manager, tender } = await published();
    await insertOffer(app(), { tenderId: tender.id, email: 'provider2@demo.ua' });
    await app()
      .db.update(users)
      .set({ notification: false })
      .where(inArray(users.email, ['provider1@demo.ua']));
    const res = await manager.put(
      `/api/tenders/${tender.id}`,
      edit(tender, { evaluation: WEIGHTED, description: '<p>Уточнення до критеріїв.</p>' }),
    );
    expect(res.statusCode).toBe(200);
    await app().scheduler.runOnce();
    const [letter, ...more] = await lettersOf('tender_evaluation_changed');
    expect(more).toHaveLength(0);
    expect(letter!.to).toEqual(['provider2@demo.ua']);
    expect(letter!.text).toContain('Опис тендера також уточнено');
    expect(letter!.text).toContain(`Кінцевий термін подання пропозицій: ${kyiv(tender.offers_deadline)}.`);
    // One entry, one letter: no separate clarification letter.
    expect(await lettersOf('tender_clarified')).toEqual([]);
  });
});
