import { asc, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { emailOutbox, tenders, users } from '../../src/db/schema/index.ts';
import { LETTERS_TO_BIDDERS } from '../../src/domain/mail/archive/withheld.ts';
import { HIDDEN_TOKEN, maskTokens } from '../../src/domain/mail/archive/mask-tokens.ts';
import { sanitizeLetterHtml } from '../../src/domain/mail/archive/sanitize-letter.ts';
import { anonymous, buildTestApp, Client, loginAs, useTestApp, type TestApp } from '../helpers.ts';
import { captureLog } from '../log-capture.ts';
import { createOfferDraft, createSubmittedOffer, extraProvider } from '../offer-factory.ts';
import { createPublished, setDeadline, writableFields } from '../tender-factory.ts';
import { pdfBytes, upload } from '../uploads.ts';

const app = useTestApp();

type Row = typeof emailOutbox.$inferSelect;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A letter written straight into the outbox, for tests where the event that made it is not the point. */
async function insertLetter(a: TestApp, values: Partial<typeof emailOutbox.$inferInsert> = {}): Promise<Row> {
  const [row] = await a.db
    .insert(emailOutbox)
    .values({
      to: ['someone@example.ua'],
      subject: 'Телеком Тендер: тестовий лист',
      html: '<p>Перевірка</p>',
      text: 'Перевірка',
      template: 'mail_test',
      ...values,
    })
    .returning();
  return row!;
}

const outbox = (a: TestApp = app()) => a.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));

/** A tender published by the manager, its deadline a week ahead: its offers are sealed. */
async function sealedTender(a: TestApp) {
  const manager = await loginAs(a, 'manager@demo.ua');
  return createPublished(manager);
}

const list = async (client: Client, query = '') => {
  const res = await client.get(`/api/admin/emails${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: { id: string; template: string; to: string[]; [k: string]: unknown }[]; total: number };
};

// Every test reads the archive from empty: the demo data's own letters are not the point.
beforeEach(async () => {
  await app().db.delete(emailOutbox);
});

describe('letter archive: who may use it', () => {
  it('lets only emails.view read and only emails.resend resend; 401 without a session', async () => {
    const letter = await insertLetter(app(), { status: 'sent' });
    const urls = [`/api/admin/emails`, `/api/admin/emails/${letter.publicId}`];
    const resend = `/api/admin/emails/${letter.publicId}/resend`;

    const nobody = anonymous(app());
    for (const url of urls) expect((await nobody.get(url)).statusCode).toBe(401);
    expect((await nobody.post(resend)).statusCode).toBe(401);

    for (const email of ['provider1@demo.ua', 'manager@demo.ua', 'it@demo.ua']) {
      const client = await loginAs(app(), email);
      for (const url of urls) expect((await client.get(url)).statusCode, `${email} ${url}`).toBe(403);
      const refused = await client.post(resend);
      expect(refused.statusCode, email).toBe(403);
      expect(refused.json().error).toBe('Недостатньо прав для цієї дії');
    }

    const auditor = await loginAs(app(), 'auditor@demo.ua');
    for (const url of urls) expect((await auditor.get(url)).statusCode).toBe(200);
    expect((await auditor.post(resend)).statusCode).toBe(403);

    const admin = await loginAs(app(), 'admin@demo.ua');
    for (const url of urls) expect((await admin.get(url)).statusCode).toBe(200);
    expect((await admin.post(resend)).statusCode).toBe(201);
    // Only the administrator's resend made a letter.
    expect(await outbox()).toHaveLength(2);
  });

  it('answers an unknown id 404 and a malformed one 400, in Ukrainian', async () => {
    const admin = await loginAs(app(), 'admin@demo.ua');
    for (const res of [
      await admin.get(`/api/admin/emails/${UNKNOWN_ID}`),
      await admin.post(`/api/admin/emails/${UNKNOWN_ID}/resend`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found', error: 'Лист не знайдено' });
    }
    // A serial id is no id here: the archive names letters by their UUID only.
    const letter = await insertLetter(app());
    for (const res of [
      await admin.get(`/api/admin/emails/${letter.id}`),
      await admin.get('/api/admin/emails/not-an-id'),
      await admin.post(`/api/admin/emails/${letter.id}/resend`),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain('Поле «Ідентифікатор листа»: некоректний ідентифікатор');
    }
  });

  it('refuses bad filters with 400 naming the field', async () => {
    const admin = await loginAs(app(), 'admin@demo.ua');
    const cases: [string, string][] = [
      ['status=lost', 'Невідомий стан листа'],
      ['template=spam', 'Невідомий вид листа'],
      ['from=2026-02-30', 'Поле «Від»: такої дати не існує'],
      ['to=26-01-01', 'Поле «До»: вкажіть дату у форматі РРРР-ММ-ДД'],
      ['from=2026-03-02&to=2026-03-01', 'Поле «До»: дата не може бути раніше за «Від»'],
      ['page_size=101', 'Розмір сторінки — не більше 100'],
      ['tender_id=abc', 'Тендер'],
    ];
    for (const [query, message] of cases) {
      const res = await admin.get(`/api/admin/emails?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toContain(message);
    }
  });
});

