import { and, eq, sql } from 'drizzle-orm';
import { awardReasonError, type TTender } from '@tt/contracts/tenders';
import type { Db } from '../../db/client.ts';
import { offers, organizations, tenders } from '../../db/schema/index.ts';
import { validationFailed, versionConflict } from '../../lib/app-error.ts';
import { appendHistory } from './append-history.ts';
import { getTender } from './get-tender.ts';
import { explainMissedUpdate } from './tender-errors.ts';
import { actorRole, type Viewer } from '../viewer.ts';
import { lockTenderForOutcome } from './lock-tender-for-outcome.ts';
import { findTender } from './tender-query.ts';
import { readClockSql } from '../deadline.ts';
import { assertTenderStep, tenderStepAllowedSql } from './tender-lifecycle.ts';
import { requirementMatches, unmetRequirements } from '../offers/proposal-comparison.ts';

export interface AwardTenderOptions {
  id: number;
  viewer: Viewer;
  offerId: number;
  reason: string;
  version: number;
}

export const NOT_A_SUBMITTED_OFFER = 'Оберіть одну з поданих пропозицій цього тендера';

/**
 * evaluation → awarded: the chosen offer wins, every other submitted offer is lost. A tender
 * still stored as published whose deadline has passed reads as evaluation and is awardable
 * before the scheduler has run: its deadline outcome is stored first, in this transaction.
 * An offer that misses a requirement (the comparison's rule, requirementMatches) wins only
 * with a reason, and the history names what it misses. All of it after the deadline only: the
 * step check comes before anything about the offer is looked at.
 */
export async function awardTender(
  db: Db,
  { id, viewer, offerId, reason, version }: AwardTenderOptions,
): Promise<TTender> {
  const what = 'Визначення переможця';
  return db.transaction(async (tx) => {
    const current = await lockTenderForOutcome(tx, { id, viewer });
    if (current.version !== version) throw versionConflict();
    assertTenderStep(current, 'award', what);
    // Drafts and withdrawn offers are never shown to the bank, so they read as "not among the offers".
    const [offer] = await tx
      .select({
        id: offers.id,
        status: offers.status,
        organizationName: organizations.name,
        bandwidth_mbps: offers.bandwidthMbps,
        physics_id: offers.physicsId,
        interface_id: offers.interfaceId,
        protocol_id: offers.protocolId,
        contract_months: offers.contractMonths,
        connection_days: offers.connectionDays,
      })
      .from(offers)
      .innerJoin(organizations, eq(organizations.id, offers.organizationId))
      .where(and(eq(offers.id, offerId), eq(offers.tenderId, id)));
    if (!offer || offer.status !== 'submitted') throw validationFailed({ offer_id: NOT_A_SUBMITTED_OFFER });
    const unmet = unmetRequirements(requirementMatches(current, offer));
    const reasonError = awardReasonError(reason, unmet);
    if (reasonError) throw validationFailed({ reason: reasonError });

    const [awarded] = await tx
      .update(tenders)
      .set({ status: 'awarded', decidedAt: readClockSql, updatedAt: readClockSql, version: sql`${tenders.version} + 1` })
      .where(and(eq(tenders.id, id), eq(tenders.version, version), tenderStepAllowedSql('award')))
      .returning({ id: tenders.id });
    if (!awarded) throw explainMissedUpdate(what, await findTender(tx, id), version);

    // Offers no longer change after the deadline, so every submitted one gets its outcome at once.
    const outcomes = await tx
      .update(offers)
      .set({
        status: sql`case when ${offers.id} = ${offerId} then 'won' else 'lost' end`,
        updatedAt: readClockSql,
        version: sql`${offers.version} + 1`,
      })
      .where(and(eq(offers.tenderId, id), eq(offers.status, 'submitted')))
      .returning({ id: offers.id, status: offers.status });
    if (!outcomes.some((o) => o.id === offerId && o.status === 'won')) {
      throw validationFailed({ offer_id: NOT_A_SUBMITTED_OFFER });
    }

    // Offers are unsealed now, so the winner's name may stand in the history.
    await appendHistory(tx, {
      tenderId: id,
      actor: { id: viewer.id, role: actorRole(viewer, 'tender.award') },
      action: 'awarded',
      details: {
        offer_id: offerId,
        organization: offer.organizationName,
        reason,
        // Only when the winner misses a requirement: which ones, under the comparison's keys.
        ...(unmet.length ? { unmet_requirements: unmet } : {}),
      },
    });
    return getTender(tx, { id, viewer });
  });
}
