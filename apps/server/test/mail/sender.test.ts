import { asc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, mailAccount } from '../../src/db/schema/index.ts';
import { queueEmail } from '../../src/domain/mail/queue-email.ts';
import {
  claimDueLetters,
  MAX_ATTEMPTS,
  RETRY_DELAYS_SECONDS,
  sendDueLetters,
  type SenderOptions,
} from '../../src/domain/mail/sending/send-due-letters.ts';
import { setTestClockShift } from '../../src/domain/test-clock.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';
import { captureLog } from '../log-capture.ts';
import { startSmtpPeer, type SmtpPeer } from '../smtp-peer.ts';

const PUBLIC_URL = 'https://tender.bank.example.ua';
const FAST = { connection: 2000, greeting: 2000, socket: 3000 };

let peer: SmtpPeer;
let app: TestApp;
let shift = 0;

beforeEach(async () => {
  peer = await startSmtpPeer({ from: 'tender@bank.example.ua' });
  app = await buildTestApp({ SMTP_URL: peer.url, PUBLIC_URL, APP_NAME: 'Телеком Тендер' });
  shift = 0;
});
afterEach(async () => {
  await app.close();
  await peer.stop();
});

const send = (options: SenderOptions = {}) =>
  sendDueLetters(app.db, app.mailSender.deps, { timeouts: FAST, ...options });
