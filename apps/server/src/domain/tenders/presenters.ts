import type { TTender, TTenderListItem } from '@tt/contracts/tenders';
import type { TenderRow } from './tender-query.ts';
import type { Viewer } from './tender-policy.ts';

/** A tender as the viewer may see it: the expected budget is bank-only, so providers do not get the key at all. */
export function toTender(row: TenderRow, viewer: Viewer): TTender {
  const tender: TTender = {
    id: row.id,
    number: row.number,
    title: row.title,
    description: row.description,
    region_id: row.regionId,
    branch_name: row.branchName,
    address: row.address,
    bandwidth_mbps: row.bandwidthMbps,
    physics_id: row.physicsId,
    interface_id: row.interfaceId,
    protocol_id: row.protocolId,
    connection_date: row.connectionDate,
    contract_months: row.contractMonths,
    offers_deadline: row.offersDeadline.toISOString(),
    min_offers: row.minOffers,
    status: row.effectiveStatus,
    status_reason: row.statusReason,
    offers_count: Number(row.offersCount),
    documents: [],
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  };
  if (viewer.role === 'bank') tender.budget_monthly = row.budgetMonthly;
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
  | 'offersCount'
  | 'createdAt'
>;

/** One row of the tenders table (no budget for anyone: the table does not show it). */
export function toTenderListItem(row: TenderListRow): TTenderListItem {
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    region_id: row.regionId,
    branch_name: row.branchName,
    bandwidth_mbps: row.bandwidthMbps,
    offers_deadline: row.offersDeadline.toISOString(),
    status: row.effectiveStatus,
    offers_count: Number(row.offersCount),
    created_at: row.createdAt.toISOString(),
  };
}