describe('letter archive: the list', () => {
  it('pages newest first and shows public ids, the tender, status, attempts and the copy it is of', async () => {
    const tender = await sealedTender(app());
    const base = Date.parse('2026-05-01T09:00:00Z');
    const rows: Row[] = [];
    for (let i = 0; i < 5; i++) {
      rows.push(
        await insertLetter(app(), {
          subject: `Лист ${i}`,
          createdAt: new Date(base + i * 60_000),
          tenderId: i === 4 ? tender.id : null,
          template: i === 4 ? 'tender_published' : 'mail_test',
        }),
      );
    }
    // A retry waiting, and a failed one with its error.
    await app()
      .db.update(emailOutbox)
      .set({ attempts: 2, lastError: '421 Try again later', nextAttemptAt: new Date(base + 3_600_000) })
      .where(eq(emailOutbox.id, rows[3]!.id));
    await app()
      .db.update(emailOutbox)
      .set({ status: 'failed', attempts: 1, lastError: '550 No such user' })
      .where(eq(emailOutbox.id, rows[2]!.id));
    const copy = await insertLetter(app(), { createdAt: new Date(base + 10 * 60_000), resendOf: rows[0]!.id });

    const admin = await loginAs(app(), 'admin@demo.ua');
    const first = await list(admin, 'page=1&page_size=2');
    expect(first.total).toBe(6);
    expect(first.items.map((i) => i.subject)).toEqual(['Телеком Тендер: тестовий лист', 'Лист 4']);
    expect(first.items[0]).toMatchObject({ id: copy.publicId, resend_of: rows[0]!.publicId, status: 'queued' });
    expect(first.items[1]).toMatchObject({
      id: rows[4]!.publicId,
      template: 'tender_published',
      tender: { id: tender.id, number: tender.number, title: tender.title },
      next_attempt_at: null,
      resend_of: null,
    });
    const second = await list(admin, 'page=2&page_size=2');
    expect(second.total).toBe(6);
    expect(second.items).toMatchObject([
      {
        subject: 'Лист 3',
        status: 'queued',
        attempts: 2,
        last_error: '421 Try again later',
        next_attempt_at: new Date(base + 3_600_000).toISOString(),
        tender: null,
      },
      { subject: 'Лист 2', status: 'failed', attempts: 1, last_error: '550 No such user', next_attempt_at: null },
    ]);
    const third = await list(admin, 'page=3&page_size=2');
    expect(third.items.map((i) => i.subject)).toEqual(['Лист 1', 'Лист 0']);
    expect((await list(admin, 'page=4&page_size=2')).items).toEqual([]);

    // Nothing in the answer is a stored serial.
    const all = await list(admin, 'page_size=100');
    for (const item of all.items) {
      expect(item.id).toMatch(UUID);
      expect(Object.keys(item).sort()).toEqual(
        [
          'id',
          'created_at',
          'sent_at',
          'to',
          'cc',
          'subject',
          'template',
          'tender',
          'status',
          'attempts',
          'last_error',
          'next_attempt_at',
          'resend_of',
        ].sort(),
      );
    }
  });

  it('filters by status, template, a part of any to/cc address in any case, tender and Kyiv calendar days', async () => {
    const tender = await sealedTender(app());
    await app().db.delete(emailOutbox);
    // 2026-03-01T22:30Z is 00:30 on 2 March in Kyiv (UTC+2 in winter).
    const lateOnFirst = await insertLetter(app(), {
      to: ['Olena.Petrenko@Example.UA'],
      createdAt: new Date('2026-03-01T21:59:59.999Z'),
      status: 'sent',
    });
    const earlyOnSecond = await insertLetter(app(), {
      to: ['ops@provider.ua'],
      cc: ['IT.Lviv@bank.ua'],
      createdAt: new Date('2026-03-01T22:30:00Z'),
      template: 'tender_published',
      tenderId: tender.id,
    });
    const lateOnSecond = await insertLetter(app(), {
      to: ['someone@example.ua'],
      createdAt: new Date('2026-03-02T21:59:59.999Z'),
      status: 'failed',
      template: 'recovery',
    });
    const third = await insertLetter(app(), { createdAt: new Date('2026-03-02T22:00:00Z') });

    const admin = await loginAs(app(), 'admin@demo.ua');
    const ids = async (query: string) => {
      const page = await list(admin, query);
      expect(page.total).toBe(page.items.length);
      return page.items.map((i) => i.id);
    };
    expect(await ids('status=sent')).toEqual([lateOnFirst.publicId]);
    expect(await ids('status=failed')).toEqual([lateOnSecond.publicId]);
    expect(await ids('template=tender_published')).toEqual([earlyOnSecond.publicId]);
    expect(await ids('template=mail_test')).toEqual([third.publicId, lateOnFirst.publicId]);
    expect(await ids(`tender_id=${tender.id}`)).toEqual([earlyOnSecond.publicId]);
    // A part of a copy address, in another case.
    expect(await ids('recipient=it.lviv')).toEqual([earlyOnSecond.publicId]);
    expect(await ids('recipient=PETRENKO@example')).toEqual([lateOnFirst.publicId]);
    expect(await ids('recipient=%25')).toEqual([]);
    // No address is matched across two: to and cc are separate addresses.
    expect(await ids('recipient=provider.ua%20it')).toEqual([]);
    expect(await ids('from=2026-03-02&to=2026-03-02')).toEqual([lateOnSecond.publicId, earlyOnSecond.publicId]);
    expect(await ids('to=2026-03-01')).toEqual([lateOnFirst.publicId]);
    expect(await ids('from=2026-03-03')).toEqual([third.publicId]);
    expect(await ids('status=queued&from=2026-03-02&to=2026-03-02')).toEqual([earlyOnSecond.publicId]);
  });

  it('shows the settings screen’s test letters like any other', async () => {
    const letter = await insertLetter(app(), { template: 'mail_test', status: 'sent', smtpResponse: '250 2.0.0 OK' });
    const admin = await loginAs(app(), 'admin@demo.ua');
    expect((await list(admin, 'template=mail_test')).items.map((i) => i.id)).toEqual([letter.publicId]);
    const details = await admin.get(`/api/admin/emails/${letter.publicId}`);
    expect(details.json()).toMatchObject({ template: 'mail_test', smtp_response: '250 2.0.0 OK' });
  });
});

