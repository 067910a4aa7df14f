import type { AddressInfo, Socket } from 'node:net';
import type { Page } from '@playwright/test';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { DEMO_USERS, expect, test } from '../fixtures.ts';
import { expectSoundScreen } from './screen-checks.ts';
import { uniqueSuffix, xsrfHeaders } from './journey-helpers.ts';
import { draftTender, region } from './api-preconditions.ts';

/*
 * Letters really go out (issue 12 §4): the admin points the mail account at an SMTP server this
 * test runs on loopback and sends a test letter; adds an IT manager for a region; the manager
 * publishes a tender there; the pipeline provider's letter and the author's copy with the IT
 * manager in Cc arrive (docs/decisions/0028); the admin finds the letter in the archive and
 * resends it, and the copy arrives too.
 *
 * The account cannot be unset (a PUT needs a host), so it stays pointing at this test's port
 * after the run: letters made later only wait for their next attempt, and no spec counts on a
 * letter's status. The IT manager is removed at the end; the region is one no other spec uses.
 */

test.use({ signedInAs: DEMO_USERS.admin });

const REGION = 'Рівненська область';
const SENDER = { name: 'Телеком Тендер (перевірка)', address: 'tender@bank.example.ua' };

interface Received {
  subject: string;
  to: string[];
  cc: string[];
  text: string;
  html: string;
}

