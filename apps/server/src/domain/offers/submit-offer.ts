import type { TOffer } from '@tt/contracts/offers';
import type { Db } from '../../db/client.ts';
import type { OfferViewer } from '../viewer.ts';
import { writeOffer } from './offer-write.ts';
import { offerStatusesAllowing } from '@tt/contracts/lifecycles';

/**
 * draft | withdrawn → submitted, stamped with the database clock read under the tender lock by
 * the statement that checks the deadline, so every acknowledged submission is stamped before the
 * deadline and none is lost to a concurrent extension or cancellation.
 */
export async function submitOffer(
  db: Db,
  { id, viewer, version }: { id: number; viewer: OfferViewer; version: number },
): Promise<TOffer> {
  return writeOffer(db, {
    id,
    viewer,
    version,
    from: offerStatusesAllowing('submit'),
    wrongStatus: 'Пропозицію вже подано. Щоб змінити її, відредагуйте й збережіть.',
    set: () => ({ status: 'submitted' }),
    submits: () => true,
    history: () => 'offer_submitted',
    requireVerified: () => true,
  });
}
