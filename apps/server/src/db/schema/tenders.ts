import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
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
    /**
     * When the outcome was stored: awarded, unsuccessful (an automatic one at the deadline) or
     * cancelled; `completed` keeps its award's moment. Read it through effectiveDecidedAtSql,
     * which also covers a stored `published` past its deadline (ADR 0031).
     */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** When the scheduler queued the 24-hours-before-deadline reminder (at most once per deadline). */
    reminderQueuedAt: timestamp('reminder_queued_at', { withTimezone: true }),
    /** Hash of the newest history entry, so deleting the last entry is detectable too. */
    historyHead: text('history_head'),
    /** How offers are ranked, fixed at publication (ADR 0038); the weights are whole per cents, null for lowest_cost. */
    evaluationMethod: text('evaluation_method', { enum: ['lowest_cost', 'weighted'] })
      .notNull()
      .default('lowest_cost'),
    weightCost: integer('weight_cost'),
    weightSla: integer('weight_sla'),
    weightConnection: integer('weight_connection'),
    weightTechnical: integer('weight_technical'),
    /**
     * The branch and address of the lots beyond the first, in their order, separated by spaces
     * (the row's own site is lot 1's): what the search finds a tender of several lots by. Written
     * with the lots (toColumns), empty for a single-site tender (ADR 0038).
     */
    otherLotsText: text('other_lots_text').notNull().default(''),
    /** Lower-cased text the list search runs on (trigram index): the tender and every lot's site. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(number || ' ' || title || ' ' || branch_name || ' ' || address || ' ' || other_lots_text)`,
      ),
  },
  (t) => [
    uniqueIndex('tenders_number_key').on(t.number),
    // INCLUDE (search_text), added by migration 0013 (made again by 0019): a filtered total reads the index alone.
    index('tenders_list_idx').on(t.status, t.regionId, t.offersDeadline.desc(), t.id.desc()),
    index('tenders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('tenders_deadline_idx').on(t.offersDeadline.desc(), t.id.desc()),
    // The statistics' cohort (tenders published in a period; migration 0010 adds its INCLUDE
    // columns) and the archive of closed tenders.
    index('tenders_published_idx')
      .on(t.publishedAt)
      .where(sql`${t.publishedAt} is not null`),
    index('tenders_decided_idx')
      .on(t.decidedAt.desc(), t.id.desc())
      .where(sql`${t.decidedAt} is not null`),
    index('tenders_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check(
      'tenders_weights_check',
      sql`(${t.evaluationMethod} = 'lowest_cost' and ${t.weightCost} is null and ${t.weightSla} is null and ${t.weightConnection} is null and ${t.weightTechnical} is null)
        or (${t.evaluationMethod} = 'weighted' and ${t.weightCost} + ${t.weightSla} + ${t.weightConnection} + ${t.weightTechnical} = 100)`,
    ),
  ],
);

/**
 * The sites of a tender (ADR 0038), each awarded on its own. Every tender has at least lot 1,
 * whose site fields the tender row repeats for the spec's single-site reads; a deferred trigger
 * (migration 0016) adds lot 1 to a tender written without lots.
 */
export const tenderLots = pgTable(
  'tender_lots',
  {
    id: serial('id').primaryKey(),
    tenderId: integer('tender_id')
      .notNull()
      .references(() => tenders.id),
    /** 1-based order within the tender. */
    position: integer('position').notNull(),
    branchName: text('branch_name').notNull(),
    address: text('address').notNull(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    bandwidthMbps: integer('bandwidth_mbps').notNull(),
    physicsId: integer('physics_id').references(() => channelOptions.id),
    interfaceId: integer('interface_id').references(() => channelOptions.id),
    protocolId: integer('protocol_id').references(() => channelOptions.id),
    connectionDate: date('connection_date', { mode: 'string' }).notNull(),
    budgetMonthly: numeric('budget_monthly', { precision: 14, scale: 2 }),
    /** The bank's decision on this lot; null while undecided. */
    outcome: text('outcome', { enum: ['awarded', 'unsuccessful'] }),
    /** The offer that won the lot (outcome awarded). */
    awardedOfferId: integer('awarded_offer_id'),
    outcomeReason: text('outcome_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tender_lots_position_key').on(t.tenderId, t.position),
    index('tender_lots_region_idx').on(t.regionId, t.tenderId),
    // The orders archive counts a tender's lots beyond the first, and finds the lots declared
    // unsuccessful, from these (ADR 0038): both are few.
    index('tender_lots_beyond_first_idx')
      .on(t.tenderId)
      .where(sql`${t.position} > 1`),
    index('tender_lots_unsuccessful_idx')
      .on(t.tenderId)
      .where(sql`${t.outcome} = 'unsuccessful'`),
  ],
);
