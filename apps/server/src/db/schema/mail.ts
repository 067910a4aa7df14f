import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tenders } from './tenders.ts';

/** Every letter is stored here first; a background worker sends it. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').array().notNull(),
    cc: text('cc')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    template: text('template').notNull(),
    tenderId: integer('tender_id').references(() => tenders.id),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('email_outbox_status_idx').on(t.status, t.id), index('email_outbox_created_idx').on(t.createdAt)],
);

/**
 * History entries whose letters have been made. The claim is inserted in the same transaction
 * as the letters (ON CONFLICT DO NOTHING), so each event is mailed exactly once even when
 * several server instances run the scheduler. No foreign key: it is bookkeeping beside the
 * append-only history, not part of it.
 */
export const historyNotifications = pgTable('history_notifications', {
  historyId: bigint('history_id', { mode: 'number' }).primaryKey(),
  /** How many letters the entry produced (0: nobody to tell, or too old to be worth a letter). */
  letters: integer('letters').notNull().default(0),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});
