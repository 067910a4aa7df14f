import { z } from 'zod';
import { zEmail, zId, zSearch, zServerString, zText } from './common.ts';
import { OFFER_STATUSES } from './offers.ts';
import { ZOrganization } from './organization.ts';
import { BANK_ROLES } from './permissions.ts';
import { TENDER_STATUSES } from './tenders.ts';

/** What organization_events records; the card's timeline labels them. */
export const ORGANIZATION_EVENT_ACTIONS = [
  'registered',
  'verified',
  'blocked',
  'unblocked',
  'user_created',
  'user_invited',
  'user_updated',
  'roles_changed',
  'user_disabled',
  'user_enabled',
  'invitation_resent',
  'organization_updated',
] as const;

export const ZOrganizationEvent = z.object({
  id: z.number().int(),
  action: zServerString(),
  reason: zServerString().nullable(),
  details: z.record(zServerString(), z.unknown()),
  /** Who did it; null for the system or a self-registration. */
  actor_name: zServerString().nullable(),
  /** The user it is about, if any. */
  user_email: zServerString().nullable(),
  created_at: zServerString(),
});
export type TOrganizationEvent = z.infer<typeof ZOrganizationEvent>;

/** Any user as the administration sees it (never the password hash). */
export const ZAdminUser = z.object({
  id: z.number().int(),
  email: zServerString(),
  first_name: zServerString(),
  last_name: zServerString(),
  role: z.enum(['bank', 'provider']),
  roles: z.array(z.enum(BANK_ROLES)),
  organization: z.object({ id: z.number().int(), name: zServerString() }).nullable(),
  is_active: z.boolean(),
  /** False while an invited user has not set a password yet. */
  has_password: z.boolean(),
  /**
   * When a bank user last signed in; always null for a provider user: watched against a tender's
   * offers count, the moment would tell the bank who has just bid (ADR 0016).
   */
  last_sign_in_at: zServerString().nullable(),
  /** The Kyiv calendar date of the last sign-in, `YYYY-MM-DD`, for every user. */
  last_sign_in_on: zServerString().nullable(),
  created_at: zServerString(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZProviderOffer = z.object({
  id: z.number().int(),
  tender: z.object({
    id: z.number().int(),
    number: zServerString(),
    title: zServerString(),
    status: z.enum(TENDER_STATUSES),
  }),
  status: z.enum(OFFER_STATUSES),
  monthly_price: zServerString(),
  installation_price: zServerString(),
  submitted_at: zServerString().nullable(),
});

/** GET /api/providers/{id}: the organisation, its users, its unsealed offers and what happened to it. */
export const ZProviderDetails = ZOrganization.extend({
  blocked_reason: zServerString().nullable(),
  verified_at: zServerString().nullable(),
  verified_by_name: zServerString().nullable(),
  created_at: zServerString(),
  users: z.array(ZAdminUser),
  /** Only offers the bank may read: past the deadline, never drafts or withdrawn ones. */
  offers: z.array(ZProviderOffer),
  stats: z.object({
    offers: z.number().int(),
    won: z.number().int(),
    lost: z.number().int(),
    /** won / (won + lost), 0..1; null before any outcome. */
    win_rate: z.number().nullable(),
  }),
  events: z.array(ZOrganizationEvent),
});
export type TProviderDetails = z.infer<typeof ZProviderDetails>;

export const ZBlockProviderRequest = z.object({ reason: zText('Причина блокування', 2000, 5) });

const zFlag = (field: string) =>
  z
    .enum(['true', 'false'], { error: `Поле «${field}» має бути true або false` })
    .transform((v) => v === 'true')
    .optional();

export const ADMIN_USER_ROLE_FILTERS = ['bank', 'provider', ...BANK_ROLES] as const;

export const ZAdminUserListQuery = z.object({
  page: z.coerce.number().int().min(1, 'Сторінка має бути не менше 1').default(1),
  page_size: z.coerce.number().int().min(1).max(100, 'Розмір сторінки — не більше 100').default(20),
  q: zSearch(),
  /** bank / provider, or one bank role. */
  role: z.enum(ADMIN_USER_ROLE_FILTERS, { error: 'Невідома роль' }).optional(),
  organization_id: zId('Організація').optional(),
  active: zFlag('Активний'),
});
export type TAdminUserListQuery = z.input<typeof ZAdminUserListQuery>;

export const ZAdminUserPage = z.object({
  items: z.array(ZAdminUser),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type TAdminUserPage = z.infer<typeof ZAdminUserPage>;

export const NO_ROLES_MESSAGE = 'Поле «Ролі»: оберіть щонайменше одну роль';

const zRoleList = z.array(z.enum(BANK_ROLES, { error: 'Невідома роль' }), { error: 'Поле «Ролі» є обов’язковим' });
const zRoles = zRoleList.min(1, NO_ROLES_MESSAGE).transform((roles) => [...new Set(roles)]);

export const ZCreateBankUser = z.object({
  email: zEmail(),
  first_name: zText('Ім’я', 100),
  last_name: zText('Прізвище', 100),
  roles: zRoles,
});
export type TCreateBankUser = z.input<typeof ZCreateBankUser>;

export const ZUpdateUser = z.object({
  /**
   * A bank user's roles, at least one (checked on the server, which knows the user). A provider
   * user reads with none; sending that back changes nothing.
   */
  roles: zRoleList.transform((roles) => [...new Set(roles)]).optional(),
  is_active: z.boolean({ error: 'Поле «Активний» має бути так або ні' }).optional(),
  first_name: zText('Ім’я', 100).optional(),
  last_name: zText('Прізвище', 100).optional(),
});
export type TUpdateUser = z.input<typeof ZUpdateUser>;
