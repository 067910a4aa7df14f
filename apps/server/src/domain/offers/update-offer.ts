import type { TOffer } from '@tt/contracts/offers';
import type { Db } from '../../db/client.ts';
import { versionConflict } from '../../lib/app-error.ts';
import { lockTenderAcceptingOffers, writeClockSql } from './accepting-offers.ts';
import { checkOfferReferences } from './check-offer-references.ts';
import { changedOfferFields, offerValues, toOfferColumns, type OfferFields } from './offer-fields.ts';
import type { OfferViewer } from './offer-policy.ts';
import { findOwnOffer } from './offer-query.ts';
import { writeOffer } from './offer-write.ts';
import { presentOffer } from './present-offer.ts';

const CHANNEL_FIELDS: ReadonlySet<string> = new Set(['physics_id', 'interface_id', 'protocol_id']);

export interface UpdateOfferOptions {
  id: number;
  viewer: OfferViewer;
  input: OfferFields;
  /** The version the provider edited (optimistic locking). */
  version: number;
}

/**
 * Saves the offer form while the tender takes offers. A submitted offer stays submitted and is
 * re-stamped with the server's clock (the bank evaluates the last version sent before the
 * deadline) — a new submission, so it needs a verified organisation and goes into history; a
 * draft or a withdrawn offer just changes. A stale version is a 409.
 */
export async function updateOffer(db: Db, { id, viewer, input, version }: UpdateOfferOptions): Promise<TOffer> {
  return db.transaction(async (tx) => {
    const seen = await findOwnOffer(tx, { id, viewer });
    const changed = changedOfferFields(offerValues(seen), input);
    // Unchanged ids were checked when they were saved.
    if (changed.some((f) => CHANNEL_FIELDS.has(f))) await checkOfferReferences(tx, input);
    if (changed.length === 0) {
      // Nothing to save; still answer as a save would (deadline, version).
      await lockTenderAcceptingOffers(tx, { tenderId: seen.tenderId, viewer, lock: 'share', requireVerified: false });
      if (seen.version !== version) throw versionConflict();
      return presentOffer(tx, seen);
    }
    return writeOffer(tx, {
      id,
      viewer,
      version,
      from: ['draft', 'submitted', 'withdrawn'],
      wrongStatus: 'Цю пропозицію вже не можна змінити.',
      set: (s) => ({ ...toOfferColumns(input), ...(s.status === 'submitted' ? { submittedAt: writeClockSql } : {}) }),
      history: (s) => (s.status === 'submitted' ? 'offer_updated' : null),
      requireVerified: (s) => s.status === 'submitted',
    });
  });
}
