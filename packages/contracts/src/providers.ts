import { z } from 'zod';
import { zSearch, zServerString } from './common.ts';

/** GET /api/providers item (one of the eight original calls, docs/product/api-conventions.md §10). */
export const ZProvider = z.object({
  id: z.number().int(),
  name: zServerString(),
  brand: zServerString(),
  edr: zServerString(),
  ipn: zServerString(),
  website: zServerString(),
  is_pipeline: z.boolean(),
  is_paper_less: z.boolean(),
  is_blocked: z.boolean(),
  is_verify: z.boolean(),
});
export type TProvider = z.infer<typeof ZProvider>;
export const ZProviderList = z.array(ZProvider);

/** A yes/no filter as it travels in a query string. */
const zFlag = (field: string) =>
  z
    .enum(['true', 'false'], { error: `Поле «${field}» має бути true або false` })
    .transform((v) => v === 'true')
    .optional();

/**
 * Query of GET /api/providers. Without `page` the answer is the original plain list; with it, a
 * page `{items, total, page, page_size}` of ZAdminProviderListItem (provider.manage only).
 */
export const ZProviderListQuery = z.object({
  page: z.coerce.number().int().min(1, 'Сторінка має бути не менше 1').optional(),
  page_size: z.coerce.number().int().min(1).max(100, 'Розмір сторінки — не більше 100').default(20),
  q: zSearch(),
  verified: zFlag('Верифіковано'),
  blocked: zFlag('Заблоковано'),
  pipeline: zFlag('Розсилка про нові тендери'),
  paperless: zFlag('Лише електронні документи'),
});
export type TProviderListQuery = z.input<typeof ZProviderListQuery>;

/** A row of the administration list: the original list's fields plus when it registered and how many users it has. */
export const ZAdminProviderListItem = ZProvider.extend({
  blocked_reason: zServerString().nullable(),
  users_count: z.number().int(),
  created_at: zServerString(),
});
export type TAdminProviderListItem = z.infer<typeof ZAdminProviderListItem>;

export const ZAdminProviderPage = z.object({
  items: z.array(ZAdminProviderListItem),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type TAdminProviderPage = z.infer<typeof ZAdminProviderPage>;

export const ZProviderListResponse = z.union([ZProviderList, ZAdminProviderPage]);
