import { DEMO_USERS, expect, loginAs, test } from '../fixtures.ts';
import { screenshot } from './journey-helpers.ts';

/*
 * docs/product/api-conventions.md §12: a 401 on an ordinary call (here the tenders list) shows the unauthorized modal;
 * a 401 on login info / regions / providers / users sends the user straight to /login.
 *
 * Each test signs in through the form for its own session (it@demo.ua: no other test uses
 * that account), because ending a stored-state session would break the tests that share it.
 */

test('signing out in another tab: the next list call shows the unauthorized modal, which leads to sign-in and back', async ({
  page,
}) => {
  await loginAs(page, DEMO_USERS.it);
  await page.goto('/tenders');
  await expect(page.getByRole('heading', { name: 'Тендери', level: 1 })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();

  // A second tab of the same browser: the user signs out there through the user menu.
  const other = await page.context().newPage();
  await other.goto('/tenders');
  await other.getByRole('button', { name: 'Меню користувача' }).click();
  await other.getByRole('menuitem', { name: 'Вийти' }).click();
  await expect(other).toHaveURL((u) => u.pathname === '/login');
  await other.close();

  // Back on the first tab, still showing the list: changing the filter refetches it → 401.
  await page.getByRole('combobox', { name: 'Статус' }).click();
  await page.getByRole('option', { name: 'Прийом пропозицій' }).click();
  await expect(page).toHaveURL((u) => u.searchParams.get('status') === 'published');

  const modal = page.getByRole('dialog', { name: 'Сеанс завершено' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(
    'Ваш сеанс роботи завершився або ви вийшли з системи в іншій вкладці. Щоб продовжити, увійдіть знову.',
  );
  // The modal is the message: no error toast on top, and the list behind it does not blame the network.
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Помилка' })).toHaveCount(0);
  await expect(page.getByText('Не вдалося завантажити тендери')).toBeVisible();
  await expect(page.getByText('Ваш сеанс завершився. Увійдіть знову.')).toBeVisible();
  await expect(page.getByText(/Немає з.єднання з сервером/)).toHaveCount(0);
  await screenshot(page, 'unauthorized-modal');

  await modal.getByRole('button', { name: 'Увійти знову' }).click();
  await expect(page).toHaveURL(
    (u) => u.pathname === '/login' && u.searchParams.get('next') === '/tenders?status=published',
  );
  await expect(page.getByRole('button', { name: 'Увійти' })).toBeVisible();
  await expect(modal).toBeHidden();
});
