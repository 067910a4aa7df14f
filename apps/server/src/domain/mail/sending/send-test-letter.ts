import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { MAIL_SECURITY_LABELS, type TMailTestResult } from '@tt/contracts/settings';
import type { Db } from '../../../db/client.ts';
import { emailOutbox } from '../../../db/schema/index.ts';
import { writeClockSql } from '../../deadline.ts';
import { layout, siteUrl, type RenderedLetter } from '../templates.ts';
import {
  loadSmtpAccount,
  NO_ACCOUNT_MESSAGE,
  UNREADABLE_PASSWORD_MESSAGE,
  type MailDeps,
  type SmtpAccount,
} from '../mail-account.ts';
import { deliver, messageIdHost, openTransport, type SmtpTimeouts } from './deliver.ts';
import { describeSendFailure } from './smtp-errors.ts';

/** A person waits for the answer: shorter than the background sender's. */
export const TEST_LETTER_TIMEOUTS: SmtpTimeouts = { connection: 10_000, greeting: 10_000, socket: 20_000 };
/** The claim the test letter holds while it is being sent, as a background claim would. */
const TEST_LEASE_SECONDS = 5 * 60;

export function mailTestLetter(ctx: { appName: string; publicUrl: string }, account: SmtpAccount): RenderedLetter {
  const title = 'Тестовий лист';
  return {
    subject: `${ctx.appName}: тестовий лист`,
    ...layout(
      ctx.appName,
      title,
      [
        'Це тестовий лист. Якщо ви його отримали, обліковий запис вихідної пошти налаштовано правильно.',
        `Сервер: ${account.host}:${account.port} (${MAIL_SECURITY_LABELS[account.security]})\n` +
          `Відправник: ${account.fromName} <${account.fromAddress}>`,
      ],
      { label: 'Налаштування пошти', url: siteUrl(ctx, '/admin/settings/app/password') },
      { reason: 'адміністратор сайту вказав вашу адресу, щоб перевірити налаштування вихідної пошти' },
    ),
  };
}

/**
 * Sends a `mail_test` letter now, through the account letters go out by, and answers with the
 * server's words or the reason in Ukrainian. The letter is in the archive like any other: made
 * already claimed (`sending`, under a lease), so the background sender leaves it alone, then
 * `sent` or `failed` — a test is not retried, the administrator has the answer at once.
 */
export async function sendTestLetter(
  db: Db,
  deps: MailDeps,
  { to, actorId }: { to: string; actorId: number },
  timeouts: SmtpTimeouts = TEST_LETTER_TIMEOUTS,
): Promise<TMailTestResult> {
  const state = await loadSmtpAccount(db, deps);
  if (state.kind !== 'ready') {
    return {
      ok: false,
      response: '',
      message: state.kind === 'none' ? NO_ACCOUNT_MESSAGE : UNREADABLE_PASSWORD_MESSAGE,
    };
  }
  const account = state.account;
  const letter = mailTestLetter({ appName: deps.env.APP_NAME, publicUrl: deps.env.PUBLIC_URL }, account);
  const publicId = randomUUID();
  const messageId = `<${publicId}@${messageIdHost(deps.env.PUBLIC_URL)}>`;
  const [row] = await db
    .insert(emailOutbox)
    .values({
      publicId,
      to: [to],
      ...letter,
      template: 'mail_test',
      status: 'sending',
      attempts: 1,
      messageId,
      lockedUntil: sql`${writeClockSql} + make_interval(secs => ${TEST_LEASE_SECONDS})`,
      requestedBy: actorId,
    })
    .returning({ id: emailOutbox.id });
  const ours = and(eq(emailOutbox.id, row!.id), eq(emailOutbox.status, 'sending'));

  const transport = openTransport(account, { pool: false, timeouts });
  try {
    const accepted = await deliver(transport, account, { to: [to], cc: [], ...letter, messageId });
    await db
      .update(emailOutbox)
      .set({ status: 'sent', sentAt: writeClockSql, smtpResponse: accepted.response, lockedUntil: null })
      .where(ours);
    return { ok: true, response: accepted.response, message: `Сервер прийняв тестовий лист для ${to}.` };
  } catch (err) {
    const failure = describeSendFailure(err, account);
    await db.update(emailOutbox).set({ status: 'failed', lastError: failure.message, lockedUntil: null }).where(ours);
    return { ok: false, response: (err as { response?: string }).response ?? '', message: failure.message };
  } finally {
    transport.close();
  }
}
