import { date, index, integer, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/*
 * The statistics' figures of settled tenders (stored past taking offers: evaluation or closed),
 * kept ahead of time per Kyiv month of publication (ADR 0032). A settled tender's figures never
 * change with the clock, so a month's sums stay true until one of its settled tenders changes; a
 * trigger on tenders (migration 0012) counts every such change in `version`, and the statistics
 * recompute a month whose sums were taken at an older version. Tenders stored `published` are
 * never kept here: their figures are always read live.
 */

/** Every Kyiv month that holds or held a settled tender. */
export const dashboardMonths = pgTable('dashboard_months', {
  /** The month's first day. */
  month: date('month', { mode: 'string' }).primaryKey(),
  /** How many statements have changed the month's settled tenders. */
  version: integer('version').notNull().default(0),
  /** The version the month's sums below were taken at; null before the first time. */
  computedVersion: integer('computed_version'),
});

/**
 * A month's settled tenders by status: sums the figures add up. Kept at four grains, so that an
 * answer reads only the rows its filters need: `grain` 0 by region and medium, 1 by region
 * (`physics_id` null), 2 by medium (`region_id` null), 3 over both (PostgreSQL's grouping() of
 * region, medium).
 */
export const dashboardMonthFacts = pgTable(
  'dashboard_month_facts',
  {
    month: date('month', { mode: 'string' })
      .notNull()
      .references(() => dashboardMonths.month, { onDelete: 'cascade' }),
    grain: smallint('grain').notNull(),
    regionId: integer('region_id'),
    physicsId: integer('physics_id'),
    status: text('status').notNull(),
    tenders: integer('tenders').notNull(),
    /** Tenders whose offers are unsealed (docs/product/sealed-offers.md §2). */
    unsealed: integer('unsealed').notNull(),
    /** Σ days from publication to decision, and how many, of awarded and completed tenders. */
    days: numeric('days'),
    decided: integer('decided').notNull(),
    /** Counted offers of the unsealed tenders; those with exactly one; tenders by their offers, 0…5+. */
    offers: integer('offers').notNull(),
    single: integer('single').notNull(),
    offers0: integer('offers_0').notNull(),
    offers1: integer('offers_1').notNull(),
    offers2: integer('offers_2').notNull(),
    offers3: integer('offers_3').notNull(),
    offers4: integer('offers_4').notNull(),
    offers5: integer('offers_5').notNull(),
    /** Tenders with a winner; Σ and count of their monthly price ÷ Мбіт/с. */
    winners: integer('winners').notNull(),
    pricePerMbps: numeric('price_per_mbps'),
    pricePerMbpsCount: integer('price_per_mbps_count').notNull(),
    /** Over winners with a budget: Σ (budget − price) × months, Σ budget × months, how many. */
    savings: numeric('savings'),
    budget: numeric('budget'),
    savingsTenders: integer('savings_tenders').notNull(),
  },
  (t) => [index('dashboard_month_facts_month_idx').on(t.month, t.grain)],
);

/** A month's participations and wins per organisation, at the same four grains. */
export const dashboardMonthProviders = pgTable(
  'dashboard_month_providers',
  {
    month: date('month', { mode: 'string' })
      .notNull()
      .references(() => dashboardMonths.month, { onDelete: 'cascade' }),
    grain: smallint('grain').notNull(),
    regionId: integer('region_id'),
    physicsId: integer('physics_id'),
    organizationId: integer('organization_id').notNull(),
    participations: integer('participations').notNull(),
    wins: integer('wins').notNull(),
  },
  (t) => [index('dashboard_month_providers_month_idx').on(t.month, t.grain)],
);
