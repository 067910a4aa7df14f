import type { TOffer } from '@tt/contracts/offers';
import type { Db } from '../../db/client.ts';
import { offerNotFound } from './offer-errors.ts';
import { canSeeOffer } from './offer-policy.ts';
import type { OfferViewer } from '../viewer.ts';
import { findOffer, findVisibleOffer, waitForOfferWrites } from './offer-query.ts';
import { presentOffer } from './present-offer.ts';

/**
 * One offer: its provider always; the bank only after the deadline and only a submitted one (or
 * an outcome). Everything else — another provider's offer, a sealed one, a draft, a missing
 * id — is the same 404 (docs/decisions/0007-sealed-offers.md).
 */
export async function getOffer(db: Db, { id, viewer }: { id: number; viewer: OfferViewer }): Promise<TOffer> {
  if (viewer.role === 'provider') return presentOffer(db, await findVisibleOffer(db, { id, viewer }), viewer);
  return db.transaction(async (tx) => {
    const seen = await findOffer(tx, id);
    if (!seen) throw offerNotFound();
    // A write that passed the deadline check a moment before the deadline may still be
    // committing: wait for it, so the bank reads the offer as it was at the deadline.
    await waitForOfferWrites(tx, seen.tenderId);
    const row = await findOffer(tx, id);
    if (!row || !canSeeOffer(viewer, row)) throw offerNotFound();
    return presentOffer(tx, row, viewer);
  });
}
