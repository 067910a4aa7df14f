import { eq } from 'drizzle-orm';
import type { TProposalComparison } from '@tt/contracts/offers';
import type { Db, DbOrTx } from '../../db/client.ts';
import { offers } from '../../db/schema/index.ts';
import { evaluationOf } from '../tenders/tender-fields.ts';
import { readLots } from '../tenders/tender-lots.ts';
import type { TenderRow } from '../tenders/tender-query.ts';
import type { AbilityViewer, Viewer } from '../viewer.ts';
import { readBankVisibleOffers, readUnsealed } from './list-tender-offers.ts';
import { compareOffers } from './proposal-comparison.ts';

/**
 * The comparison of a tender whose offers the caller may read (the caller checks): its lots,
 * its offers with their technical scores, compared lot by lot. A fixed number of statements
 * whatever the number of offers and lots.
 */
export async function comparisonOf(
  db: DbOrTx,
  tender: TenderRow,
  viewer: AbilityViewer,
): Promise<TProposalComparison> {
  const [lots, visible, technical] = await Promise.all([
    readLots(db, tender.id),
    readBankVisibleOffers(db, tender.id, viewer),
    db
      .select({ id: offers.id, score: offers.technicalScore, note: offers.technicalNote })
      .from(offers)
      .where(eq(offers.tenderId, tender.id)),
  ]);
  const scores = new Map(technical.map((t) => [t.id, t]));
  return compareOffers(
    { contractMonths: tender.contractMonths, offersDeadline: tender.offersDeadline, evaluation: evaluationOf(tender) },
    lots,
    visible.map((o) => ({
      ...o,
      technical_score: scores.get(o.id)?.score ?? null,
      technical_note: scores.get(o.id)?.note ?? null,
    })),
  );
}

/** GET /api/tenders/{id}/proposals: the bank's side-by-side comparison, after the deadline only. */
export async function compareProposals(
  db: Db,
  { id, viewer }: { id: number; viewer: Viewer },
): Promise<TProposalComparison> {
  return readUnsealed(db, { id, viewer }, (tx, tender) => comparisonOf(tx, tender, viewer));
}
