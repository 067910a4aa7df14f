import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { awardReasonError, type TTender } from '@tt/contracts/tenders';
import type { Tx } from '../../db/client.ts';
import { offers, organizations, tenderLots, tenders } from '../../db/schema/index.ts';
import { invalidTransition, notFound, validationFailed, versionConflict } from '../../lib/app-error.ts';
import { comparisonOf } from '../offers/compare-proposals.ts';
import { readClockSql } from '../deadline.ts';
import { actorRole, type Viewer } from '../viewer.ts';
import { appendHistory } from './append-history.ts';
import { getTender } from './get-tender.ts';
import { lockTenderForOutcome } from './lock-tender-for-outcome.ts';
import { explainMissedUpdate } from './tender-errors.ts';
import { assertTenderStep, tenderStepAllowedSql } from './tender-lifecycle.ts';
import { readLots, type LotRow } from './tender-lots.ts';
import { findTender, type TenderRow } from './tender-query.ts';

export const NOT_A_SUBMITTED_OFFER = 'Оберіть одну з поданих пропозицій цього тендера';

/** What the bank decides about one lot: the offer that wins it, or that nobody does. */
export type LotDecision = { offerId: number; reason: string } | { offerId: null; reason: string };

export interface DecideLotOptions {
  id: number;
  /** The lot decided; null — the tender's only lot (the single-site verbs). */
  lotId: number | null;
  viewer: Viewer;
  version: number;
  decision: LotDecision;
}

/**
 * The bank's decision on one lot after the deadline (ADR 0038). A lot is awarded to an offer
 * that covers it, with a reason when that offer misses a requirement or is not ranked first by
 * the tender's evaluation, and only once every ranked offer has the technical score the
 * evaluation counts; or it is declared unsuccessful with a reason. The tender's version moves
 * with each decision, so a decision taken on a comparison someone else has since changed is a
 * 409. When the last lot is decided, the tender is decided: awarded if any lot has a winner
 * (every offer that won a lot is `won`, the rest `lost`), otherwise unsuccessful.
 *
 * A single-site tender's award and unsuccessful verbs are this one with its only lot, and its
 * history reads as before: one `awarded` or `unsuccessful` entry.
 */
