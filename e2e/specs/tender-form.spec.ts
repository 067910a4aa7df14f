import type { Page } from '@playwright/test';
import { DEMO_USERS, expect, test } from '../fixtures.ts';
import {
  calendarDayLabel,
  closeCalendar,
  connectionField,
  deadlineField,
  expectCalendarFocused,
  kyivWall,
  pickDay,
  setDeadline,
  uniqueSuffix,
  ukDate,
  type Wall,
} from './journey-helpers.ts';
import { expectSoundAtBothWidths } from './screen-checks.ts';

/*
 * The manager's tender form without traps, against the server's real publishing lead (an hour,
 * e2e/servers.ts): the deadline field states the rule, a nearer deadline is refused in the form
 * before anything reaches the server (a draft may keep it), the card's publish dialog leads to
 * the deadline instead of publishing, and documents attached while creating are on the card.
 * Each screen and dialog is held to the standard at a laptop's and a phone's width.
 */

test.use({ signedInAs: DEMO_USERS.manager });

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function setConnectionDate(page: Page, day: Wall): Promise<void> {
  await connectionField(page).click();
  const calendar = page.getByRole('dialog', { name: 'Бажана дата підключення' });
  await pickDay(calendar, day);
  await expect(connectionField(page)).toHaveText(ukDate(day));
}

/** Everything the form requires except the dates. */
async function fillTenderFields(page: Page, title: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Назва' }).fill(title);
  const region = page.getByRole('combobox', { name: 'Регіон' });
  await region.click();
  await region.fill('Полтав');
  await page.getByRole('option', { name: 'Полтавська область' }).click();
  await page.getByRole('textbox', { name: 'Відділення' }).fill('Відділення №5');
  await page.getByRole('textbox', { name: 'Адреса' }).fill('м. Полтава, вул. Соборності, 12');
  await page.getByRole('textbox', { name: 'Пропускна здатність, Мбіт/с' }).fill('100');
}

/** Every tender write the page sends (create, save, publish, documents), as "METHOD /path". */
function recordTenderWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' && url.pathname.startsWith('/api/tenders')) {
      writes.push(`${request.method()} ${url.pathname}`);
    }
  });
  return writes;
}