const row = async (id: number) => (await app.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;
/** Moves the product's clock forward (the database's app_clock(), which the sender reads). */
const wait = async (seconds: number) => {
  shift += seconds;
  await setTestClockShift(app.db, shift);
};
const letter = (n = 1, extra: Partial<Parameters<typeof queueEmail>[1]> = {}) =>
  queueEmail(app.db, {
    to: [`provider${n}@demo.ua`],
    subject: `Телеком Тендер: лист ${n}`,
    html: `<p>Лист <b>${n}</b></p>`,
    text: `Лист ${n}`,
    template: 'tender_published',
    ...extra,
  });

describe('the sender delivers the outbox', () => {
  it('sends a letter with its sender, recipients, subject, Message-ID and both bodies, then marks it sent', async () => {
    const id = await letter(1, {
      to: ['provider1@demo.ua'],
      cc: ['it.lviv@bank.example.ua'],
      subject: 'Телеком Тендер: новий тендер T-2026-0001 — Канал «Львів»',
      html: '<p>Новий тендер <a href="https://tender.bank.example.ua/tenders/1">відкрити</a></p>',
      text: 'Новий тендер: https://tender.bank.example.ua/tenders/1',
    });
    const report = await send();
    expect(report).toEqual({ account: 'ready', claimed: 1, sent: 1, retried: 0, failed: 0 });

    const [mail] = await peer.waitForMessages(1);
    const stored = await row(id);
    expect(stored).toMatchObject({ status: 'sent', attempts: 1, lastError: null, lockedUntil: null });
    expect(stored.smtpResponse).toMatch(/^250 /);
    expect(stored.sentAt).toBeInstanceOf(Date);
    expect(stored.messageId).toBe(`<${stored.publicId}@tender.bank.example.ua>`);

    expect(mail!.parsed.from?.value).toEqual([{ name: 'Телеком Тендер', address: 'tender@bank.example.ua' }]);
    expect(mail!.to).toEqual(['provider1@demo.ua']);
    expect(mail!.cc).toEqual(['it.lviv@bank.example.ua']);
    expect(mail!.envelope).toEqual({
      mailFrom: 'tender@bank.example.ua',
      rcptTo: ['provider1@demo.ua', 'it.lviv@bank.example.ua'],
    });
    expect(mail!.parsed.subject).toBe('Телеком Тендер: новий тендер T-2026-0001 — Канал «Львів»');
    expect(mail!.parsed.messageId).toBe(stored.messageId);
    expect(mail!.parsed.text?.trim()).toBe('Новий тендер: https://tender.bank.example.ua/tenders/1');
    expect(mail!.parsed.html).toContain('<a href="https://tender.bank.example.ua/tenders/1">відкрити</a>');

    // Nothing is due any more.
    expect(await send()).toMatchObject({ claimed: 0 });
    expect(peer.attempts).toBe(1);
  });

  it('retries a letter the server refuses for now (4xx) on the schedule, keeping its Message-ID, and then sends it', async () => {
    const id = await letter();
    peer.respond({ code: 451, message: '4.7.1 Greylisted, try again later' }, { code: 421, message: '4.3.2 Busy' });

    expect(await send()).toMatchObject({ claimed: 1, retried: 1 });
    const first = await row(id);
    expect(first).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'Сервер тимчасово не прийняв лист: 451 4.7.1 Greylisted, try again later',
      lockedUntil: null,
    });
    // Not before a minute has passed.
    await wait(RETRY_DELAYS_SECONDS[0] - 5);
    expect(await send()).toMatchObject({ claimed: 0 });
    await wait(10);
    expect(await send()).toMatchObject({ claimed: 1, retried: 1 });
    const second = await row(id);
    expect(second).toMatchObject({ status: 'queued', attempts: 2 });
    expect(second.lastError).toContain('421 4.3.2 Busy');
    // The second wait is five minutes.
    expect((second.nextAttemptAt.getTime() - first.nextAttemptAt.getTime()) / 1000).toBeGreaterThan(
      RETRY_DELAYS_SECONDS[1] - 1,
    );
    await wait(RETRY_DELAYS_SECONDS[1] + 1);
    expect(await send()).toMatchObject({ claimed: 1, sent: 1 });

    const sent = await row(id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(sent.messageId).toBe(first.messageId);
    const [mail, ...more] = await peer.waitForMessages(1);
    expect(more).toHaveLength(0);
    expect(mail!.parsed.messageId).toBe(first.messageId);
    expect(peer.attempts).toBe(3);
  });

  it('fails a letter at once on a permanent refusal (5xx), keeping the server’s answer', async () => {
    const id = await letter();
    peer.respond({ code: 550, message: '5.7.1 Message rejected as spam' });
    expect(await send()).toMatchObject({ claimed: 1, failed: 1 });
    expect(await row(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'Сервер відхилив лист: 550 5.7.1 Message rejected as spam',
      smtpResponse: null,
      sentAt: null,
    });
    await wait(24 * 3600);
    expect(await send()).toMatchObject({ claimed: 0 });
    expect(peer.accepted).toBe(0);
  });

  it('retries a letter whose connection was cut before the server answered', async () => {
    const id = await letter();
    peer.respond('drop');
    expect(await send()).toMatchObject({ claimed: 1, retried: 1 });
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 1 });
    expect((await row(id)).lastError).toMatch(/^З’єднання з сервером 127\.0\.0\.1:\d+ обірвалося до відповіді/);
    expect(peer.accepted).toBe(0);

    await wait(RETRY_DELAYS_SECONDS[0] + 1);
    expect(await send()).toMatchObject({ sent: 1 });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(await peer.waitForMessages(1)).toHaveLength(1);
  });

  it('retries when the server cannot be reached, and fails the letter after the last attempt', async () => {
    const id = await letter();
    await peer.stop();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await send()).toMatchObject({ claimed: 1 });
      const stored = await row(id);
      expect(stored.attempts).toBe(attempt);
      expect(stored.lastError).toMatch(/^Сервер 127\.0\.0\.1:\d+ відмовив у з’єднанні: перевірте адресу й порт$/);
      expect(stored.status).toBe(attempt < MAX_ATTEMPTS ? 'queued' : 'failed');
      if (attempt < MAX_ATTEMPTS) await wait(RETRY_DELAYS_SECONDS[attempt - 1]! + 1);
    }
    // 1 + 5 + 30 + 120 + 720 minutes from the first attempt to the last.
    expect(shift).toBeGreaterThanOrEqual(RETRY_DELAYS_SECONDS.reduce((a, b) => a + b, 0));
    peer = await startSmtpPeer();
  });

  it('sends again, with the same Message-ID, a letter left `sending` by a sender killed before marking it', async () => {
    const id = await letter();
    // A claim by a sender that died: its lease runs ten minutes.
    await app.db
      .update(emailOutbox)
      .set({
        status: 'sending',
        attempts: 1,
        messageId: sql`'<' || ${emailOutbox.publicId} || '@tender.bank.example.ua>'`,
        lockedUntil: sql`app_clock() + interval '10 minutes'`,
      })
      .where(eq(emailOutbox.id, id));
    const claimed = await row(id);
    expect(await send()).toMatchObject({ claimed: 0 });
    await wait(11 * 60);
    expect(await send()).toMatchObject({ claimed: 1, sent: 1 });
    const stored = await row(id);
    expect(stored).toMatchObject({ status: 'sent', attempts: 2, messageId: claimed.messageId });
    const [mail] = await peer.waitForMessages(1);
    expect(mail!.parsed.messageId).toBe(claimed.messageId);
  });

  it('leaves a letter claimed by a live sender alone until its lease runs out', async () => {
    await letter(1);
    await letter(2);
    // A pass that stops after claiming (as if its server were slow): both letters are now leased.
    const claimed = await claimDueLetters(app.db, { batchSize: 10, leaseSeconds: 600, host: 'tender.bank.example.ua' });
    expect(claimed.map((c) => c.attempts)).toEqual([1, 1]);
    expect(await send()).toMatchObject({ claimed: 0 });
    expect(peer.attempts).toBe(0);
  });

  it('takes a bounded batch per pass, oldest due first', async () => {
    for (let n = 1; n <= 5; n++) await letter(n);
    expect(await send({ batchSize: 3 })).toMatchObject({ claimed: 3, sent: 3 });
    expect(await send({ batchSize: 3 })).toMatchObject({ claimed: 2, sent: 2 });
    await peer.waitForMessages(5);
    expect(peer.received.map((m) => m.to[0]).sort()).toEqual([1, 2, 3, 4, 5].map((n) => `provider${n}@demo.ua`));
    const rows = await app.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
  });

  it('writes to the log only the letter’s public id and outcome — no address, subject or body', async () => {
    const log = captureLog('debug');
    const logged = await buildTestApp({ SMTP_URL: peer.url, PUBLIC_URL }, { logger: log.logger });
    try {
      const sent = await queueEmail(logged.db, {
        to: ['secret.bidder@provider.example.ua'],
        cc: ['it.manager@bank.example.ua'],
        subject: 'Тендер T-2026-0042: ваша пропозиція 4 200 грн',
        html: '<p>Сума 4 200 грн</p>',
        text: 'Сума 4 200 грн',
        template: 'offer_won',
      });
      const refused = await queueEmail(logged.db, {
        to: ['other.bidder@provider.example.ua'],
        subject: 'Тендер T-2026-0042: результати',
        html: '<p>Дякуємо</p>',
        text: 'Дякуємо',
        template: 'offer_lost',
      });
      peer.respond('accept', { code: 550, message: '5.1.1 <other.bidder@provider.example.ua>: Recipient unknown' });
      // One letter a pass, so the refusal meets the second one.
      const onePerPass = { batchSize: 1, log: logged.log.child({ component: 'mail-sender' }) };
      expect(await sendDueLetters(logged.db, logged.mailSender.deps, onePerPass)).toMatchObject({ sent: 1 });
      expect(await sendDueLetters(logged.db, logged.mailSender.deps, onePerPass)).toMatchObject({ failed: 1 });

      const entries = log.entries().filter((e) => e.component === 'mail-sender');
      const ids = await logged.db.select({ id: emailOutbox.id, publicId: emailOutbox.publicId }).from(emailOutbox);
      const publicId = (id: number) => ids.find((r) => r.id === id)!.publicId;
      expect(entries.map((e) => [e.letter, e.outcome]).sort()).toEqual(
        [
          [publicId(sent), 'sent'],
          [publicId(refused), 'failed'],
        ].sort(),
      );
      expect(entries.find((e) => e.outcome === 'failed')).toMatchObject({ code: '550' });
      const text = log.lines.join('\n');
      expect(text).not.toMatch(/bidder|it\.manager|T-2026-0042|4 200|Дякуємо|Recipient unknown/);
    } finally {
      await logged.close();
    }
  });
});