export async function decideLot(tx: Tx, { id, lotId, viewer, version, decision }: DecideLotOptions): Promise<TTender> {
  const what = decision.offerId === null ? 'Визнання лоту таким, що не відбувся,' : 'Визначення переможця';
  const current = await lockTenderForOutcome(tx, { id, viewer });
  if (current.version !== version) throw versionConflict();
  assertTenderStep(current, 'award', what);
  const lots = await readLots(tx, id);
  const single = lots.length === 1;
  if (lotId === null && !single) {
    throw validationFailed({ lot_id: 'Тендер має кілька лотів: приймайте рішення щодо кожного лоту окремо' });
  }
  const lot = lotId === null ? lots[0] : lots.find((l) => l.id === lotId);
  if (!lot) throw notFound('Лот не знайдено');
  if (lot.outcome) throw invalidTransition(`Щодо лоту ${lot.position} рішення вже прийнято`);

  const awarded = decision.offerId === null ? null : await checkAward(tx, current, lot, decision, viewer);
  const [stored] = await tx
    .update(tenderLots)
    .set({
      outcome: awarded ? 'awarded' : 'unsuccessful',
      awardedOfferId: awarded?.offerId ?? null,
      outcomeReason: decision.reason,
      decidedAt: readClockSql,
    })
    .where(and(eq(tenderLots.id, lot.id), isNull(tenderLots.outcome)))
    .returning({ id: tenderLots.id });
  if (!stored) throw invalidTransition(`Щодо лоту ${lot.position} рішення вже прийнято`);

  const remaining = lots.filter((l) => l.id !== lot.id && !l.outcome);
  const winners = new Set(lots.flatMap((l) => (l.awardedOfferId === null ? [] : [l.awardedOfferId])));
  if (awarded) winners.add(awarded.offerId);
  const finalStatus = remaining.length ? null : winners.size ? 'awarded' : 'unsuccessful';
  const noneTookPlace = 'Жоден лот не відбувся';
  const [moved] = await tx
    .update(tenders)
    .set({
      version: sql`${tenders.version} + 1`,
      updatedAt: readClockSql,
      ...(finalStatus
        ? {
            status: finalStatus,
            decidedAt: readClockSql,
            ...(finalStatus === 'unsuccessful' ? { statusReason: single ? decision.reason : noneTookPlace } : {}),
          }
        : {}),
    })
    .where(and(eq(tenders.id, id), eq(tenders.version, version), tenderStepAllowedSql('award')))
    .returning({ id: tenders.id });
  if (!moved) throw explainMissedUpdate(what, await findTender(tx, id), version);

  if (finalStatus === 'awarded') {
    // Offers no longer change after the deadline, so every submitted one gets its outcome at once.
    // `updated_at` stays the provider's last change: the outcome's time is the tender's decision.
    await tx
      .update(offers)
      .set({
        status: sql`case when ${inArray(offers.id, [...winners])} then 'won' else 'lost' end`,
        version: sql`${offers.version} + 1`,
      })
      .where(and(eq(offers.tenderId, id), eq(offers.status, 'submitted')));
  }

  const actor = { id: viewer.id, role: actorRole(viewer, 'tender.award') };
  const lotDetails = { lot_id: lot.id, position: lot.position, branch_name: lot.branchName };
  // Offers are unsealed now, so the winner's name may stand in the history.
  const awardDetails = awarded && {
    offer_id: awarded.offerId,
    organization: awarded.organizationName,
    reason: decision.reason,
    // Only when the winner misses a requirement or is not ranked first: which, and its place.
    ...(awarded.unmet.length ? { unmet_requirements: awarded.unmet } : {}),
    ...(!awarded.unmet.length && awarded.rank !== 1 ? { rank: awarded.rank } : {}),
  };
  if (single) {
    await appendHistory(tx, {
      tenderId: id,
      actor,
      action: awarded ? 'awarded' : 'unsuccessful',
      details: awardDetails || { reason: decision.reason },
    });
    return getTender(tx, { id, viewer });
  }
  await appendHistory(tx, {
    tenderId: id,
    actor,
    action: awarded ? 'lot_awarded' : 'lot_unsuccessful',
    details: { ...lotDetails, ...(awardDetails || { reason: decision.reason }) },
  });
  if (finalStatus) {
    await appendHistory(tx, {
      tenderId: id,
      actor,
      action: finalStatus,
      details: finalStatus === 'awarded' ? { lots: await lotOutcomes(tx, id) } : { reason: noneTookPlace },
    });
  }
  return getTender(tx, { id, viewer });
}

/**
 * The chosen offer must be one the comparison ranks on this lot (a submitted offer covering it);
 * the reason rule and the technical scores are the comparison's, so the award judges by exactly
 * what the bank sees.
 */
async function checkAward(
  tx: Tx,
  tender: TenderRow,
  lot: LotRow,
  decision: { offerId: number; reason: string },
  viewer: Viewer,
) {
  const comparison = await comparisonOf(tx, tender, viewer);
  const compared = comparison.lots.find((l) => l.lot_id === lot.id)!;
  const item = compared.items.find((i) => i.offer_id === decision.offerId);
  if (!item) {
    throw validationFailed({
      offer_id:
        comparison.lots.length === 1
          ? NOT_A_SUBMITTED_OFFER
          : `Оберіть одну з поданих пропозицій на лот ${lot.position}`,
    });
  }
  if (compared.technical_missing.length) {
    throw validationFailed({
      offer_id: 'Спершу виставте технічну оцінку кожній пропозиції лоту: метод оцінки її враховує',
    });
  }
  const reasonError = awardReasonError(decision.reason, item.unmet_requirements, item.rank);
  if (reasonError) throw validationFailed({ reason: reasonError });
  const organizationName = comparison.offers.find((o) => o.id === decision.offerId)!.organization.name;
  return { offerId: decision.offerId, organizationName, unmet: item.unmet_requirements, rank: item.rank };
}

/** Each lot's outcome for the history of a decided tender of several lots. */
async function lotOutcomes(tx: Tx, tenderId: number) {
  const rows = await tx
    .select({ lot: tenderLots, organization: organizations.name })
    .from(tenderLots)
    .leftJoin(offers, eq(offers.id, tenderLots.awardedOfferId))
    .leftJoin(organizations, eq(organizations.id, offers.organizationId))
    .where(eq(tenderLots.tenderId, tenderId))
    .orderBy(tenderLots.position);
  return rows.map(({ lot, organization }) => ({
    position: lot.position,
    branch_name: lot.branchName,
    outcome: lot.outcome,
    ...(lot.awardedOfferId !== null ? { offer_id: lot.awardedOfferId, organization } : {}),
  }));
}
