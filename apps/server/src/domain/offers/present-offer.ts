import type { TOffer } from '@tt/contracts/offers';
import type { DbOrTx } from '../../db/client.ts';
import { offerDocuments } from '../documents/documents-of.ts';
import { readOfferLots } from './offer-lots.ts';
import { toOffer } from './offer-presenters.ts';
import { findOffer, type OfferRow } from './offer-query.ts';
import type { AbilityViewer } from '../viewer.ts';

/** An offer the caller may already see, with its documents (one query), as the API returns it. */
export async function presentOffer(db: DbOrTx, row: OfferRow, viewer: AbilityViewer): Promise<TOffer> {
  const [documents, lots] = await Promise.all([offerDocuments(db, [row.id]), readOfferLots(db, [row.id])]);
  return toOffer(row, documents.get(row.id) ?? [], lots.get(row.id) ?? [], viewer);
}

/** Re-reads an offer just written in this transaction and presents it. */
export async function presentWrittenOffer(db: DbOrTx, id: number, viewer: AbilityViewer): Promise<TOffer> {
  const row = await findOffer(db, id);
  if (!row) throw new Error(`offer ${id} vanished inside its own transaction`);
  return presentOffer(db, row, viewer);
}
