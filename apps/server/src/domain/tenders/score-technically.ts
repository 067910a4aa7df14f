import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { TTender } from '@tt/contracts/tenders';
import type { Db } from '../../db/client.ts';
import { offerLots, offers, tenderLots, tenders } from '../../db/schema/index.ts';
import { validationFailed, versionConflict } from '../../lib/app-error.ts';
import { offerNotShownToBank } from '../offers/offer-errors.ts';
import { canSeeOffer } from '../offers/offer-policy.ts';
import { findOffer } from '../offers/offer-query.ts';
import { readClockSql } from '../deadline.ts';
import { actorRole, type OfferViewer } from '../viewer.ts';
import { appendHistory } from './append-history.ts';
import { getTender } from './get-tender.ts';
import { lockTenderForOutcome } from './lock-tender-for-outcome.ts';
import { explainMissedUpdate } from './tender-errors.ts';
import { evaluationOf } from './tender-fields.ts';
import { assertTenderStep, tenderStepAllowedSql } from './tender-lifecycle.ts';
import { findTender } from './tender-query.ts';

export interface ScoreTechnicallyOptions {
  offerId: number;
  viewer: OfferViewer;
  score: number;
  note: string;
  /** The tender's version the evaluator saw. */
  version: number;
}

/**
 * The bank's technical score of a submitted offer, with its justification, while the tender is
 * evaluated and the evaluation counts it. It moves the tender's version, so an award judged on
 * the ranking before the score is a 409; an offer already weighed in a decided lot keeps its score.
 * Sending the stored score and note again is answered as a save, without a change.
 */
export async function scoreTechnically(
  db: Db,
  { offerId, viewer, score, note, version }: ScoreTechnicallyOptions,
): Promise<TTender> {
  const what = 'Технічна оцінка';
  return db.transaction(async (tx) => {
    // Visibility first, from one read and nothing else: an offer the bank may not see (sealed, a
    // draft, withdrawn) answers as a missing id, before any lock or version is looked at.
    const offer = await findOffer(tx, offerId);
    if (!offer || !canSeeOffer(viewer, offer)) throw offerNotShownToBank();
    const current = await lockTenderForOutcome(tx, { id: offer.tenderId, viewer });
    if (current.version !== version) throw versionConflict();
    assertTenderStep(current, 'award', what);
    const { weights } = evaluationOf(current);
    if (!weights?.technical) {
      throw validationFailed({ score: 'Метод оцінки цього тендера не враховує технічної оцінки' });
    }
    // The same score sent again changes nothing: no new version, no history entry.
    if (offer.technicalScore === score && offer.technicalNote === note)
      return getTender(tx, { id: current.id, viewer });
    const decided = await tx
      .select({ position: tenderLots.position })
      .from(offerLots)
      .innerJoin(tenderLots, eq(tenderLots.id, offerLots.lotId))
      .where(and(eq(offerLots.offerId, offerId), isNotNull(tenderLots.outcome)))
      .orderBy(tenderLots.position);
    if (decided.length) {
      throw validationFailed({
        score: `Оцінку вже враховано в рішенні щодо лоту ${decided.map((d) => d.position).join(', ')}, тож її не змінити`,
      });
    }

    const [moved] = await tx
      .update(tenders)
      .set({ version: sql`${tenders.version} + 1`, updatedAt: readClockSql })
      .where(and(eq(tenders.id, current.id), eq(tenders.version, version), tenderStepAllowedSql('award')))
      .returning({ id: tenders.id });
    if (!moved) throw explainMissedUpdate(what, await findTender(tx, current.id), version);
    await tx.update(offers).set({ technicalScore: score, technicalNote: note }).where(eq(offers.id, offerId));
    await appendHistory(tx, {
      tenderId: current.id,
      actor: { id: viewer.id, role: actorRole(viewer, 'tender.award') },
      action: 'technical_scored',
      details: {
        offer_id: offerId,
        organization: offer.organizationName,
        score,
        note,
        ...(offer.technicalScore !== null ? { previous_score: offer.technicalScore } : {}),
      },
    });
    return getTender(tx, { id: current.id, viewer });
  });
}
