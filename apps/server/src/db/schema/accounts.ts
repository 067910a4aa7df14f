import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    brand: text('brand').notNull().default(''),
    edr: varchar('edr', { length: 10 }).notNull(),
    ipn: varchar('ipn', { length: 12 }).notNull().default(''),
    website: text('website').notNull().default(''),
    accountingContacts: text('accounting_contacts').notNull().default(''),
    technicalSupportContacts: text('technical_support_contacts').notNull().default(''),
    accountingEmails: text('accounting_emails').notNull().default(''),
    technicalEmails: text('technical_emails').notNull().default(''),
    isFop: boolean('is_fop').notNull().default(false),
    isPipeline: boolean('is_pipeline').notNull().default(false),
    isPaperLess: boolean('is_paper_less').notNull().default(false),
    isBlocked: boolean('is_blocked').notNull().default(false),
    blockedReason: text('blocked_reason'),
    isVerify: boolean('is_verify').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: integer('verified_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('organizations_edr_key').on(t.edr)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** null until an invited user sets a password. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phones: text('phones')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notification: boolean('notification').notNull().default(true),
    role: text('role', { enum: ['bank', 'provider'] }).notNull(),
    bankRoles: text('bank_roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    organizationId: integer('organization_id').references(() => organizations.id),
    isActive: boolean('is_active').notNull().default(true),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // E-mail is the login and unique whatever its case.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_organization_idx').on(t.organizationId),
  ],
);

/** Server-side sessions; the cookie carries a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time tokens for password recovery and invitations; only the SHA-256 is stored. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['recovery', 'invitation'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_tokens_hash_key').on(t.tokenHash), index('password_tokens_user_idx').on(t.userId)],
);

/**
 * What happened to an organisation and its users, who did it and when: verification, blocking,
 * edits of its details, users invited, roles changed, users disabled. Append-only; the
 * provider's page shows it.
 */
export const organizationEvents = pgTable(
  'organization_events',
  {
    id: serial('id').primaryKey(),
    /** null for events about bank users, which belong to no organisation. */
    organizationId: integer('organization_id').references(() => organizations.id),
    /** The user the event is about, if any (invited, role changed, disabled…). */
    userId: integer('user_id').references(() => users.id),
    /** Who did it; null for the system or a self-registration before any session exists. */
    actorId: integer('actor_id').references(() => users.id),
    action: text('action').notNull(),
    reason: text('reason'),
    details: jsonb('details').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('organization_events_org_idx').on(t.organizationId, t.id),
    index('organization_events_user_idx').on(t.userId, t.id),
  ],
);
