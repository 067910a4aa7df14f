import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sort: integer('sort').notNull().default(0),
});

/** The three channel dictionaries (physics, interface, protocol) in one table. */
export const channelOptions = pgTable(
  'channel_options',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['physics', 'interface', 'protocol'] }).notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    /** Deactivated values are not offered in forms but stay on the tenders and offers that use them. */
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('channel_options_kind_name_key').on(t.kind, t.name)],
);
