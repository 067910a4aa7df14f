import type { Page, Response } from '@playwright/test';
import { DEMO_USERS, expect, test } from '../fixtures.ts';
import { calendarDayLabel, kyivWall, screenshot, ukDate, uniqueSuffix } from './journey-helpers.ts';

/*
 * The main story: the bank's manager creates a tender through the form, publishes it, and a
 * provider finds it by a lowercase search word and reads it — without the bank's budget.
 * The browser runs in America/New_York (playwright.config.ts): every time shown must be Kyiv's.
 */

test.use({ signedInAs: DEMO_USERS.manager });

/** Searches the tenders list as a person types (the URL follows after a pause). */
async function search(page: Page, text: string): Promise<void> {
  const answer = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/tenders' && new URL(r.url()).searchParams.get('q') === text,
  );
  await page.getByRole('textbox', { name: 'Пошук' }).fill(text);
  await expect(page).toHaveURL((u) => u.searchParams.get('q') === text);
  expect((await answer).status()).toBe(200);
}

test('manager creates and publishes a tender; a provider finds it by a lowercase word and never sees the budget', async ({
  page,
  pageAs,
}) => {
  test.slow(); // two parties, a long form: more than the default 30 s on a loaded machine
  const suffix = uniqueSuffix();
  const title = `Резервний канал ЗОЛОТОНОША-7 ${suffix}`;
  const branch = `Відділення №7 (${suffix})`;

  // The deadline: a week from now, 15:30 on Kyiv's wall clock (New York shows 08:30 then).
  const day = kyivWall(new Date(Date.now() + 7 * 24 * 3600_000));
  const today = kyivWall(new Date());
  const deadlineText = `${ukDate(day)} 15:30`;
  const connection = kyivWall(new Date(Date.now() + 40 * 24 * 3600_000));

  // ── Bank: the list, then the form ───────────────────────────────────────────────────────
  await page.goto('/tenders');
  await expect(page.getByRole('heading', { name: 'Тендери', level: 1 })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await screenshot(page, 'tenders-list-bank');

  await page.getByRole('link', { name: 'Створити тендер' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/tenders/create');
  await expect(page.getByRole('heading', { name: 'Новий тендер', level: 1 })).toBeVisible();

  // An empty form is refused in place, every required field named in Ukrainian.
  await page.getByRole('button', { name: 'Зберегти чернетку' }).click();
  for (const field of [
    'Регіон',
    'Відділення',
    'Адреса',
    'Бажана дата підключення',
    'Кінцевий термін подання пропозицій',
  ]) {
    await expect(page.getByText(new RegExp(`Поле «${field}» є обов.язковим`))).toBeVisible();
  }
  await expect(page.getByRole('textbox', { name: 'Назва' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL((u) => u.pathname === '/tenders/create');
  await screenshot(page, 'tender-form-errors');

  await page.getByRole('textbox', { name: 'Назва' }).fill(title);
  const region = page.getByRole('combobox', { name: 'Регіон' });
  await region.click();
  await region.fill('Черкас');
  await page.getByRole('option', { name: 'Черкаська область' }).click();
  await page.getByRole('textbox', { name: 'Відділення' }).fill(branch);
  await page.getByRole('textbox', { name: 'Адреса' }).fill('м. Золотоноша, вул. Шевченка, 81');
  await page.getByRole('textbox', { name: 'Пропускна здатність, Мбіт/с' }).fill('200');

  // The deadline picker: day in the calendar, then hours and minutes, then «Підтвердити».
  await page.getByRole('button', { name: 'Кінцевий термін подання пропозицій' }).click();
  const picker = page.getByRole('dialog', { name: 'Кінцевий термін подання пропозицій' });
  if (day.month !== today.month) await picker.getByRole('button', { name: 'Наступний місяць' }).click();
  await picker.getByRole('button', { name: calendarDayLabel(day), exact: true }).click();
  await picker.getByRole('spinbutton').nth(0).fill('15');
  await picker.getByRole('spinbutton').nth(1).fill('30');
  await picker.getByRole('button', { name: 'Підтвердити' }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole('button', { name: 'Кінцевий термін подання пропозицій' })).toHaveText(deadlineText);

  // The connection date's calendar opens at the deadline's month (no earlier day is offered).
  const connectionDate = page.getByRole('button', { name: 'Бажана дата підключення' });
  await connectionDate.click();
  const calendar = page.getByRole('dialog', { name: 'Бажана дата підключення' });
  const connectionDay = calendar.getByRole('button', { name: calendarDayLabel(connection), exact: true });
  for (let month = day.month; month !== connection.month; month = (month % 12) + 1) {
    await calendar.getByRole('button', { name: 'Наступний місяць' }).click();
  }
  await connectionDay.click();
  await expect(connectionDate).toHaveText(ukDate(connection));
  await page.getByRole('textbox', { name: 'Очікуваний щомісячний бюджет' }).fill('15000');

  await page.getByRole('button', { name: 'Зберегти чернетку' }).click();
  await expect(page).toHaveURL((u) => /^\/tenders\/\d+$/.test(u.pathname));
  const tenderPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Чернетка', { exact: true })).toBeVisible();
  await expect(page.getByText('15 000,00 ₴')).toBeVisible();

  // ── Provider, before publication: the draft is not in the list ──────────────────────────
  const provider = await pageAs(DEMO_USERS.provider1);
  await provider.goto('/tenders');
  await expect(provider.getByRole('heading', { name: 'Тендери', level: 1 })).toBeVisible();
  await search(provider, 'золотоноша');
  await expect(provider.getByText(title)).toHaveCount(0);
  // Not even by its address.
  const hidden = await provider.request.get(`/api${tenderPath}`);
  expect([403, 404]).toContain(hidden.status());

  // ── Bank: publish from the card (confirm modal) ─────────────────────────────────────────
  await page.getByRole('group', { name: 'Дії з тендером' }).getByRole('button', { name: 'Опублікувати' }).click();
  const confirm = page.getByRole('dialog', { name: 'Опублікувати тендер?' });
  await expect(confirm).toContainText(`${deadlineText} (за Києвом)`);
  await confirm.getByRole('button', { name: 'Опублікувати' }).click();
  await expect(confirm).toBeHidden();

  await expect(page.getByText('Прийом пропозицій', { exact: true })).toBeVisible();
  await expect(page.getByText('Тендер опубліковано', { exact: true })).toBeVisible();
  // The deadline in Kyiv time: the wall time typed into the form, not New York's.
  await expect(page.getByText(`${deadlineText} (за Києвом)`)).toBeVisible();
  await expect(page.getByText(/залишилось/)).toBeVisible();
  await expect(page.getByText('Очікуваний щомісячний бюджет')).toBeVisible();
  await expect(page.getByText('15 000,00 ₴')).toBeVisible();
  await screenshot(page, 'tender-card-bank');

  // ── Provider: finds it by the lowercase word, opens it, sees no budget ─────────────────
  await provider.reload();
  await expect(provider).toHaveURL((u) => u.searchParams.get('q') === 'золотоноша');
  const row = provider.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Прийом пропозицій');
  await expect(row).toContainText(deadlineText);
  await expect(row).toContainText('Черкаська область');
  await screenshot(provider, 'tenders-list-provider');

  const cardAnswer = provider.waitForResponse(
    (r: Response) => new URL(r.url()).pathname === `/api${tenderPath}` && r.request().method() === 'GET',
  );
  await row.getByText(title).click();
  await expect(provider).toHaveURL((u) => u.pathname === tenderPath);
  const answer = await cardAnswer;
  expect(answer.status()).toBe(200);
  expect(Object.keys((await answer.json()) as object)).not.toContain('budget_monthly');

  await expect(provider.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(provider.getByText('Прийом пропозицій', { exact: true })).toBeVisible();
  await expect(provider.getByText(`${deadlineText} (за Києвом)`)).toBeVisible();
  await expect(provider.getByText(branch)).toBeVisible();
  await expect(provider.getByText('200 Мбіт/с')).toBeVisible();
  await expect(provider.getByText('Очікуваний щомісячний бюджет')).toHaveCount(0);
  const providerText = await provider.locator('body').innerText();
  expect(providerText).not.toMatch(/15[\s\u00a0\u202f]?000/);
  expect(providerText).not.toContain('бюджет');
  // The bank's own controls are not offered to a provider.
  await expect(provider.getByRole('group', { name: 'Дії з тендером' })).toHaveCount(0);
  await screenshot(provider, 'tender-card-provider');
});
