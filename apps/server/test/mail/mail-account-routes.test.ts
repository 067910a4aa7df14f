import net from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, mailAccount, settingsChanges, users } from '../../src/db/schema/index.ts';
import { NO_ACCOUNT_MESSAGE, UNREADABLE_PASSWORD_MESSAGE } from '../../src/domain/mail/mail-account.ts';
import { sendTestLetter } from '../../src/domain/mail/sending/send-test-letter.ts';
import { buildTestApp, loginAs, type TestApp } from '../helpers.ts';
import { captureLog } from '../log-capture.ts';
import { startSmtpPeer, type SmtpPeer } from '../smtp-peer.ts';

const PUBLIC_URL = 'https://tender.bank.example.ua';
const PASSWORD = 'xq7-Пароль застосунку-Z9!';
const URL_PASSWORD = 'env-пароль-9Q';

let app: TestApp;
let peer: SmtpPeer;

beforeEach(async () => {
  peer = await startSmtpPeer({ auth: { user: 'tender@bank.example.ua', pass: PASSWORD } });
});
afterEach(async () => {
  await app?.close();
  await peer.stop();
});

const start = async (env: Record<string, string> = {}) => {
  app = await buildTestApp({ PUBLIC_URL, ...env });
  return loginAs(app, 'admin@demo.ua');
};
const account = (overrides: Record<string, unknown> = {}) => ({
  host: '127.0.0.1',
  port: peer.port,
  security: 'none',
  username: 'tender@bank.example.ua',
  from_name: 'Телеком Тендер',
  from_address: 'tender@bank.example.ua',
  password: PASSWORD,
  ...overrides,
});
const changes = async () =>
  app.db.select().from(settingsChanges).where(eq(settingsChanges.area, 'mail')).orderBy(desc(settingsChanges.id));
const summaries = async () => (await changes()).map((c) => (c.details as { summary: string }).summary);

describe('GET /api/admin/settings/mail', () => {
  it('says there is no account when neither the screen nor SMTP_URL gives one', async () => {
    const admin = await start();
    const res = await admin.get('/api/admin/settings/mail');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      source: 'none',
      host: '',
      password_set: false,
      updated_at: null,
      warning: NO_ACCOUNT_MESSAGE,
    });
  });

  it('shows the SMTP_URL account taken apart, without its password', async () => {
    const admin = await start({
      SMTP_URL: `smtps://mailer%40bank.example.ua:${encodeURIComponent(URL_PASSWORD)}@smtp.bank.example.ua`,
    });
    const res = await admin.get('/api/admin/settings/mail');
    expect(res.json()).toEqual({
      source: 'env',
      host: 'smtp.bank.example.ua',
      port: 465,
      security: 'tls',
      username: 'mailer@bank.example.ua',
      from_name: 'Телеком Тендер',
      from_address: 'mailer@bank.example.ua',
      password_set: true,
      updated_at: null,
      updated_by_name: null,
      warning: null,
    });
    expect(res.body).not.toContain(URL_PASSWORD);
    expect(res.body).not.toContain(encodeURIComponent(URL_PASSWORD));
  });
});

