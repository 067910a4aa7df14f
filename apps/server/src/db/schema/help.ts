import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { emailOutbox } from './mail.ts';

/** A help article of /faq. Drafts (`published` false) are seen only by holders of faq.manage. */
export const faqArticles = pgTable(
  'faq_articles',
  {
    id: serial('id').primaryKey(),
    /** The article's address: /faq/{slug}. */
    slug: text('slug').notNull(),
    /** The group the list shows it under (FAQ_SECTIONS in contracts). */
    section: text('section').notNull(),
    title: text('title').notNull(),
    /** Sanitised HTML, as the editor wrote it and the server cleaned it. */
    bodyHtml: text('body_html').notNull(),
    /** The body as plain text, for the search (the tags stripped on write). */
    bodyText: text('body_text').notNull().default(''),
    /** Order within its section, smallest first. */
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id),
    /** Lower-cased title and text the search runs on; lower() folds Cyrillic on a C.UTF-8 database. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(title || ' ' || body_text)`),
  },
  (t) => [uniqueIndex('faq_articles_slug_key').on(t.slug), index('faq_articles_order_idx').on(t.section, t.position, t.id)],
);

/** A message sent through /feedback, by a visitor or a signed-in user. */
export const feedbackMessages = pgTable(
  'feedback_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** One of FEEDBACK_TOPICS in contracts. */
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    /** The signed-in sender, when there was one. */
    userId: integer('user_id').references(() => users.id),
    status: text('status', { enum: ['new', 'in_progress', 'answered'] })
      .notNull()
      .default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id),
    /** Lower-cased text the search runs on. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(name || ' ' || email || ' ' || message)`),
  },
  (t) => [
    index('feedback_messages_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('feedback_messages_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
  ],
);

/** A bank user's answer to a feedback message, sent by e-mail through the outbox and kept here. */
export const feedbackReplies = pgTable(
  'feedback_replies',
  {
    id: serial('id').primaryKey(),
    feedbackId: integer('feedback_id')
      .notNull()
      .references(() => feedbackMessages.id),
    body: text('body').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    /** The letter that carries it (its delivery state is the letter's). */
    emailId: integer('email_id').references(() => emailOutbox.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_replies_feedback_idx').on(t.feedbackId, t.id)],
);
