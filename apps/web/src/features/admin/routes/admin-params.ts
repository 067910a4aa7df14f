import { useSearchParams } from 'react-router';
import type { TAdminUserListQuery } from '@tt/contracts/admin';
import { ADMIN_USER_ROLE_FILTERS } from '@tt/contracts/admin';
import type { TProviderListQuery } from '@tt/contracts/providers';

/** Both tabs keep their state in the URL; the users tab's keys start with `u_` so the two never clash. */
export const PAGE_SIZES = [10, 20, 50] as const;

export type Flag = 'true' | 'false' | null;
export const PROVIDER_FLAGS = ['verified', 'blocked', 'pipeline', 'paperless'] as const;
export type ProviderFlag = (typeof PROVIDER_FLAGS)[number];

/** What both tabs page by. */
export interface Paging {
  page: number;
  pageSize: number;
}

/** Paging and the search text, kept alike by both tabs. */
interface ListParams extends Paging {
  q: string;
}

export interface ProviderParams extends ListParams {
  flags: Record<ProviderFlag, Flag>;
}

export type UserRoleFilter = (typeof ADMIN_USER_ROLE_FILTERS)[number];

export interface UserParams extends ListParams {
  role: UserRoleFilter | null;
  active: Flag;
}

const flag = (v: string | null): Flag => (v === 'true' || v === 'false' ? v : null);
const positive = (v: string | null, fallback: number) => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};
const size = (v: string | null) => {
  const n = Number(v);
  return (PAGE_SIZES as readonly number[]).includes(n) ? n : 20;
};

/** The users tab's keys start with `u_`: `prefix` is '' or 'u_'. */
const readList = (s: URLSearchParams, prefix: string): ListParams => ({
  page: positive(s.get(`${prefix}page`), 1),
  pageSize: size(s.get(`${prefix}page_size`)),
  q: s.get(`${prefix}q`) ?? '',
});

export function readProviderParams(s: URLSearchParams): ProviderParams {
  return {
    ...readList(s, ''),
    flags: {
      verified: flag(s.get('verified')),
      blocked: flag(s.get('blocked')),
      pipeline: flag(s.get('pipeline')),
      paperless: flag(s.get('paperless')),
    },
  };
}

export function readUserParams(s: URLSearchParams): UserParams {
  const role = s.get('u_role');
  return {
    ...readList(s, 'u_'),
    role: role && (ADMIN_USER_ROLE_FILTERS as readonly string[]).includes(role) ? (role as UserRoleFilter) : null,
    active: flag(s.get('u_active')),
  };
}

/** Writes one tab's params, keeping the other tab's ones; defaults are left out. */
function writeList(
  current: URLSearchParams,
  prefix: string,
  p: ListParams,
  filters: Record<string, string | null>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (k: string, v: string | null, def?: string) =>
    v && v !== def ? next.set(prefix + k, v) : next.delete(prefix + k);
  set('page', String(p.page), '1');
  set('page_size', String(p.pageSize), '20');
  set('q', p.q.trim() || null);
  for (const [k, v] of Object.entries(filters)) set(k, v);
  return next;
}

export const writeProviderParams = (current: URLSearchParams, p: ProviderParams) => writeList(current, '', p, p.flags);

export const writeUserParams = (current: URLSearchParams, p: UserParams) =>
  writeList(current, 'u_', p, { role: p.role, active: p.active });

const listQuery = (p: ListParams) => ({ page: p.page, page_size: p.pageSize, q: p.q.trim() || undefined });

export const toProviderQuery = (p: ProviderParams): TProviderListQuery => ({
  ...listQuery(p),
  verified: p.flags.verified ?? undefined,
  blocked: p.flags.blocked ?? undefined,
  pipeline: p.flags.pipeline ?? undefined,
  paperless: p.flags.paperless ?? undefined,
});

export const toUserQuery = (p: UserParams): TAdminUserListQuery => ({
  ...listQuery(p),
  role: p.role ?? undefined,
  active: p.active ?? undefined,
});

/**
 * One tab's params read from the URL, and their update: a changed filter goes back to page 1,
 * and typing in the search replaces the history entry instead of adding one per pause.
 */
export function useTabParams<P extends ListParams>(
  read: (s: URLSearchParams) => P,
  write: (current: URLSearchParams, p: P) => URLSearchParams,
) {
  const [search, setSearch] = useSearchParams();
  const params = read(search);
  const update = (patch: Partial<P>, resetPage = true) =>
    setSearch(write(search, { ...params, ...patch, ...(resetPage ? { page: 1 } : {}) }), {
      replace: 'q' in patch,
    });
  return { params, update };
}
