import { eq, sql } from 'drizzle-orm';
import { deadlineAheadSql, takingOffersSql, writeClockSql } from '../deadline.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { tenders } from '../../db/schema/index.ts';
import { type AppError, notFound } from '../../lib/app-error.ts';
import { offersDeadlinePassed, organizationNotVerified, tenderCancelled } from './offer-errors.ts';
import type { OfferViewer } from '../viewer.ts';

export interface TenderGate {
  tenderId: number;
  viewer: OfferViewer;
  /** Creating and submitting need a verified organisation; saving a draft or withdrawing does not. */
  requireVerified: boolean;
}

/**
 * Locks the tender row first in an offer write that is a transaction (creating an offer, its
 * documents), so an extension, a cancellation or a bank read that locks it serialises with the
 * write; revisions do the same in one statement (offer-write.ts, docs/decisions/0015). `update`
 * when the write appends tender history (taking the strong lock first keeps two share holders
 * from deadlocking on the upgrade); `share` otherwise, so such writes may run side by side.
 */
async function lockTender(tx: Tx, tenderId: number, lock: 'share' | 'update'): Promise<void> {
  await tx.select({ id: tenders.id }).from(tenders).where(eq(tenders.id, tenderId)).for(lock);
}

/**
 * Whether the tender takes offer writes right now, for a read before the lock. Once false it
 * stays false (a passed deadline cannot be extended, a cancellation is final), so a write
 * refused on it needs no lock and does not queue behind the writes still in time.
 */
export const tenderAcceptingSql = takingOffersSql(writeClockSql);

/** What the gate decides on, read at one instant. */
export interface GateState {
  status: string;
  /** Published at some time (providers never learn of a tender that was not). */
  visible: boolean;
  /** The deadline is still ahead at that instant. */
  open: boolean;
  deadline: Date;
  verified: boolean | null;
}

/**
 * Why the tender does not take this write, or null when it does: 404 for a tender the
 * provider cannot see, 403 for an unverified organisation, 409 for a cancelled tender or a
 * passed deadline.
 */
export function gateRefusal(gate: GateState | undefined, requireVerified: boolean): AppError | null {
  // Providers never learn of a tender that was not published (docs/decisions/0004).
  if (!gate || !gate.visible) return notFound('Тендер не знайдено');
  if (requireVerified && gate.verified !== true) return organizationNotVerified();
  if (gate.status === 'cancelled') return tenderCancelled();
  if (gate.status !== 'published' || !gate.open) return offersDeadlinePassed(gate.deadline);
  return null;
}

/**
 * Throws the reason the tender does not take this write now, or returns when it does. Reads
 * the clock when it runs, after the tender lock.
 */
export async function explainClosedGate(db: DbOrTx, { tenderId, viewer, requireVerified }: TenderGate): Promise<void> {
  const result = await db.execute(sql`
    select ${tenders.status} as status,
           ${tenders.publishedAt} is not null as visible,
           ${deadlineAheadSql(writeClockSql)} as open,
           to_char(${tenders.offersDeadline} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as deadline,
           (select o.is_verify and not o.is_blocked from organizations o where o.id = ${viewer.organizationId}) as verified
    from ${tenders}
    where ${tenders.id} = ${tenderId}`);
  const [row] = (result as unknown as { rows: (Omit<GateState, 'deadline'> & { deadline: string })[] }).rows;
  const refusal = gateRefusal(row && { ...row, deadline: new Date(row.deadline) }, requireVerified);
  if (refusal) throw refusal;
}

/** Lock, then check: for writes that are not a single guarded UPDATE (creating an offer). */
export async function lockTenderAcceptingOffers(
  tx: Tx,
  gate: TenderGate & { lock: 'share' | 'update' },
): Promise<void> {
  await lockTender(tx, gate.tenderId, gate.lock);
  await explainClosedGate(tx, gate);
}
