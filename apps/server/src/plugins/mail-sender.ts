import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MailDeps } from '../domain/mail/mail-account.ts';
import { sendDueLetters, type SendReport } from '../domain/mail/sending/send-due-letters.ts';
import { runEvery, type PassTimes } from '../lib/run-every.ts';
import { createSecretBox } from '../lib/secret-box.ts';

export interface MailSender {
  /** What the mail account verbs need: the environment's account and the secret box. */
  deps: MailDeps;
  /** One pass now (tests call it; safe beside the timer and on other instances). */
  runOnce(): Promise<SendReport>;
  /** When the timer's passes ran (for the metrics); null when the timer is off. */
  passes: PassTimes | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailSender: MailSender;
  }
}

/**
 * The background sender of the outbox (domain/mail/sending), on its own timer beside the
 * scheduler's, so a slow mail server never holds up the deadlines: every `intervalSeconds`
 * (SCHEDULER_INTERVAL_SECONDS; 0 — the default in tests — leaves only runOnce()).
 */
export default fp(
  async (app: FastifyInstance, opts: { intervalSeconds: number }) => {
    const deps: MailDeps = {
      env: app.env,
      box: createSecretBox({ secretKey: app.env.SECRET_KEY, dataDir: app.env.DATA_DIR }),
    };
    // Recipients, subjects and bodies never reach the log: only a letter's public id and outcome.
    const log = app.log.child({ component: 'mail-sender' });
    const runOnce = () => sendDueLetters(app.db, deps, { log });
    const sender: MailSender = { deps, runOnce, passes: null };
    app.decorate('mailSender', sender);
    if (!(opts.intervalSeconds > 0)) return;

    let lastAccount: SendReport['account'] | null = null;
    sender.passes = runEvery(app, {
      seconds: opts.intervalSeconds,
      name: 'mail sender',
      log,
      pass: runOnce,
      onReport: (report) => {
        // The state of the account is said once when it changes, not on every pass.
        if (report.account !== lastAccount) {
          if (report.account === 'none') log.info({}, 'no mail account: letters stay queued');
          if (report.account === 'unreadable')
            log.warn(
              {},
              'mail account password cannot be decrypted (SECRET_KEY or the key file changed): letters stay queued',
            );
          lastAccount = report.account;
        }
        // Debug: per-pass counts would tell a log reader how many letters an event made (sealed-offers.md §9).
        if (report.claimed) log.debug({ mail: report }, 'mail sender pass');
      },
    });
  },
  { name: 'mail-sender', dependencies: ['db'] },
);
