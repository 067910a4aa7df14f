import { sql, type SQL } from 'drizzle-orm';
import { tenders } from '../db/schema/index.ts';

/**
 * The deadline rule and the clock it is read by, in one place.
 *
 * A tender takes offers while it is stored `published` and its deadline is ahead of the clock;
 * from the deadline on it reads as evaluation or unsuccessful (tender-status.ts), whether or
 * not the scheduler has stored that yet.
 *
 * The clock is the database's, never the application's: every instance shares it, and it is the
 * one that stamps rows. It is read in two ways (functions of migration 0006):
 * - readClock, app_now(): the start of the transaction. Reads, lists and the status a reader
 *   sees: one instant for everything a transaction reads, so a card never contradicts itself.
 * - writeClock, app_clock(): the time of the call. A write judged against the deadline reads it
 *   after taking the tender row lock, so a write that waited for the lock is judged by the time
 *   it actually happens, not by when its transaction began.
 * Under NODE_ENV=test both may be moved forward (test-clock.ts), so a test passes a deadline in
 * seconds; in production they are now() and clock_timestamp().
 */
export const readClockSql = sql<Date>`app_now()`;
export const writeClockSql = sql<Date>`app_clock()`;

// Each column nested in its own sql, so drizzle keeps it qualified inside subqueries.
const status = sql`${tenders.status}`;
const deadline = sql`${tenders.offersDeadline}`;

/** The deadline is still ahead of the given clock reading. */
export const deadlineAheadSql = (clock: SQL = readClockSql): SQL<boolean> => sql<boolean>`(${deadline} > ${clock})`;

/** The tender takes offers (and questions) at that reading. */
export const takingOffersSql = (clock: SQL = readClockSql): SQL<boolean> =>
  sql<boolean>`(${status} = 'published' and ${deadlineAheadSql(clock)})`;

/** Stored `published` with the deadline reached: its outcome is due (or stored by the scheduler next). */
export const deadlineReachedSql: SQL<boolean> = sql<boolean>`(${status} = 'published' and ${deadline} <= ${readClockSql})`;
