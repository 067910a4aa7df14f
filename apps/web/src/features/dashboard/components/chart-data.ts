import { TENDER_STATUSES, TENDER_STATUS_LABELS, type TTenderStatus } from '@tt/contracts/tenders';
import type { TDashboard } from '@tt/contracts/statistics';
import { TENDER_STATUS_COLORS } from '../../../lib/tenders/tender-status-badge';
import { formatMonth } from './dashboard-format';

/*
 * The rows each chart draws and its table lists: one set of numbers for both (docs/decisions/0031).
 */

export type StatusRow = { key: string; month: string } & Record<TTenderStatus, number>;

/** Tenders by status per month; the statuses that occur in the period, in lifecycle order. */
export function statusChart(data: TDashboard) {
  const rows: StatusRow[] = data.status_by_month.map(({ month, counts }) => ({
    key: month,
    month: formatMonth(month),
    ...Object.fromEntries(TENDER_STATUSES.map((s) => [s, counts[s] ?? 0])),
  })) as StatusRow[];
  const series = TENDER_STATUSES.filter((s) => rows.some((r) => r[s] > 0)).map((s) => ({
    name: s,
    label: TENDER_STATUS_LABELS[s],
    color: `${TENDER_STATUS_COLORS[s]}.6`,
  }));
  return { rows, series, empty: series.length === 0 };
}

export interface DistributionRow {
  /** «0» … «4», «5+». */
  offers: string;
  tenders: number;
}

/** Tenders by their number of offers; the last bucket is «5 or more». */
export function distributionChart(data: TDashboard, fiveOrMore: string) {
  const rows: DistributionRow[] = data.offers_distribution.map((b) => ({
    offers: b.offers >= 5 ? fiveOrMore : String(b.offers),
    tenders: b.tenders,
  }));
  return { rows, empty: rows.every((r) => r.tenders === 0) };
}

export interface PriceRow {
  key: string;
  name: string;
  /** ₴ per Мбіт/с a month, as a number for the drawing. */
  uah: number;
  /** The same as the API wrote it, for the table's money format. */
  uah_text: string;
  /** The awarded lots the mean is over (ADR 0038). */
  tenders: number;
}

/** The mean monthly price per Мбіт/с of the awarded lots by the lot's region. */
export function regionPriceChart(data: TDashboard) {
  const rows: PriceRow[] = data.price_per_mbps_by_region.map((r) => ({
    key: String(r.region_id),
    name: r.region_name,
    uah: Number(r.uah_per_mbps),
    uah_text: r.uah_per_mbps,
    tenders: r.tenders,
  }));
  return { rows, empty: rows.length === 0 };
}

/** The same by the lot's required medium; `anyPhysics` names a lot that asks for none. */
export function physicsPriceChart(data: TDashboard, anyPhysics: string) {
  const rows: PriceRow[] = data.price_per_mbps_by_physics.map((r) => ({
    key: String(r.physics_id ?? 'any'),
    name: r.physics_name ?? anyPhysics,
    uah: Number(r.uah_per_mbps),
    uah_text: r.uah_per_mbps,
    tenders: r.tenders,
  }));
  return { rows, empty: rows.length === 0 };
}

export interface SavingsRow {
  key: string;
  month: string;
  savings: number;
  savings_text: string;
  budget_text: string;
}

/** The savings of each month's tenders. */
export function savingsChart(data: TDashboard) {
  const rows: SavingsRow[] = data.savings_by_month.map((m) => ({
    key: m.month,
    month: formatMonth(m.month),
    savings: Number(m.savings),
    savings_text: m.savings,
    budget_text: m.budget,
  }));
  return { rows, empty: data.savings_by_month.every((m) => Number(m.savings) === 0 && Number(m.budget) === 0) };
}
