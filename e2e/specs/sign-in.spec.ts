import { DEMO_USERS, expect, loginAs, test } from '../fixtures.ts';

test.describe('sign-in', () => {
  test('signs in through the form and leaves the sign-in screen', async ({ page }) => {
    await loginAs(page, DEMO_USERS.auditor);
    await expect(page).not.toHaveURL(/\/login/);
  });

  test('rejects a wrong login and stays on the sign-in screen', async ({ page }) => {
    // An unknown login, so the demo accounts' sign-in limits are not touched.
    await page.goto('/login');
    await page.getByLabel('Електронна пошта').fill('nobody@demo.ua');
    await page.getByLabel('Пароль', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Увійти' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });
});

test.describe('stored sign-in', () => {
  test.use({ signedInAs: DEMO_USERS.manager });

  test('a signed-in user opening /login is sent on', async ({ page }) => {
    await page.goto('/login');
    await expect(page).not.toHaveURL(/\/login/);
  });
});
