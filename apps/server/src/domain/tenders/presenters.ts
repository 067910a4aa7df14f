import type { TDocument } from '@tt/contracts/documents';
import type { TOwnOfferSummary, TWinningOffer } from '@tt/contracts/offers';
import type { TTender, TTenderListItem } from '@tt/contracts/tenders';
import { fieldValues } from './tender-fields.ts';
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
> & { offersCount: number | null };

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
  };
}
