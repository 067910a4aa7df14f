import { createHash } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { historyHashInput, type HistoryContent } from '@tt/contracts/history-chain';
import { tenderHistory, tenders, users } from '../src/db/schema/index.ts';
import { appendHistory, historyEntryCtes } from '../src/domain/tenders/append-history.ts';
import { loginAs, useTestApp } from './helpers.ts';
import { createSubmittedOffer, offerBody } from './offer-factory.ts';
import { createPublished } from './tender-factory.ts';

// The database hashes every entry (historyHashSql); the browser and `npm run history:verify`
// re-hash with the contracts' formula. These tests pin the two to each other.

const app = useTestApp();

/** The contracts' formula, with nothing of the server's in between. */
const referenceHash = (prevHash: string | null, content: HistoryContent) =>
  createHash('sha256').update(historyHashInput(prevHash, content), 'utf8').digest('hex');

const entriesOf = (tenderId: number) =>
  app().db.select().from(tenderHistory).where(eq(tenderHistory.tenderId, tenderId)).orderBy(asc(tenderHistory.id));

type StoredEntry = Awaited<ReturnType<typeof entriesOf>>[number];

const storedContent = (e: StoredEntry): HistoryContent => ({
  tender_id: e.tenderId,
  actor_id: e.actorId,
  actor_role: e.actorRole,
  action: e.action,
  details: e.details,
  created_at: e.createdAt.toISOString(),
  nonce: e.nonce ?? undefined,
});

/** Every stored hash is the contracts' hash of the stored entry, chained onto the one before and ending at the head. */
async function expectChainRehashes(tenderId: number) {
  const entries = await entriesOf(tenderId);
  let prev: string | null = null;
  for (const e of entries) {
    expect(e.prevHash).toBe(prev);
    expect(e.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(referenceHash(prev, storedContent(e))).toBe(e.hash);
    prev = e.hash;
  }
  const [tender] = await app().db.select().from(tenders).where(eq(tenders.id, tenderId));
  expect(tender!.historyHead).toBe(prev);
  return entries;
}

// Keys out of order at every level, Ukrainian and escaped text, numbers of every kind, null.
const details = {
  reason: 'Потреба відпала: «лапки», "подвійні", зворотна \\ риска, ґїєі’ та 📡\nновий рядок',
  nested: { z: [3, { b: null, a: 'Київ' }], a: { 'ключ з пробілом': true, Ґ: false } },
  count: 42,
  negative: -7,
  fraction: 0.1,
  price: 12500.5,
  large: 123456789012345,
  tiny: 1e-7,
  none: null,
  list: [],
  empty: {},
};

describe('the history writer', () => {
  it('writes tender actions that the contracts formula re-hashes, Ukrainian text, nesting, key order, numbers and null included', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    const [user] = await app().db.select().from(users).where(eq(users.email, 'manager@demo.ua'));
    const at = new Date('2026-11-22T15:00:00.123Z');
    const written = await app().db.transaction(async (tx) => [
      await appendHistory(tx, {
        tenderId: tender.id,
        actor: { id: user!.id, role: 'manager' },
        action: 'deadline_extended',
        details,
        at,
      }),
      // The database clock, finer than a millisecond, is kept to the millisecond it is hashed with.
      await appendHistory(tx, { tenderId: tender.id, actor: null, action: 'evaluation_started', details }),
    ]);

    const entries = await expectChainRehashes(tender.id);
    const [timed, clocked] = entries.slice(-2) as [StoredEntry, StoredEntry];
    expect(written.map((w) => w.hash)).toEqual([timed.hash, clocked.hash]);
    expect(timed.details).toEqual(details);
    expect(timed.createdAt.toISOString()).toBe('2026-11-22T15:00:00.123Z');
    // The hash is that of the entry as the caller gave it, not only as it was read back.
    expect(
      referenceHash(timed.prevHash, {
        tender_id: tender.id,
        actor_id: user!.id,
        actor_role: 'manager',
        action: 'deadline_extended',
        details,
        created_at: at.toISOString(),
        nonce: timed.nonce!,
      }),
    ).toBe(timed.hash);
    expect(clocked).toMatchObject({ actorId: null, actorRole: 'system', prevHash: timed.hash });
  });

  it('writes offer entries, hashed inside the offer statement, that the contracts formula re-hashes', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager, { title: 'Канал «Львів — Київ» 1 Гбіт/с' });
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const submitted = await createSubmittedOffer(provider, tender.id);
    const edited = await provider.put(`/api/offers/${submitted.id}`, {
      ...(await offerBody(provider, { comment: 'Уточнено трасу' })),
      version: submitted.version,
    });
    expect(edited.statusCode).toBe(200);
    const withdrawn = await provider.post(`/api/offers/${submitted.id}/withdraw`, { version: edited.json().version });
    expect(withdrawn.statusCode).toBe(200);

    const entries = await expectChainRehashes(tender.id);
    const offerEntries = entries.filter((e) => e.action.startsWith('offer_'));
    expect(offerEntries.map((e) => e.action)).toEqual(['offer_submitted', 'offer_updated', 'offer_withdrawn']);
    for (const e of offerEntries) {
      expect(e).toMatchObject({ actorRole: 'provider', details: { offer_id: submitted.id } });
    }
    // A tender action after offer writes chains onto the head they moved.
    await app().db.transaction((tx) =>
      appendHistory(tx, { tenderId: tender.id, actor: null, action: 'evaluation_started', details }),
    );
    await expectChainRehashes(tender.id);
  });

  it('writes nothing and keeps the head when the statement gives it no row to chain onto', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    const before = await entriesOf(tender.id);
    const [inserted, movedHead] = historyEntryCtes(
      app().db,
      { tenderId: tender.id, actor: null, action: 'evaluation_started', details },
      { head: sql`t.history_head`, at: sql`now()`, from: sql`${tenders} t where t.id = ${tender.id} and false` },
    );
    const rows = await app().db.with(inserted, movedHead).select({ id: inserted.id }).from(inserted);
    expect(rows).toEqual([]);
    expect(await expectChainRehashes(tender.id)).toEqual(before);
  });
});
