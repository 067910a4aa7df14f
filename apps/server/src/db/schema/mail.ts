import { bigint, index, integer, pgTable, serial, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { organizations, users } from './accounts.ts';
import { tenders } from './tenders.ts';

/** Every letter is stored here first; a background worker sends it. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    /**
     * The only id the archive shows: serial ids would let a reader count, by the gaps, the
     * letters withheld while a tender's offers are sealed (docs/product/sealed-offers.md §9).
     */
    publicId: uuid('public_id').notNull().defaultRandom().unique(),
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
    /**
     * The provider organisation a letter to a provider was written for; null for the bank's
     * letters. A letter to offer holders is shown in the archive only while this organisation
     * holds an offer the bank may see (archive/withheld.ts).
     */
    recipientOrganizationId: integer('recipient_organization_id').references(() => organizations.id),
    /**
     * queued → sending (claimed by one sender until `lockedUntil`) → sent | queued again (a
     * temporary failure, after `nextAttemptAt`) | failed (permanent, or the last attempt).
     */
    status: text('status', { enum: ['queued', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The SMTP server's answer to the accepted letter. */
    smtpResponse: text('smtp_response'),
    /** Stable across retries, so a receiver can drop the copy of a letter sent twice. */
    messageId: text('message_id'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While `sending`: the claim's lease; an expired lease (a killed sender) makes the letter claimable again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** A resent copy points at the letter it copies, and records who asked for it. */
    resendOf: integer('resend_of').references((): AnyPgColumn => emailOutbox.id),
    requestedBy: integer('requested_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_outbox_status_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_created_idx').on(t.createdAt),
    index('email_outbox_tender_idx').on(t.tenderId),
    index('email_outbox_template_idx').on(t.template, t.id),
  ],
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
