import type { TTender } from '@tt/contracts/tenders';
import type { DbOrTx } from '../../db/client.ts';
import { tenderDocuments } from '../documents/documents-of.ts';
import { findOwnOfferSummary } from '../offers/offer-query.ts';
import type { OfferViewer } from '../offers/offer-policy.ts';
import { toTender } from './presenters.ts';
import { findVisibleTender } from './tender-query.ts';

/**
 * One tender for the card, with its documents and, for a provider, its own offer; 404 when
 * missing or not visible to the viewer (a draft to a provider).
 */
export async function getTender(db: DbOrTx, { id, viewer }: { id: number; viewer: OfferViewer }): Promise<TTender> {
  const row = await findVisibleTender(db, { id, viewer });
  const [documents, ownOffer] = await Promise.all([
    tenderDocuments(db, id),
    viewer.role === 'provider' ? findOwnOfferSummary(db, { tenderId: id, viewer }) : null,
  ]);
  return toTender(row, viewer, { documents, ownOffer });
}
