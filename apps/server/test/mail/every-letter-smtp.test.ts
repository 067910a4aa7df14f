import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_TEMPLATES } from '@tt/contracts/emails';
import { sendDueLetters } from '../../src/domain/mail/sending/send-due-letters.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';
import { startSmtpPeer, type SmtpPeer } from '../smtp-peer.ts';
import { makeEveryLetter, outbox } from './every-letter.ts';

const PUBLIC_URL = 'https://tender.bank.example.ua';

let peer: SmtpPeer;
let app: TestApp;

beforeEach(async () => {
  peer = await startSmtpPeer({ from: 'tender@bank.example.ua' });
  app = await buildTestApp({ SMTP_URL: peer.url, PUBLIC_URL, APP_NAME: 'Телеком Тендер' });
});
afterEach(async () => {
  await app.close();
  await peer.stop();
});

/** The link of a letter's button: the line «<label>: <url>» of its text body. */
const actionUrl = (text: string) => /^[^\n:]+: (https:\/\/tender\.bank\.example\.ua\/\S*)$/m.exec(text)?.[1];

describe('every letter through a real SMTP server', () => {
  it('delivers one of every template the events make, with its subject, both bodies, the link and the footer', async () => {
    await makeEveryLetter(app);
    const letters = await outbox(app);
    for (;;) {
      const report = await sendDueLetters(app.db, app.mailSender.deps, { batchSize: 50 });
      expect(report.failed + report.retried).toBe(0);
      if (report.claimed === 0) break;
    }
    const received = await peer.waitForMessages(letters.length);
    expect(received).toHaveLength(letters.length);

    const stored = await outbox(app);
    const delivered = new Set<string>();
    for (const letter of stored) {
      const what = `${letter.template} → ${letter.to.join(', ')}`;
      expect(letter.status, what).toBe('sent');
      const mail = received.find((m) => m.parsed.messageId === letter.messageId);
      expect(mail, what).toBeDefined();
      expect(mail!.parsed.subject, what).toBe(letter.subject);
      expect(mail!.to, what).toEqual(letter.to);
      expect(mail!.cc, what).toEqual(letter.cc);
      expect(mail!.envelope.rcptTo, what).toEqual([...letter.to, ...letter.cc]);

      const text = mail!.parsed.text ?? '';
      const html = typeof mail!.parsed.html === 'string' ? mail!.parsed.html : '';
      expect(text.trim(), what).toBe(letter.text.trim());
      const url = actionUrl(text);
      expect(url, what).toBeDefined();
      expect(html, what).toContain(`href="${url!.replaceAll('&', '&amp;')}"`);
      expect(text, what).toMatch(/Ви отримали цей лист, бо .+\./);
      expect(html, what).toMatch(/Ви отримали цей лист, бо .+\./);
      expect(html, what).toContain('<h2 style="color:#1c4f8c">Телеком Тендер</h2>');
      delivered.add(letter.template);
    }
    expect(EMAIL_TEMPLATES.filter((t) => t !== 'mail_test' && !delivered.has(t))).toEqual([]);
    // The IT managers' copies arrive with them in Cc.
    expect(received.some((m) => m.cc.includes('it.lviv@bank.example.ua'))).toBe(true);
  });
});
