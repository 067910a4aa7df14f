import type { Page } from '@playwright/test';
import { DEMO_USERS, expect, test } from '../fixtures.ts';
import { uniqueSuffix } from './journey-helpers.ts';
import { draftTender } from './api-preconditions.ts';
import { expectSoundAtBothWidths } from './screen-checks.ts';

/*
 * The bank's file library (docs/decisions/0030): the admin makes a folder and drops two files
 * into it at once, each with its own progress; the manager attaches one to a draft tender from
 * the library and publishes it; a verified provider downloads exactly those bytes; the library
 * then refuses to delete the attached file and offers to hide it instead.
 */

test.use({ signedInAs: DEMO_USERS.admin });

/** A small but real PDF document. */
function pdfBytes(text: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}

/** A 1×1 PNG image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Opens the row's menu (a table from a tablet up) and picks an action. */
async function rowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Дії з «${name}»` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('the admin builds a folder and uploads two files with progress; the manager attaches one to a tender and publishes it; a provider downloads it; the library refuses to delete it', async ({
  page,
  pageAs,
}) => {
  test.setTimeout(180_000);
  const suffix = uniqueSuffix();
  const folderName = `Типові документи ${suffix}`;
  const contractName = `Договір ${suffix}.pdf`;
  const schemeName = `Схема ${suffix}.png`;
  const contract = pdfBytes(`Типовий договір ${suffix}`);
  await page.setViewportSize({ width: 1366, height: 900 });

  // ── The library and a new folder ─────────────────────────────────────────────────────────
  await page.goto('/tenders');
  await page.getByRole('navigation', { name: 'Головне меню' }).getByRole('link', { name: 'Файли' }).click();
  await expect(page).toHaveURL(/\/admin\/file-manager$/);
  await expect(page).toHaveTitle('Файли — Телеком Тендер');
  await expect(page.getByRole('heading', { name: 'Файли', level: 1 })).toBeVisible();
  await expectSoundAtBothWidths(page, 'library');

  await page.getByRole('button', { name: 'Нова папка' }).click();
  const create = page.getByRole('dialog', { name: 'Нова папка' });
  await create.getByRole('textbox', { name: 'Назва папки' }).fill(folderName);
  await expectSoundAtBothWidths(page, 'library-new-folder');
  await create.getByRole('button', { name: 'Створити' }).click();
  await expect(create).toBeHidden();
  await page.getByRole('button', { name: `Відкрити папку «${folderName}»` }).click();
  await expect(page).toHaveURL(/\?folder=\d+$/);
  await expect(page.getByRole('navigation', { name: 'Шлях до папки' }).getByText(folderName)).toHaveAttribute(
    'aria-current',
    'location',
  );
  await expect(page.getByText('Папка порожня')).toBeVisible();
  await expectSoundAtBothWidths(page, 'library-empty-folder');

  // ── Two files at once, each its own request with its own progress ────────────────────────
  // Each upload is held a moment on its way, so its progress can be seen.
  const uploads: string[] = [];
  await page.route('**/api/admin/files?folder_id=*', async (route) => {
    if (route.request().method() === 'POST') {
      uploads.push(route.request().url());
      await new Promise((r) => setTimeout(r, 1_500));
    }
    await route.continue();
  });
  await page.getByLabel('Додати документи').setInputFiles([
    { name: contractName, mimeType: 'application/pdf', buffer: contract },
    { name: schemeName, mimeType: 'image/png', buffer: PNG },
  ]);
  // A bar at 0 % has no width to be seen: it is there, and its state is written beside it.
  const queue = page.getByRole('region', { name: 'Завантаження файлів' });
  await expect(queue.getByRole('progressbar', { name: `Завантаження файлу «${contractName}»` })).toBeAttached();
  await expect(queue.getByRole('progressbar', { name: `Завантаження файлу «${schemeName}»` })).toBeAttached();
  await expect(queue.getByText(/^(Завантаження… \d+%|Перевірка на сервері…)$/)).toBeVisible();
  await expect(queue.getByText('Очікує в черзі')).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('link', { name: contractName })).toBeVisible({ timeout: 20_000 });
  await expect(table.getByRole('link', { name: schemeName })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  expect(uploads).toHaveLength(2);
  await page.unroute('**/api/admin/files?folder_id=*');
  const contractRow = page.getByRole('row').filter({ hasText: contractName });
  await expect(contractRow).toContainText('PDF');
  await expect(contractRow).toContainText('Олена Коваленко');
  await expectSoundAtBothWidths(page, 'library-folder');

  // ── Preview and the move dialog ──────────────────────────────────────────────────────────
  await rowAction(page, schemeName, 'Переглянути');
  const preview = page.getByRole('dialog', { name: `Перегляд: ${schemeName}` });
  await expect(preview.getByRole('img', { name: schemeName })).toHaveAttribute('src', /^blob:/);
  await expectSoundAtBothWidths(page, 'library-preview');
  await preview.getByRole('button', { name: 'Закрити' }).click();
  await expect(preview).toBeHidden();

  await rowAction(page, schemeName, 'Перемістити');
  const move = page.getByRole('dialog', { name: `Перемістити «${schemeName}»` });
  await expect(move.getByRole('navigation', { name: 'Шлях до папки призначення' })).toContainText(folderName);
  await expect(move.getByRole('button', { name: 'Перемістити сюди' })).toBeDisabled();
  await expectSoundAtBothWidths(page, 'library-move');
  await move.getByRole('button', { name: 'Скасувати' }).click();
  await expect(move).toBeHidden();

  // ── The manager attaches the contract to a draft from the library, and publishes ─────────
  const manager = await pageAs(DEMO_USERS.manager);
  await manager.setViewportSize({ width: 1366, height: 900 });
  const title = `Канал з бібліотекою ${suffix}`;
  const { id: tenderId } = await draftTender(manager, title);
  await manager.goto(`/tenders/${tenderId}`);
  await expect(manager.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await manager.getByRole('button', { name: 'Додати з бібліотеки' }).click();
  const picker = manager.getByRole('dialog', { name: 'Додати з бібліотеки' });
  await picker.getByRole('button', { name: `Відкрити папку «${folderName}»` }).click();
  await expect(picker.getByRole('button', { name: `Додати «${contractName}»` })).toBeVisible();
  await expectSoundAtBothWidths(manager, 'library-picker');
  await picker.getByRole('textbox', { name: 'Пошук за назвою' }).fill(`Договір ${suffix}`);
  await expect(picker.getByRole('button', { name: `Додати «${schemeName}»` })).toBeHidden();
  await expect(picker.getByText(new RegExp(`· ${folderName}$`))).toBeVisible();
  await picker.getByRole('button', { name: `Додати «${contractName}»` }).click();
  await expect(picker).toBeHidden();
  const documents = manager.getByRole('list', { name: 'Список документів' });
  await expect(documents.getByRole('link', { name: contractName })).toBeVisible();

  await manager.getByRole('group', { name: 'Дії з тендером' }).getByRole('button', { name: 'Опублікувати' }).click();
  const confirm = manager.getByRole('dialog', { name: 'Опублікувати тендер?' });
  await confirm.getByRole('button', { name: 'Опублікувати' }).click();
  await expect(confirm).toBeHidden();
  await expect(manager.getByText('Прийом пропозицій', { exact: true })).toBeVisible();

  // ── A verified provider downloads exactly the library's bytes ────────────────────────────
  const provider = await pageAs(DEMO_USERS.provider1);
  await provider.goto(`/tenders/${tenderId}`);
  await expect(provider.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const link = provider.getByRole('list', { name: 'Список документів' }).getByRole('link', { name: contractName });
  const [download] = await Promise.all([provider.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(contractName);
  const saved = await download.path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(saved)).equals(contract)).toBe(true);

  // ── The library refuses to delete the attached file and offers to hide it ────────────────
  await page.reload();
  await expect(contractRow).toContainText('У 1 тендері');
  await rowAction(page, contractName, 'Видалити');
  const remove = page.getByRole('dialog', { name: 'Видалення файлу' });
  await remove.getByRole('button', { name: 'Видалити' }).click();
  await expect(remove.getByRole('alert')).toBeVisible();
  await expect(remove.getByRole('button', { name: 'Приховати' })).toBeVisible();
  await expectSoundAtBothWidths(page, 'library-delete-refused');
  await remove.getByRole('button', { name: 'Приховати' }).click();
  await expect(remove).toBeHidden();
  await expect(table.getByRole('link', { name: contractName })).toHaveCount(0);
  // The switch follows the address, a moment after the click: click, then wait for it.
  await page.getByRole('switch', { name: 'Показати приховані' }).click();
  await expect(page.getByRole('switch', { name: 'Показати приховані' })).toBeChecked();
  await expect(contractRow).toContainText('Прихований');

  // The image, attached nowhere, is deleted after a confirmation.
  await rowAction(page, schemeName, 'Видалити');
  await page.getByRole('dialog', { name: 'Видалення файлу' }).getByRole('button', { name: 'Видалити' }).click();
  await expect(table.getByRole('link', { name: schemeName })).toHaveCount(0);
});
