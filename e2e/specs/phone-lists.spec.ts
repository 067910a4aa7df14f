import type { Locator, Page } from '@playwright/test';
import { DEMO_USERS, expect, test } from '../fixtures.ts';
import { expectSoundScreen } from './screen-checks.ts';

/*
 * Lists on a phone (390 px): each becomes cards with the key fields in sight, sorting and paging
 * work without the table header, and nothing scrolls sideways.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** Every part of `locator` lies within the phone's width. */
async function expectInSight(page: Page, locator: Locator): Promise<void> {
  const width = page.viewportSize()!.width;
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

/** The value under a card's label. */
const field = (card: Locator, label: string) =>
  card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');

test.describe('the tenders list of the bank at 390 px', () => {
  test.use({ signedInAs: DEMO_USERS.manager });

  test('the bank sees each tender as a card with its key fields, sorts and pages without a table', async ({ page }) => {
    await page.goto('/tenders');
    const list = page.getByRole('list', { name: 'Тендери' });
    await expect(list).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);

    const card = list.getByRole('listitem').first();
    const title = card.getByRole('link').first();
    await expect(title).toBeVisible();
    await expect(title).toHaveAttribute('href', /^\/tenders\/\d+$/);
    await expect(card.getByText(/^ТТ-\d{4}-\d{6}$/)).toBeVisible();
    await expect(card.locator('.mantine-Badge-root').first()).toBeVisible();
    await expect(field(card, 'Кінцевий термін')).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    await expect(field(card, 'Пропозицій')).toHaveText(/^\d+$/);
    await expect(field(card, 'Регіон')).toBeVisible();
    for (const part of [
      title,
      field(card, 'Кінцевий термін'),
      field(card, 'Пропозицій'),
      card.locator('.mantine-Badge-root').first(),
    ]) {
      await expectInSight(page, part);
    }
    // The card's link is reached from the keyboard.
    await title.focus();
    await expect(title).toBeFocused();
    await expectSoundScreen(page, 'phone-lists-manager-tenders');

    // Sorting without the header: the earliest deadline first.
    await page.getByRole('combobox', { name: 'Сортування' }).selectOption({ label: 'Кінцевий термін: за зростанням' });
    await expect(page).toHaveURL((u) => u.searchParams.get('sort') === 'offers_deadline');
    // The cards follow once the new page arrives.
    await expect(async () => {
      const deadlines = await field(list, 'Кінцевий термін').allTextContents();
      const instants = deadlines.map((d) => {
        const [, day, month, year, hour, minute] = /(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2})/.exec(d)!;
        return `${year}${month}${day}${hour}${minute}`;
      });
      expect(instants.length).toBeGreaterThan(1);
      expect([...instants].sort()).toEqual(instants);
    }).toPass();

    // Paging without the footer of a table: ten a page, then the next page.
    await page.getByRole('combobox', { name: 'На сторінці' }).selectOption('10');
    await expect(page).toHaveURL((u) => u.searchParams.get('page_size') === '10');
    await expect(list.getByRole('listitem')).toHaveCount(10);
    const firstOnPageOne = await list.getByRole('listitem').first().getByRole('link').first().textContent();
    await page
      .getByRole('navigation', { name: 'Сторінки списку' })
      .getByRole('button', { name: 'Наступна сторінка' })
      .click();
    await expect(page).toHaveURL((u) => u.searchParams.get('page') === '2');
    await expect(list.getByRole('listitem').first().getByRole('link').first()).not.toHaveText(firstOnPageOne!);
    await expectSoundScreen(page, 'phone-lists-manager-tenders-page-2');
  });
});

test.describe('the tenders list of a provider at 390 px', () => {
  test.use({ signedInAs: DEMO_USERS.provider1 });

  test('shows cards with the deadline and status but no offers count', async ({ page }) => {
    await page.goto('/tenders');
    const list = page.getByRole('list', { name: 'Тендери' });
    const card = list.getByRole('listitem').first();
    await expect(card.getByRole('link').first()).toBeVisible();
    await expect(field(card, 'Кінцевий термін')).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    await expectInSight(page, field(card, 'Кінцевий термін'));
    await expect(card.locator('.mantine-Badge-root').first()).toBeVisible();
    await expect(list.locator('dt', { hasText: 'Пропозицій' })).toHaveCount(0);
    await expectSoundScreen(page, 'phone-lists-provider-tenders');
  });
});

test.describe('the administration lists at 390 px', () => {
  test.use({ signedInAs: DEMO_USERS.admin });

  test('providers and users are cards with their state and actions', async ({ page }) => {
    await page.goto('/admin/providers');
    const providers = page.getByRole('list', { name: 'Провайдери' });
    const provider = providers.getByRole('listitem').first();
    await expect(provider.getByRole('link').first()).toHaveAttribute('href', /^\/admin\/providers\/\d+$/);
    await expect(field(provider, 'ЄДРПОУ / РНОКПП')).toHaveText(/^\d{8,10}$/);
    await expectInSight(page, provider.locator('.mantine-Badge-root').first());
    await expectSoundScreen(page, 'phone-lists-admin-providers');

    await page.getByRole('tab', { name: 'Користувачі' }).click();
    const users = page.getByRole('list', { name: 'Користувачі' });
    const user = users.getByRole('listitem').first();
    await expect(user.getByRole('button', { name: /^Дії з користувачем: / })).toBeVisible();
    await expectInSight(page, user.getByRole('button', { name: /^Дії з користувачем: / }));
    await expectSoundScreen(page, 'phone-lists-admin-users');
  });
});
