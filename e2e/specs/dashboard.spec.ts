import type { Page, Response } from '@playwright/test';
import { DEMO_USERS, expect, test } from '../fixtures.ts';
import { expectSoundAtBothWidths } from './screen-checks.ts';
import { isoDate, kyivWall } from './journey-helpers.ts';

/*
 * The bank's statistics (/admin/dashboard) on the demo data: the admin sees the figures of the
 * last 12 months, narrows them to a region and this quarter (the numbers follow the server's
 * answer), reads a chart as a table; a provider is refused. ADR 0031.
 */

test.use({ signedInAs: DEMO_USERS.admin });

interface DashboardAnswer {
  totals: { tenders_published: number };
  price_per_mbps_by_region: { region_id: number; region_name: string }[];
}

const count = new Intl.NumberFormat('uk-UA');

/** The next answer of GET /api/admin/dashboard whose query holds `params`. */
function dashboardAnswer(page: Page, params: Record<string, string> = {}): Promise<Response> {
  return page.waitForResponse((res) => {
    const url = new URL(res.url());
    return (
      url.pathname === '/api/admin/dashboard' &&
      Object.entries(params).every(([key, value]) => url.searchParams.get(key) === value)
    );
  });
}

const publishedCard = (page: Page) =>
  page
    .getByRole('list', { name: 'Основні показники' })
    .getByRole('listitem')
    .filter({ hasText: 'Опубліковано тендерів' });

test('the admin narrows the statistics to a region and this quarter and reads a chart as a table', async ({ page }) => {
  test.setTimeout(180_000);
  const answered = dashboardAnswer(page);
  await page.goto('/admin/dashboard');
  // The first visit loads the charts' code: more time than a step within the page.
  await expect(page.getByRole('heading', { level: 1, name: 'Статистика закупівель' })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveTitle('Статистика — Телеком Тендер');
  const first = (await (await answered).json()) as DashboardAnswer;
  expect(first.totals.tenders_published).toBeGreaterThan(0);
  await expect(publishedCard(page)).toContainText(count.format(first.totals.tenders_published));
  await expect(page.getByRole('img', { name: /^Тендери за станами по місяцях/ })).toBeVisible();
  await expectSoundAtBothWidths(page, 'dashboard');

  // A region with an awarded tender: it has tenders, but not all of them.
  const region = first.price_per_mbps_by_region[0]!;
  const byRegion = dashboardAnswer(page, { region_id: String(region.region_id) });
  await page.getByRole('combobox', { name: 'Регіон' }).fill(region.region_name);
  await page.getByRole('option', { name: region.region_name, exact: true }).click();
  await expect(page).toHaveURL((u) => u.searchParams.get('region') === String(region.region_id));
  await byRegion;

  const today = kyivWall(new Date());
  const quarterStart = isoDate({ year: today.year, month: today.month - ((today.month - 1) % 3), day: 1 });
  const byQuarter = dashboardAnswer(page, {
    region_id: String(region.region_id),
    from: quarterStart,
    to: isoDate(today),
  });
  await page.getByRole('combobox', { name: 'Період' }).click();
  await page.getByRole('option', { name: 'Цей квартал' }).click();
  await expect(page).toHaveURL((u) => u.searchParams.get('period') === 'quarter');
  const narrowed = (await (await byQuarter).json()) as DashboardAnswer;
  expect(narrowed.totals.tenders_published).toBeLessThan(first.totals.tenders_published);
  await expect(publishedCard(page)).toContainText(count.format(narrowed.totals.tenders_published));
  await expect(page.getByRole('combobox', { name: 'Період' })).toHaveValue('Цей квартал');

  // Back to all regions and 12 months, then the status chart as a table, by keyboard.
  await page.getByRole('button', { name: 'Скинути фільтри' }).click();
  await expect(publishedCard(page)).toContainText(count.format(first.totals.tenders_published));
  const status = page.getByRole('region', { name: 'Тендери за станами по місяцях' });
  await status.getByRole('radio', { name: 'Графік' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(status.getByRole('radio', { name: 'Таблиця' })).toBeChecked();
  await expect(status.getByRole('img', { name: /^Тендери за станами/ })).toHaveCount(0);
  await expect(status.getByRole('columnheader', { name: 'Місяць публікації' })).toBeVisible();
  await expect(status.getByRole('row')).toHaveCount(13);
  await expectSoundAtBothWidths(page, 'dashboard-table');
});

test('a provider is refused the statistics', async ({ pageAs }) => {
  const page = await pageAs(DEMO_USERS.provider1);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Немає доступу' })).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByText('Статистику переглядають адміністратори, менеджери із закупівель та аудитори банку.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Статистика' })).toHaveCount(0);
});