describe('PUT /api/admin/settings/mail', () => {
  it('refuses bad values with messages naming the field', async () => {
    const admin = await start();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ host: '' }, 'host', /Сервер SMTP/],
      [{ host: 'smtp bank' }, 'host', /«Сервер SMTP»: вкажіть доменне ім’я або IP-адресу/],
      [{ port: 0 }, 'port', /«Порт» має бути від 1 до 65535/],
      [{ port: 70000 }, 'port', /«Порт» має бути від 1 до 65535/],
      [{ port: 'abc' }, 'port', /Порт/],
      [{ security: 'ssl3' }, 'security', /«Захист з’єднання»: оберіть значення зі списку/],
      [{ from_name: '' }, 'from_name', /Ім’я відправника/],
      [{ from_address: 'not-an-address' }, 'from_address', /«Адреса відправника»: некоректна адреса/],
      [{ password: 'x'.repeat(257) }, 'password', /«Пароль застосунку» задовге/],
    ];
    for (const [change, field, message] of cases) {
      const res = await admin.put('/api/admin/settings/mail', account(change));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      expect(res.json().details.fields[field], field).toMatch(message);
    }
    expect(await app.db.select().from(mailAccount)).toHaveLength(0);
    expect(await changes()).toHaveLength(0);
  });

  it('stores the password only sealed, never answers with it, and records the change without it', async () => {
    const admin = await start();
    const res = await admin.put('/api/admin/settings/mail', account());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      source: 'settings',
      host: '127.0.0.1',
      port: peer.port,
      security: 'none',
      username: 'tender@bank.example.ua',
      password_set: true,
      updated_by_name: expect.any(String),
      warning: null,
    });
    expect(res.body).not.toContain(PASSWORD);
    expect(JSON.stringify((await admin.get('/api/admin/settings/mail')).json())).not.toContain(PASSWORD);

    const [stored] = await app.db.select().from(mailAccount);
    expect(stored!.passwordCipher).toBeTruthy();
    expect(stored!.passwordCipher).not.toContain(PASSWORD);
    expect(Buffer.from(stored!.passwordCipher!, 'base64').toString('utf8')).not.toContain(PASSWORD);
    // It opens with the app's key, and only so.
    expect(app.mailSender.deps.box.open(stored!.passwordCipher!, 'mail_account.password')).toBe(PASSWORD);

    const [change, ...more] = await changes();
    expect(more).toHaveLength(0);
    expect(change!.action).toBe('mail_created');
    const [admin_] = await app.db.select().from(users).where(eq(users.email, 'admin@demo.ua'));
    expect(change!.actorId).toBe(admin_!.id);
    expect((change!.details as { summary: string }).summary).toBe(
      `Налаштовано обліковий запис пошти: сервер: 127.0.0.1; порт: ${peer.port}; захист з’єднання: Без шифрування; ` +
        'користувач: tender@bank.example.ua; ім’я відправника: Телеком Тендер; адреса відправника: tender@bank.example.ua; пароль змінено',
    );
    expect(JSON.stringify(change)).not.toContain(PASSWORD);
  });

  it('keeps the password when none is sent, removes it on an empty one, replaces it on a new one — and logs each', async () => {
    const admin = await start();
    await admin.put('/api/admin/settings/mail', account());
    const sealed = async () => (await app.db.select().from(mailAccount))[0]!.passwordCipher;
    const first = await sealed();

    // Absent or null: kept (and only the field that changed is recorded).
    const { password: _omitted, ...withoutPassword } = account({ host: 'smtp.bank.example.ua' });
    expect((await admin.put('/api/admin/settings/mail', withoutPassword)).json().password_set).toBe(true);
    expect(
      (
        await admin.put(
          '/api/admin/settings/mail',
          account({ host: 'smtp.bank.example.ua', port: 587, password: null }),
        )
      ).json().password_set,
    ).toBe(true);
    expect(await sealed()).toBe(first);

    // Nothing changed: nothing recorded.
    await admin.put('/api/admin/settings/mail', account({ host: 'smtp.bank.example.ua', port: 587, password: null }));

    expect(
      (
        await admin.put('/api/admin/settings/mail', account({ host: 'smtp.bank.example.ua', port: 587, password: '' }))
      ).json().password_set,
    ).toBe(false);
    expect(await sealed()).toBeNull();

    const replaced = await admin.put(
      '/api/admin/settings/mail',
      account({ host: 'smtp.bank.example.ua', port: 587, password: 'новий-пароль' }),
    );
    expect(replaced.json().password_set).toBe(true);
    expect(await sealed()).not.toBe(first);

    expect(await summaries()).toEqual([
      'Змінено обліковий запис пошти: пароль змінено',
      'Змінено обліковий запис пошти: пароль видалено',
      `Змінено обліковий запис пошти: порт: ${peer.port} → 587`,
      'Змінено обліковий запис пошти: сервер: 127.0.0.1 → smtp.bank.example.ua',
      expect.stringMatching(/^Налаштовано обліковий запис пошти: /),
    ]);
    const latest = (await changes())[0]!;
    expect(latest.details).toMatchObject({ password: 'changed', changes: {} });
    expect((await changes())[3]!.details).toMatchObject({
      changes: { host: { from: '127.0.0.1', to: 'smtp.bank.example.ua' } },
    });
    expect(JSON.stringify(await changes())).not.toMatch(/новий-пароль|Пароль застосунку/);
  });

  it('shows a stored password the current key cannot open as set but unreadable', async () => {
    const admin = await start({ SECRET_KEY: 'k'.repeat(40) });
    await admin.put('/api/admin/settings/mail', account());
    await app.close();
    // The same database, another key.
    const admin2 = await start({ SECRET_KEY: 'z'.repeat(40) });
    const res = await admin2.get('/api/admin/settings/mail');
    expect(res.json()).toMatchObject({ source: 'settings', password_set: true, warning: UNREADABLE_PASSWORD_MESSAGE });
    const test = await admin2.post('/api/admin/settings/mail/test', { to: 'admin@demo.ua' });
    expect(test.json()).toEqual({ ok: false, response: '', message: UNREADABLE_PASSWORD_MESSAGE });
    expect(peer.attempts).toBe(0);
  });
});

