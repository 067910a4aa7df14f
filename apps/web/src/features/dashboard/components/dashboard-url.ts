import { z } from 'zod';
import { ZDashboardQuery, type TDashboardQuery } from '@tt/contracts/statistics';
import { zDate } from '@tt/contracts/common';
import type { ListUrlSpec } from '../../../lib/list-url-state';
import { DEFAULT_PRESET, PERIOD_PRESETS, resolvePeriod } from './dashboard-period';

/**
 * What the statistics keep in the address bar: the period's preset (the custom days only with
 * `custom`), the region and the medium; `?period=quarter&region=3&physics=1`.
 */
const ZDashboardUrl = z.object({
  period: z.enum(PERIOD_PRESETS).default(DEFAULT_PRESET),
  from: zDate('Від').optional(),
  to: zDate('До').optional(),
  region_id: ZDashboardQuery.shape.region_id,
  physics_id: ZDashboardQuery.shape.physics_id,
});

export const DASHBOARD_URL: ListUrlSpec<typeof ZDashboardUrl> = {
  schema: ZDashboardUrl,
  keys: { region_id: 'region', physics_id: 'physics' },
};

export type DashboardParams = z.output<typeof ZDashboardUrl>;

/** Whether any filter differs from the default view (the last 12 months, everywhere). */
export function hasFilters(p: DashboardParams): boolean {
  return p.period !== DEFAULT_PRESET || Boolean(p.region_id || p.physics_id);
}

export const NO_FILTERS: Partial<DashboardParams> = {
  period: DEFAULT_PRESET,
  from: undefined,
  to: undefined,
  region_id: undefined,
  physics_id: undefined,
};

/**
 * The API query for the filters at `now`, checked by the contract the server checks it by: a
 * custom period with a day missing, «До» before «Від» or longer than ten years is never sent,
 * its fields say what is wrong instead.
 */
export function toDashboardQuery(
  p: DashboardParams,
  now?: number,
): { query: TDashboardQuery; errors: null } | { query: null; errors: Record<string, string> } {
  const period = resolvePeriod(p.period, p, now);
  const parsed = ZDashboardQuery.safeParse({ ...period, region_id: p.region_id, physics_id: p.physics_id });
  if (parsed.success) {
    return { query: { ...parsed.data }, errors: null };
  }
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'from');
    errors[field] ??= issue.message;
  }
  return { query: null, errors };
}
