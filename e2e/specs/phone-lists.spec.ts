import type { Locator, Page } from '@playwright/test';
import { DEMO_USERS, expect, test } from '../fixtures.ts';
import { expectSoundScreen } from './screen-checks.ts';

/*
 * Lists on a phone (390 px): each becomes cards with the key fields in sight, sorting and paging
 * work without the table header, and nothing scrolls sideways. One list here, in a real browser's
 * layout; what each list's cards show, for whom, is the component tests' (tender-list-route,
 * admin-providers-route, responsive-table), and every list screen at 390 px is every-screen's.
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
