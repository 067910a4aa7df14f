import type { TOffer } from '@tt/contracts/offers';
import type { Db } from '../../db/client.ts';
import type { OfferViewer } from '../viewer.ts';
import { OFFER_CHANNEL_FIELDS } from './check-offer-references.ts';
import { offerChannelNotStated } from './offer-errors.ts';
import { offerValues } from './offer-fields.ts';
import { findOwnOffer } from './offer-query.ts';
import { writeOffer } from './offer-write.ts';
import { offerStatusesAllowing } from '@tt/contracts/lifecycles';

/**
 * draft | withdrawn → submitted, stamped with the database clock read under the tender lock by
 * the statement that checks the deadline, so every acknowledged submission is stamped before the
 * deadline and none is lost to a concurrent extension or cancellation.
 *
 * Only an offer that states its medium, interface and protocol is submitted (docs/product/
 * lifecycles.md §7); every save requires them, so only an offer saved before that rule lacks one.
 * The version sent is the one checked here: the write changes nothing unless it is still stored.
 */
export async function submitOffer(
  db: Db,
  { id, viewer, version }: { id: number; viewer: OfferViewer; version: number },
): Promise<TOffer> {
  const from = offerStatusesAllowing('submit');
  const seen = await findOwnOffer(db, { id, viewer });
  // A closed tender, a stale version or a wrong status is explained by the write itself.
  if (seen.tenderAccepting && seen.version === version && from.includes(seen.status)) {
    const values = offerValues(seen);
    const missing = OFFER_CHANNEL_FIELDS.filter((c) => values[c.field] === null);
    if (missing.length) throw offerChannelNotStated(missing);
  }
  return writeOffer(db, {
    id,
    viewer,
    version,
    seen,
    from,
    wrongStatus: 'Пропозицію вже подано. Щоб змінити її, відредагуйте й збережіть.',
    set: () => ({ status: 'submitted' }),
    submits: () => true,
    history: () => 'offer_submitted',
    requireVerified: () => true,
  });
}
