import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What every instance on one database must count together (ADR 0034): without it, two instances
 * would each allow the full number of sign-in attempts, and a solved bot check would pass once
 * on each.
 */

/** One counter of a rate limit: the SHA-256 of the limit's name and the caller's key (an address, a login). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_resets_idx').on(t.resetsAt)],
);

/** Bot-check solutions already accepted, until their challenge expires: each is accepted once. */
export const botCheckSolutions = pgTable(
  'bot_check_solutions',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('bot_check_solutions_expires_idx').on(t.expiresAt)],
);
