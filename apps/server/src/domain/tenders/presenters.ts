import type { TDocument } from '@tt/contracts/documents';
import type { TOwnOfferSummary, TWinningOffer } from '@tt/contracts/offers';
import type { TTender, TTenderListItem } from '@tt/contracts/tenders';
import type { TLot } from '@tt/contracts/lots';
import { evaluationOf, fieldValues, lotValues } from './tender-fields.ts';
import type { CardLotRow } from './tender-lots.ts';
import { tenderAbilities } from './tender-lifecycle.ts';
import type { TenderRow } from './tender-query.ts';
import type { AbilityViewer, Viewer } from '../viewer.ts';

/** What the card adds to the row (getTender fetches it for reads and for every verb's answer). */
export interface TenderExtras {
  documents?: TDocument[];
  /** The provider's own offer on this tender, or null. Ignored for bank users. */
  ownOffer?: TOwnOfferSummary | null;
  /** The winning offer, for bank users who may read offers. Ignored for providers. */
  winner?: TWinningOffer | null;
  lots?: CardLotRow[];
  /** The lots the provider's own offer covers. */
  ownLotIds?: ReadonlySet<number>;
}

/**
 * A lot as the viewer may see it. A lot without a decision of its own in a tender that did not
 * take place reads as not taking place either, with the tender's reason. The budget and the
 * winner are the bank's; a provider learns only how its own offer fared, on the lots it covers.
 */
function toLot(lot: CardLotRow, row: TenderRow, viewer: Viewer, extras: TenderExtras): TLot {
  const decision: TLot['decision'] = lot.outcome
    ? {
        outcome: lot.outcome,
        reason: lot.outcomeReason ?? '',
        decided_at: (lot.decidedAt ?? row.offersDeadline).toISOString(),
      }
    : row.effectiveStatus === 'unsuccessful'
      ? {
          outcome: 'unsuccessful',
          reason: row.statusReason ?? '',
          decided_at: (row.decidedAt ?? row.offersDeadline).toISOString(),
        }
      : null;
  const result: TLot = { id: lot.id, position: lot.position, ...lotValues(lot), decision };
  if (viewer.role === 'bank') {
    if (decision && viewer.actions['offer.view_all']) {
      decision.winner =
        decision.outcome === 'awarded' && lot.awardedOfferId !== null && lot.winnerOrganization
          ? { offer_id: lot.awardedOfferId, organization: lot.winnerOrganization }
          : null;
    }
    return result;
  }
  delete result.budget_monthly;
  const own = extras.ownOffer;
  const covered = own && own.status !== 'draft' && own.status !== 'withdrawn' && extras.ownLotIds?.has(lot.id);
  result.own_result =
    !decision || !covered
      ? null
      : decision.outcome === 'unsuccessful'
        ? 'unsuccessful'
        : lot.awardedOfferId === own.id
          ? 'won'
          : 'lost';
  return result;
}

/**
 * How many offers a viewer may know about: the bank sees the (sealed) count; a provider never
 * learns how many competitors there are.
 */
const offersCountFor = (viewer: Viewer, count: number | string | null) =>
  viewer.role === 'bank' ? Number(count) : null;

/**
 * A tender as the viewer may see it: the expected budget is bank-only, so providers do not get
 * the key at all; providers get their own offer instead of the offers count.
 */
export function toTender(row: TenderRow, viewer: AbilityViewer, extras: TenderExtras = {}): TTender {
  const { budget_monthly: budgetMonthly, ...fields } = fieldValues(row);
  const tender: TTender = {
    id: row.id,
    number: row.number,
    ...fields,
    status: row.effectiveStatus,
    status_reason: row.statusReason,
    offers_count: offersCountFor(viewer, row.offersCount),
    documents: extras.documents ?? [],
    lots: (extras.lots ?? []).map((lot) => toLot(lot, row, viewer, extras)),
    evaluation: evaluationOf(row),
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
    abilities: tenderAbilities(viewer, row, extras.ownOffer ?? null),
  };
  if (viewer.role === 'bank') {
    tender.budget_monthly = budgetMonthly;
    tender.winner = extras.winner ?? null;
  } else tender.own_offer = extras.ownOffer ?? null;
  return tender;
}

export type TenderListRow = Pick<
  TenderRow,
  | 'id'
  | 'number'
  | 'title'
  | 'regionId'
  | 'branchName'
  | 'bandwidthMbps'
  | 'offersDeadline'
  | 'effectiveStatus'
  | 'createdAt'
> & {
  offersCount: number | null;
  lots: { count: number; bandwidth_min: number; bandwidth_max: number; regions: number };
};

/** One row of the tenders table (no budget for anyone: the table does not show it; the count for the bank only). */
export function toTenderListItem(row: TenderListRow, viewer: Viewer): TTenderListItem {
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    region_id: row.regionId,
    branch_name: row.branchName,
    bandwidth_mbps: row.bandwidthMbps,
    offers_deadline: row.offersDeadline.toISOString(),
    status: row.effectiveStatus,
    offers_count: offersCountFor(viewer, row.offersCount),
    created_at: row.createdAt.toISOString(),
    lots_count: row.lots.count,
    lots_bandwidth_mbps: { min: row.lots.bandwidth_min, max: row.lots.bandwidth_max },
    lots_regions_count: row.lots.regions,
  };
}
