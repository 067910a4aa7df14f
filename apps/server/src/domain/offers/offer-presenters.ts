import type { TDocument } from '@tt/contracts/documents';
import type { TOffer } from '@tt/contracts/offers';
import { offerValues, type OfferLotFigures } from './offer-fields.ts';
import type { OfferRow } from './offer-query.ts';
import type { AbilityViewer } from '../viewer.ts';
import { offerAbilities } from './offer-policy.ts';

/**
 * An offer as its reader may see it. Callers decide visibility first (canSeeOffer); this only
 * shapes the answer, so a sealed offer never reaches it.
 */
export function toOffer(row: OfferRow, documents: TDocument[], lots: OfferLotFigures[], viewer: AbilityViewer): TOffer {
  return {
    id: row.id,
    tender_id: row.tenderId,
    status: row.status,
    organization: { id: row.organizationId, name: row.organizationName },
    ...offerValues(row),
    submitted_at: row.submittedAt?.toISOString() ?? null,
    lots,
    documents,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
    abilities: offerAbilities(viewer, row),
  };
}
