import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { tenderHistory, tenders } from '../../db/schema/index.ts';
import { hashHistoryEntry } from './history-hash.ts';

export type HistoryVerdict =
  | { ok: true; tenderId: number; entries: number }
  | {
      ok: false;
      tenderId: number;
      /** The first entry that does not match; null when the chain is whole but the tender's head is not its end (last entries deleted). */
      entryId: number | null;
      reason: 'hash_mismatch' | 'chain_broken' | 'head_mismatch' | 'tender_missing';
    };

/**
 * Recomputes a tender's hash chain from its first entry and compares the end with
 * tenders.history_head: an edited entry breaks its own hash, a deleted or reordered one breaks
 * the next entry's link, and a deleted last entry leaves the head pointing at nothing.
 */
export async function verifyHistory(db: DbOrTx, { tenderId }: { tenderId: number }): Promise<HistoryVerdict> {
  const [tender] = await db.select({ head: tenders.historyHead }).from(tenders).where(eq(tenders.id, tenderId));
  if (!tender) return { ok: false, tenderId, entryId: null, reason: 'tender_missing' };
  const entries = await db
    .select()
    .from(tenderHistory)
    .where(eq(tenderHistory.tenderId, tenderId))
    .orderBy(asc(tenderHistory.id));
  let prev: string | null = null;
  for (const e of entries) {
    if (e.prevHash !== prev) return { ok: false, tenderId, entryId: e.id, reason: 'chain_broken' };
    const expected = hashHistoryEntry(prev, {
      tender_id: e.tenderId,
      actor_id: e.actorId,
      actor_role: e.actorRole,
      action: e.action,
      details: e.details,
      created_at: e.createdAt.toISOString(),
      nonce: e.nonce ?? undefined,
    });
    if (expected !== e.hash) return { ok: false, tenderId, entryId: e.id, reason: 'hash_mismatch' };
    prev = e.hash;
  }
  if (prev !== tender.head) return { ok: false, tenderId, entryId: null, reason: 'head_mismatch' };
  return { ok: true, tenderId, entries: entries.length };
}

/**
 * Every tender's chain, or the given tenders' (`npm run history:verify`): how many tenders and
 * entries were checked, and the verdict of each broken chain.
 */
export async function verifyEveryHistory(
  db: DbOrTx,
  { tenderIds }: { tenderIds?: number[] } = {},
): Promise<{ tenders: number; entries: number; broken: Extract<HistoryVerdict, { ok: false }>[] }> {
  const ids =
    tenderIds ?? (await db.select({ id: tenders.id }).from(tenders).orderBy(asc(tenders.id))).map((t) => t.id);
  let entries = 0;
  const broken: Extract<HistoryVerdict, { ok: false }>[] = [];
  for (const tenderId of ids) {
    const verdict = await verifyHistory(db, { tenderId });
    if (verdict.ok) entries += verdict.entries;
    else broken.push(verdict);
  }
  return { tenders: ids.length, entries, broken };
}
