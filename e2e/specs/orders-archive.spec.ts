import fs from 'node:fs';
import type { Download, Page, Response } from '@playwright/test';
// The server's library (the workspace has it): the test reads the file as a spreadsheet would.
import ExcelJS from 'exceljs';
import { DEMO_USERS, expect, test } from '../fixtures.ts';
import { expectSoundAtBothWidths } from './screen-checks.ts';
import { isoDate, kyivWall } from './journey-helpers.ts';

/*
 * The journey (issue 14, ADR 0031): the admin narrows the statistics to a region and
 * this quarter and sees the numbers change, then filters the archive of closed tenders and
 * exports it; the XLSX opens with the rows of the screen and the API for the same filters, in
 * their order, and the CSV starts with the BOM and holds the same rows. A provider exports its
 * own history.
 */

test.use({ signedInAs: DEMO_USERS.admin });

/** What the journey reads of GET /api/admin/orders (packages/contracts/src/orders.ts). */
interface OrderPage {
  items: {
    number: string;
    region_id: number;
    region_name: string;
    winner: { name: string } | null;
    winning_monthly_price: string | null;
    lot_position: number;
    lots_count: number;
  }[];
  total: number;
  page_size: number;
}

/** The next answer of GET `path` whose query holds `params`. */
function answer(page: Page, path: string, params: Record<string, string> = {}): Promise<Response> {
  return page.waitForResponse((res) => {
    const url = new URL(res.url());
    return url.pathname === path && Object.entries(params).every(([key, value]) => url.searchParams.get(key) === value);
  });
}

const count = new Intl.NumberFormat('uk-UA');
const BOM = [0xef, 0xbb, 0xbf];

/** The saved bytes of a download. */
async function bytes(download: Download): Promise<Buffer> {
  return fs.readFileSync(await download.path());
}

