import { DEMO_USERS, expect, test } from '../fixtures.ts';
import { expectSoundScreen } from './screen-checks.ts';

/*
 * The frame around every screen, walked with a keyboard and on a phone against the real server:
 * the skip link, one navigation at a time, and real HTTP statuses for the app's addresses
 * (packages/contracts/src/app-paths.ts). The denied screen and the order of the keyboard on it
 * are the component tests' (shell.test.tsx).
 */

test.describe('signed out', () => {
  test('the server answers a screen with 200 and an unknown address with 404, both with the app', async ({ page }) => {
    const known = await page.goto('/login?next=%2Ftenders');
    expect(known?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Вхід до системи', level: 1 })).toBeVisible();

    const unknown = await page.goto('/zvity/2026/nemaye');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Сторінку не знайдено', level: 1 })).toBeVisible();
    await expectSoundScreen(page, 'shell-404-status');
  });

  test('robots.txt lets search engines see sign-in and registration only', async ({ request }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    const text = await res.text();
    expect(text).toContain('Allow: /login');
    expect(text).toContain('Allow: /register');
    expect(text).toMatch(/^Disallow: \/$/m);
  });

  test('the first Tab shows the skip link; Enter takes the keyboard to the content', async ({ page }) => {
    await page.goto('/500');
    await expect(page.getByRole('heading', { name: 'Помилка сервера', level: 1 })).toBeVisible();
    const skip = page.getByRole('link', { name: 'Перейти до змісту' });
    await expect(skip).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expectSoundScreen(page, 'shell-skip-link-focused');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Оновити сторінку' })).toBeFocused();
  });
});

test.describe('manager on a phone', () => {
  test.use({ signedInAs: DEMO_USERS.manager, viewport: { width: 390, height: 844 } });

  test('the menu is the only navigation while open and closes once a screen is chosen', async ({ page }) => {
    await page.goto('/account/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Телеком Тендер' })).toBeVisible();

    await page.getByRole('button', { name: 'Відкрити меню' }).click();
    const menu = page.getByRole('navigation', { name: 'Головне меню' });
    await expect(menu).toHaveCount(1);
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Закрити меню' })).toHaveAttribute('aria-expanded', 'true');
    await expectSoundScreen(page, 'shell-phone-menu-open');

    await menu.getByRole('link', { name: 'Тендери' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/tenders');
    // The menu is gone; the list's own page navigation may be there once it has several pages.
    await expect(page.getByRole('navigation', { name: 'Головне меню' })).toHaveCount(0);
  });
});