/** A plain SMTP server on 127.0.0.1 (no TLS, no login) keeping every letter it accepts. */
async function startSmtpServer(port: number) {
  const received: Received[] = [];
  const sockets = new Set<Socket>();
  const addresses = (field: AddressObject | AddressObject[] | undefined) =>
    (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) =>
      a.value.map((v) => (v.address ?? '').toLowerCase()),
    );
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail: ParsedMail) => {
          received.push({
            subject: mail.subject ?? '',
            to: addresses(mail.to),
            cc: addresses(mail.cc),
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          callback(null, 'OK: message queued');
        },
        (err: Error) => callback(err),
      );
    },
  });
  server.on('error', () => {});
  // Closed at the end even if the sender keeps a connection open, which close() would wait for.
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    /** The letters matching `pick`, once there are at least `count` of them. */
    async waitFor(pick: (m: Received) => boolean, count = 1, timeout = 30_000): Promise<Received[]> {
      let found: Received[] = [];
      await expect
        .poll(() => (found = received.filter(pick)).length, { timeout, message: 'letters at the SMTP server' })
        .toBeGreaterThanOrEqual(count);
      return found;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

test('the admin sets the mail account and sends a test letter; a publication reaches the pipeline provider and the IT manager; the archive resends it', async ({
  page,
  pageAs,
}) => {
  test.setTimeout(180_000);
  const suffix = uniqueSuffix();
  const lower = suffix.toLowerCase();
  const smtp = await startSmtpServer(0);
  let itManagerName: string | null = null;

  try {
    // ── The mail account, pointing at the server above ────────────────────────────────────
    await page.goto('/admin/settings/app/password');
    await expect(page.getByRole('heading', { level: 1, name: 'Поштовий сервер' })).toBeVisible();
    await page.getByRole('textbox', { name: /^Сервер SMTP/ }).fill('127.0.0.1');
    await page.getByRole('textbox', { name: /^Порт/ }).fill(String(smtp.port));
    await page.getByRole('textbox', { name: /^Користувач/ }).fill('');
    await page.getByRole('textbox', { name: /^Ім’я відправника/ }).fill(SENDER.name);
    await page.getByRole('textbox', { name: /^Адреса відправника/ }).fill(SENDER.address);
    await page.getByRole('combobox', { name: /^Захист з’єднання/ }).click();
    await page.getByRole('option', { name: 'Без шифрування' }).click();
    await page.getByRole('button', { name: 'Зберегти', exact: true }).click();
    await expect(page.getByText('Налаштування пошти збережено')).toBeVisible();
    await expect(page.getByRole('note').filter({ hasText: 'Обліковий запис збережено' })).toBeVisible();

    // The test letter: the server's own answer on screen, the letter at the server.
    const testAddress = `test-${lower}@bank.example.ua`;
    await page.getByRole('textbox', { name: /^Адреса для тестового листа/ }).fill(testAddress);
    await page.getByRole('button', { name: 'Надіслати тестовий лист' }).click();
    const answer = page.getByRole('status').filter({ hasText: 'Сервер прийняв лист' });
    await expect(answer).toBeVisible();
    await expect(answer).toContainText('250');
    await expect(answer).toContainText('OK: message queued');
    const [testLetter] = await smtp.waitFor((m) => m.to.includes(testAddress));
    expect(testLetter!.subject).toBe('Телеком Тендер: тестовий лист');
    await expectSoundScreen(page, 'mail-journey-settings-desktop');

    // ── An IT manager for the tender's region, through the settings screen ─────────────────
    itManagerName = `Ірина Мельничук ${suffix}`;
    const itManagerEmail = `it-rivne-${lower}@bank.example.ua`;
    await page.goto('/admin/settings/edit/managers-it-rp');
    await page.getByRole('button', { name: 'Додати менеджера' }).click();
    const add = page.getByRole('dialog', { name: 'Новий ІТ-менеджер' });
    await add.getByRole('combobox', { name: /^Регіон/ }).fill('Рівненська');
    await page.getByRole('option', { name: REGION }).click();
    await add.getByRole('textbox', { name: /^ПІБ/ }).fill(itManagerName);
    await add.getByRole('textbox', { name: /^Посада/ }).fill('Інженер мережі');
    await add.getByRole('textbox', { name: /^Електронна пошта/ }).fill(itManagerEmail);
    await add.getByRole('button', { name: 'Зберегти' }).click();
    await expect(add).toBeHidden();
    await expect(
      page.getByRole('row').filter({ has: page.getByRole('button', { name: `Змінити: ${itManagerName}` }) }),
    ).toContainText(REGION);

    // ── The manager publishes a tender in that region from its card ────────────────────────
    const title = `Канал для відділення в Рівному ${suffix}`;
    const manager = await pageAs(DEMO_USERS.manager);
    const tender = await draftTender(manager, title, { region_id: (await region(manager, REGION)).id });
    await manager.goto(`/tenders/${tender.id}`);
    await expect(manager.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await manager.getByRole('group', { name: 'Дії з тендером' }).getByRole('button', { name: 'Опублікувати' }).click();
    const confirmPublish = manager.getByRole('dialog', { name: 'Опублікувати тендер?' });
    await confirmPublish.getByRole('button', { name: 'Опублікувати' }).click();
    await expect(confirmPublish).toBeHidden();
    await expect(manager.getByText('Тендер опубліковано', { exact: true })).toBeVisible();

    // ── The letters at the SMTP server ────────────────────────────────────────────────────
    const aboutTender = (m: Received) => m.subject.includes(tender.number);
    const [providerLetter] = await smtp.waitFor((m) => aboutTender(m) && m.to.includes(DEMO_USERS.provider1));
    expect(providerLetter!.subject).toContain(title);
    expect(providerLetter!.to).toEqual([DEMO_USERS.provider1]);
    // Never a Cc on a provider's letter (ADR 0028).
    expect(providerLetter!.cc).toEqual([]);
    expect(providerLetter!.text).toContain(title);
    expect(providerLetter!.text).toContain(`/tenders/${tender.id}`);
    expect(providerLetter!.html).toContain(`/tenders/${tender.id}`);
    const [authorCopy] = await smtp.waitFor((m) => aboutTender(m) && m.to.includes(DEMO_USERS.manager));
    expect(authorCopy!.cc).toEqual([itManagerEmail]);
    expect(authorCopy!.subject).toBe(providerLetter!.subject);
    expect(smtp.received.filter((m) => m.cc.includes(itManagerEmail))).toHaveLength(1);

    // ── The archive: found by recipient, read, resent ─────────────────────────────────────
    await page.goto('/admin/history/emails');
    await expect(page).toHaveTitle('Архів листів — Телеком Тендер');
    await page.getByRole('textbox', { name: 'Одержувач' }).fill(DEMO_USERS.provider1);
    await expect(page).toHaveURL((u) => u.searchParams.get('recipient') === DEMO_USERS.provider1);
    const subject = providerLetter!.subject;
    const open = page.getByRole('button', { name: `Відкрити лист: ${subject}` });
    const row = page.getByRole('row').filter({ has: open });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(DEMO_USERS.provider1);
    // Marked sent once the server accepted it; the list may have been read a moment before.
    await expect(async () => {
      await page.reload();
      await expect(row).toContainText('Надіслано', { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });

    await open.click();
    const letter = page.getByRole('dialog', { name: subject });
    await expect(letter).toBeVisible();
    const frame = letter.locator('iframe');
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(frame).toHaveAttribute('srcdoc', new RegExp(title));
    await expectSoundScreen(page, 'mail-journey-archive-letter-desktop');
    await letter.getByRole('tab', { name: 'Текст' }).click();
    await expect(letter.locator('pre')).toContainText(`/tenders/${tender.id}`);

    const before = smtp.received.filter((m) => m.subject === subject && m.to.includes(DEMO_USERS.provider1)).length;
    await letter.getByRole('button', { name: 'Надіслати повторно' }).click();
    const confirmResend = page.getByRole('dialog', { name: 'Надіслати лист повторно' });
    await confirmResend.getByRole('button', { name: 'Надіслати' }).click();
    await expect(page.getByText('Лист поставлено в чергу повторно')).toBeVisible();
    await expect(confirmResend).toBeHidden();
    const copies = await smtp.waitFor((m) => m.subject === subject && m.to.includes(DEMO_USERS.provider1), before + 1);
    expect(copies.at(-1)!.text).toContain(`/tenders/${tender.id}`);

    // The IT manager's address finds only the author's copy.
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Одержувач' }).fill(itManagerEmail);
    await expect(page).toHaveURL((u) => u.searchParams.get('recipient') === itManagerEmail);
    const itRows = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Відкрити лист: / }) });
    await expect(itRows.first()).toContainText(itManagerEmail);
    await expect(itRows).toHaveCount(1);
    await expect(itRows).toContainText(DEMO_USERS.manager);
  } finally {
    if (itManagerName) await removeItManager(page, itManagerName);
    await smtp.stop();
  }
});

/** Removes this run's IT manager, so later publications in the region copy nobody. */
async function removeItManager(page: Page, fullName: string): Promise<void> {
  const list = (await (await page.request.get('/api/admin/managers-it-rp')).json()) as {
    id: number;
    full_name: string;
  }[];
  const mine = list.find((m) => m.full_name === fullName);
  if (!mine) return;
  const res = await page.request.delete(`/api/admin/managers-it-rp/${mine.id}`, {
    headers: await xsrfHeaders(page.context()),
  });
  expect(res.status()).toBeLessThan(300);
}
