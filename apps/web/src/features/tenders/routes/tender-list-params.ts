import { TENDER_SORTS, TENDER_STATUSES, type TTenderListQuery, type TTenderStatus } from '@tt/contracts/tenders';
import { kyivDayEndIso, kyivDayStartIso } from '@tt/contracts/kyiv-time';

type TTenderSort = (typeof TENDER_SORTS)[number];

/**
 * What the tenders list keeps in the address bar, so back/refresh/shared links restore it.
 * Dates are Kyiv calendar days (`YYYY-MM-DD`); they become ISO bounds only for the API call.
 */
export interface TenderListParams {
  page: number;
  pageSize: number;
  sort: TTenderSort;
  status: TTenderStatus | null;
  regionId: number | null;
  q: string;
  deadlineFrom: string | null;
  deadlineTo: string | null;
}

export const DEFAULT_SORT: TTenderSort = '-created_at';
export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZES = [10, 20, 50, 100] as const;

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}

/** Reads the list state from the URL; anything unknown or malformed falls back to the default. */
export function readListParams(search: URLSearchParams): TenderListParams {
  const sort = search.get('sort');
  const status = search.get('status');
  const size = positiveInt(search.get('size'));
  const from = search.get('from');
  const to = search.get('to');
  return {
    page: positiveInt(search.get('page')) ?? 1,
    pageSize: size && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort: (TENDER_SORTS as readonly string[]).includes(sort ?? '') ? (sort as TTenderSort) : DEFAULT_SORT,
    status: (TENDER_STATUSES as readonly string[]).includes(status ?? '') ? (status as TTenderStatus) : null,
    regionId: positiveInt(search.get('region')),
    q: search.get('q') ?? '',
    deadlineFrom: from && DATE_RE.test(from) ? from : null,
    deadlineTo: to && DATE_RE.test(to) ? to : null,
  };
}

/** Writes the list state to URL params, leaving defaults out so the address stays short. */
export function writeListParams(params: TenderListParams): URLSearchParams {
  const out = new URLSearchParams();
  if (params.q) out.set('q', params.q);
  if (params.status) out.set('status', params.status);
  if (params.regionId) out.set('region', String(params.regionId));
  if (params.deadlineFrom) out.set('from', params.deadlineFrom);
  if (params.deadlineTo) out.set('to', params.deadlineTo);
  if (params.sort !== DEFAULT_SORT) out.set('sort', params.sort);
  if (params.pageSize !== DEFAULT_PAGE_SIZE) out.set('size', String(params.pageSize));
  if (params.page > 1) out.set('page', String(params.page));
  return out;
}

/** Whether any filter narrows the list (the empty state then suggests resetting them). */
export function hasFilters(params: TenderListParams): boolean {
  return Boolean(params.status || params.regionId || params.q.trim() || params.deadlineFrom || params.deadlineTo);
}

/** The API query for the list state: search text trimmed, day range as Kyiv midnight bounds. */
export function toListQuery(params: TenderListParams): TTenderListQuery {
  const q = params.q.trim();
  return {
    page: params.page,
    page_size: params.pageSize,
    sort: params.sort,
    ...(params.status ? { status: params.status } : {}),
    ...(params.regionId ? { region_id: params.regionId } : {}),
    ...(q ? { q } : {}),
    ...(params.deadlineFrom ? { deadline_from: kyivDayStartIso(params.deadlineFrom)! } : {}),
    ...(params.deadlineTo ? { deadline_to: kyivDayEndIso(params.deadlineTo)! } : {}),
  };
}
