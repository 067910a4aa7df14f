import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { emailOutbox } from '../../../db/schema/index.ts';
import { writeClockSql } from '../../deadline.ts';
import { loadSmtpAccount, type AccountState, type MailDeps, type SmtpAccount } from '../mail-account.ts';
import { deliver, messageIdHost, openTransport, type MailTransport, type SmtpTimeouts } from './deliver.ts';
import { describeSendFailure } from './smtp-errors.ts';

/**
 * The background sender (docs/decisions/0027-sending-mail.md). One pass:
 * 1. claims up to `batchSize` due letters — `queued` whose next attempt has come, or `sending`
 *    whose lease ran out (a sender killed mid-pass) — in one statement, FOR UPDATE SKIP LOCKED,
 *    setting `sending`, a lease, attempts + 1 and the Message-ID (set once, kept on retries);
 * 2. hands them to the server over one pooled transport;
 * 3. marks each `sent` right after the server's `250`, or back to `queued` at the next step of
 *    the schedule, or `failed` (a permanent refusal, or the last attempt).
 * Several instances may run it at once on one PostgreSQL: the claim gives every letter to one.
 * The log carries only a letter's public id and its outcome: the archive is the record, and a
 * letter about a sealed tender must not leak through the log. Deliveries and retries are debug
 * lines: at the default level, how many letters followed an event (how many hold an offer) is not
 * countable from the log; only an undeliverable letter is a warning.
 */

/** Waits after the 1st…5th failed attempt; the 6th failure is final. */
export const RETRY_DELAYS_SECONDS = [60, 5 * 60, 30 * 60, 2 * 3600, 12 * 3600] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;

export const SENDER_TIMEOUTS: SmtpTimeouts = { connection: 15_000, greeting: 15_000, socket: 60_000 };

export interface SenderOptions {
  batchSize?: number;
  /**
   * How long a claim holds. Longer than a pass can take (a batch over two connections, each
   * step bounded by the timeouts), so a live sender never loses its letters to another.
   */
  leaseSeconds?: number;
  timeouts?: SmtpTimeouts;
  log?: SenderLog;
}

/** The part of the app's logger the sender uses. */
export interface SenderLog {
  debug(fields: Record<string, unknown>, message: string): void;
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

export interface SendReport {
  account: AccountState['kind'];
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
}

const silent: SenderLog = { debug() {}, info() {}, warn() {}, error() {} };

interface ClaimedLetter {
  id: number;
  publicId: string;
  to: string[];
  cc: string[];
  subject: string;
  html: string;
  text: string;
  attempts: number;
  messageId: string | null;
}

/** Sends what is due now; without a usable account claims nothing, and the letters wait. */
export async function sendDueLetters(db: Db, deps: MailDeps, options: SenderOptions = {}): Promise<SendReport> {
  const { batchSize = 10, leaseSeconds = 15 * 60, timeouts = SENDER_TIMEOUTS, log = silent } = options;
  const state = await loadSmtpAccount(db, deps);
  const report: SendReport = { account: state.kind, claimed: 0, sent: 0, retried: 0, failed: 0 };
  if (state.kind !== 'ready') return report;

  const letters = await claimDueLetters(db, { batchSize, leaseSeconds, host: messageIdHost(deps.env.PUBLIC_URL) });
  report.claimed = letters.length;
  if (letters.length === 0) return report;

  const transport = openTransport(state.account, { pool: true, timeouts });
  // Every letter is seen through before the transport closes, even when one of them throws.
  const settled = await Promise.allSettled(
    letters.map(async (letter) => {
      report[await sendClaimed(db, transport, state.account, letter, log)]++;
    }),
  );
  transport.close();
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  return report;
}

export async function claimDueLetters(
  db: Db,
  { batchSize, leaseSeconds, host }: { batchSize: number; leaseSeconds: number; host: string },
): Promise<ClaimedLetter[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      or(
        and(eq(emailOutbox.status, 'queued'), lte(emailOutbox.nextAttemptAt, writeClockSql)),
        and(eq(emailOutbox.status, 'sending'), lte(emailOutbox.lockedUntil, writeClockSql)),
      ),
    )
    .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${emailOutbox.attempts} + 1`,
      lockedUntil: sql`${writeClockSql} + make_interval(secs => ${leaseSeconds})`,
      messageId: sql`coalesce(${emailOutbox.messageId}, '<' || ${emailOutbox.publicId} || '@' || ${host}::text || '>')`,
    })
    .where(inArray(emailOutbox.id, due))
    .returning({
      id: emailOutbox.id,
      publicId: emailOutbox.publicId,
      to: emailOutbox.to,
      cc: emailOutbox.cc,
      subject: emailOutbox.subject,
      html: emailOutbox.html,
      text: emailOutbox.text,
      attempts: emailOutbox.attempts,
      messageId: emailOutbox.messageId,
    });
}

/** Still ours: `sending` under the claim that counted this attempt (a later claim counted another). */
const ourClaim = (letter: ClaimedLetter) =>
  and(eq(emailOutbox.id, letter.id), eq(emailOutbox.status, 'sending'), eq(emailOutbox.attempts, letter.attempts));

async function sendClaimed(
  db: Db,
  transport: MailTransport,
  account: SmtpAccount,
  letter: ClaimedLetter,
  log: SenderLog,
): Promise<'sent' | 'retried' | 'failed'> {
  let accepted: { response: string; rejected: string[] };
  try {
    accepted = await deliver(transport, account, { ...letter, messageId: letter.messageId! });
  } catch (err) {
    const failure = describeSendFailure(err, account);
    const final = failure.kind === 'permanent' || letter.attempts >= MAX_ATTEMPTS;
    await db
      .update(emailOutbox)
      .set(
        final
          ? { status: 'failed', lastError: failure.message, lockedUntil: null }
          : {
              status: 'queued',
              lastError: failure.message,
              lockedUntil: null,
              nextAttemptAt: sql`${writeClockSql} + make_interval(secs => ${RETRY_DELAYS_SECONDS[letter.attempts - 1]!})`,
            },
      )
      .where(ourClaim(letter));
    const outcome = final ? 'failed' : 'retried';
    log[final ? 'warn' : 'debug'](
      { letter: letter.publicId, outcome, attempt: letter.attempts, code: failure.code },
      final ? 'letter not delivered' : 'letter will be retried',
    );
    return outcome;
  }
  // Right after the 250: the only window in which a killed sender makes a second copy
  // (the lease runs out and the letter, with the same Message-ID, is sent again).
  const marked = await db
    .update(emailOutbox)
    .set({
      status: 'sent',
      sentAt: writeClockSql,
      smtpResponse: accepted.response,
      lockedUntil: null,
      lastError: accepted.rejected.length ? `Сервер не прийняв адреси: ${accepted.rejected.join(', ')}` : null,
    })
    .where(ourClaim(letter))
    .returning({ id: emailOutbox.id });
  log.debug(
    { letter: letter.publicId, outcome: 'sent', attempt: letter.attempts, ...(marked.length ? {} : { lease: 'lost' }) },
    'letter sent',
  );
  return 'sent';
}
