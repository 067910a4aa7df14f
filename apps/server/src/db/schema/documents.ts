import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { libraryFiles } from './library.ts';
import { offers } from './offers.ts';
import { tenders } from './tenders.ts';

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
    /** The library file this document was copied from; the copy is the tender's own (ADR 0030). */
    libraryFileId: integer('library_file_id').references(() => libraryFiles.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('documents_storage_key_key').on(t.storageKey),
    index('documents_tender_idx').on(t.tenderId, t.id),
    index('documents_offer_idx').on(t.offerId, t.id),
    index('documents_library_file_idx').on(t.libraryFileId),
  ],
);
