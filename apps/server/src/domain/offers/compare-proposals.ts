import type { TProposalComparison } from '@tt/contracts/offers';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../viewer.ts';
import { readBankVisibleOffers, readUnsealed } from './list-tender-offers.ts';
import { compareOffers } from './proposal-comparison.ts';

/**
 * GET /api/tenders/{id}/proposals: the bank's side-by-side comparison, after the deadline only.
 * Three statements whatever the number of offers: the tender, the offers with their
 * organisations, their documents.
 */
export async function compareProposals(
  db: Db,
  { id, viewer }: { id: number; viewer: Viewer },
): Promise<TProposalComparison> {
  return readUnsealed(db, { id, viewer }, async (tx, tender) =>
    compareOffers(tender, await readBankVisibleOffers(tx, id, viewer)),
  );
}
