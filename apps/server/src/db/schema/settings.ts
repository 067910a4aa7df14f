import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts.ts';
import { regions } from './dictionaries.ts';

/**
 * The outgoing mail account (one row, id 1). The app password is kept only as AES-256-GCM
 * ciphertext under a key that is not in the database (SECRET_KEY or the key file in DATA_DIR),
 * so a copy of the database alone does not give the mailbox away.
 */
export const mailAccount = pgTable('mail_account', {
  id: integer('id').primaryKey().default(1),
  host: text('host').notNull(),
  port: integer('port').notNull(),
  security: text('security', { enum: ['none', 'starttls', 'tls'] }).notNull(),
  username: text('username').notNull().default(''),
  fromName: text('from_name').notNull(),
  fromAddress: text('from_address').notNull(),
  /** base64 of iv ‖ tag ‖ ciphertext; null when no password is set. */
  passwordCipher: text('password_cipher'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id),
});

/** Every change made on the settings screens: who, when, which area, what (never a password). */
export const settingsChanges = pgTable(
  'settings_changes',
  {
    id: serial('id').primaryKey(),
    area: text('area', { enum: ['mail', 'managers_it_rp', 'channels'] }).notNull(),
    action: text('action').notNull(),
    /** What changed: field names with old and new values, or the item added/removed. */
    details: jsonb('details').notNull().default({}),
    actorId: integer('actor_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('settings_changes_area_idx').on(t.area, t.id)],
);

/** IT managers of the bank's regional divisions; copied on publication and award letters of their region. */
export const itManagers = pgTable(
  'it_managers',
  {
    id: serial('id').primaryKey(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    fullName: text('full_name').notNull(),
    position: text('position').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('it_managers_region_idx').on(t.regionId)],
);
