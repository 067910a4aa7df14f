import { and, eq, sql } from 'drizzle-orm';
import type { TOffer } from '@tt/contracts/offers';
import type { Db } from '../../db/client.ts';
import { offers } from '../../db/schema/index.ts';
import { invalidTransition, versionConflict } from '../../lib/app-error.ts';
import { appendHistory } from '../tenders/append-history.ts';
import { lockTenderAcceptingOffers } from './accepting-offers.ts';
import type { OfferViewer } from './offer-policy.ts';
import { findOffer, findOwnOffer } from './offer-query.ts';
import { presentWrittenOffer } from './present-offer.ts';

/**
 * submitted → withdrawn before the deadline: the offer leaves the competition (the bank never
 * sees it) and may be submitted again later. Allowed also to an organisation whose verification
 * was revoked meanwhile: taking an offer back must always be possible.
 */
export async function withdrawOffer(
  db: Db,
  { id, viewer, version }: { id: number; viewer: OfferViewer; version: number },
): Promise<TOffer> {
  return db.transaction(async (tx) => {
    const seen = await findOwnOffer(tx, { id, viewer });
    const { at } = await lockTenderAcceptingOffers(tx, {
      tenderId: seen.tenderId,
      viewer,
      lock: 'update',
      requireVerified: false,
    });
    const current = (await findOffer(tx, id))!;
    if (current.version !== version) throw versionConflict();
    if (current.status !== 'submitted') throw invalidTransition('Відкликати можна лише подану пропозицію.');
    const [withdrawn] = await tx
      .update(offers)
      .set({ status: 'withdrawn', updatedAt: sql`${at}::timestamptz`, version: sql`${offers.version} + 1` })
      .where(and(eq(offers.id, id), eq(offers.version, version), eq(offers.status, 'submitted')))
      .returning({ id: offers.id });
    if (!withdrawn) throw versionConflict();
    await appendHistory(tx, {
      tenderId: current.tenderId,
      actor: { id: viewer.id, role: 'provider' },
      action: 'offer_withdrawn',
      details: { offer_id: id },
    });
    return presentWrittenOffer(tx, id);
  });
}
