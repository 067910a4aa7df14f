import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** A folder of the bank's file library; `parentId` null is the top level. */
export const libraryFolders = pgTable(
  'library_folders',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => libraryFolders.id),
    name: text('name').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Two folders of one parent never share a name, whatever its case.
    uniqueIndex('library_folders_name_key').on(sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.name})`),
  ],
);

/**
 * A file of the library. The bytes live behind the same storage interface as tender documents,
 * under a server-generated key, and never change: a rename or a move changes only this row.
 */
export const libraryFiles = pgTable(
  'library_files',
  {
    id: serial('id').primaryKey(),
    folderId: integer('folder_id').references(() => libraryFolders.id),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Hidden from the library (a file attached to a tender is hidden instead of deleted). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Lower-cased name the search runs on. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(file_name)`),
  },
  (t) => [
    uniqueIndex('library_files_storage_key_key').on(t.storageKey),
    index('library_files_folder_idx').on(t.folderId, t.id),
  ],
);
