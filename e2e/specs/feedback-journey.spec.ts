import { DEMO_USERS, expect, test } from '../fixtures.ts';
import { uniqueSuffix } from './journey-helpers.ts';
import { expectSoundScreen } from './screen-checks.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/**
 * A visitor reads help, writes to the bank through /feedback (solving the real proof-of-work
 * check) and is told it was sent; the admin finds the message beside the letter archive, opens
 * it, answers it, sees it answered and finds the answer's letter in the archive; the auditor
 * reads it too.
 */
test('a visitor reads help and writes to the bank; the admin finds the message, answers it and finds the letter', async ({
  page,
  pageAs,
}) => {
  test.setTimeout(150_000);
  const suffix = uniqueSuffix();
  const text = `Не відкривається картка тендера, код ${suffix}. Помилка щоразу після входу.`;

  // Help first: the list, an article, and from it the way to write to the bank.
  await page.goto('/faq');
  await page.getByRole('link', { name: 'Як написати банку' }).click();
  await expect(page).toHaveURL(/\/faq\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Як написати банку' })).toBeVisible();
  // The bot check's challenge is held back until the form is sent: the visitor is faster than it.
  let releaseChallenge!: () => void;
  const challengeHeld = new Promise<void>((resolve) => (releaseChallenge = resolve));
  await page.route('**/api/altcha/challenge', async (route) => {
    await challengeHeld;
    await route.continue();
  });
  await page.getByRole('link', { name: 'Написати нам' }).first().click();

  await expect(page).toHaveURL(/\/feedback$/);
  await expect(page).toHaveTitle('Зворотний зв’язок — Телеком Тендер');
  await expect(page.getByRole('link', { name: 'Довідка' })).toHaveAttribute('href', '/faq');
  await expect(page.locator('altcha-widget')).toBeAttached();
  await expectSoundScreen(page, 'feedback-form-desktop');

  // Nothing filled: each field says what is missing.
  await page.getByRole('button', { name: 'Надіслати звернення' }).click();
  const summary = page.getByRole('alert', { name: 'Виправте поля з помилками' });
  await expect(summary.getByRole('button', { name: 'Поле «Ім’я» є обов’язковим' })).toBeVisible();
  await expect(page.getByLabel(/^Ім’я/)).toBeFocused();

  await page.getByLabel(/^Ім’я/).fill('Марина Гончар');
  await page.getByLabel(/^Електронна пошта/).fill(`maryna.${suffix.toLowerCase()}@example.ua`);
  await page.getByRole('combobox', { name: /^Тема/ }).click();
  await page.getByRole('option', { name: 'Технічна проблема' }).click();
  await page.getByLabel(/^Повідомлення/).fill(text);
  await expect(page.getByText(`${text.length} з 5000 символів`)).toBeVisible();
  await page.setViewportSize(PHONE);
  await expectSoundScreen(page, 'feedback-form-phone');
  await page.setViewportSize(DESKTOP);

  // One press while the check is still solving: the button works until it is solved, then sends.
  const send = page.getByRole('button', { name: 'Надіслати звернення' });
  await send.click();
  await expect(send).toHaveAttribute('data-loading', 'true');
  await expect(summary).toBeHidden();
  releaseChallenge();
  await expect(page.getByRole('heading', { name: 'Дякуємо! Ваше звернення надіслано' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(`відповість на адресу maryna.${suffix.toLowerCase()}@example.ua`)).toBeVisible();
  await expectSoundScreen(page, 'feedback-sent-desktop');

  // The admin: the messages beside the letters, found by the text.
  const admin = await pageAs(DEMO_USERS.admin);
  await admin.goto('/admin/history');
  await admin.getByRole('navigation', { name: 'Історія' }).getByRole('link', { name: 'Звернення' }).click();
  await expect(admin).toHaveURL(/\/admin\/history\/feedback$/);
  await expect(admin).toHaveTitle('Звернення — Телеком Тендер');
  await admin.getByRole('textbox', { name: 'Пошук' }).fill(suffix);
  await expect(admin).toHaveURL((u) => u.searchParams.get('q') === suffix);
  const row = admin.getByRole('row').filter({ hasText: suffix });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Нове');
  await expect(row).toContainText('Технічна проблема');
  await expectSoundScreen(admin, 'feedback-admin-list-desktop');

  await row.getByRole('button', { name: 'Відкрити звернення від Марина Гончар' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Звернення від Марина Гончар' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(text);
  await expect(dialog.getByText('Відповідей ще немає.')).toBeVisible();
  await expectSoundScreen(admin, 'feedback-admin-message-desktop');

  await dialog.getByRole('textbox', { name: /^Відповідь/ }).fill(`Дякуємо, виправили. Ваш код ${suffix}.`);
  await dialog.getByRole('button', { name: 'Надіслати відповідь' }).click();
  const replies = dialog.getByRole('region', { name: 'Відповіді' });
  await expect(replies).toContainText(`Дякуємо, виправили. Ваш код ${suffix}.`);
  await expect(dialog.getByRole('combobox', { name: 'Стан' })).toHaveValue('Відповідь надіслано');

  await admin.setViewportSize(PHONE);
  await expectSoundScreen(admin, 'feedback-admin-message-phone');
  await admin.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // A card on the phone.
  const card = admin.getByRole('list', { name: 'Звернення' }).getByRole('listitem').filter({ hasText: suffix });
  await expect(card).toContainText('Відповідь надіслано');
  await expectSoundScreen(admin, 'feedback-admin-list-phone');
  await admin.setViewportSize(DESKTOP);
  await expect(row).toContainText('Відповідь надіслано');

  // The answer's letter is in the archive, to the address the sender gave, quoting the message.
  await row.getByRole('button', { name: 'Відкрити звернення від Марина Гончар' }).click();
  await dialog.getByRole('link', { name: 'Відкрити лист в архіві' }).click();
  await expect(admin).toHaveURL(/\/admin\/history\/emails\?letter=/);
  const letter = admin.getByRole('dialog', { name: 'Телеком Тендер: відповідь на ваше звернення' });
  await expect(letter).toBeVisible();
  await expect(letter).toContainText(`maryna.${suffix.toLowerCase()}@example.ua`);
  await letter.getByRole('tab', { name: 'Текст' }).click();
  await expect(letter.locator('pre')).toContainText(`> ${text}`);

  // The auditor reads the same message.
  const auditor = await pageAs(DEMO_USERS.auditor);
  await auditor.goto(`/admin/history/feedback?q=${suffix}`);
  await expect(auditor.getByRole('row').filter({ hasText: suffix })).toContainText('Відповідь надіслано');
});
