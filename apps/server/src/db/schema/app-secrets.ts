import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Keys the server generates once and shares between instances (e.g. the XSRF signing key). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
