import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, feedbackMessages, feedbackReplies, users } from '../../src/db/schema/index.ts';
import { anonymous, loginAs, type Client, type TestApp, useTestApp } from '../helpers.ts';
import { altcha } from '../mail/every-letter.ts';

const app = useTestApp({ PUBLIC_URL: 'https://tender.bank.example.ua', APP_NAME: 'Телеком Тендер' });

const message = (patch: Record<string, unknown> = {}) => ({
  name: 'Марина Гончар',
  email: 'maryna@example.ua',
  topic: 'technical',
  message: 'Не відкривається картка тендера ТТ-2026-0001.',
  ...patch,
});

const send = async (client: Client, patch: Record<string, unknown> = {}) =>
  client.post('/api/feedback', { ...message(patch), altcha: await altcha(app()) });

const stored = () => app().db.select().from(feedbackMessages).orderBy(asc(feedbackMessages.id));
const letters = (template: string) =>
  app().db.select().from(emailOutbox).where(eq(emailOutbox.template, template)).orderBy(asc(emailOutbox.id));

/** Messages written straight into the table, for the list's tests. */
async function insertMessages(a: TestApp, rows: Partial<typeof feedbackMessages.$inferInsert>[]) {
  return a.db
    .insert(feedbackMessages)
    .values(rows.map((r) => ({ ...message(), ...r })) as (typeof feedbackMessages.$inferInsert)[])
    .returning();
}

