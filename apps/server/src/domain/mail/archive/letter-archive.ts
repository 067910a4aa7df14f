import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { TEmailDetails, TEmailPage, TEmailStatus, TEmailSummary, ZEmailListQuery } from '@tt/contracts/emails';
import { kyivDayStartIso } from '@tt/contracts/kyiv-time';
import type { Db } from '../../../db/client.ts';
import { emailOutbox, tenders, users } from '../../../db/schema/index.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { escapeLike } from '../../../lib/escape-like.ts';
import { LETTERS_WITH_ONE_TIME_LINK, maskTokens } from './mask-tokens.ts';
import { sanitizeLetterHtml } from './sanitize-letter.ts';
import { letterVisibleSql } from './withheld.ts';

/*
 * The letter archive (/admin/history/emails). Letters are named by their public UUID only, and
 * every read goes through letterVisibleSql, so a letter withheld while offers are sealed is
 * answered exactly like one that does not exist.
 */

const original = alias(emailOutbox, 'original');

/** The same message for a letter that does not exist and one that is withheld. */
export const LETTER_NOT_FOUND = 'Лист не знайдено';

type Query = z.output<typeof ZEmailListQuery>;

const summaryColumns = {
  publicId: emailOutbox.publicId,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
  to: emailOutbox.to,
  cc: emailOutbox.cc,
  subject: emailOutbox.subject,
  template: emailOutbox.template,
  tenderId: tenders.id,
  tenderNumber: tenders.number,
  tenderTitle: tenders.title,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  nextAttemptAt: emailOutbox.nextAttemptAt,
  resendOf: original.publicId,
};

interface SummaryRow {
  publicId: string;
  createdAt: Date;
  sentAt: Date | null;
  to: string[];
  cc: string[];
  subject: string;
  template: string;
  tenderId: number | null;
  tenderNumber: string | null;
  tenderTitle: string | null;
  status: TEmailStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  resendOf: string | null;
}

function toSummary(row: SummaryRow): TEmailSummary {
  return {
    id: row.publicId,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    to: row.to,
    cc: row.cc,
    subject: row.subject,
    template: row.template,
    tender:
      row.tenderId !== null ? { id: row.tenderId, number: row.tenderNumber ?? '', title: row.tenderTitle ?? '' } : null,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    // Only a retry that is waiting has a next attempt worth showing; a new letter goes at once.
    next_attempt_at: row.status === 'queued' && row.attempts > 0 ? row.nextAttemptAt.toISOString() : null,
    resend_of: row.resendOf,
  };
}

/** The day after a calendar date `YYYY-MM-DD`. */
function nextDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

function filters(query: Query): SQL {
  const conditions: SQL[] = [letterVisibleSql];
  if (query.status) conditions.push(eq(emailOutbox.status, query.status));
  if (query.template) conditions.push(eq(emailOutbox.template, query.template));
  if (query.tender_id) conditions.push(eq(emailOutbox.tenderId, query.tender_id));
  if (query.recipient) {
    const like = `%${escapeLike(query.recipient.toLowerCase())}%`;
    conditions.push(
      sql`exists (select 1 from unnest(${emailOutbox.to} || ${emailOutbox.cc}) as address where lower(address) like ${like})`,
    );
  }
  // Kyiv calendar days, both included: from the first day's Kyiv midnight to the one after the last day.
  if (query.from) conditions.push(gte(emailOutbox.createdAt, new Date(kyivDayStartIso(query.from)!)));
  if (query.to) conditions.push(lt(emailOutbox.createdAt, new Date(kyivDayStartIso(nextDay(query.to))!)));
  return and(...conditions)!;
}

/** One page of letters, newest first, and how many match in all (withheld letters in neither). */
export async function listLetters(db: Db, query: Query): Promise<TEmailPage> {
  const where = filters(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(emailOutbox)
      .leftJoin(tenders, eq(tenders.id, emailOutbox.tenderId))
      .leftJoin(original, eq(original.id, emailOutbox.resendOf))
      .where(where)
      // Letters of one transaction share a creation time; the serial only orders them, never shown.
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(emailOutbox).leftJoin(tenders, eq(tenders.id, emailOutbox.tenderId)).where(where),
  ]);
  return { items: rows.map(toSummary), total: total?.n ?? 0, page: query.page, page_size: query.page_size };
}

