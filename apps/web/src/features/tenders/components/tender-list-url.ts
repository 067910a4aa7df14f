import type { z } from 'zod';
import { zDate } from '@tt/contracts/common';
import { ZTenderListQuery, type TTenderListQuery } from '@tt/contracts/tenders';
import { kyivDayEndIso, kyivDayStartIso } from '@tt/contracts/kyiv-time';
import type { ListUrlSpec } from '../../../lib/list-url-state';

/**
 * What the tenders list keeps in the address bar: the contract's query, except that the deadline
 * range is two Kyiv calendar days (`from`, `to`: `YYYY-MM-DD`), made ISO bounds only for the call.
 */
const ZTenderListUrl = ZTenderListQuery.omit({ deadline_from: true, deadline_to: true }).extend({
  from: zDate('Дедлайн від').optional(),
  to: zDate('Дедлайн до').optional(),
});

export const TENDER_LIST_URL: ListUrlSpec<typeof ZTenderListUrl> = {
  schema: ZTenderListUrl,
  keys: { region_id: 'region' },
};

export type TenderListParams = z.output<typeof ZTenderListUrl>;

/** Whether any filter narrows the list (the empty state then suggests resetting them). */
export function hasFilters(params: TenderListParams): boolean {
  return Boolean(params.status || params.region_id || params.q?.trim() || params.from || params.to);
}

/** Every filter off, for «Скинути фільтри». */
export const NO_FILTERS: Partial<TenderListParams> = {
  status: undefined,
  region_id: undefined,
  q: undefined,
  from: undefined,
  to: undefined,
};

/** The API query for the list state: search text trimmed, day range as Kyiv midnight bounds. */
export function toListQuery(params: TenderListParams): TTenderListQuery {
  const q = params.q?.trim();
  return {
    page: params.page,
    page_size: params.page_size,
    sort: params.sort,
    ...(params.status ? { status: params.status } : {}),
    ...(params.region_id ? { region_id: params.region_id } : {}),
    ...(q ? { q } : {}),
    ...(params.from ? { deadline_from: kyivDayStartIso(params.from)! } : {}),
    ...(params.to ? { deadline_to: kyivDayEndIso(params.to)! } : {}),
  };
}