describe('POST /api/feedback', () => {
  it('stores a visitor’s message, answers 201 {ok} without an id and queues a letter to each active admin', async () => {
    const res = await send(anonymous(app()));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    const [row] = await stored();
    expect(row).toMatchObject({ ...message(), userId: null, status: 'new' });

    const sent = await letters('feedback_received');
    expect(sent.map((l) => l.to)).toEqual([['admin@demo.ua']]);
    expect(sent[0]!.subject).toBe('Телеком Тендер: нове звернення — технічна проблема');
    expect(sent[0]!.text).toContain('Від: Марина Гончар, maryna@example.ua');
    expect(sent[0]!.text).toContain('Не відкривається картка тендера ТТ-2026-0001.');
    expect(sent[0]!.text).toContain(`https://tender.bank.example.ua/admin/history/feedback?feedback=${row!.id}`);
  });

  it('writes to every active admin, one letter each, and not to a disabled one', async () => {
    const admin = await loginAs(app(), 'admin@demo.ua');
    for (const [email, roles] of [
      ['second.admin@bank.ua', ['admin']],
      ['gone.admin@bank.ua', ['admin']],
    ] as const) {
      const res = await admin.post('/api/admin/users', { email, first_name: 'Ольга', last_name: 'Левченко', roles });
      expect(res.statusCode, res.body).toBe(201);
    }
    await app().db.update(users).set({ isActive: false }).where(eq(users.email, 'gone.admin@bank.ua'));
    expect((await send(anonymous(app()))).statusCode).toBe(201);
    expect((await letters('feedback_received')).map((l) => l.to)).toEqual([
      ['admin@demo.ua'],
      ['second.admin@bank.ua'],
    ]);
  });

  it('records the signed-in sender', async () => {
    const provider = await loginAs(app(), 'provider1@demo.ua');
    expect((await send(provider, { email: 'provider1@demo.ua' })).statusCode).toBe(201);
    const [me] = await app().db.select().from(users).where(eq(users.email, 'provider1@demo.ua'));
    expect((await stored())[0]!.userId).toBe(me!.id);
  });

  it('refuses bad input with Ukrainian messages naming each field, and stores nothing', async () => {
    const res = await send(anonymous(app()), { name: ' ', email: 'not-an-address', topic: 'spam', message: 'коротко' });
    expect(res.statusCode).toBe(400);
    const fields = res.json().details.fields as Record<string, string>;
    expect(fields.name).toContain('«Ім’я»');
    expect(fields.email).toContain('«Електронна пошта»');
    expect(fields.topic).toBe('Поле «Тема»: оберіть тему зі списку');
    expect(fields.message).toMatch(/^Поле «Повідомлення» має містити щонайменше 10/);
    const long = await send(anonymous(app()), { message: 'я'.repeat(5001) });
    expect(long.json().details.fields.message).toBe('Поле «Повідомлення» може містити не більше 5000 символів');
    expect(await stored()).toEqual([]);
    expect(await letters('feedback_received')).toEqual([]);
  });

  it('refuses a missing or wrong bot check and a solution used twice', async () => {
    const client = anonymous(app());
    for (const bad of ['', 'not base64 json']) {
      const res = await client.post('/api/feedback', { ...message(), altcha: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().details.fields.altcha).toContain('«Перевірка від ботів»');
    }
    const solution = await altcha(app());
    expect((await client.post('/api/feedback', { ...message(), altcha: solution })).statusCode).toBe(201);
    const again = await client.post('/api/feedback', { ...message(), altcha: solution });
    expect(again.statusCode).toBe(400);
    expect(again.json().details.fields.altcha).toContain('вже використано');
    expect(await stored()).toHaveLength(1);
  });

  it('lets one address send 5 messages an hour, then answers 429 in Ukrainian', async () => {
    const client = anonymous(app());
    for (let i = 0; i < 5; i++) expect((await send(client)).statusCode).toBe(201);
    const res = await send(client);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatch(/^Забагато звернень з вашої адреси\. Спробуйте знову через \d+ хв\.$/);
    expect(await stored()).toHaveLength(5);
  });
});

describe('admin feedback: who may use it', () => {
  it('answers 401 to a visitor and 403 to a provider, manager and IT manager; the admin and the auditor read', async () => {
    const [row] = await insertMessages(app(), [{}]);
    const calls = (c: Client) => [
      c.get('/api/admin/feedback'),
      c.get(`/api/admin/feedback/${row!.id}`),
      c.patch(`/api/admin/feedback/${row!.id}`, { status: 'in_progress' }),
      c.post(`/api/admin/feedback/${row!.id}/reply`, { body: 'Дякуємо, виправили.' }),
    ];
    for (const res of await Promise.all(calls(anonymous(app())))) expect(res.statusCode, res.body).toBe(401);
    for (const email of ['provider1@demo.ua', 'manager@demo.ua', 'it@demo.ua']) {
      const client = await loginAs(app(), email);
      for (const res of await Promise.all(calls(client))) expect(res.statusCode, `${email} ${res.body}`).toBe(403);
    }
    const auditor = await loginAs(app(), 'auditor@demo.ua');
    const list = await auditor.get('/api/admin/feedback');
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((m: { id: number }) => m.id)).toEqual([row!.id]);
    expect((await auditor.patch(`/api/admin/feedback/${row!.id}`, { status: 'in_progress' })).statusCode).toBe(200);
    expect(await app().db.select().from(feedbackReplies)).toEqual([]);
  });
});

