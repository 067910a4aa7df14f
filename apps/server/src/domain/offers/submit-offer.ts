import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TOffer } from '@tt/contracts/offers';
import type { Db } from '../../db/client.ts';
import { offers } from '../../db/schema/index.ts';
import { invalidTransition, versionConflict } from '../../lib/app-error.ts';
import { appendHistory } from '../tenders/append-history.ts';
import { lockTenderAcceptingOffers } from './accepting-offers.ts';
import type { OfferViewer } from './offer-policy.ts';
import { findOffer, findOwnOffer } from './offer-query.ts';
import { presentWrittenOffer } from './present-offer.ts';

/** Offers that may be sent: a draft, or one withdrawn earlier and sent again. */
const SUBMITTABLE = ['draft', 'withdrawn'] as const;

/**
 * draft | withdrawn → submitted, stamped with the database clock read after the tender lock,
 * so every acknowledged submission is stamped before the deadline and none is lost to a
 * concurrent extension or cancellation.
 */
export async function submitOffer(
  db: Db,
  { id, viewer, version }: { id: number; viewer: OfferViewer; version: number },
): Promise<TOffer> {
  return db.transaction(async (tx) => {
    const seen = await findOwnOffer(tx, { id, viewer });
    const { at } = await lockTenderAcceptingOffers(tx, {
      tenderId: seen.tenderId,
      viewer,
      lock: 'update',
      requireVerified: true,
    });
    const current = (await findOffer(tx, id))!;
    if (current.version !== version) throw versionConflict();
    if (current.status === 'submitted')
      throw invalidTransition('Пропозицію вже подано. Щоб змінити її, відредагуйте й збережіть.');
    if (!(SUBMITTABLE as readonly string[]).includes(current.status)) {
      throw invalidTransition('Подати можна лише чернетку або відкликану пропозицію.');
    }
    const stamp = sql`${at}::timestamptz`;
    const [submitted] = await tx
      .update(offers)
      .set({ status: 'submitted', submittedAt: stamp, updatedAt: stamp, version: sql`${offers.version} + 1` })
      .where(and(eq(offers.id, id), eq(offers.version, version), inArray(offers.status, [...SUBMITTABLE])))
      .returning({ id: offers.id });
    if (!submitted) throw versionConflict();
    // Only the id: history is immutable and bank users read it before the deadline.
    await appendHistory(tx, {
      tenderId: current.tenderId,
      actor: { id: viewer.id, role: 'provider' },
      action: 'offer_submitted',
      details: { offer_id: id },
    });
    return presentWrittenOffer(tx, id);
  });
}
