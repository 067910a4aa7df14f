import { DEMO_USERS, emailField, expect, loginAs, passwordField, test } from '../fixtures.ts';

test.describe('sign-in', () => {
  test('signs in through the form and leaves the sign-in screen', async ({ page }) => {
    await loginAs(page, DEMO_USERS.auditor);
    await expect(page).not.toHaveURL(/\/login/);
  });

  test('rejects a wrong login and stays on the sign-in screen', async ({ page }) => {
    // An unknown login, so the demo accounts' sign-in limits are not touched.
    await page.goto('/login');
    await emailField(page).fill('nobody@demo.ua');
    await passwordField(page).fill('wrong-password');
    await page.getByRole('button', { name: 'Увійти' }).click();
    await expect(page.getByText('Невірна електронна пошта або пароль')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('sends a signed-out visitor of a protected page to sign-in', async ({ page }) => {
    await page.goto('/tenders');
    await expect(page).toHaveURL(/\/login\?next=%2Ftenders/);
  });
});

test.describe('stored sign-in', () => {
  test.use({ signedInAs: DEMO_USERS.manager });

  test('opens a protected page without signing in again', async ({ page }) => {
    await page.goto('/tenders');
    await expect(page).toHaveURL(/\/tenders/);
    await expect(emailField(page)).toHaveCount(0);
  });
});