describe('POST /api/admin/settings/mail/test', () => {
  it('sends a test letter now, answers with the server’s words and keeps it in the archive', async () => {
    const admin = await start();
    await admin.put('/api/admin/settings/mail', account());
    const res = await admin.post('/api/admin/settings/mail/test', { to: 'Check@Bank.Example.ua' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      response: '250 OK: message queued',
      message: 'Сервер прийняв тестовий лист для check@bank.example.ua.',
    });
    const [mail] = await peer.waitForMessages(1);
    expect(mail!.to).toEqual(['check@bank.example.ua']);
    expect(mail!.parsed.subject).toBe('Телеком Тендер: тестовий лист');
    expect(mail!.parsed.text).toContain('Сервер: 127.0.0.1');
    expect(mail!.parsed.html).toContain(`${PUBLIC_URL}/admin/settings/app/password`);

    const [stored] = await app.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'mail_test'));
    const [admin_] = await app.db.select().from(users).where(eq(users.email, 'admin@demo.ua'));
    expect(stored).toMatchObject({
      to: ['check@bank.example.ua'],
      status: 'sent',
      attempts: 1,
      smtpResponse: '250 OK: message queued',
      requestedBy: admin_!.id,
      lockedUntil: null,
    });
    expect(mail!.parsed.messageId).toBe(stored!.messageId);
    // The background sender has nothing left to do with it.
    expect(await app.mailSender.runOnce()).toMatchObject({ claimed: 0 });
  });

  it('says in Ukrainian that the password was refused (535), and records the failed letter', async () => {
    const admin = await start();
    await admin.put('/api/admin/settings/mail', account({ password: 'wrong' }));
    const res = await admin.post('/api/admin/settings/mail/test', { to: 'admin@demo.ua' });
    expect(res.json()).toEqual({
      ok: false,
      response: '535 5.7.8 Authentication credentials invalid',
      message: 'Сервер не прийняв ім’я користувача або пароль: 535 5.7.8 Authentication credentials invalid',
    });
    const [stored] = await app.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'mail_test'));
    expect(stored).toMatchObject({ status: 'failed', lastError: res.json().message, lockedUntil: null });
  });

  it('says the connection was refused, the port speaks no TLS, or the server offers no STARTTLS', async () => {
    const admin = await start();
    const closed = await startSmtpPeer();
    const closedPort = closed.port;
    await closed.stop();
    const tries: [Record<string, unknown>, string][] = [
      [{ port: closedPort }, `Сервер 127.0.0.1:${closedPort} відмовив у з’єднанні: перевірте адресу й порт`],
      [
        { security: 'tls' },
        `Не вдалося встановити TLS-з’єднання з 127.0.0.1:${peer.port}: сервер на цьому порту, схоже, не використовує TLS — оберіть STARTTLS або інший порт`,
      ],
      [
        { security: 'starttls' },
        'Сервер не підтримує STARTTLS (500 Error: command not recognized): оберіть інший захист з’єднання',
      ],
    ];
    for (const [change, message] of tries) {
      await admin.put('/api/admin/settings/mail', account(change));
      const res = await admin.post('/api/admin/settings/mail/test', { to: 'admin@demo.ua' });
      expect(res.json(), message).toMatchObject({ ok: false, message });
    }
  });

  it('says when the account is not set up at all', async () => {
    const admin = await start();
    const res = await admin.post('/api/admin/settings/mail/test', { to: 'admin@demo.ua' });
    expect(res.json()).toEqual({ ok: false, response: '', message: NO_ACCOUNT_MESSAGE });
  });

  it('says a port that waits for TLS from the first byte (so never greets) may expect TLS', async () => {
    await start();
    // What a plain client meets on an implicit-TLS port: a connection that stays silent.
    const silent = net.createServer((socket) => socket.on('error', () => {}));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    try {
      const [admin_] = await app.db.select().from(users).where(eq(users.email, 'admin@demo.ua'));
      await app.db.insert(mailAccount).values({
        host: '127.0.0.1',
        port,
        security: 'none',
        fromName: 'Телеком Тендер',
        fromAddress: 'tender@bank.example.ua',
      });
      const result = await sendTestLetter(
        app.db,
        app.mailSender.deps,
        { to: 'admin@demo.ua', actorId: admin_!.id },
        { connection: 1000, greeting: 1000, socket: 2000 },
      );
      expect(result).toEqual({
        ok: false,
        response: '',
        message: `Сервер 127.0.0.1:${port} не надіслав привітання: можливо, цей порт очікує TLS — перевірте захист з’єднання`,
      });
    } finally {
      silent.close();
    }
  });

  it('refuses a bad address with the field named', async () => {
    const admin = await start();
    const res = await admin.post('/api/admin/settings/mail/test', { to: 'nobody' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields.to).toMatch(/«Адреса для тестового листа»: некоректна адреса/);
  });
});

