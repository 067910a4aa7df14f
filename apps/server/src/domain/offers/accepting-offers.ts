import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { deadlineAheadSql, takingOffersSql, writeClockSql } from '../deadline.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { offers, tenders } from '../../db/schema/index.ts';
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
 * Locks the tender row first in an offer write that is a transaction (an offer's documents), so
 * an extension, a cancellation or a bank read that locks it serialises with the write; creating
 * and revising an offer do the same in one statement (offerWriteGate, docs/decisions/0015). `update`
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

/** Lock, then check: for offer writes that are a transaction rather than one statement (documents). */
export async function lockTenderAcceptingOffers(
  tx: Tx,
  gate: TenderGate & { lock: 'share' | 'update' },
): Promise<void> {
  await lockTender(tx, gate.tenderId, gate.lock);
  await explainClosedGate(tx, gate);
}

/**
 * The gate of an offer write that is one statement (docs/decisions/0015), as its first common
 * table expression: offer_write_gate (migration 0004) takes the tender row lock — `exclusive`
 * when the write appends history — and then reads the tender, the organisation and the clock
 * as they are after the wait. A CTE that calls a volatile function is evaluated once, however
 * often it is referenced. Built into prepared statements, so the ids are placeholders.
 */
export function offerWriteGate(db: DbOrTx, { tenderId, organizationId, exclusive }: GateArgs) {
  return db.$with('gate').as(
    db
      .select({
        // Named apart from the offers columns: drizzle writes CTE columns unqualified.
        status: sql<string>`gate_status`.as('gate_status'),
        deadline: sql<Date>`gate_deadline`.mapWith(offers.updatedAt).as('gate_deadline'),
        verified: sql<boolean | null>`gate_verified`.as('gate_verified'),
        head: sql<string | null>`gate_head`.as('gate_head'),
        at: sql<Date>`gate_at`.mapWith(offers.updatedAt).as('gate_at'),
      })
      .from(sql`offer_write_gate(${tenderId}::int, ${exclusive}, ${organizationId}::int)`),
  );
}

interface GateArgs {
  tenderId: Placeholder;
  organizationId: Placeholder;
  exclusive: boolean;
}

/** The write may happen at the gate's reading: published, before the deadline, verified when required. */
export function gateOpenSql(gate: ReturnType<typeof offerWriteGate>, requireVerified: boolean): SQL {
  return sql`exists (select 1 from ${gate} where ${gate.status} = 'published' and ${gate.deadline} > ${gate.at}
                     ${requireVerified ? sql`and ${gate.verified}` : sql``})`;
}
