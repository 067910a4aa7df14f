import { and, eq, sql } from 'drizzle-orm';
import type { TOffer } from '@tt/contracts/offers';
import type { Db } from '../../db/client.ts';
import { offers } from '../../db/schema/index.ts';
import { versionConflict } from '../../lib/app-error.ts';
import { appendHistory } from '../tenders/append-history.ts';
import { lockTenderAcceptingOffers } from './accepting-offers.ts';
import { checkOfferReferences } from './check-offer-references.ts';
import { changedOfferFields, offerValues, toOfferColumns, type OfferFields } from './offer-fields.ts';
import type { OfferViewer } from './offer-policy.ts';
import { findOffer, findOwnOffer } from './offer-query.ts';
import { presentOffer, presentWrittenOffer } from './present-offer.ts';

export interface UpdateOfferOptions {
  id: number;
  viewer: OfferViewer;
  input: OfferFields;
  /** The version the provider edited (optimistic locking). */
  version: number;
}

const CHANNEL_FIELDS = new Set(['physics_id', 'interface_id', 'protocol_id']);

/**
 * Saves the offer form while the tender takes offers. A submitted offer stays submitted and is
 * re-stamped with the server's clock (the bank evaluates the last version sent before the
 * deadline); a draft or a withdrawn offer just changes. A stale version is a 409.
 */
export async function updateOffer(db: Db, { id, viewer, input, version }: UpdateOfferOptions): Promise<TOffer> {
  return db.transaction(async (tx) => {
    const seen = await findOwnOffer(tx, { id, viewer });
    // Changing a submitted offer is a new submission: history, and a verified organisation.
    const resubmits = seen.status === 'submitted';
    const { at } = await lockTenderAcceptingOffers(tx, {
      tenderId: seen.tenderId,
      viewer,
      lock: resubmits ? 'update' : 'share',
      requireVerified: resubmits,
    });
    // Re-read under the lock; a status that moved meanwhile was taken under the wrong lock mode.
    const current = (await findOffer(tx, id))!;
    if (current.version !== version || current.status !== seen.status) throw versionConflict();
    const changed = changedOfferFields(offerValues(current), input);
    if (changed.length === 0) return presentOffer(tx, current);
    if (changed.some((f) => CHANNEL_FIELDS.has(f))) await checkOfferReferences(tx, input);
    const stamp = sql`${at}::timestamptz`;
    const [updated] = await tx
      .update(offers)
      .set({
        ...toOfferColumns(input),
        ...(resubmits ? { submittedAt: stamp } : {}),
        updatedAt: stamp,
        version: sql`${offers.version} + 1`,
      })
      .where(and(eq(offers.id, id), eq(offers.version, version), eq(offers.status, current.status)))
      .returning({ id: offers.id });
    if (!updated) throw versionConflict();
    if (resubmits) {
      // Only the id: history is immutable and bank users read it before the deadline.
      await appendHistory(tx, {
        tenderId: current.tenderId,
        actor: { id: viewer.id, role: 'provider' },
        action: 'offer_updated',
        details: { offer_id: id },
      });
    }
    return presentWrittenOffer(tx, id);
  });
}
