import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts.ts';
import { tenders } from './tenders.ts';

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
