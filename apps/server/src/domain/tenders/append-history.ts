import { eq, sql } from 'drizzle-orm';
import type { TTenderHistoryAction } from '@tt/contracts/tenders';
import type { Tx } from '../../db/client.ts';
import { tenderHistory, tenders } from '../../db/schema/index.ts';
import { hashHistoryEntry, historyNonce } from './history-hash.ts';

export type TenderAction = TTenderHistoryAction;

export interface AppendHistoryOptions {
  tenderId: number;
  actor: { id: number; role: string } | null;
  action: TenderAction;
  /**
   * What happened. May hold bank-only values (budget_monthly): whoever shows history to a
   * provider must strip them.
   */
  details: Record<string, unknown>;
  /** Only for demo data that tells a story in the past; real actions take the database clock. */
  at?: Date;
}

/**
 * The one way to write tender history, inside the caller's transaction: locks the tender row
 * so entries of one tender are chained strictly one after another, hashes the entry onto the
 * previous one and moves the tender's history_head to it.
 */
export async function appendHistory(tx: Tx, { tenderId, actor, action, details, at }: AppendHistoryOptions) {
  const [locked] = await tx
    .select({
      head: tenders.historyHead,
      // Millisecond precision so the time hashed here is exactly the time read back later.
      now: sql<string>`to_char(date_trunc('milliseconds', now()) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(tenders)
    .where(eq(tenders.id, tenderId))
    .for('update');
  if (!locked) throw new Error(`tender ${tenderId} does not exist`);
  const createdAt = at ? new Date(Math.floor(at.getTime())) : new Date(locked.now);
  const nonce = historyNonce();
  const hash = hashHistoryEntry(locked.head, {
    tender_id: tenderId,
    actor_id: actor?.id ?? null,
    actor_role: actor?.role ?? 'system',
    action,
    details,
    created_at: createdAt.toISOString(),
    nonce,
  });
  // The entry and the new head in one statement: offer writes of a tender queue on its row
  // lock, so every round trip saved while holding it shortens the queue.
  const inserted = tx.$with('inserted').as(
    tx
      .insert(tenderHistory)
      .values({
        tenderId,
        actorId: actor?.id ?? null,
        actorRole: actor?.role ?? 'system',
        action,
        details,
        createdAt,
        prevHash: locked.head,
        hash,
        nonce,
      })
      .returning({ id: tenderHistory.id }),
  );
  const [entry] = await tx
    .with(inserted)
    .update(tenders)
    .set({ historyHead: hash })
    .where(eq(tenders.id, tenderId))
    .returning({ id: sql<number>`(select id from ${inserted})` });
  return { id: Number(entry!.id), hash };
}
