import { and, eq } from 'drizzle-orm';
import type { TOffer } from '@tt/contracts/offers';
import type { Db } from '../../db/client.ts';
import { offers } from '../../db/schema/index.ts';
import { forbidden } from '../../lib/app-error.ts';
import { writeClockSql } from '../deadline.ts';
import { lockTenderAcceptingOffers } from './accepting-offers.ts';
import { checkOfferReferences } from './check-offer-references.ts';
import { offerAlreadyExists } from './offer-errors.ts';
import { toOfferColumns, type OfferFields } from './offer-fields.ts';
import type { OfferViewer } from '../viewer.ts';
import { presentWrittenOffer } from './present-offer.ts';

export interface CreateOfferOptions {
  tenderId: number;
  viewer: OfferViewer;
  input: OfferFields;
}

/**
 * Saves the caller organisation's draft offer on a tender that is taking offers. One offer per
 * organisation per tender: a second one is a 409 pointing to the first, also when two colleagues
 * press the button at the same moment (the unique index decides, not a prior read).
 */
export async function createOffer(db: Db, { tenderId, viewer, input }: CreateOfferOptions): Promise<TOffer> {
  const organizationId = viewer.organizationId;
  if (viewer.role !== 'provider' || organizationId === null) throw forbidden();
  return db.transaction(async (tx) => {
    await lockTenderAcceptingOffers(tx, { tenderId, viewer, lock: 'share', requireVerified: true });
    await checkOfferReferences(tx, input);
    const [created] = await tx
      .insert(offers)
      .values({
        ...toOfferColumns(input),
        tenderId,
        organizationId,
        authorId: viewer.id,
        status: 'draft',
        createdAt: writeClockSql,
        updatedAt: writeClockSql,
      })
      .onConflictDoNothing({ target: [offers.tenderId, offers.organizationId] })
      .returning({ id: offers.id });
    if (!created) {
      const [existing] = await tx
        .select({ id: offers.id })
        .from(offers)
        .where(and(eq(offers.tenderId, tenderId), eq(offers.organizationId, organizationId)));
      throw offerAlreadyExists(existing!.id);
    }
    return presentWrittenOffer(tx, created.id, viewer);
  });
}