/**
 * One visible letter by its public id, in a single statement whatever the id: its resent copies
 * and the name of whoever asked for it come along in subqueries.
 */
async function findVisibleLetter(db: Db, publicId: string) {
  const requester = alias(users, 'requester');
  const copy = alias(emailOutbox, 'copy');
  const [row] = await db
    .select({
      ...summaryColumns,
      serial: emailOutbox.id,
      rootSerial: emailOutbox.resendOf,
      html: emailOutbox.html,
      text: emailOutbox.text,
      messageId: emailOutbox.messageId,
      smtpResponse: emailOutbox.smtpResponse,
      tenderIdStored: emailOutbox.tenderId,
      recipientOrganizationId: emailOutbox.recipientOrganizationId,
      requestedByName: sql<string | null>`nullif(trim(${requester.firstName} || ' ' || ${requester.lastName}), '')`,
      resends: sql<{ id: string; created_at: string; status: TEmailStatus }[]>`coalesce((
        select json_agg(json_build_object('id', ${copy.publicId}, 'created_at', ${copy.createdAt}, 'status', ${copy.status})
          order by ${copy.createdAt}, ${copy.id})
        from ${emailOutbox} as ${sql.identifier('copy')} where ${copy.resendOf} = ${emailOutbox.id}), '[]'::json)`,
    })
    .from(emailOutbox)
    .leftJoin(tenders, eq(tenders.id, emailOutbox.tenderId))
    .leftJoin(original, eq(original.id, emailOutbox.resendOf))
    .leftJoin(requester, eq(requester.id, emailOutbox.requestedBy))
    .where(and(eq(emailOutbox.publicId, publicId), letterVisibleSql));
  if (!row) throw notFound(LETTER_NOT_FOUND);
  return row;
}

/** A letter as the archive shows it: HTML sanitised, one-time tokens hidden in both bodies. */
export async function letterDetails(db: Db, publicId: string): Promise<TEmailDetails> {
  const row = await findVisibleLetter(db, publicId);
  return {
    ...toSummary(row),
    html: maskTokens(sanitizeLetterHtml(row.html), row.template),
    text: maskTokens(row.text, row.template),
    message_id: row.messageId,
    smtp_response: row.smtpResponse,
    requested_by_name: row.requestedByName,
    resends: row.resends.map((r) => ({ id: r.id, created_at: new Date(r.created_at).toISOString(), status: r.status })),
  };
}

/**
 * Queues a new copy of a letter on behalf of an administrator: same recipients, subject, bodies,
 * template and tender. A copy of a copy points at the first letter, so the original lists every
 * copy. A one-time link is never sent again: an old link has been replaced or used, and a copy
 * would only spread a live one; the person asks for a new recovery, or the administration resends
 * the invitation (which issues a new link).
 */
export async function resendLetter(db: Db, publicId: string, requestedBy: number): Promise<{ id: string }> {
  const letter = await findVisibleLetter(db, publicId);
  if ((LETTERS_WITH_ONE_TIME_LINK as readonly string[]).includes(letter.template)) {
    throw new AppError(
      409,
      'conflict',
      letter.template === 'recovery'
        ? 'Лист відновлення пароля не надсилається повторно: його посилання одноразове. Попросіть користувача ще раз скористатися відновленням пароля на сторінці входу.'
        : 'Запрошення не надсилається повторно з архіву: його посилання одноразове. Надішліть нове запрошення на сторінці користувача в адмініструванні.',
    );
  }
  const [copy] = await db
    .insert(emailOutbox)
    .values({
      to: letter.to,
      cc: letter.cc,
      subject: letter.subject,
      html: letter.html,
      text: letter.text,
      template: letter.template,
      tenderId: letter.tenderIdStored,
      recipientOrganizationId: letter.recipientOrganizationId,
      resendOf: letter.rootSerial ?? letter.serial,
      requestedBy,
    })
    .returning({ id: emailOutbox.publicId });
  return copy!;
}
