import { DEMO_PASSWORD, DEMO_USERS, emailField, expect, passwordField, test } from '../fixtures.ts';

/*
 * The way in, against the real server: a protected deep link leads to sign-in and back to exactly
 * that address. The rest of the rules around it are the component tests': the sign-in form's
 * required fields and the server's refusal (login-route.test.tsx), `/`, `/v2/…`, the 404 and 500
 * pages and page titles (routes.test.tsx), a tender that does not exist (tender-card-route.test.tsx);
 * the server's 200 and 404 for the app's addresses are shell.spec.ts's.
 */

const PRODUCT = 'Телеком Тендер';

test('a protected deep link goes to sign-in with next; signing in returns to exactly that path', async ({ page }) => {
  const wanted = '/tenders?status=published&sort=offers_deadline';
  await page.goto(wanted);

  await expect(page).toHaveURL((url) => url.pathname === '/login');
  const url = new URL(page.url());
  // The whole path with its query, encoded so its own '&' does not split the sign-in URL.
  expect(url.searchParams.get('next')).toBe(wanted);
  expect(url.search).toBe(`?next=${encodeURIComponent(wanted)}`);
  await expect(page).toHaveTitle(`Вхід — ${PRODUCT}`);
  await expect(page.getByRole('heading', { name: 'Вхід до системи' })).toBeVisible();

  // The sign-in form itself (one sign-in of a user few other tests sign in with).
  await emailField(page).fill(DEMO_USERS.auditor);
  await passwordField(page).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Увійти' }).click();

  await expect(page).toHaveURL((u) => `${u.pathname}${u.search}` === wanted);
  await expect(page).toHaveTitle(`Тендери — ${PRODUCT}`);
  await expect(page.getByRole('heading', { name: 'Тендери', level: 1 })).toBeVisible();
  // The list really opened with the query: the status filter shows it.
  await expect(page.getByRole('combobox', { name: 'Статус' })).toHaveValue('Прийом пропозицій');
});
