import type { TOffer } from '@tt/contracts/offers';
import type { Db } from '../../db/client.ts';
import { versionConflict } from '../../lib/app-error.ts';
import { explainClosedGate } from './accepting-offers.ts';
import { offerChanged, offerValues, pickTerms, toOfferColumns, type OfferInput } from './offer-fields.ts';
import { readOfferLots, resolveOfferLots } from './offer-lots.ts';
import type { OfferViewer } from '../viewer.ts';
import { findOwnOffer } from './offer-query.ts';
import { writeOffer } from './offer-write.ts';
import { presentOffer } from './present-offer.ts';
import { offerStatusesAllowing } from '@tt/contracts/lifecycles';

export interface UpdateOfferOptions {
  id: number;
  viewer: OfferViewer;
  input: OfferInput;
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
  const storedLots = (await readOfferLots(db, [id])).get(id) ?? [];
  const stored = { ...pickTerms(offerValues(seen)), lots: storedLots };
  const fields = await resolveOfferLots(db, seen.tenderId, input, storedLots);
  if (!offerChanged(stored, fields)) {
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
    set: () => toOfferColumns(fields),
    lots: fields.lots,
    submits: (s) => s.status === 'submitted',
    history: (s) => (s.status === 'submitted' ? 'offer_updated' : null),
    requireVerified: (s) => s.status === 'submitted',
  });
}