describe('who may use the mail account screen', () => {
  it.each(['manager@demo.ua', 'provider1@demo.ua', 'auditor@demo.ua'])('refuses %s (403)', async (email) => {
    app = await buildTestApp({ PUBLIC_URL });
    const client = await loginAs(app, email);
    expect((await client.get('/api/admin/settings/mail')).statusCode).toBe(403);
    expect((await client.put('/api/admin/settings/mail', account())).statusCode).toBe(403);
    expect((await client.post('/api/admin/settings/mail/test', { to: 'a@demo.ua' })).statusCode).toBe(403);
    expect(await app.db.select().from(mailAccount)).toHaveLength(0);
    expect(await app.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'mail_test'))).toHaveLength(0);
  });
});

describe('the password and the log', () => {
  it('never writes the app password or SMTP_URL’s password to the log, whatever happens', async () => {
    const log = captureLog('trace');
    app = await buildTestApp(
      { PUBLIC_URL, SMTP_URL: `smtp://u:${encodeURIComponent(URL_PASSWORD)}@127.0.0.1:${peer.port}?security=none` },
      { logger: log.logger },
    );
    const admin = await loginAs(app, 'admin@demo.ua');
    // Through SMTP_URL (a login the peer refuses), then saved on the screen, right and wrong.
    await admin.get('/api/admin/settings/mail');
    await admin.post('/api/admin/settings/mail/test', { to: 'admin@demo.ua' });
    await admin.put('/api/admin/settings/mail', account({ password: 'x'.repeat(300) }));
    await admin.put('/api/admin/settings/mail', account());
    await admin.post('/api/admin/settings/mail/test', { to: 'admin@demo.ua' });
    await admin.put('/api/admin/settings/mail', account({ password: `${PASSWORD}-wrong` }));
    await admin.post('/api/admin/settings/mail/test', { to: 'admin@demo.ua' });
    await app.mailSender.runOnce();

    expect(peer.accepted).toBe(1);
    expect(log.lines.length).toBeGreaterThan(5);
    const text = log.lines.join('\n');
    for (const secret of [PASSWORD, URL_PASSWORD, encodeURIComponent(PASSWORD), encodeURIComponent(URL_PASSWORD)]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain(Buffer.from(`\u0000tender@bank.example.ua\u0000${PASSWORD}`).toString('base64'));
  });
});
