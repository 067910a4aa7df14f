import type { z } from 'zod';
import { ZAdminUserListQuery, type TAdminUserListQuery } from '@tt/contracts/admin';
import { ZProviderListQuery, type TProviderListQuery } from '@tt/contracts/providers';
import type { ListUrlSpec } from '../../../lib/list-url-state';

/**
 * What the two tabs of /admin/providers keep in the address bar: each its contract's query. The
 * users tab's keys start with `u_`, so the two never clash.
 */
const ZProviderListUrl = ZProviderListQuery.extend({
  // The contract leaves `page` out for the old plain list; this screen always pages.
  page: ZProviderListQuery.shape.page.default(1),
});
const ZUserListUrl = ZAdminUserListQuery.omit({ organization_id: true });

export const PROVIDER_LIST_URL: ListUrlSpec<typeof ZProviderListUrl> = { schema: ZProviderListUrl };
export const USER_LIST_URL: ListUrlSpec<typeof ZUserListUrl> = { schema: ZUserListUrl, prefix: 'u_' };

export type ProviderParams = z.output<typeof ZProviderListUrl>;
export type UserParams = z.output<typeof ZUserListUrl>;

export const PROVIDER_FLAGS = ['verified', 'blocked', 'pipeline', 'paperless'] as const;

/** A yes/no filter as the API reads it. */
const apiFlag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 'true' : 'false');

export const toProviderQuery = (p: ProviderParams): TProviderListQuery => ({
  page: p.page,
  page_size: p.page_size,
  q: p.q?.trim() || undefined,
  verified: apiFlag(p.verified),
  blocked: apiFlag(p.blocked),
  pipeline: apiFlag(p.pipeline),
  paperless: apiFlag(p.paperless),
});

export const toUserQuery = (p: UserParams): TAdminUserListQuery => ({
  page: p.page,
  page_size: p.page_size,
  q: p.q?.trim() || undefined,
  role: p.role,
  active: apiFlag(p.active),
});