describe('letter archive: one letter', () => {
  it('gives the HTML sanitised and the text as written, with the SMTP answer, the asker and the copies', async () => {
    const hostile = [
      '<!doctype html><html><head><title>Заголовок вкладки</title><style>body{display:none}</style></head>',
      '<body onload="steal()"><h2 style="color:#1c4f8c;position:fixed;top:0">Телеком Тендер</h2>',
      '<p style="white-space:pre-line;background:url(https://evil.example/track.png)">Текст <b>жирний</b></p>',
      '<script>alert(1)</script><img src="https://evil.example/pixel.gif" onerror="alert(2)">',
      '<iframe src="https://evil.example/"></iframe><form action="https://evil.example/"><input name="p"></form>',
      '<a href="javascript:alert(3)">погане</a><a href="https://tender.example.ua/tenders/1" onclick="x()">добре</a>',
      '<a href="mailto:help@bank.ua">пошта</a><a href="//evil.example/">без схеми</a><a href="/admin">відносне</a>',
      '<svg><script>alert(4)</script></svg><object data="x.swf"></object><embed src="x.swf">',
      '<p style="color:expression(alert(5))">вираз</p></body></html>',
    ].join('');
    const admin = await app().db.select().from(users).where(eq(users.email, 'admin@demo.ua'));
    const original = await insertLetter(app(), {
      html: hostile,
      text: 'Текст <b>жирний</b>',
      status: 'sent',
      messageId: '<archive-1@tender.example.ua>',
      smtpResponse: '250 2.0.0 Ok: queued as 12345',
      sentAt: new Date('2026-05-01T09:00:05Z'),
    });
    const copy = await insertLetter(app(), {
      html: hostile,
      resendOf: original.id,
      requestedBy: admin[0]!.id,
    });

    const client = await loginAs(app(), 'auditor@demo.ua');
    const res = await client.get(`/api/admin/emails/${original.publicId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: original.publicId,
      text: 'Текст <b>жирний</b>',
      message_id: '<archive-1@tender.example.ua>',
      smtp_response: '250 2.0.0 Ok: queued as 12345',
      sent_at: '2026-05-01T09:00:05.000Z',
      requested_by_name: null,
      resends: [{ id: copy.publicId, created_at: copy.createdAt.toISOString(), status: 'queued' }],
    });
    const html: string = body.html;
    expect(html).toContain('<h2 style="color:#1c4f8c">Телеком Тендер</h2>');
    expect(html).toContain('Текст <b>жирний</b>');
    expect(html).toContain(
      '<a href="https://tender.example.ua/tenders/1" target="_blank" rel="noopener noreferrer">добре</a>',
    );
    expect(html).toContain('<a href="mailto:help@bank.ua" target="_blank" rel="noopener noreferrer">пошта</a>');
    expect(html).toContain('<a>погане</a>');
    expect(html).toContain('<a>без схеми</a>');
    expect(html).toContain('<a>відносне</a>');
    for (const banned of [
      /<script/i,
      /<style/i,
      /<img/i,
      /<iframe/i,
      /<form/i,
      /<input/i,
      /<svg/i,
      /<object/i,
      /<embed/i,
      /\son\w+=/i,
      /javascript:/i,
      /expression/i,
      /url\(/i,
      /position/i,
      /evil\.example/i,
      /alert/i,
      /Заголовок вкладки/,
    ]) {
      expect(html).not.toMatch(banned);
    }

    const copyRes = await client.get(`/api/admin/emails/${copy.publicId}`);
    expect(copyRes.json()).toMatchObject({
      resend_of: original.publicId,
      requested_by_name: 'Олена Коваленко',
      resends: [],
    });
  });

  it('keeps the letters’ own layout: colours, spacing and the button link', () => {
    const html =
      '<p><a href="https://t.example.ua/x" style="background:#1c4f8c;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">Відкрити</a></p>' +
      '<p style="color:#666;font-size:12px;margin:0 0 8px">Підпис</p>';
    expect(sanitizeLetterHtml(html)).toBe(
      '<p><a style="background:#1c4f8c;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none" href="https://t.example.ua/x" target="_blank" rel="noopener noreferrer">Відкрити</a></p>' +
        '<p style="color:#666;font-size:12px;margin:0 0 8px">Підпис</p>',
    );
  });
});

describe('letter archive: one-time links', () => {
  const TOKEN = 'Zx9_abcDEF-0123456789abcdefghijklmnopqrstu'; // 42 characters of base64url

  it('hides a token in a link parameter of any letter, and any token-shaped run in recovery and invitation letters', () => {
    expect(maskTokens(`https://t.ua/recovery?token=${TOKEN}&invitation=1`, 'invitation')).toBe(
      `https://t.ua/recovery?token=${HIDDEN_TOKEN}&invitation=1`,
    );
    expect(maskTokens(`<a href="https://t.ua/recovery?invitation=1&amp;token=${TOKEN}">`, 'mail_test')).toBe(
      `<a href="https://t.ua/recovery?invitation=1&amp;token=${HIDDEN_TOKEN}">`,
    );
    expect(maskTokens(`https://t.ua/recovery/${TOKEN}`, 'recovery')).toBe(`https://t.ua/recovery/${HIDDEN_TOKEN}`);
    // Other letters keep long words (a tender's number, a file name) as they are.
    expect(maskTokens(`Документ ${TOKEN}.pdf`, 'tender_document_added')).toBe(`Документ ${TOKEN}.pdf`);
  });

  it('never shows a usable recovery or invitation link, in HTML or text, and refuses to resend them', async () => {
    const { app: logged, log } = await appWithLog();
    await logged.db.delete(emailOutbox);
    expect((await anonymous(logged).post('/api/auth/reset', { email: 'manager@demo.ua' })).statusCode).toBe(202);
    const admin = await loginAs(logged, 'admin@demo.ua');
    const created = await admin.post('/api/admin/users', {
      email: 'new.analyst@bank.ua',
      first_name: 'Марія',
      last_name: 'Гнатюк',
      roles: ['auditor'],
    });
    expect(created.statusCode).toBe(201);

    const letters = await outbox(logged);
    expect(letters.map((l) => l.template).sort()).toEqual(['invitation', 'recovery']);
    for (const letter of letters) {
      const token = /token=([\w-]+)/.exec(letter.text)![1]!;
      expect(letter.html).toContain(token);
      const res = await admin.get(`/api/admin/emails/${letter.publicId}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(token);
      const { html, text } = res.json();
      expect(text).toContain(`token=${HIDDEN_TOKEN}`);
      expect(html).toContain(`token=${HIDDEN_TOKEN}`);

      const refused = await admin.post(`/api/admin/emails/${letter.publicId}/resend`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toContain(
        letter.template === 'recovery'
          ? 'Попросіть користувача ще раз скористатися відновленням пароля'
          : 'Надішліть нове запрошення',
      );
    }
    expect(await outbox(logged)).toHaveLength(2);
    expect(log.securityEvents('email_resend')).toEqual(
      letters.map((l) => expect.objectContaining({ outcome: 'failure', code: 'conflict', email_id: l.publicId })),
    );
  });
});

describe('letter archive: resend', () => {
  it('queues a new copy with the same letter, pointing at the original and the administrator, and logs public ids only', async () => {
    const { app: logged, log } = await appWithLog();
    await logged.db.delete(emailOutbox);
    const tender = await sealedTender(logged);
    await logged.db.delete(emailOutbox);
    const original = await insertLetter(logged, {
      to: ['ops@provider.ua'],
      cc: ['it.lviv@bank.ua'],
      template: 'tender_published',
      tenderId: tender.id,
      status: 'failed',
      attempts: 5,
      lastError: '550 Mailbox unavailable',
      messageId: '<first@tender.example.ua>',
    });
    const admin = await loginAs(logged, 'admin@demo.ua');
    const res = await admin.post(`/api/admin/emails/${original.publicId}/resend`);
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(id).toMatch(UUID);

    const [, copy] = await outbox(logged);
    const [adminUser] = await logged.db.select().from(users).where(eq(users.email, 'admin@demo.ua'));
    expect(copy).toMatchObject({
      publicId: id,
      to: original.to,
      cc: original.cc,
      subject: original.subject,
      html: original.html,
      text: original.text,
      template: 'tender_published',
      tenderId: tender.id,
      status: 'queued',
      attempts: 0,
      lastError: null,
      messageId: null,
      resendOf: original.id,
      requestedBy: adminUser!.id,
    });

    // A copy of the copy belongs to the first letter as well.
    const again = await admin.post(`/api/admin/emails/${id}/resend`);
    expect(again.statusCode).toBe(201);
    const details = (await admin.get(`/api/admin/emails/${original.publicId}`)).json();
    expect(details.resends.map((r: { id: string }) => r.id)).toEqual([id, again.json().id]);
    expect((await admin.get(`/api/admin/emails/${again.json().id}`)).json()).toMatchObject({
      resend_of: original.publicId,
      requested_by_name: 'Олена Коваленко',
    });

    expect(log.securityEvents('email_resend')).toEqual([
      expect.objectContaining({ outcome: 'success', user_id: adminUser!.id, email_id: original.publicId, copy_id: id }),
      expect.objectContaining({ outcome: 'success', email_id: id, copy_id: again.json().id }),
    ]);
    const text = log.lines.join('\n');
    expect(text).not.toContain('ops@provider.ua');
    expect(text).not.toContain('it.lviv@bank.ua');
  });
});

describe('letter archive: letters to bidders while offers are sealed', () => {
  it('withholds what the real events made from every list, count, filter, detail and resend until the deadline', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    const p1 = await loginAs(app(), 'provider1@demo.ua');
    const p2 = await loginAs(app(), 'provider2@demo.ua');
    await createSubmittedOffer(p1, tender.id);
    const asked = await p2.post(`/api/tenders/${tender.id}/questions`, { question: 'Чи потрібен резервний канал?' });
    expect(asked.statusCode).toBe(201);
    expect((await manager.post(`/api/questions/${asked.json().id}/answer`, { answer: 'Так.' })).statusCode).toBe(200);
    const current = (await manager.get(`/api/tenders/${tender.id}`)).json();
    const extended = await manager.post(`/api/tenders/${tender.id}/extend`, {
      offers_deadline: new Date(Date.parse(current.offers_deadline) + 86_400_000).toISOString(),
      reason: 'Додатковий час на підготовку',
      version: current.version,
    });
    expect(extended.statusCode).toBe(200);
    await app().scheduler.runOnce();

    const made = await outbox();
    const withheld = made.filter((l) => (LETTERS_TO_BIDDERS as readonly string[]).includes(l.template));
    const shown = made.filter((l) => !withheld.includes(l));
    // The real code made letters of both kinds: the published ones to subscribers, the others to bidders.
    expect(new Set(withheld.map((l) => l.template))).toEqual(
      new Set(['question_answered', 'tender_deadline_extended']),
    );
    expect(shown.map((l) => l.template)).toContain('tender_published');
    const bidderAddresses = [...new Set(withheld.flatMap((l) => l.to))];
    expect(bidderAddresses).toEqual(expect.arrayContaining(['provider1@demo.ua', 'provider2@demo.ua']));

    const unknown404 = async (client: Client) => {
      const detail = await client.get(`/api/admin/emails/${UNKNOWN_ID}`);
      return { statusCode: detail.statusCode, body: detail.body };
    };

    for (const email of ['admin@demo.ua', 'auditor@demo.ua']) {
      const client = await loginAs(app(), email);
      const all = await list(client, 'page_size=100');
      expect(all.total).toBe(shown.length);
      expect(all.items.map((i) => i.id).sort()).toEqual(shown.map((l) => l.publicId).sort());
      // Paging totals count only what can be shown.
      expect((await list(client, 'page=2&page_size=1')).total).toBe(shown.length);
      for (const query of [
        'template=question_answered',
        'template=tender_deadline_extended',
        `tender_id=${tender.id}&template=question_answered`,
      ]) {
        expect(await list(client, query), query).toMatchObject({ total: 0, items: [] });
      }
      for (const address of bidderAddresses) {
        const byRecipient = await list(client, `recipient=${encodeURIComponent(address)}&page_size=100`);
        expect(byRecipient.items.every((i) => i.template === 'tender_published')).toBe(true);
        expect(byRecipient.total).toBe(shown.filter((l) => l.to.includes(address)).length);
      }
      const byTender = await list(client, `tender_id=${tender.id}&page_size=100`);
      expect(byTender.items.map((i) => i.template)).toEqual(shown.map(() => 'tender_published'));

      const expected = await unknown404(client);
      expect(expected.statusCode).toBe(404);
      for (const letter of withheld) {
        const detail = await client.get(`/api/admin/emails/${letter.publicId}`);
        expect({ statusCode: detail.statusCode, body: detail.body }).toEqual(expected);
      }
    }
    const admin = await loginAs(app(), 'admin@demo.ua');
    const unknownResend = await admin.post(`/api/admin/emails/${UNKNOWN_ID}/resend`);
    for (const letter of withheld) {
      const resend = await admin.post(`/api/admin/emails/${letter.publicId}/resend`);
      expect({ statusCode: resend.statusCode, body: resend.body }).toEqual({
        statusCode: unknownResend.statusCode,
        body: unknownResend.body,
      });
    }
    expect(await outbox()).toHaveLength(made.length);

    // From the deadline on, the letters to the bidder join the archive; the one to a provider
    // that only asked stays out, as it holds no offer the bank sees.
    await setDeadline(app(), tender.id, '-1 second');
    const toBidder = withheld.filter((l) => l.to.includes('provider1@demo.ua'));
    const after = await list(admin, 'page_size=100');
    expect(after.items.map((i) => i.id).sort()).toEqual([...shown, ...toBidder].map((l) => l.publicId).sort());
    expect(after.total).toBe(shown.length + toBidder.length);
    expect((await list(admin, 'template=tender_deadline_extended')).total).toBe(
      toBidder.filter((l) => l.template === 'tender_deadline_extended').length,
    );
    const letter = toBidder[0]!;
    expect((await admin.get(`/api/admin/emails/${letter.publicId}`)).statusCode).toBe(200);
    expect((await admin.post(`/api/admin/emails/${letter.publicId}/resend`)).statusCode).toBe(201);
  });

  it('withholds every letter to bidders of a tender cancelled while taking offers for ever; after the deadline they show', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const early = await createPublished(manager);
    const late = await createPublished(manager);
    const p1 = await loginAs(app(), 'provider1@demo.ua');
    await createSubmittedOffer(p1, late.id);
    await app().scheduler.runOnce();

    // The early one is cancelled while it takes offers: sealed for ever, even past its deadline.
    const cancelEarly = await manager.post(`/api/tenders/${early.id}/cancel`, {
      reason: 'Потреба відпала',
      version: (await manager.get(`/api/tenders/${early.id}`)).json().version,
    });
    expect(cancelEarly.statusCode, cancelEarly.body).toBe(200);
    await setDeadline(app(), early.id, '-1 day');
    // The late one reaches its deadline, is evaluated, then cancelled.
    await setDeadline(app(), late.id, '-1 second');
    await app().scheduler.runOnce();
    const cancelLate = await manager.post(`/api/tenders/${late.id}/cancel`, {
      reason: 'Бюджет переглянуто',
      version: (await manager.get(`/api/tenders/${late.id}`)).json().version,
    });
    expect(cancelLate.statusCode, cancelLate.body).toBe(200);
    await app().db.delete(emailOutbox);
    // Written for provider1's organisation, which holds a submitted offer on the late tender.
    const [bidder] = await app().db.select().from(users).where(eq(users.email, 'provider1@demo.ua'));

    const letters: Record<string, Row[]> = {};
    for (const [name, tenderId] of [
      ['early', early.id],
      ['late', late.id],
    ] as const) {
      letters[name] = [];
      for (const template of LETTERS_TO_BIDDERS)
        letters[name].push(
          await insertLetter(app(), {
            template,
            tenderId,
            to: [`${template}@provider.ua`],
            recipientOrganizationId: bidder!.organizationId,
          }),
        );
      letters[name].push(await insertLetter(app(), { template: 'tender_published', tenderId }));
    }
    // A letter to bidders that names no tender cannot be cleared, so it is withheld too.
    await insertLetter(app(), { template: 'tender_cancelled', tenderId: null });

    const admin = await loginAs(app(), 'admin@demo.ua');
    const [earlyStored] = await app().db.select().from(tenders).where(eq(tenders.id, early.id));
    expect(earlyStored!.status).toBe('cancelled');
    const all = await list(admin, 'page_size=100');
    const shownLate = letters.late!.filter((l) => l.template !== 'deadline_reminder');
    const expectedIds = [...shownLate, letters.early!.at(-1)!].map((l) => l.publicId).sort();
    expect(all.items.map((i) => i.id).sort()).toEqual(expectedIds);
    expect(all.total).toBe(expectedIds.length);
    expect((await list(admin, `tender_id=${early.id}`)).items.map((i) => i.template)).toEqual(['tender_published']);
    for (const letter of letters.early!.slice(0, -1)) {
      expect((await admin.get(`/api/admin/emails/${letter.publicId}`)).statusCode).toBe(404);
    }
    for (const letter of shownLate) {
      expect((await admin.get(`/api/admin/emails/${letter.publicId}`)).statusCode).toBe(200);
    }
  });

  it('never shows a deadline reminder, which names draft holders, but shows the publication letter', async () => {
    const tender = await sealedTender(app());
    await app().db.delete(emailOutbox);
    const reminder = await insertLetter(app(), { template: 'deadline_reminder', tenderId: tender.id });
    const published = await insertLetter(app(), { template: 'tender_published', tenderId: tender.id });
    const admin = await loginAs(app(), 'admin@demo.ua');
    expect(await list(admin)).toMatchObject({ total: 1, items: [{ id: published.publicId }] });
    expect((await admin.get(`/api/admin/emails/${reminder.publicId}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/admin/emails/${published.publicId}`)).statusCode).toBe(200);
    // Unsealed, the bank sees submitted offers, never who held an unsubmitted draft.
    await setDeadline(app(), tender.id, '-1 second');
    expect(await list(admin)).toMatchObject({ total: 1, items: [{ id: published.publicId }] });
    expect((await admin.get(`/api/admin/emails/${reminder.publicId}`)).statusCode).toBe(404);
    expect(
      await app()
        .db.select({ n: sql<number>`count(*)::int` })
        .from(emailOutbox),
    ).toEqual([{ n: 2 }]);
  });
});

/**
 * An app of the test's own whose log lines are kept, on the same worker database (which it puts
 * back into the template's state), closed when the test ends.
 */
async function appWithLog() {
  const log = captureLog();
  const logged = await buildTestApp({}, { logger: log.logger });
  onTestFinished(() => logged.close());
  return { app: logged, log };
}

describe('letter archive: after the deadline, letters to holders only of offers the bank sees', () => {
  it('shows each of the five letters to holders only to a submitted offer’s holder; drafts, withdrawn offers and askers stay unknown', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    const draft = await loginAs(app(), 'provider1@demo.ua');
    const withdrawn = await loginAs(app(), 'provider2@demo.ua');
    const submitted = await loginAs(app(), 'provider4@demo.ua');
    await createOfferDraft(draft, tender.id);
    const taken = await createSubmittedOffer(withdrawn, tender.id);
    expect((await withdrawn.post(`/api/offers/${taken.id}/withdraw`, { version: taken.version })).statusCode).toBe(200);
    await createSubmittedOffer(submitted, tender.id);
    const asker = await extraProvider(app(), 'ТОВ «Запитання»', '55667788');
    await app().scheduler.runOnce();
    await app().db.delete(emailOutbox);

    const read = async () => (await manager.get(`/api/tenders/${tender.id}`)).json();
    let current = await read();
    const clarified = await manager.put(`/api/tenders/${tender.id}`, {
      ...writableFields(current),
      version: current.version,
      description: `${current.description} Резервний канал не обов’язковий.`,
    });
    expect(clarified.statusCode, clarified.body).toBe(200);
    current = clarified.json();
    const extended = await manager.post(`/api/tenders/${tender.id}/extend`, {
      offers_deadline: new Date(Date.parse(current.offers_deadline) + 86_400_000).toISOString(),
      reason: 'Додатковий час на підготовку',
      version: current.version,
    });
    expect(extended.statusCode, extended.body).toBe(200);
    const added = await upload(manager, `/api/tenders/${tender.id}/documents`, {
      name: 'Схема підключення.pdf',
      content: pdfBytes('scheme'),
    });
    expect(added.statusCode, added.body).toBe(201);
    const asked = await asker.post(`/api/tenders/${tender.id}/questions`, { question: 'Чи потрібен резервний канал?' });
    expect((await manager.post(`/api/questions/${asked.json().id}/answer`, { answer: 'Ні.' })).statusCode).toBe(200);
    current = await read();
    const reweighed = await manager.put(`/api/tenders/${tender.id}`, {
      ...writableFields(current),
      version: current.version,
      evaluation: { method: 'weighted', weights: { cost: 60, sla: 25, connection: 15, technical: 0 } },
    });
    expect(reweighed.statusCode, reweighed.body).toBe(200);
    await app().scheduler.runOnce();

    const KINDS = [
      'tender_clarified',
      'tender_deadline_extended',
      'tender_document_added',
      'question_answered',
      'tender_evaluation_changed',
    ];
    const made = (await outbox()).filter((l) => KINDS.includes(l.template));
    // Sending is unchanged: every holder hears of each event, the asker of its answer.
    for (const template of KINDS) {
      const to = made.filter((l) => l.template === template).flatMap((l) => l.to);
      expect(to, template).toEqual(
        expect.arrayContaining(['provider1@demo.ua', 'provider2@demo.ua', 'provider4@demo.ua']),
      );
    }
    expect(made.find((l) => l.template === 'question_answered' && l.to[0]!.startsWith('sales-'))).toBeDefined();

    await setDeadline(app(), tender.id, '-1 second');
    const admin = await loginAs(app(), 'admin@demo.ua');
    const unknown = await admin.get(`/api/admin/emails/${UNKNOWN_ID}`);
    for (const template of KINDS) {
      const toBidder = made.filter((l) => l.template === template && l.to[0] === 'provider4@demo.ua');
      const shown = await list(admin, `template=${template}&tender_id=${tender.id}&page_size=100`);
      expect(shown.items.map((i) => i.id).sort(), template).toEqual(toBidder.map((l) => l.publicId).sort());
      expect(shown.total, template).toBe(toBidder.length);
      for (const letter of made.filter((l) => l.template === template && !toBidder.includes(l))) {
        const detail = await admin.get(`/api/admin/emails/${letter.publicId}`);
        expect({ status: detail.statusCode, body: detail.body }, `${template} to ${letter.to[0]}`).toEqual({
          status: unknown.statusCode,
          body: unknown.body,
        });
      }
    }
    for (const address of ['provider1@demo.ua', 'provider2@demo.ua', 'sales-55667788@example.ua']) {
      expect((await list(admin, `recipient=${encodeURIComponent(address)}`)).total, address).toBe(0);
    }
    expect((await list(admin, 'page_size=100')).total).toBe(
      made.filter((l) => l.to[0] === 'provider4@demo.ua').length +
        (await outbox()).filter((l) => !KINDS.includes(l.template) && !LETTERS_TO_BIDDERS.includes(l.template as never))
          .length,
    );
  });
});