test('the admin narrows the statistics, then filters the closed tenders and exports them; a provider exports its history', async ({
  page,
  pageAs,
}) => {
  test.setTimeout(150_000);
  const today = isoDate(kyivWall(new Date()));

  // The statistics: a region and this quarter change the numbers.
  const dashboard = answer(page, '/api/admin/dashboard');
  await page.goto('/admin/dashboard');
  const all = (await (await dashboard).json()) as {
    totals: { tenders_published: number };
    price_per_mbps_by_region: { region_id: number; region_name: string }[];
  };
  const published = page
    .getByRole('list', { name: 'Основні показники' })
    .getByRole('listitem')
    .filter({ hasText: 'Опубліковано тендерів' });
  await expect(published).toContainText(count.format(all.totals.tenders_published));
  const region = all.price_per_mbps_by_region[0]!;
  await page.getByRole('combobox', { name: 'Період' }).click();
  await page.getByRole('option', { name: 'Цей квартал' }).click();
  await expect(page).toHaveURL((u) => u.searchParams.get('period') === 'quarter');
  const quarter = answer(page, '/api/admin/dashboard', { region_id: String(region.region_id), to: today });
  await page.getByRole('combobox', { name: 'Регіон' }).fill(region.region_name);
  await page.getByRole('option', { name: region.region_name, exact: true }).click();
  const narrowed = (await (await quarter).json()) as typeof all;
  expect(narrowed.totals.tenders_published).toBeLessThan(all.totals.tenders_published);
  await expect(published).toContainText(count.format(narrowed.totals.tenders_published));

  // The archive, through the navigation: «Архіви» → the tenders' tab.
  await page.getByRole('navigation', { name: 'Головне меню' }).getByRole('link', { name: 'Архіви' }).click();
  await page.getByRole('navigation', { name: 'Історія' }).getByRole('link', { name: 'Тендери' }).click();
  await expect(page).toHaveTitle('Архів тендерів — Телеком Тендер');
  await expect(page.getByRole('heading', { level: 1, name: 'Архів тендерів' })).toBeVisible();

  // The awarded ones of the region of the newest award.
  const awarded = (await (await page.request.get('/api/admin/orders?status=awarded&page_size=1')).json()) as OrderPage;
  const newest = awarded.items[0]!;
  await page.getByRole('combobox', { name: 'Статус' }).click();
  await page.getByRole('option', { name: 'Визначено переможця' }).click();
  const filtered = answer(page, '/api/admin/orders', { status: 'awarded', region_id: String(newest.region_id) });
  await page.getByRole('combobox', { name: 'Регіон' }).fill(newest.region_name);
  await page.getByRole('option', { name: newest.region_name, exact: true }).click();
  await expect(page).toHaveURL((u) => u.searchParams.get('region') === String(newest.region_id));
  const list = (await (await filtered).json()) as OrderPage;
  expect(list.total).toBeGreaterThan(0);
  expect(list.total).toBeLessThanOrEqual(list.page_size);
  const rows = page.getByRole('table').getByRole('row');
  // The header and one row a tender, or a lot of a tender of several.
  await expect(rows).toHaveCount(list.items.length + 1);
  for (const item of list.items) {
    const ofTender = rows.filter({ has: page.getByRole('link', { name: item.number, exact: true }) });
    const row =
      item.lots_count > 1 ? ofTender.filter({ hasText: `Лот ${item.lot_position} з ${item.lots_count}` }) : ofTender;
    await expect(row).toContainText('Визначено переможця');
    await expect(row).toContainText(item.winner!.name);
  }
  await expectSoundAtBothWidths(page, 'orders-archive');

  // XLSX: the same rows in the same order, money as numbers, a frozen header.
  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Експорт XLSX' }).click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toBe(`Тендери до ${today}.xlsx`);
  await expect(
    page.getByRole('status').filter({ hasText: `Файл Тендери до ${today}.xlsx завантажено` }),
  ).toBeAttached();
  const book = new ExcelJS.Workbook();
  // exceljs types its input as an older Buffer.
  await book.xlsx.load((await bytes(xlsx)) as unknown as Parameters<typeof book.xlsx.load>[0]);
  const sheet = book.worksheets[0]!;
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(headers.slice(0, 3)).toEqual(['№', 'Назва', 'Регіон']);
  const column = (name: string) => headers.indexOf(name) + 1;
  expect(sheet.rowCount).toBe(list.items.length + 1);
  list.items.forEach((item, i) => {
    const row = sheet.getRow(i + 2);
    expect(row.getCell(column('№')).value).toBe(item.number);
    expect(row.getCell(column('Переможець')).value).toBe(item.winner!.name);
    expect(row.getCell(column('Ціна переможця, грн/міс')).value).toBe(Number(item.winning_monthly_price));
    expect(row.getCell(column('Рішення')).value).toBeInstanceOf(Date);
  });

  // CSV: the BOM, the header and the same tenders in the same order.
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Експорт CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe(`Тендери до ${today}.csv`);
  const csvBytes = await bytes(csv);
  expect([...csvBytes.subarray(0, 3)]).toEqual(BOM);
  const lines = csvBytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(lines[0]!.split(';').slice(0, 3)).toEqual(['№', 'Назва', 'Регіон']);
  expect(lines.slice(1).map((line) => line.split(';')[0]!.replace(/^"|"$/g, ''))).toEqual(
    list.items.map((item) => item.number),
  );

  // A provider's own history, as a CSV.
  const provider = await pageAs(DEMO_USERS.provider1);
  await provider.goto('/provider/history');
  await expect(provider.getByRole('heading', { level: 1, name: 'Архів тендерів' })).toBeVisible();
  const historyDownload = provider.waitForEvent('download');
  await provider.getByRole('button', { name: 'Експорт CSV' }).click();
  const history = await historyDownload;
  expect(history.suggestedFilename()).toBe(`Архів тендерів ${today}.csv`);
  expect([...(await bytes(history)).subarray(0, 3)]).toEqual(BOM);
});
