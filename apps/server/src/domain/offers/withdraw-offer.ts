import type { TOffer } from '@tt/contracts/offers';
import type { Db } from '../../db/client.ts';
import type { OfferViewer } from '../viewer.ts';
import { writeOffer } from './offer-write.ts';
import { offerStatusesAllowing } from '@tt/contracts/lifecycles';

/**
 * submitted → withdrawn before the deadline: the offer leaves the competition (the bank never
 * sees it) and may be submitted again later. Allowed also to an organisation whose verification
 * was revoked meanwhile: taking an offer back must always be possible.
 */
export async function withdrawOffer(
  db: Db,
  { id, viewer, version }: { id: number; viewer: OfferViewer; version: number },
): Promise<TOffer> {
  return writeOffer(db, {
    id,
    viewer,
    version,
    from: offerStatusesAllowing('withdraw'),
    wrongStatus: 'Відкликати можна лише подану пропозицію.',
    set: () => ({ status: 'withdrawn' }),
    submits: () => false,
    history: () => 'offer_withdrawn',
    requireVerified: () => false,
  });
}