describe('admin feedback: list', () => {
  it('filters by state, topic, text and Kyiv days, newest first, with server paging', async () => {
    await insertMessages(app(), [
      { name: 'Перший', topic: 'tender', createdAt: new Date('2026-03-01T21:30:00Z') }, // 1 March, 23:30 in Kyiv
      { name: 'Другий', topic: 'access', status: 'answered', createdAt: new Date('2026-03-01T22:30:00Z') }, // 2 March
      {
        name: 'Третій',
        topic: 'tender',
        message: 'ОПТИКА не працює в офісі',
        createdAt: new Date('2026-03-03T10:00:00Z'),
      },
    ]);
    const admin = await loginAs(app(), 'admin@demo.ua');
    const names = async (query: string) => {
      const res = await admin.get(`/api/admin/feedback?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return { names: res.json().items.map((m: { name: string }) => m.name), total: res.json().total };
    };
    expect(await names('')).toEqual({ names: ['Третій', 'Другий', 'Перший'], total: 3 });
    expect(await names('status=answered')).toEqual({ names: ['Другий'], total: 1 });
    expect(await names('topic=tender')).toEqual({ names: ['Третій', 'Перший'], total: 2 });
    expect(await names(`q=${encodeURIComponent('оптика')}`)).toEqual({ names: ['Третій'], total: 1 });
    expect(await names('from=2026-03-02&to=2026-03-02')).toEqual({ names: ['Другий'], total: 1 });
    expect(await names('to=2026-03-01')).toEqual({ names: ['Перший'], total: 1 });
    expect(await names('page=2&page_size=2')).toEqual({ names: ['Перший'], total: 3 });

    const bad = await admin.get('/api/admin/feedback?status=lost&from=2026-13-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/Невідомий стан звернення/);
    const reversed = await admin.get('/api/admin/feedback?from=2026-03-05&to=2026-03-01');
    expect(reversed.json().details.fields.to).toBe('Поле «До»: дата не може бути раніше за «Від»');
  });

  it('shows the signed-in sender with the organisation', async () => {
    const provider = await loginAs(app(), 'provider1@demo.ua');
    expect((await send(provider)).statusCode).toBe(201);
    const admin = await loginAs(app(), 'admin@demo.ua');
    const [item] = (await admin.get('/api/admin/feedback')).json().items;
    expect(item.user).toMatchObject({ org_name: 'ТОВ «Укрмережа Телеком»' });
    expect(item.user.full_name).not.toBe('');
  });
});

describe('admin feedback: state and replies', () => {
  it('changes the state, refuses an unknown one and an unknown message', async () => {
    const [row] = await insertMessages(app(), [{}]);
    const admin = await loginAs(app(), 'admin@demo.ua');
    const res = await admin.patch(`/api/admin/feedback/${row!.id}`, { status: 'in_progress' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('in_progress');
    const bad = await admin.patch(`/api/admin/feedback/${row!.id}`, { status: 'closed' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields.status).toBe('Поле «Стан»: оберіть стан зі списку');
    const missing = await admin.patch('/api/admin/feedback/999999', { status: 'new' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Звернення не знайдено');
  });

  it('sends a reply to the sender through the outbox, keeps it with the message and marks it answered', async () => {
    expect((await send(anonymous(app()))).statusCode).toBe(201);
    const [row] = await stored();
    const admin = await loginAs(app(), 'admin@demo.ua');
    const empty = await admin.post(`/api/admin/feedback/${row!.id}/reply`, { body: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.fields.body).toContain('«Відповідь»');

    const res = await admin.post(`/api/admin/feedback/${row!.id}/reply`, { body: 'Оновіть сторінку, будь ласка.' });
    expect(res.statusCode, res.body).toBe(201);
    const [letter] = await letters('feedback_reply');
    expect(letter!.to).toEqual(['maryna@example.ua']);
    expect(letter!.subject).toBe('Телеком Тендер: відповідь на ваше звернення');
    expect(letter!.text).toContain('Оновіть сторінку, будь ласка.');
    // The original message is quoted.
    expect(letter!.text).toContain('> Не відкривається картка тендера ТТ-2026-0001.');
    expect(res.json()).toMatchObject({
      status: 'answered',
      replies: [
        {
          body: 'Оновіть сторінку, будь ласка.',
          author: { full_name: expect.any(String) },
          email_id: letter!.publicId,
          email_status: 'queued',
        },
      ],
    });
    // The same, read back in the list.
    const [item] = (await admin.get('/api/admin/feedback')).json().items;
    expect(item.replies).toHaveLength(1);
    expect((await admin.post('/api/admin/feedback/999999/reply', { body: 'Немає кому.' })).statusCode).toBe(404);
    expect(await letters('feedback_reply')).toHaveLength(1);
  });
});
