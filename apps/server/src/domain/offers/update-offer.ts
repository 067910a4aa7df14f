import type { TOffer } from '@tt/contracts/offers';
import type { Db } from '../../db/client.ts';
import { versionConflict } from '../../lib/app-error.ts';
import { explainClosedGate } from './accepting-offers.ts';
import { OFFER_CHANNEL_FIELDS, checkOfferReferences } from './check-offer-references.ts';
import { changedOfferFields, offerValues, toOfferColumns, type OfferFields } from './offer-fields.ts';
import type { OfferViewer } from '../viewer.ts';
import { findOwnOffer } from './offer-query.ts';
import { writeOffer } from './offer-write.ts';
import { presentOffer } from './present-offer.ts';
import { offerStatusesAllowing } from '@tt/contracts/lifecycles';

const CHANNEL_FIELDS: ReadonlySet<string> = new Set(OFFER_CHANNEL_FIELDS.map((c) => c.field));

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
  const seen = await findOwnOffer(db, { id, viewer });
  const stored = offerValues(seen);
  const changed = changedOfferFields(stored, input);
  // Unchanged ids were checked when they were saved, and stay acceptable if since deactivated.
  if (changed.some((f) => CHANNEL_FIELDS.has(f))) await checkOfferReferences(db, input, stored);
  if (changed.length === 0) {
    // Nothing to save; still answer as a save would (deadline, version).
    await explainClosedGate(db, { tenderId: seen.tenderId, viewer, requireVerified: false });
    if (seen.version !== version) throw versionConflict();
    return presentOffer(db, seen, viewer);
  }
  return writeOffer(db, {
    id,
    viewer,
    version,
    seen,
    from: offerStatusesAllowing('edit'),
    wrongStatus: 'Цю пропозицію вже не можна змінити.',
    set: () => toOfferColumns(input),
    submits: (s) => s.status === 'submitted',
    history: (s) => (s.status === 'submitted' ? 'offer_updated' : null),
    requireVerified: (s) => s.status === 'submitted',
  });
}