describe('the sender started with the app', () => {
  it('sends on its own timer when SCHEDULER_INTERVAL_SECONDS is set, and stops with the app', async () => {
    const running = await buildTestApp({ SMTP_URL: peer.url, PUBLIC_URL, SCHEDULER_INTERVAL_SECONDS: '1' });
    try {
      const id = await queueEmail(running.db, {
        to: ['a@demo.ua'],
        subject: 's',
        html: 'h',
        text: 't',
        template: 'recovery',
      });
      const [mail] = await peer.waitForMessages(1, 10_000);
      expect(mail!.to).toEqual(['a@demo.ua']);
      await expect.poll(async () => (await row(id)).status, { timeout: 5000 }).toBe('sent');
    } finally {
      await running.close();
    }
  });
});

describe('without a usable account', () => {
  it('claims nothing and leaves every letter queued', async () => {
    const bare = await buildTestApp({ PUBLIC_URL });
    try {
      const id = await queueEmail(bare.db, {
        to: ['a@demo.ua'],
        subject: 's',
        html: 'h',
        text: 't',
        template: 'recovery',
      });
      expect(await bare.mailSender.runOnce()).toEqual({ account: 'none', claimed: 0, sent: 0, retried: 0, failed: 0 });
      const [stored] = await bare.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      expect(stored).toMatchObject({ status: 'queued', attempts: 0, lastError: null, messageId: null });
    } finally {
      await bare.close();
    }
  });

  it('claims nothing when the saved password no longer decrypts (the key changed)', async () => {
    const id = await letter();
    await app.db.insert(mailAccount).values({
      host: '127.0.0.1',
      port: peer.port,
      security: 'none',
      username: 'tender',
      fromName: 'Телеком Тендер',
      fromAddress: 'tender@bank.example.ua',
      // Sealed under another key.
      passwordCipher: Buffer.alloc(48, 7).toString('base64'),
    });
    expect(await send()).toMatchObject({ account: 'unreadable', claimed: 0 });
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it('sends through the account saved on the settings screen rather than SMTP_URL', async () => {
    const other = await startSmtpPeer();
    try {
      await app.db.insert(mailAccount).values({
        host: '127.0.0.1',
        port: other.port,
        security: 'none',
        username: '',
        fromName: 'Банк — тендери',
        fromAddress: 'noreply@bank.example.ua',
      });
      await letter();
      expect(await send()).toMatchObject({ sent: 1 });
      const [mail] = await other.waitForMessages(1);
      expect(mail!.parsed.from?.value).toEqual([{ name: 'Банк — тендери', address: 'noreply@bank.example.ua' }]);
      expect(peer.attempts).toBe(0);
    } finally {
      await other.stop();
    }
  });
});
