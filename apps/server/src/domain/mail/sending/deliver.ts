import nodemailer, { type SMTPSentMessageInfo, type Transporter } from 'nodemailer';
import type { SmtpAccount } from '../mail-account.ts';

export type MailTransport = Transporter<SMTPSentMessageInfo>;

/** How long one step of a conversation with the server may take (ms). */
export interface SmtpTimeouts {
  connection: number;
  greeting: number;
  socket: number;
}

/**
 * A transport for the account. Nodemailer never logs here (its logger would write recipients
 * and subjects) and never sends a message again by itself on a cut connection (`maxRequeues: 0`):
 * the outbox decides about every further attempt, so each one is counted and leased.
 */
export function openTransport(
  account: SmtpAccount,
  { pool, timeouts }: { pool: boolean; timeouts: SmtpTimeouts },
): MailTransport {
  const options = {
    host: account.host,
    port: account.port,
    secure: account.security === 'tls',
    requireTLS: account.security === 'starttls',
    ignoreTLS: account.security === 'none',
    auth: account.username ? { user: account.username, pass: account.password ?? '' } : undefined,
    connectionTimeout: timeouts.connection,
    greetingTimeout: timeouts.greeting,
    socketTimeout: timeouts.socket,
    logger: false,
    debug: false,
  };
  return pool
    ? nodemailer.createTransport({ ...options, pool: true, maxConnections: 2, maxRequeues: 0 })
    : nodemailer.createTransport(options);
}

/** A letter as it goes over the wire. */
export interface OutgoingLetter {
  to: string[];
  cc: string[];
  subject: string;
  html: string;
  text: string;
  /** `<public_id@host>`, the same on every attempt. */
  messageId: string;
}

/**
 * Hands one letter to the server and resolves once the server has accepted it (its `250`
 * answer), with that answer and the recipients it refused while taking the others.
 */
export async function deliver(
  transport: MailTransport,
  account: SmtpAccount,
  letter: OutgoingLetter,
): Promise<{ response: string; rejected: string[] }> {
  const info = await transport.sendMail({
    from: { name: account.fromName, address: account.fromAddress },
    to: letter.to,
    cc: letter.cc.length ? letter.cc : undefined,
    subject: letter.subject,
    html: letter.html,
    text: letter.text,
    messageId: letter.messageId,
  });
  return {
    response: info.response,
    rejected: info.rejected,
  };
}

/** The domain of Message-IDs: the host of the public address. */
export const messageIdHost = (publicUrl: string) => new URL(publicUrl).hostname;
