import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { TOffer, TOfferStatus } from '@tt/contracts/offers';
import type { Tx } from '../../db/client.ts';
import { offers } from '../../db/schema/index.ts';
import { invalidTransition, versionConflict } from '../../lib/app-error.ts';
import { offerDocuments } from '../documents/documents-of.ts';
import { appendHistory } from '../tenders/append-history.ts';
import { explainClosedGate, lockTender, offerGateSql, writeClockSql } from './accepting-offers.ts';
import type { OfferViewer } from './offer-policy.ts';
import { toOffer } from './offer-presenters.ts';
import { findOffer, findOwnOffer, type OfferRow } from './offer-query.ts';

type OfferColumns = PgUpdateSetSource<typeof offers>;

export interface GuardedOfferWrite {
  id: number;
  viewer: OfferViewer;
  version: number;
  /** Statuses the offer may be in for this step, and the message when it is in another. */
  from: readonly TOfferStatus[];
  wrongStatus: string;
  /** The new column values, given the offer as the caller last saw it. */
  set: (seen: OfferRow) => OfferColumns;
  /** Whether the step appends tender history (then the tender row is locked for update). */
  history: (seen: OfferRow) => 'offer_submitted' | 'offer_updated' | 'offer_withdrawn' | null;
  requireVerified: (seen: OfferRow) => boolean;
}

/**
 * Every change of an existing offer, in one shape that keeps the tender lock short (offer
 * writes of one tender queue on it): reads (the offer, its documents) before the lock; under
 * it, the history entry and one guarded UPDATE that checks version, status, deadline and
 * verification by the database clock and stamps with that same instant. Only when the UPDATE
 * touches no row does a second look say why.
 */
export async function writeOffer(tx: Tx, w: GuardedOfferWrite): Promise<TOffer> {
  const seen = await findOwnOffer(tx, { id: w.id, viewer: w.viewer });
  const documents = (await offerDocuments(tx, [w.id])).get(w.id) ?? [];
  const action = w.history(seen);
  const requireVerified = w.requireVerified(seen);
  // Too late or cancelled already: refuse without queueing for the lock.
  if (!seen.tenderAccepting)
    await explainClosedGate(tx, { tenderId: seen.tenderId, viewer: w.viewer, requireVerified });
  if (action) {
    // History first: appendHistory locks the tender row for update, which is the lock this
    // write needs anyway, so the lock costs no statement of its own; if the guarded UPDATE
    // below touches nothing, the thrown error rolls the entry back with the transaction.
    // Only the id: history is immutable and bank users read it before the deadline.
    await appendHistory(tx, {
      tenderId: seen.tenderId,
      actor: { id: w.viewer.id, role: 'provider' },
      action,
      details: { offer_id: w.id },
    });
  } else {
    await lockTender(tx, seen.tenderId, 'share');
  }
  const [written] = await tx
    .update(offers)
    .set({ ...w.set(seen), updatedAt: writeClockSql, version: sql`${offers.version} + 1` })
    .where(
      and(
        eq(offers.id, w.id),
        eq(offers.version, w.version),
        // The status the caller saw: the lock mode and the history entry were chosen by it.
        eq(offers.status, seen.status),
        inArray(offers.status, [...w.from]),
        offerGateSql({ viewer: w.viewer, requireVerified }),
      ),
    )
    .returning();
  if (!written) {
    await explainClosedGate(tx, { tenderId: seen.tenderId, viewer: w.viewer, requireVerified });
    const current = await findOffer(tx, w.id);
    if (!current || current.version !== w.version || current.status !== seen.status) throw versionConflict();
    throw invalidTransition(w.wrongStatus);
  }
  return toOffer({ ...seen, ...written }, documents);
}
