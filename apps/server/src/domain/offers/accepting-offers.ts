import { eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { offers, tenders } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { offersDeadlinePassed, organizationNotVerified, tenderCancelled } from './offer-errors.ts';
import type { OfferViewer } from './offer-policy.ts';

export interface TenderGate {
  tenderId: number;
  viewer: OfferViewer;
  /** Creating and submitting need a verified organisation; saving a draft or withdrawing does not. */
  requireVerified: boolean;
}

/**
 * Locks the tender row first in every offer write, so an extension, a cancellation or a bank
 * read that locks it serialises with the write. `update` when the write appends tender history
 * (appendHistory locks the row so anyway, and taking the strong lock first keeps two share
 * holders from deadlocking on the upgrade); `share` for draft saves, which may run side by side.
 */
export async function lockTender(tx: Tx, tenderId: number, lock: 'share' | 'update'): Promise<void> {
  await tx.select({ id: tenders.id }).from(tenders).where(eq(tenders.id, tenderId)).for(lock);
}

/**
 * The instant an offer write is checked against the deadline and stamped with: the start of
 * the writing statement, which runs after lockTender returned. Not now(): that is the start of
 * the transaction, and a write that waited for the lock would slip past the deadline.
 */
export const writeClockSql = sql`statement_timestamp()`;

/**
 * Whether the tender takes offer writes right now, for a read before the lock. Once false it
 * stays false (a passed deadline cannot be extended, a cancellation is final), so a write
 * refused on it needs no lock and does not queue behind the writes still in time.
 */
export const tenderAcceptingSql = sql<boolean>`(${sql`${tenders.status}`} = 'published' and ${sql`${tenders.offersDeadline}`} > ${writeClockSql})`;

/**
 * The gate as a condition of the guarded UPDATE of an offer (database clock, same statement):
 * the offer's tender is published with the deadline ahead and, if required, the caller's
 * organisation is verified and not blocked. When it stops a write, explainClosedGate says why.
 */
export function offerGateSql({ viewer, requireVerified }: Omit<TenderGate, 'tenderId'>): SQL {
  const tenderOpen = sql`exists (select 1 from tenders t where t.id = ${offers.tenderId} and t.status = 'published' and t.offers_deadline > ${writeClockSql})`;
  if (!requireVerified) return tenderOpen;
  return sql`(${tenderOpen} and exists (select 1 from organizations o where o.id = ${viewer.organizationId} and o.is_verify and not o.is_blocked))`;
}

interface GateRow {
  status: string;
  visible: boolean;
  open: boolean;
  deadline: string;
  verified: boolean | null;
}

/**
 * Throws the reason the tender does not take this write now, or returns when it does: 404 for
 * a tender the provider cannot see, 403 for an unverified organisation, 409 for a cancelled
 * tender or a passed deadline. Reads the clock when it runs, after the tender lock.
 */
export async function explainClosedGate(tx: Tx, { tenderId, viewer, requireVerified }: TenderGate): Promise<void> {
  const result = await tx.execute(sql`
    select t.status,
           t.published_at is not null as visible,
           t.offers_deadline > ${writeClockSql} as open,
           to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as deadline,
           (select o.is_verify and not o.is_blocked from organizations o where o.id = ${viewer.organizationId}) as verified
    from tenders t
    where t.id = ${tenderId}`);
  const [row] = (result as unknown as { rows: GateRow[] }).rows;
  // Providers never learn of a tender that was not published (docs/decisions/0004).
  if (!row || !row.visible) throw notFound('Тендер не знайдено');
  if (requireVerified && row.verified !== true) throw organizationNotVerified();
  if (row.status === 'cancelled') throw tenderCancelled();
  if (row.status !== 'published' || !row.open) throw offersDeadlinePassed(new Date(row.deadline));
}

/** Lock, then check: for writes that are not a single guarded UPDATE (creating an offer). */
export async function lockTenderAcceptingOffers(
  tx: Tx,
  gate: TenderGate & { lock: 'share' | 'update' },
): Promise<void> {
  await lockTender(tx, gate.tenderId, gate.lock);
  await explainClosedGate(tx, gate);
}
