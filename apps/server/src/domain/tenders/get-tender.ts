import type { TTender } from '@tt/contracts/tenders';
import type { DbOrTx } from '../../db/client.ts';
import { tenderDocuments } from '../documents/documents-of.ts';
import { findOwnOfferSummary } from '../offers/offer-query.ts';
import { toTender } from './presenters.ts';
import type { Viewer } from './tender-policy.ts';
import { findVisibleTender } from './tender-query.ts';

/**
 * One tender as the card shows it, with its documents and, for a provider, its own offer; 404
 * when missing or not visible to the viewer (a draft to a provider). Every verb answers with
 * this too, so a client can take the answer as the new state of the card.
 */
export async function getTender(
  db: DbOrTx,
  { id, viewer }: { id: number; viewer: Viewer & { organizationId?: number | null } },
): Promise<TTender> {
  const row = await findVisibleTender(db, { id, viewer });
  const [documents, ownOffer] = await Promise.all([
    tenderDocuments(db, id),
    viewer.role === 'provider'
      ? findOwnOfferSummary(db, { tenderId: id, viewer: { ...viewer, organizationId: viewer.organizationId ?? null } })
      : null,
  ]);
  return toTender(row, viewer, { documents, ownOffer });
}
