import { DEMO_PASSWORD, DEMO_USERS, emailField, expect, passwordField, test } from '../fixtures.ts';
import { screenshot } from './journey-helpers.ts';

/*
 * docs/product/screens.md §1 general rules: titles, the sign-in guard with `next`, / and /v2/, the 404 and 500
 * pages — walked in the browser against the real server.
 */

const PRODUCT = 'Телеком Тендер';

test.describe('signed out', () => {
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
    await screenshot(page, 'login');

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

  test('an empty sign-in form names both required fields in Ukrainian', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Увійти' }).click();
    await expect(page.getByText(/Поле «Електронна пошта» є обов.язковим/)).toBeVisible();
    await expect(page.getByText(/Поле «Пароль» є обов.язковим/)).toBeVisible();
    await expect(page).toHaveURL((u) => u.pathname === '/login');
  });

  test('/tenders/create, / and /v2/… lead to sign-in, with next where there is somewhere to return', async ({
    page,
  }) => {
    await page.goto('/tenders/create');
    await expect(page).toHaveURL((u) => u.pathname === '/login' && u.searchParams.get('next') === '/tenders/create');

    // The old /v2/ address of a protected screen: the prefix goes, the guard still applies.
    await page.goto('/v2/tenders/create');
    await expect(page).toHaveURL((u) => u.pathname === '/login' && u.searchParams.get('next') === '/tenders/create');

    // "/" has nothing to return to (sign-in leads to /tenders anyway): plain /login or next=/.
    await page.goto('/');
    await expect(page).toHaveURL((u) => u.pathname === '/login' && [null, '/'].includes(u.searchParams.get('next')));
    await expect(page.getByRole('button', { name: 'Увійти' })).toBeVisible();
  });

  test('an unknown path shows the Ukrainian 404 page (not the sign-in screen) with a way home', async ({ page }) => {
    await page.goto('/zvity/2026/nemaye');
    await expect(page).toHaveURL((u) => u.pathname === '/zvity/2026/nemaye');
    await expect(page.getByRole('heading', { name: 'Сторінку не знайдено', level: 1 })).toBeVisible();
    await expect(page.getByText('Можливо, адресу введено з помилкою або сторінку було переміщено.')).toBeVisible();
    await expect(page).toHaveTitle(`Сторінку не знайдено — ${PRODUCT}`);
    await screenshot(page, '404-signed-out');

    // "На головну" → / → (signed out) the sign-in screen.
    await page.getByRole('link', { name: 'На головну' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/login');
  });

  test('/500 is open to everyone and says what happened in Ukrainian', async ({ page }) => {
    await page.goto('/500');
    await expect(page).toHaveURL((u) => u.pathname === '/500');
    await expect(page.getByRole('heading', { name: 'Помилка сервера', level: 1 })).toBeVisible();
    await expect(
      page.getByText('Під час обробки запиту сталася помилка. Спробуйте ще раз за кілька хвилин.'),
    ).toBeVisible();
    await expect(page).toHaveTitle(`Помилка сервера — ${PRODUCT}`);
    await expect(page.getByRole('button', { name: 'Оновити сторінку' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'На головну' })).toBeVisible();
    await screenshot(page, '500');
  });
});

test.describe('signed in', () => {
  test.use({ signedInAs: DEMO_USERS.auditor });

  test('/ and /v2/ go to the tenders list; /v2/… keeps the query', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL((u) => `${u.pathname}${u.search}` === '/tenders');
    await expect(page.getByRole('heading', { name: 'Тендери', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`Тендери — ${PRODUCT}`);

    await page.goto('/v2/');
    await expect(page).toHaveURL((u) => `${u.pathname}${u.search}` === '/tenders');
    await expect(page.getByRole('heading', { name: 'Тендери', level: 1 })).toBeVisible();

    await page.goto('/v2/tenders?status=published');
    await expect(page).toHaveURL((u) => `${u.pathname}${u.search}` === '/tenders?status=published');
    await expect(page.getByRole('combobox', { name: 'Статус' })).toHaveValue('Прийом пропозицій');
  });

  test('an unknown path shows the 404 page; "На головну" leads to the tenders list', async ({ page }) => {
    await page.goto('/zvity/2026/nemaye');
    await expect(page.getByRole('heading', { name: 'Сторінку не знайдено', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`Сторінку не знайдено — ${PRODUCT}`);
    await screenshot(page, '404-signed-in');
    await page.getByRole('link', { name: 'На головну' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/tenders');
    await expect(page.getByRole('heading', { name: 'Тендери', level: 1 })).toBeVisible();
  });

  test('a tender that does not exist says so inside the frame, with the way back to the list', async ({ page }) => {
    await page.goto('/tenders/987654');
    await expect(page.getByRole('heading', { name: 'Тендер не знайдено', level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'До списку тендерів' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Головне меню' }).first()).toBeVisible();
    await screenshot(page, 'tender-not-found');
  });
});