test('a deadline nearer than the publishing lead is refused in the form before any request, kept in a draft, and the card leads to changing it', async ({
  page,
}) => {
  // A long form, two widths at seven moments (axe runs at each), on a shared machine.
  test.setTimeout(300_000);
  const title = `Канал із близьким терміном ${uniqueSuffix()}`;
  // Half an hour ahead: nearer than the hour the server asks.
  const soon = kyivWall(new Date(Date.now() + 30 * 60_000));
  const later = kyivWall(new Date(Date.now() + 3 * DAY));
  const connection = kyivWall(new Date(Date.now() + 20 * DAY));
  const writes = recordTenderWrites(page);

  await page.goto('/tenders/create');
  // The first screen of a worker loads the form's code: slow on a shared machine.
  await expect(page.getByRole('heading', { name: 'Новий тендер', level: 1 })).toBeVisible({ timeout: 30_000 });
  // The rule is on the field before anything is chosen, in the server's terms.
  await expect(deadlineField(page)).toHaveAccessibleDescription(
    'Час за Києвом. Не раніше ніж через 1 год після публікації.',
  );
  await fillTenderFields(page, title);
  // The calendars themselves: named, readable, no past day.
  await deadlineField(page).click();
  const deadlineCalendar = page.getByRole('dialog', { name: 'Кінцевий термін подання пропозицій' });
  await expect(deadlineCalendar.getByRole('button', { name: 'Наступний місяць' })).toBeEnabled();
  await expectCalendarFocused(deadlineCalendar);
  await expectSoundAtBothWidths(page, 'tender-form-deadline-calendar');
  await closeCalendar(page, deadlineCalendar);
  await setDeadline(page, soon);
  await connectionField(page).click();
  const connectionCalendar = page.getByRole('dialog', { name: 'Бажана дата підключення' });
  await expectCalendarFocused(connectionCalendar);
  await expectSoundAtBothWidths(page, 'tender-form-connection-calendar');
  await closeCalendar(page, connectionCalendar);
  await setConnectionDate(page, connection);
  // Chosen too near: a warning, not yet an error (a draft may be saved with it).
  await expect(deadlineField(page)).toHaveAccessibleDescription(/До цього терміну менше ніж 1 год/);

  // ── Publishing from the form is refused at the field; nothing is sent ────────────────────
  await page.getByRole('button', { name: 'Опублікувати' }).click();
  await expect(
    page.getByText('Кінцевий термін подання пропозицій має бути щонайменше на 1 год пізніше за поточний час'),
  ).toBeVisible();
  await expect(deadlineField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('dialog', { name: 'Опублікувати тендер?' })).toHaveCount(0);
  expect(writes).toEqual([]);
  await expectSoundAtBothWidths(page, 'tender-form-deadline-too-near');

  // ── The draft may keep it ─────────────────────────────────────────────────────────────────
  await page.getByRole('button', { name: 'Зберегти чернетку' }).click();
  await expect(page).toHaveURL((u) => /^\/tenders\/\d+$/.test(u.pathname));
  const tenderPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  expect(writes).toEqual(['POST /api/tenders']);

  // ── The card's publish dialog does not publish it, and leads to the deadline ─────────────
  const actions = page.getByRole('group', { name: 'Дії з тендером' });
  await actions.getByRole('button', { name: 'Опублікувати' }).click();
  const refusal = page.getByRole('dialog', { name: 'Спершу перенесіть кінцевий термін' });
  await expect(refusal).toContainText(`${ukDate(soon)} ${String(soon.hour).padStart(2, '0')}:`);
  await expect(refusal).toContainText('щонайменше 1 год');
  await expect(refusal.getByRole('button', { name: 'Опублікувати' })).toHaveCount(0);
  await expectSoundAtBothWidths(page, 'tender-card-publish-too-near');
  await refusal.getByRole('link', { name: 'Змінити термін' }).click();
  await expect(page).toHaveURL((u) => u.pathname === `${tenderPath}/edit`);
  await expect(deadlineField(page)).toBeFocused();

  // ── A later deadline, then publishing from the form with its confirmation ────────────────
  await setDeadline(page, { ...later, hour: 16, minute: 0 });
  await expect(deadlineField(page)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(deadlineField(page)).toHaveAccessibleDescription(
    'Час за Києвом. Не раніше ніж через 1 год після публікації.',
  );
  await expectSoundAtBothWidths(page, 'tender-form-edit');
  await page.getByRole('button', { name: 'Опублікувати' }).click();
  const confirm = page.getByRole('dialog', { name: 'Опублікувати тендер?' });
  await expect(confirm).toContainText(`${ukDate(later)} 16:00 (за Києвом)`);
  await expectSoundAtBothWidths(page, 'tender-form-publish-confirm');
  await confirm.getByRole('button', { name: 'Опублікувати' }).click();
  await expect(page).toHaveURL((u) => u.pathname === tenderPath);
  await expect(page.getByText('Прийом пропозицій', { exact: true })).toBeVisible();
  expect(writes).toEqual(['POST /api/tenders', `PUT /api${tenderPath}`, `POST /api${tenderPath}/publish`]);

  // ── The dialogs of the published tender ──────────────────────────────────────────────────
  await actions.getByRole('button', { name: 'Продовжити термін' }).click();
  const extend = page.getByRole('dialog', { name: 'Продовження терміну подання пропозицій' });
  await expect(extend).toBeVisible();
  await expectSoundAtBothWidths(page, 'tender-card-extend');
  await extend.getByRole('button', { name: 'Новий кінцевий термін' }).click();
  const calendar = page.getByRole('dialog', { name: 'Новий кінцевий термін' });
  await expectCalendarFocused(calendar);
  // No day before the current deadline's is offered.
  const dayBefore = kyivWall(new Date(Date.now() + 2 * DAY));
  const before = calendar.getByRole('button', { name: calendarDayLabel(dayBefore), exact: true });
  if (await before.isVisible()) await expect(before).toBeDisabled();
  await expectSoundAtBothWidths(page, 'tender-card-extend-calendar');
  await closeCalendar(page, calendar);
  // Escape may close the dialog too; whatever is still open is closed without extending.
  if (await extend.isVisible()) await extend.getByRole('button', { name: 'Скасувати', exact: true }).click();
  await expect(extend).toBeHidden();

  await actions.getByRole('button', { name: 'Скасувати тендер' }).click();
  const cancel = page.getByRole('dialog', { name: 'Скасування тендера' });
  await expect(cancel).toBeVisible();
  await expectSoundAtBothWidths(page, 'tender-card-cancel');
  await cancel.getByRole('button', { name: 'Не скасовувати' }).click();
  await expect(cancel).toBeHidden();
  expect(writes).toHaveLength(3);
});

/** A small but real PDF document. */
function pdfBytes(text: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}

test('documents attached in the create form are on the saved tender’s card', async ({ page }) => {
  test.setTimeout(180_000);
  const suffix = uniqueSuffix();
  const title = `Канал із документами ${suffix}`;
  const deadline = kyivWall(new Date(Date.now() + 7 * DAY));
  const connection = kyivWall(new Date(Date.now() + 30 * DAY));
  const writes = recordTenderWrites(page);

  await page.goto('/tenders/create');
  // The first screen of a worker loads the form's code: slow on a shared machine.
  await expect(page.getByRole('heading', { name: 'Новий тендер', level: 1 })).toBeVisible({ timeout: 30_000 });
  await fillTenderFields(page, title);
  await setDeadline(page, { ...deadline, hour: 15, minute: 30 });
  await setConnectionDate(page, connection);

  await page.getByLabel('Додати документи').setInputFiles([
    { name: 'Технічне завдання.pdf', mimeType: 'application/pdf', buffer: pdfBytes(`ТЗ ${suffix}`) },
    { name: 'Схема підключення.pdf', mimeType: 'application/pdf', buffer: pdfBytes(`Схема ${suffix}`) },
  ]);
  const waiting = page.getByRole('region', { name: 'Файли, які буде завантажено' });
  await expect(waiting).toContainText('Технічне завдання.pdf');
  await expect(waiting).toContainText('Схема підключення.pdf');
  await expect(waiting).toContainText('буде завантажено після збереження');
  // Nothing goes anywhere before the draft exists.
  expect(writes).toEqual([]);
  await expectSoundAtBothWidths(page, 'tender-form-documents-waiting');

  await page.getByRole('button', { name: 'Зберегти чернетку' }).click();
  await expect(page).toHaveURL((u) => /^\/tenders\/\d+$/.test(u.pathname));
  const tenderPath = new URL(page.url()).pathname;
  expect(writes).toEqual(['POST /api/tenders', `POST /api${tenderPath}/documents`, `POST /api${tenderPath}/documents`]);

  // ── The card lists both, downloadable ────────────────────────────────────────────────────
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const documents = page.getByRole('list', { name: 'Список документів' });
  await expect(documents.getByRole('link', { name: 'Технічне завдання.pdf' })).toBeVisible();
  await expect(documents.getByRole('link', { name: 'Схема підключення.pdf' })).toBeVisible();
  const href = await documents.getByRole('link', { name: 'Технічне завдання.pdf' }).getAttribute('href');
  const download = await page.request.get(href!);
  expect(download.status()).toBe(200);
  expect((await download.body()).toString()).toContain(`ТЗ ${suffix}`);
  await expectSoundAtBothWidths(page, 'tender-card-documents');
});

test('a file refused after the draft is saved keeps the draft, is named with the reason and goes up on retry', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const suffix = uniqueSuffix();
  const title = `Канал із повтором файлу ${suffix}`;
  const writes = recordTenderWrites(page);
  // The first upload of the scheme meets a storage outage; everything else reaches the server.
  let refused = false;
  await page.route('**/api/tenders/*/documents', async (route) => {
    if (!refused && route.request().postDataBuffer()?.includes(Buffer.from('Схема підключення'))) {
      refused = true;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Сховище файлів тимчасово недоступне', code: 'service_unavailable' }),
      });
    } else await route.continue();
  });

  await page.goto('/tenders/create');
  await expect(page.getByRole('heading', { name: 'Новий тендер', level: 1 })).toBeVisible({ timeout: 30_000 });
  await fillTenderFields(page, title);
  await setDeadline(page, { ...kyivWall(new Date(Date.now() + 10 * DAY)), hour: 12, minute: 0 });
  await setConnectionDate(page, kyivWall(new Date(Date.now() + 40 * DAY)));
  await page.getByLabel('Додати документи').setInputFiles([
    { name: 'Технічне завдання.pdf', mimeType: 'application/pdf', buffer: pdfBytes(`ТЗ ${suffix}`) },
    { name: 'Схема підключення.pdf', mimeType: 'application/pdf', buffer: pdfBytes(`Схема ${suffix}`) },
  ]);
  await page.getByRole('button', { name: 'Зберегти чернетку' }).click();

  // ── The draft is saved; the failed file is named, with the reason and a retry ────────────
  const notice = page
    .getByRole('alert')
    .filter({ hasText: /Чернетку ТТ-\d{4}-\d{6} збережено, але не всі файли завантажено/ });
  await expect(notice).toBeVisible();
  await expect(page).toHaveURL((u) => u.pathname === '/tenders/create');
  await expect(page.getByText('Документ «Технічне завдання.pdf» додано')).toBeVisible();
  const failed = page.getByRole('alert').filter({ hasText: 'Не вдалося завантажити «Схема підключення.pdf»' });
  await expect(failed).toContainText('Сховище файлів тимчасово недоступне');
  await expectSoundAtBothWidths(page, 'tender-form-documents-failed');
  const tenderPath = new URL(
    (await notice.getByRole('link', { name: /Перейти до тендера/ }).getAttribute('href'))!,
    page.url(),
  ).pathname;

  await failed.getByRole('button', { name: 'Повторити завантаження «Схема підключення.pdf»' }).click();
  await expect(page.getByText('Документ «Схема підключення.pdf» додано')).toBeVisible();
  await expect(notice).toBeHidden();

  // ── Saving again edits the same draft and opens its card with both documents ─────────────
  await page.getByRole('button', { name: 'Зберегти чернетку' }).click();
  await expect(page).toHaveURL((u) => u.pathname === tenderPath);
  const documents = page.getByRole('list', { name: 'Список документів' });
  await expect(documents.getByRole('link', { name: 'Технічне завдання.pdf' })).toBeVisible();
  await expect(documents.getByRole('link', { name: 'Схема підключення.pdf' })).toBeVisible();
  expect(writes.filter((w) => w === 'POST /api/tenders')).toHaveLength(1);
  expect(writes.filter((w) => w === `POST /api${tenderPath}/documents`)).toHaveLength(3);
  expect(writes).toContain(`PUT /api${tenderPath}`);
});
