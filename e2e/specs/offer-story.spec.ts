import type { Page } from '@playwright/test';
import { DEMO_USERS, expect, test } from '../fixtures.ts';
import { screenshot, shiftServerClock, uniqueSuffix } from './journey-helpers.ts';
import { channel, publishedTender, region, submittedOffer } from './api-preconditions.ts';

/*
 * The sealed-offer story, with a deadline passing during the test (the tender is published with
 * a deadline just past the publishing lead, and the server's clock is moved past it): a provider submits an offer with a PDF,
 * another provider submits too, the manager sees only how many; after the deadline the manager
 * compares the offers and awards one; the winner and the loser each see their outcome, and the
 * history tells the whole story.
 */

test.use({ signedInAs: DEMO_USERS.manager });

/**
 * How far ahead the deadline is set: beyond the server's publishing lead (an hour), and the
 * server's clock is moved past it, not waited for.
 */
const DEADLINE_AHEAD_MS = 70 * 60_000;

/** A small but real PDF document. */
function pdfBytes(text: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}

/** The second bidder: a dearer offer of the tender's channel. */
async function submitDearerOffer(page: Page, tenderId: number, monthly: string) {
  await submittedOffer(page, tenderId, {
    monthly_price: monthly,
    installation_price: '0.00',
    vat_included: true,
    bandwidth_mbps: 200,
    physics_id: (await channel(page, 'physics', 'Оптоволокно')).id,
    // Every offer states its channel (docs/product/lifecycles.md §7).
    interface_id: (await channel(page, 'interface')).id,
    protocol_id: (await channel(page, 'protocol')).id,
    connection_days: 21,
    contract_months: 12,
    sla_availability: '99.5',
    comment: '',
  });
}

