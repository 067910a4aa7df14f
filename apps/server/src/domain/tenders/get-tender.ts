import type { TTender } from '@tt/contracts/tenders';
import type { DbOrTx } from '../../db/client.ts';
import { tenderDocuments } from '../documents/documents-of.ts';
import { findOwnOfferSummary, findWinningOffer } from '../offers/offer-query.ts';
import { toTender } from './presenters.ts';
import type { AbilityViewer } from '../viewer.ts';
import { findVisibleTender } from './tender-query.ts';
import { readCardLots, readOfferLotIds } from './tender-lots.ts';

/**
 * One tender as the card shows it, with its documents and, for a provider, its own offer or,
 * for the bank, the winning offer once there is one; 404
 * when missing or not visible to the viewer (a draft to a provider). Every verb answers with
 * this too, so a client can take the answer as the new state of the card.
 */
export async function getTender(db: DbOrTx, { id, viewer }: { id: number; viewer: AbilityViewer }): Promise<TTender> {
  const row = await findVisibleTender(db, { id, viewer });
  const decided = row.effectiveStatus === 'awarded' || row.effectiveStatus === 'completed';
  const readsOffers = viewer.role === 'bank' && Boolean(viewer.actions['offer.view_all']);
  const [documents, ownOffer, winner, lots] = await Promise.all([
    tenderDocuments(db, id),
    viewer.role === 'provider'
      ? findOwnOfferSummary(db, { tenderId: id, viewer: { ...viewer, organizationId: viewer.organizationId ?? null } })
      : null,
    readsOffers && decided ? findWinningOffer(db, id) : null,
    readCardLots(db, id, readsOffers && row.offersUnsealed),
  ]);
  const ownLotIds = ownOffer ? await readOfferLotIds(db, ownOffer.id) : undefined;
  // With several lots there is no one winner: each lot names its own.
  return toTender(row, viewer, { documents, ownOffer, winner: lots.length === 1 ? winner : null, lots, ownLotIds });
}
