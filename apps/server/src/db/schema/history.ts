import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { tenders } from './tenders.ts';

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
  // tender_history_cancelled_idx on the cancellations (offersUnsealedSql): migration 0010.
  (t) => [index('tender_history_tender_idx').on(t.tenderId, t.id)],
);
