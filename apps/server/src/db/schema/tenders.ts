import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts.ts';
import { channelOptions, regions } from './dictionaries.ts';

/** Feeds the human tender number ТТ-YYYY-NNNNNN. */
export const tenderNumberSeq = pgSequence('tender_number_seq');

export const tenders = pgTable(
  'tenders',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    branchName: text('branch_name').notNull(),
    address: text('address').notNull(),
    bandwidthMbps: integer('bandwidth_mbps').notNull(),
    physicsId: integer('physics_id').references(() => channelOptions.id),
    interfaceId: integer('interface_id').references(() => channelOptions.id),
    protocolId: integer('protocol_id').references(() => channelOptions.id),
    connectionDate: date('connection_date', { mode: 'string' }).notNull(),
    contractMonths: integer('contract_months').notNull(),
    budgetMonthly: numeric('budget_monthly', { precision: 14, scale: 2 }),
    offersDeadline: timestamp('offers_deadline', { withTimezone: true }).notNull(),
    minOffers: integer('min_offers').notNull().default(1),
    /** Stored status; `published` past its deadline is read as `evaluation` (see tender-status.ts). */
    status: text('status', {
      enum: ['draft', 'published', 'evaluation', 'awarded', 'completed', 'cancelled', 'unsuccessful'],
    })
      .notNull()
      .default('draft'),
    statusReason: text('status_reason'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    /** When the scheduler queued the 24-hours-before-deadline reminder (at most once per deadline). */
    reminderQueuedAt: timestamp('reminder_queued_at', { withTimezone: true }),
    /** Hash of the newest history entry, so deleting the last entry is detectable too. */
    historyHead: text('history_head'),
    /** Lower-cased text the list search runs on (trigram index). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(number || ' ' || title || ' ' || branch_name || ' ' || address)`),
  },
  (t) => [
    uniqueIndex('tenders_number_key').on(t.number),
    index('tenders_list_idx').on(t.status, t.regionId, t.offersDeadline.desc(), t.id.desc()),
    index('tenders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('tenders_deadline_idx').on(t.offersDeadline.desc(), t.id.desc()),
    index('tenders_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    tenderId: integer('tender_id')
      .notNull()
      .references(() => tenders.id),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    monthlyPrice: numeric('monthly_price', { precision: 14, scale: 2 }).notNull(),
    installationPrice: numeric('installation_price', { precision: 14, scale: 2 }).notNull(),
    vatIncluded: boolean('vat_included').notNull().default(true),
    bandwidthMbps: integer('bandwidth_mbps').notNull(),
    physicsId: integer('physics_id').references(() => channelOptions.id),
    interfaceId: integer('interface_id').references(() => channelOptions.id),
    protocolId: integer('protocol_id').references(() => channelOptions.id),
    connectionDays: integer('connection_days').notNull(),
    contractMonths: integer('contract_months').notNull(),
    slaAvailability: numeric('sla_availability', { precision: 6, scale: 3 }).notNull(),
    comment: text('comment').notNull().default(''),
    status: text('status', { enum: ['draft', 'submitted', 'withdrawn', 'won', 'lost'] })
      .notNull()
      .default('draft'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    // One offer per organisation per tender.
    uniqueIndex('offers_tender_org_key').on(t.tenderId, t.organizationId),
    index('offers_tender_status_idx').on(t.tenderId, t.status),
    index('offers_organization_idx').on(t.organizationId),
  ],
);

/** Append-only, hash-chained per tender: each entry hashes its content and the previous hash. */
export const tenderHistory = pgTable(
  'tender_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenderId: integer('tender_id')
      .notNull()
      .references(() => tenders.id),
    actorId: integer('actor_id').references(() => users.id),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    details: jsonb('details').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    prevHash: text('prev_hash'),
    hash: text('hash').notNull(),
    /** The entry's secret part of the hashed content (HistoryContent.nonce); null before migration 0005. */
    nonce: text('nonce'),
  },
  (t) => [index('tender_history_tender_idx').on(t.tenderId, t.id)],
);

/**
 * A stored file of a tender (bank) or of an offer (provider). The bytes live behind the storage
 * interface under `storageKey`, a server-generated name; `fileName` is only what the user called it.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    tenderId: integer('tender_id')
      .notNull()
      .references(() => tenders.id),
    /** null: a document of the tender itself; set: a document of this offer. */
    offerId: integer('offer_id').references(() => offers.id),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('documents_storage_key_key').on(t.storageKey),
    index('documents_tender_idx').on(t.tenderId, t.id),
    index('documents_offer_idx').on(t.offerId, t.id),
  ],
);

/** A provider's question on a published tender and the bank's answer. */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    tenderId: integer('tender_id')
      .notNull()
      .references(() => tenders.id),
    /** The asking organisation: shown to the bank and to that organisation only. */
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    askedBy: integer('asked_by')
      .notNull()
      .references(() => users.id),
    question: text('question').notNull(),
    answer: text('answer'),
    answeredBy: integer('answered_by').references(() => users.id),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [index('questions_tender_idx').on(t.tenderId, t.id)],
);
