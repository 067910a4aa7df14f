import type { TTender } from '@tt/contracts/tenders';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../viewer.ts';
import { decideLot } from './decide-lot.ts';

export interface AwardTenderOptions {
  id: number;
  viewer: Viewer;
  offerId: number;
  reason: string;
  version: number;
  /** The lot awarded; null — the tender's only lot (POST /api/tenders/{id}/award). */
  lotId?: number | null;
}

/**
 * evaluation → awarded for a single-site tender, or one lot of a tender of several (decideLot).
 * A tender still stored as published whose deadline has passed reads as evaluation and is
 * awardable before the scheduler has run: its deadline outcome is stored first, in this
 * transaction. All of it after the deadline only: the step check comes before anything about
 * the offer is looked at.
 */
export function awardTender(
  db: Db,
  { id, viewer, offerId, reason, version, lotId = null }: AwardTenderOptions,
): Promise<TTender> {
  return db.transaction((tx) => decideLot(tx, { id, lotId, viewer, version, decision: { offerId, reason } }));
}

/** A lot of a tender of several declared unsuccessful, with a reason. */
export function declareLotUnsuccessful(
  db: Db,
  {
    id,
    lotId,
    viewer,
    reason,
    version,
  }: { id: number; lotId: number; viewer: Viewer; reason: string; version: number },
): Promise<TTender> {
  return db.transaction((tx) => decideLot(tx, { id, lotId, viewer, version, decision: { offerId: null, reason } }));
}
