import type { TOffer } from '@tt/contracts/offers';
import type { Db } from '../../db/client.ts';
import { offerNotShownToBank } from './offer-errors.ts';
import { canSeeOffer } from './offer-policy.ts';
import type { OfferViewer } from '../viewer.ts';
import { findOffer, findVisibleOffer, waitForOfferWrites } from './offer-query.ts';
import { presentOffer } from './present-offer.ts';

/**
 * One offer: its provider always; the bank only after the deadline and only a submitted one (or
 * an outcome). Everything else — another provider's offer, a sealed one, a draft, a missing
 * id — is the same 404 (docs/decisions/0007-sealed-offers.md); the bank's says that offers are
 * sealed until the deadline, the same words for a sealed offer and a missing id.
 */
export async function getOffer(db: Db, { id, viewer }: { id: number; viewer: OfferViewer }): Promise<TOffer> {
  if (viewer.role === 'provider') return presentOffer(db, await findVisibleOffer(db, { id, viewer }), viewer);
  return db.transaction(async (tx) => {
    const seen = await findOffer(tx, id);
    // An offer the bank may not read — sealed, a draft, withdrawn — is refused after the same
    // single read as a missing id, with no lock: not even the time of the answer tells them
    // apart (sealed-offers.md §10). The bank learns offer ids only from lists that have waited
    // for the writes at the deadline, so no id it could know is refused here too early.
    if (!seen || !canSeeOffer(viewer, seen)) throw offerNotShownToBank();
    // A write that passed the deadline check a moment before the deadline may still be
    // committing: wait for it, so the bank reads the offer as it was at the deadline.
    await waitForOfferWrites(tx, seen.tenderId);
    const row = await findOffer(tx, id);
    if (!row || !canSeeOffer(viewer, row)) throw offerNotShownToBank();
    return presentOffer(tx, row, viewer);
  });
}
