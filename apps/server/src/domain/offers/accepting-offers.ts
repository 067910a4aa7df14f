import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { tenders } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { offersDeadlinePassed, organizationNotVerified, tenderCancelled } from './offer-errors.ts';
import type { OfferViewer } from './offer-policy.ts';

export interface AcceptingOffersOptions {
  tenderId: number;
  viewer: OfferViewer;
  /**
   * `update` when the write appends tender history (appendHistory locks the row for update
   * anyway; taking that lock first avoids two share holders deadlocking on the upgrade),
   * `share` for draft saves, which may run side by side.
   */
  lock: 'share' | 'update';
  /** Creating and submitting need a verified organisation; saving a draft or withdrawing does not. */
  requireVerified: boolean;
}

interface GateRow {
  status: string;
  visible: boolean;
  open: boolean;
  deadline: string;
  at: string;
  verified: boolean | null;
}

/**
 * The gate of every offer write, inside the writing transaction: locks the tender row, so an
 * extension, a cancellation or a bank read that locks it serialises with this write, then
 * checks by the database clock, after the lock is held, that the tender still takes offers.
 * Returns that clock reading (`at`, microsecond ISO), the instant the write is stamped with:
 * an acknowledged write is always stamped before the deadline.
 */
export async function lockTenderAcceptingOffers(
  tx: Tx,
  { tenderId, viewer, lock, requireVerified }: AcceptingOffersOptions,
): Promise<{ at: string }> {
  await tx.select({ id: tenders.id }).from(tenders).where(eq(tenders.id, tenderId)).for(lock);
  // A second statement: its snapshot sees whatever the lock holder before us committed, and
  // clock_timestamp() is read now, not when the transaction began (now() would let a write that
  // waited for the lock slip in after the deadline).
  const result = await tx.execute(sql`
    select t.status,
           t.published_at is not null as visible,
           t.offers_deadline > c.at as open,
           to_char(t.offers_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as deadline,
           to_char(c.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at,
           (select o.is_verify and not o.is_blocked from organizations o where o.id = ${viewer.organizationId}) as verified
    from tenders t cross join (select clock_timestamp() as at) c
    where t.id = ${tenderId}`);
  const [row] = (result as unknown as { rows: GateRow[] }).rows;
  // Providers never learn of a tender that was not published (docs/decisions/0004).
  if (!row || !row.visible) throw notFound('Тендер не знайдено');
  if (requireVerified && row.verified !== true) throw organizationNotVerified();
  if (row.status === 'cancelled') throw tenderCancelled();
  if (row.status !== 'published' || !row.open) throw offersDeadlinePassed(new Date(row.deadline));
  return { at: row.at };
}
