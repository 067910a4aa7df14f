import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts.ts';
import { channelOptions } from './dictionaries.ts';
import { tenderLots, tenders } from './tenders.ts';

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
    /** The bank's technical score (0..100) after the deadline, for a weighted evaluation that uses it. */
    technicalScore: integer('technical_score'),
    technicalNote: text('technical_note'),
  },
  (t) => [
    // One offer per organisation per tender.
    uniqueIndex('offers_tender_org_key').on(t.tenderId, t.organizationId),
    // INCLUDE (organization_id), and offers_won_idx on the won offers: migration 0010.
    index('offers_tender_status_idx').on(t.tenderId, t.status),
    index('offers_organization_idx').on(t.organizationId),
  ],
);

/**
 * What an offer proposes for each lot it covers (ADR 0038). The offer row keeps the whole
 * offer's terms and repeats the lots' figures for single-site reads: the sums of the prices,
 * the first lot's channel and the longest connection time.
 */
export const offerLots = pgTable(
  'offer_lots',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id),
    lotId: integer('lot_id')
      .notNull()
      .references(() => tenderLots.id),
    monthlyPrice: numeric('monthly_price', { precision: 14, scale: 2 }).notNull(),
    installationPrice: numeric('installation_price', { precision: 14, scale: 2 }).notNull(),
    bandwidthMbps: integer('bandwidth_mbps').notNull(),
    physicsId: integer('physics_id').references(() => channelOptions.id),
    interfaceId: integer('interface_id').references(() => channelOptions.id),
    protocolId: integer('protocol_id').references(() => channelOptions.id),
    connectionDays: integer('connection_days').notNull(),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.lotId] }), index('offer_lots_lot_idx').on(t.lotId)],
);