test('a provider submits an offer with a PDF; after the deadline the manager compares and awards; each bidder sees the outcome; history tells it all', async ({
  page,
  pageAs,
}) => {
  test.setTimeout(180_000);
  const suffix = uniqueSuffix();
  const title = `Канал для відділення в Полтаві ${suffix}`;
  const deadline = new Date(Date.now() + DEADLINE_AHEAD_MS);
  const { id: tenderId } = await publishedTender(page, title, {
    region_id: (await region(page, 'Полтавська область')).id,
    branch_name: 'Відділення №3',
    address: 'вул. Соборності, 12, м. Полтава',
    bandwidth_mbps: 200,
    physics_id: (await channel(page, 'physics', 'Оптоволокно')).id,
    budget_monthly: '9000.00',
    offers_deadline: deadline.toISOString(),
    min_offers: 2,
  });

  // ── Provider 1 submits through the form, then attaches a PDF ─────────────────────────────
  const provider1 = await pageAs(DEMO_USERS.provider1);
  await provider1.goto(`/tenders/${tenderId}`);
  await expect(provider1.getByRole('heading', { name: title })).toBeVisible();
  await provider1.getByRole('link', { name: 'Подати пропозицію' }).click();
  await expect(provider1).toHaveURL(new RegExp(`/tenders/${tenderId}/create-offer$`));
  await provider1.getByLabel('Щомісячна плата').fill('7 450,50');
  await provider1.getByLabel('Вартість підключення').fill('2000');
  await provider1.getByLabel('Строк підключення').fill('14');
  await provider1.getByLabel('Доступність за SLA').fill('99,9');
  // The tender accepts any interface and protocol: the offer names the ones it uses.
  for (const [label, kind] of [
    [/^Інтерфейс/, 'interface'],
    [/^Протокол/, 'protocol'],
  ] as const) {
    await provider1.getByRole('combobox', { name: label }).click();
    await provider1.getByRole('option', { name: (await channel(provider1, kind)).name, exact: true }).click();
  }
  await screenshot(provider1, 'offer-form');
  await provider1.getByRole('button', { name: 'Подати пропозицію' }).click();
  const confirmation = provider1.getByRole('dialog', { name: 'Подати пропозицію?' });
  await expect(confirmation).toContainText('7 450,50 ₴');
  await confirmation.getByRole('button', { name: 'Подати пропозицію' }).click();
  await expect(provider1).toHaveURL(/\/tenders\/offers\/\d+$/);
  await expect(provider1.getByText('Подано').first()).toBeVisible();
  const offerId = Number(new URL(provider1.url()).pathname.split('/').pop());

  await provider1.goto(`/tenders/${tenderId}/offers/${offerId}/doc`);
  const upload = provider1.waitForResponse(
    (r) => r.url().endsWith(`/api/offers/${offerId}/documents`) && r.request().method() === 'POST',
  );
  await provider1
    .locator('input[type="file"]')
    .setInputFiles({ name: 'Технічна пропозиція.pdf', mimeType: 'application/pdf', buffer: pdfBytes(suffix) });
  expect((await upload).status()).toBe(201);
  await expect(provider1.getByRole('link', { name: 'Технічна пропозиція.pdf' })).toBeVisible();
  await screenshot(provider1, 'offer-documents');

  // ── Provider 2 submits a dearer offer ────────────────────────────────────────────────────
  const provider2 = await pageAs(DEMO_USERS.provider2);
  await submitDearerOffer(provider2, tenderId, '9800.00');

  // ── The manager sees only the count while offers are sealed ──────────────────────────────
  await page.goto(`/tenders/${tenderId}`);
  await expect(page.getByText('Подано пропозицій: 2')).toBeVisible();
  await expect(page.getByText('7 450,50')).toHaveCount(0);
  await page.goto(`/tenders/${tenderId}/offers`);
  await expect(page.getByText(/запечатан/i).first()).toBeVisible();
  await expect(page.getByText('7 450,50')).toHaveCount(0);
  await screenshot(page, 'offers-sealed');

  // ── The deadline passes ──────────────────────────────────────────────────────────────────
  await shiftServerClock(page, (deadline.getTime() - Date.now()) / 1000 + 1);

  // ── The manager compares and awards ──────────────────────────────────────────────────────
  await page.goto(`/tenders/${tenderId}/proposals`);
  await expect(page.getByRole('heading', { name: 'Порівняння пропозицій' })).toBeVisible();
  await expect(page.getByText('7 450,50 ₴').first()).toBeVisible();
  await expect(page.getByText('9 800,00 ₴').first()).toBeVisible();
  await expect(page.getByText('Найкраще').first()).toBeVisible();
  await screenshot(page, 'proposals');
  // Columns come cheapest first: the first is provider 1's offer.
  await page
    .getByRole('button', { name: /^Обрати переможцем/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox').fill('Найнижча вартість за строк договору.');
  await dialog.getByRole('button', { name: 'Визначити переможця' }).click();
  await expect(page.getByText('Визначено переможця').first()).toBeVisible();
  // The award is stored: real time comes back for what follows and for the next journeys.
  await shiftServerClock(page, 0);

  // ── The bank's card names the winner ─────────────────────────────────────────────────────
  await page.goto(`/tenders/${tenderId}`);
  const winner = page.getByRole('alert', { name: 'Переможець' });
  await expect(winner.getByRole('link', { name: 'ТОВ «Укрмережа Телеком»' })).toBeVisible();
  await expect(winner).toContainText('7 450,50 ₴ на місяць');
  await screenshot(page, 'tender-card-bank-winner');

  // ── Each bidder sees its outcome ─────────────────────────────────────────────────────────
  await provider1.goto(`/tenders/${tenderId}`);
  await expect(provider1.getByText('Переможець').first()).toBeVisible();
  await screenshot(provider1, 'tender-card-winner');
  await provider2.goto(`/tenders/${tenderId}`);
  await expect(provider2.getByText('Не обрано').first()).toBeVisible();

  // ── The history tells the story ──────────────────────────────────────────────────────────
  await page.goto(`/tenders/${tenderId}/history`);
  for (const action of [
    'Створено чернетку',
    'Опубліковано',
    'Подано пропозицію',
    'Додано документ',
    'Визначено переможця',
  ]) {
    await expect(page.getByText(action).first()).toBeVisible();
  }
  await screenshot(page, 'history');
});
