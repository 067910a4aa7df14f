import { and, arrayContains, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TFeedbackMessage,
  TFeedbackPage,
  TFeedbackReply,
  TFeedbackStatus,
  TFeedbackTopic,
  ZFeedbackListQuery,
  ZFeedbackRequest,
} from '@tt/contracts/feedback';
import { kyivDayEndIso, kyivDayStartIso } from '@tt/contracts/kyiv-time';
import type { Db } from '../../db/client.ts';
import { emailOutbox, feedbackMessages, feedbackReplies, organizations, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { queueEmail } from '../mail/queue-email.ts';
import type { LetterContext } from '../mail/templates.ts';
import { escapeLike } from '../../lib/escape-like.ts';
import { feedbackReceivedLetter, feedbackReplyLetter } from './letters.ts';

/*
 * Feedback (docs/decisions/0030 «Feedback»): anyone sends a message, every active bank admin
 * gets a letter about it, and holders of feedback.view list, mark and answer messages.
 */

export const FEEDBACK_NOT_FOUND = 'Звернення не знайдено';

const fullName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`;

/** Stores the message and queues a letter to each active admin, in one transaction. */
export async function submitFeedback(
  db: Db,
  input: z.output<typeof ZFeedbackRequest>,
  userId: number | null,
  ctx: LetterContext,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(feedbackMessages)
      .values({ name: input.name, email: input.email, topic: input.topic, message: input.message, userId })
      .returning({ id: feedbackMessages.id });
    const admins = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.role, 'bank'), eq(users.isActive, true), arrayContains(users.bankRoles, ['admin'])))
      .orderBy(asc(users.id));
    const letter = feedbackReceivedLetter(ctx, { id: row!.id, ...input });
    // One letter each, so no admin sees the others' addresses.
    for (const admin of admins) await queueEmail(tx, { to: [admin.email], template: 'feedback_received', ...letter });
  });
}

type ListQuery = z.output<typeof ZFeedbackListQuery>;

function filters(query: ListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(feedbackMessages.status, query.status));
  if (query.topic) conditions.push(eq(feedbackMessages.topic, query.topic));
  if (query.q) conditions.push(sql`${feedbackMessages.searchText} like '%' || lower(${escapeLike(query.q)}) || '%'`);
  // Kyiv calendar days, both included.
  if (query.from) conditions.push(gte(feedbackMessages.createdAt, new Date(kyivDayStartIso(query.from)!)));
  if (query.to) conditions.push(lte(feedbackMessages.createdAt, new Date(kyivDayEndIso(query.to)!)));
  return conditions.length ? and(...conditions) : undefined;
}

const messageColumns = {
  id: feedbackMessages.id,
  name: feedbackMessages.name,
  email: feedbackMessages.email,
  topic: feedbackMessages.topic,
  message: feedbackMessages.message,
  status: feedbackMessages.status,
  createdAt: feedbackMessages.createdAt,
  updatedAt: feedbackMessages.updatedAt,
  userId: users.id,
  userName: fullName,
  orgName: organizations.name,
};

type MessageRow = {
  id: number;
  name: string;
  email: string;
  topic: string;
  message: string;
  status: TFeedbackStatus;
  createdAt: Date;
  updatedAt: Date;
  userId: number | null;
  userName: string | null;
  orgName: string | null;
};

const selectMessages = (db: Db) =>
  db
    .select(messageColumns)
    .from(feedbackMessages)
    .leftJoin(users, eq(users.id, feedbackMessages.userId))
    .leftJoin(organizations, eq(organizations.id, users.organizationId));

/** The replies of several messages in one query, oldest first, each with its letter's state. */
async function repliesOf(db: Db, ids: number[]): Promise<Map<number, TFeedbackReply[]>> {
  const byMessage = new Map<number, TFeedbackReply[]>(ids.map((id) => [id, []]));
  if (!ids.length) return byMessage;
  const rows = await db
    .select({
      id: feedbackReplies.id,
      feedbackId: feedbackReplies.feedbackId,
      body: feedbackReplies.body,
      authorId: users.id,
      authorName: fullName,
      createdAt: feedbackReplies.createdAt,
      emailId: emailOutbox.publicId,
      emailStatus: emailOutbox.status,
    })
    .from(feedbackReplies)
    .innerJoin(users, eq(users.id, feedbackReplies.authorId))
    .leftJoin(emailOutbox, eq(emailOutbox.id, feedbackReplies.emailId))
    .where(inArray(feedbackReplies.feedbackId, ids))
    .orderBy(asc(feedbackReplies.feedbackId), asc(feedbackReplies.id));
  for (const r of rows) {
    byMessage.get(r.feedbackId)!.push({
      id: r.id,
      body: r.body,
      author: { id: r.authorId, full_name: r.authorName },
      created_at: r.createdAt.toISOString(),
      email_id: r.emailId,
      email_status: r.emailStatus,
    });
  }
  return byMessage;
}

function present(row: MessageRow, replies: TFeedbackReply[]): TFeedbackMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    topic: row.topic as TFeedbackTopic,
    message: row.message,
    status: row.status,
    user: row.userId !== null ? { id: row.userId, full_name: row.userName ?? '', org_name: row.orgName } : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    replies,
  };
}

/** One page of messages, newest first, with their replies (two queries whatever the page size). */
export async function listFeedback(db: Db, query: ListQuery): Promise<TFeedbackPage> {
  const where = filters(query);
  const [rows, [total]] = await Promise.all([
    selectMessages(db)
      .where(where)
      .orderBy(desc(feedbackMessages.createdAt), desc(feedbackMessages.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(feedbackMessages).where(where),
  ]);
  const replies = await repliesOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => present(r, replies.get(r.id)!)),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

export async function feedbackDetails(db: Db, id: number): Promise<TFeedbackMessage> {
  const [row] = await selectMessages(db).where(eq(feedbackMessages.id, id));
  if (!row) throw notFound(FEEDBACK_NOT_FOUND);
  return present(row, (await repliesOf(db, [id])).get(id)!);
}

export async function setFeedbackStatus(
  db: Db,
  id: number,
  status: TFeedbackStatus,
  actorId: number,
): Promise<TFeedbackMessage> {
  const [row] = await db
    .update(feedbackMessages)
    .set({ status, updatedAt: new Date(), updatedBy: actorId })
    .where(eq(feedbackMessages.id, id))
    .returning({ id: feedbackMessages.id });
  if (!row) throw notFound(FEEDBACK_NOT_FOUND);
  return feedbackDetails(db, id);
}

/** Queues the answer to the sender, keeps it with the message and marks the message answered, in one transaction. */
export async function replyToFeedback(
  db: Db,
  id: number,
  body: string,
  authorId: number,
  ctx: LetterContext,
): Promise<TFeedbackMessage> {
  await db.transaction(async (tx) => {
    // Locked, so two answers at once both land and the state is set once each.
    const [message] = await tx.select().from(feedbackMessages).where(eq(feedbackMessages.id, id)).for('update');
    if (!message) throw notFound(FEEDBACK_NOT_FOUND);
    const letter = feedbackReplyLetter(
      ctx,
      {
        name: message.name,
        topic: message.topic as TFeedbackTopic,
        message: message.message,
        createdAt: message.createdAt,
      },
      body,
    );
    const emailId = await queueEmail(tx, { to: [message.email], template: 'feedback_reply', ...letter });
    await tx.insert(feedbackReplies).values({ feedbackId: id, body, authorId, emailId });
    await tx
      .update(feedbackMessages)
      .set({ status: 'answered', updatedAt: new Date(), updatedBy: authorId })
      .where(eq(feedbackMessages.id, id));
  });
  return feedbackDetails(db, id);
}
