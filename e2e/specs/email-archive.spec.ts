import type { Page } from '@playwright/test';
import { DEMO_USERS, expect, test } from '../fixtures.ts';
import { expectSoundScreen } from './screen-checks.ts';
import { screenshot, uniqueSuffix, xsrfHeaders } from './journey-helpers.ts';
import { publishedTender } from './api-preconditions.ts';

/*
 * The letter archive (/admin/history/emails) with letters made by real events: the manager
 * publishes a tender (the pipeline providers get «Новий тендер»), the admin creates a bank user
 * (an invitation). The admin finds the tender's letter by its filters, reads it and resends it;
 * the invitation, whose link is one-time, is refused; the auditor reads but cannot resend.
 */

test.use({ signedInAs: DEMO_USERS.admin });

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };

/** Picks `option` in the select named `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test('the admin finds a letter made by a publication, reads it, resends it; an invitation is not resent; the auditor only reads', async ({
  page,
  pageAs,
}) => {
  test.setTimeout(150_000);
  const suffix = uniqueSuffix();
  const title = `Архівний канал ${suffix}`;
  const { number } = await publishedTender(await pageAs(DEMO_USERS.manager), title);

  // The scheduler queues the publication's letters within a few seconds.
  await page.goto('/admin/history');
  await expect(page).toHaveURL(/\/admin\/history\/emails$/);
  await expect(page).toHaveTitle('Архів листів — Телеком Тендер');
  await choose(page, 'Вид листа', 'Новий тендер');
  await expect(page).toHaveURL((u) => u.searchParams.get('template') === 'tender_published');
  await page.getByRole('combobox', { name: 'Тендер' }).fill(suffix);
  await page.getByRole('option', { name: `${number} — ${title}` }).click();
  await expect(page).toHaveURL((u) => u.searchParams.has('tender'));
  const rows = page.getByRole('row').filter({ has: page.getByRole('link', { name: `№ ${number}` }) });
  await expect(async () => {
    await page.reload();
    await expect(rows.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const subject = (await rows
    .first()
    .getByRole('button', { name: /^Відкрити лист: / })
    .textContent())!;
  expect(subject).toContain(number);
  await expect(rows.first()).toContainText('Новий тендер');
  await expectSoundScreen(page, 'email-archive-list-desktop');

  // The letter: headers, the HTML in an empty sandbox, the text.
  await rows
    .first()
    .getByRole('button', { name: `Відкрити лист: ${subject}` })
    .click();
  const dialog = page.getByRole('dialog', { name: subject });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL((u) => u.searchParams.has('letter'));
  const frame = dialog.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(frame).toHaveAttribute('srcdoc', new RegExp(title));
  await expect(frame).toHaveAttribute('title', `Вміст листа «${subject}» (HTML, без скриптів і переходів)`);
  await screenshot(page, 'email-archive-letter-html-desktop');
  // The screen checks read every frame of the page, and no script can reach into a frame whose
  // sandbox forbids scripts: the open letter is checked on its text tab, the frame by its name above.
  await dialog.getByRole('tab', { name: 'Текст' }).click();
  await expect(frame).toHaveCount(0);
  await expect(dialog.locator('pre')).toContainText(title);
  await expectSoundScreen(page, 'email-archive-letter-desktop');

  // The same on a phone: the letter in its dialog, the list as cards.
  await page.setViewportSize(PHONE);
  await expectSoundScreen(page, 'email-archive-letter-phone');
  await dialog.getByRole('tab', { name: 'HTML' }).click();
  await expect(frame).toBeVisible();
  await screenshot(page, 'email-archive-letter-html-phone');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL((u) => !u.searchParams.has('letter'));
  await expect(page.getByRole('list', { name: 'Листи' }).getByRole('listitem').first()).toBeVisible();
  await expectSoundScreen(page, 'email-archive-list-phone');
  await page.setViewportSize(LAPTOP);

  // Resending: confirmed, queued, and the copy is what the dialog then shows.
  await rows
    .first()
    .getByRole('button', { name: `Відкрити лист: ${subject}` })
    .click();
  await dialog.getByRole('button', { name: 'Надіслати повторно' }).click();
  const confirm = page.getByRole('dialog', { name: 'Надіслати лист повторно' });
  await expect(confirm).toContainText(subject);
  await expectSoundScreen(page, 'email-archive-resend-confirm');
  await confirm.getByRole('button', { name: 'Надіслати' }).click();
  const queued = page.locator('.mantine-Notification-root').filter({ hasText: 'Лист поставлено в чергу повторно' });
  await expect(queued).toBeVisible();
  // Read, the toast is closed: left to fade out by itself, it would do so over a later screen check.
  await queued.getByRole('button').click();
  await expect(queued).toHaveCount(0);
  await expect(confirm).toBeHidden();
  const copy = page.getByRole('dialog', { name: subject });
  await expect(copy.getByText('Надіслав повторно')).toBeVisible();
  await expect(copy.getByText('Олена Коваленко')).toBeVisible();
  await expect(copy.getByRole('button', { name: 'Відкрити початковий лист' })).toBeVisible();
  const copyId = new URL(page.url()).searchParams.get('letter');
  await copy.getByRole('button', { name: 'Відкрити початковий лист' }).click();
  await expect(
    dialog.getByRole('region', { name: 'Повторні надсилання' }).getByRole('button', { name: /^Копія від / }),
  ).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('row').filter({ hasText: 'Повторне надсилання' }).first()).toBeVisible();

  // An invitation carries a one-time link: the server refuses to send it again, in Ukrainian.
  const email = `archive-${suffix.toLowerCase()}@bank.example.ua`;
  const created = await page.request.post('/api/admin/users', {
    headers: await xsrfHeaders(page.context()),
    data: { email, first_name: 'Марта', last_name: 'Архівна', roles: ['auditor'] },
  });
  expect(created.status()).toBe(201);
  await page.getByRole('button', { name: 'Скинути фільтри' }).first().click();
  await choose(page, 'Вид листа', 'Запрошення');
  await page.getByRole('textbox', { name: 'Одержувач' }).fill(email);
  await expect(page).toHaveURL((u) => u.searchParams.get('recipient') === email);
  const invitation = page.getByRole('row').filter({ hasText: email });
  await expect(invitation).toHaveCount(1);
  await invitation.getByRole('button', { name: /^Відкрити лист: / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Надіслати повторно' }).click();
  await confirm.getByRole('button', { name: 'Надіслати' }).click();
  await expect(confirm.getByRole('alert')).toContainText('Запрошення не надсилається повторно з архіву');
  await expect(confirm.getByRole('button', { name: 'Надіслати' })).toHaveCount(0);
  await expectSoundScreen(page, 'email-archive-resend-refused');
  await confirm.getByRole('button', { name: 'Закрити' }).last().click();
  await expect(page.getByRole('dialog', { name: /запрошення/ })).toBeVisible();

  // The auditor reads the copy, with no way to resend it.
  const auditor = await pageAs(DEMO_USERS.auditor);
  await auditor.goto(`/admin/history/emails?letter=${copyId}`);
  const read = auditor.getByRole('dialog', { name: subject });
  await expect(read.getByText('Надіслав повторно')).toBeVisible();
  await expect(read.getByRole('button', { name: 'Надіслати повторно' })).toHaveCount(0);
});
