import type { TOffer } from '@tt/contracts/offers';
import type { Db } from '../../db/client.ts';
import { writeClockSql } from './accepting-offers.ts';
import type { OfferViewer } from './offer-policy.ts';
import { writeOffer } from './offer-write.ts';

/**
 * draft | withdrawn → submitted, stamped with the database clock of the statement that checks
 * the deadline under the tender lock, so every acknowledged submission is stamped before the
 * deadline and none is lost to a concurrent extension or cancellation.
 */
export async function submitOffer(
  db: Db,
  { id, viewer, version }: { id: number; viewer: OfferViewer; version: number },
): Promise<TOffer> {
  return db.transaction((tx) =>
    writeOffer(tx, {
      id,
      viewer,
      version,
      from: ['draft', 'withdrawn'],
      wrongStatus: 'Пропозицію вже подано. Щоб змінити її, відредагуйте й збережіть.',
      set: () => ({ status: 'submitted', submittedAt: writeClockSql }),
      history: () => 'offer_submitted',
      requireVerified: () => true,
    }),
  );
}
