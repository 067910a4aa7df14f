import type { TAdminUserListQuery } from '@tt/contracts/admin';
import { ADMIN_USER_ROLE_FILTERS } from '@tt/contracts/admin';
import type { TProviderListQuery } from '@tt/contracts/providers';

/** Both tabs keep their state in the URL; the users tab's keys start with `u_` so the two never clash. */
export const PAGE_SIZES = [10, 20, 50] as const;

export type Flag = 'true' | 'false' | null;
export const PROVIDER_FLAGS = ['verified', 'blocked', 'pipeline', 'paperless'] as const;
export type ProviderFlag = (typeof PROVIDER_FLAGS)[number];

export interface ProviderParams {
  page: number;
  pageSize: number;
  q: string;
  flags: Record<ProviderFlag, Flag>;
}

export type UserRoleFilter = (typeof ADMIN_USER_ROLE_FILTERS)[number];

export interface UserParams {
  page: number;
  pageSize: number;
  q: string;
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

export function readProviderParams(s: URLSearchParams): ProviderParams {
  return {
    page: positive(s.get('page'), 1),
    pageSize: size(s.get('page_size')),
    q: s.get('q') ?? '',
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
    page: positive(s.get('u_page'), 1),
    pageSize: size(s.get('u_page_size')),
    q: s.get('u_q') ?? '',
    role: role && (ADMIN_USER_ROLE_FILTERS as readonly string[]).includes(role) ? (role as UserRoleFilter) : null,
    active: flag(s.get('u_active')),
  };
}

/** Writes one tab's params, keeping the other tab's ones; defaults are left out. */
export function writeProviderParams(current: URLSearchParams, p: ProviderParams): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (k: string, v: string | null, def?: string) => (v && v !== def ? next.set(k, v) : next.delete(k));
  set('page', String(p.page), '1');
  set('page_size', String(p.pageSize), '20');
  set('q', p.q.trim() || null);
  for (const f of PROVIDER_FLAGS) set(f, p.flags[f]);
  return next;
}

export function writeUserParams(current: URLSearchParams, p: UserParams): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (k: string, v: string | null, def?: string) => (v && v !== def ? next.set(k, v) : next.delete(k));
  set('u_page', String(p.page), '1');
  set('u_page_size', String(p.pageSize), '20');
  set('u_q', p.q.trim() || null);
  set('u_role', p.role);
  set('u_active', p.active);
  return next;
}

export const toProviderQuery = (p: ProviderParams): TProviderListQuery => ({
  page: p.page,
  page_size: p.pageSize,
  q: p.q.trim() || undefined,
  verified: p.flags.verified ?? undefined,
  blocked: p.flags.blocked ?? undefined,
  pipeline: p.flags.pipeline ?? undefined,
  paperless: p.flags.paperless ?? undefined,
});

export const toUserQuery = (p: UserParams): TAdminUserListQuery => ({
  page: p.page,
  page_size: p.pageSize,
  q: p.q.trim() || undefined,
  role: p.role ?? undefined,
  active: p.active ?? undefined,
});
