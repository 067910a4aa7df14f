import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_USERS, expect, test } from '../fixtures.ts';
import { kyivWall, ukDate } from './journey-helpers.ts';
import { expectSoundAtBothWidths, expectSoundScreen } from './screen-checks.ts';

/*
 * A provider makes an offer in one go (docs/product/lifecycles.md §7): on a published demo
 * tender it has no offer on yet, it fills the form — the medium, interface and protocol
 * included — attaches a document in the same form, saves, finds the document attached to the
 * draft, and submits through a confirmation that restates the monthly price, the total for the
 * contract term and the deadline in Kyiv time.
 */

test.use({ signedInAs: DEMO_USERS.provider1 });

interface Tender {
  id: number;
  title: string;
  offers_deadline: string;
  physics_id: number | null;
  interface_id: number | null;
  protocol_id: number | null;
}

/**
 * A published tender this provider has no offer on: the last such one, so that the screen
 * check of every screen, which takes the first for its create-offer form, keeps its own.
 */
async function tenderWithoutOwnOffer(request: APIRequestContext): Promise<Tender> {
  const history = await request.get('/api/provider/history?page_size=100');
  expect(history.status()).toBe(200);
  const own = ((await history.json()) as { items: { tender: { id: number } }[] }).items.map((i) => i.tender.id);
  const list = await request.get('/api/tenders?status=published&page_size=100');
  expect(list.status()).toBe(200);
  const free = ((await list.json()) as { items: { id: number }[] }).items.filter((t) => !own.includes(t.id));
  const chosen = free.at(-1);
  if (!chosen) throw new Error('no published demo tender without an offer of provider1');
  return (await (await request.get(`/api/tenders/${chosen.id}`)).json()) as Tender;
}

/** A channel dictionary entry's name, as the select lists it. */
async function channelName(request: APIRequestContext, kind: string, id: number | null): Promise<string> {
  const entries = (await (await request.get(`/api/channels/${kind}`)).json()) as { id: number; name: string }[];
  // Where the tender accepts any, the offer still names one: the first of the dictionary.
  return (entries.find((e) => e.id === id) ?? entries[0]!).name;
}

/** Picks an option of one of the form's selects. */
async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: label })).toHaveValue(option);
}

/** A small but real PDF document. */
function pdfBytes(text: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

test('a provider fills an offer with its channel, attaches a document in the form, saves, and submits through a confirmation restating price, total and deadline', async ({
  page,
}) => {
  test.slow(); // a long form, an upload and four screen checks on a shared machine
  const tender = await tenderWithoutOwnOffer(page.request);
  const physics = await channelName(page.request, 'physics', tender.physics_id);
  const iface = await channelName(page.request, 'interface', tender.interface_id);
  const protocol = await channelName(page.request, 'protocol', tender.protocol_id);
  const wall = kyivWall(new Date(tender.offers_deadline));
  const deadline = `${ukDate(wall)} ${pad(wall.hour)}:${pad(wall.minute)} (за Києвом)`;

  // ── The tender card leads to the form ────────────────────────────────────────────────────
  await page.goto(`/tenders/${tender.id}`);
  await expect(page.getByRole('heading', { name: tender.title, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Подати пропозицію' }).click();
  await expect(page).toHaveURL(new RegExp(`/tenders/${tender.id}/create-offer$`));
  await expect(page.getByRole('heading', { name: 'Нова пропозиція' })).toBeVisible();

  // ── The form: prices, the channel's three characteristics, terms ────────────────────────
  await page.getByLabel(/^Щомісячна плата/).fill('4 250,50');
  await page.getByLabel(/^Вартість підключення/).fill('1500');
  await choose(page, /^Фізичне середовище/, physics);
  await choose(page, /^Інтерфейс/, iface);
  await choose(page, /^Протокол/, protocol);
  await page.getByLabel(/^Строк підключення/).fill('10');
  await page.getByLabel(/^Строк договору/).fill('24');
  await page.getByLabel(/^Доступність за SLA/).fill('99,8');

  // ── Nothing typed is lost by Back or a reload: both ask first ─────────────────────────────
  await page.goBack();
  const leave = page.getByRole('dialog', { name: 'Зміни не збережено' });
  await expectSoundAtBothWidths(page, 'offer-form-leave');
  await leave.getByRole('button', { name: 'Залишитися' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/tenders/${tender.id}/create-offer$`));
  await expect(page.getByLabel(/^Щомісячна плата/)).toHaveValue(/^4\s250,50$/);
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }),
  );
  await page.evaluate(() => window.location.reload());
  expect(await asked).toBe('beforeunload');
  await expect(page.getByLabel(/^Доступність за SLA/)).toHaveValue('99,8');

  // ── A document, chosen in the same form: it waits for the save ──────────────────────────
  await page
    .getByLabel('Додати документи')
    .setInputFiles({ name: 'Технічна пропозиція.pdf', mimeType: 'application/pdf', buffer: pdfBytes(tender.title) });
  const waiting = page.getByRole('region', { name: 'Файли, які буде завантажено' });
  await expect(waiting).toContainText('Технічна пропозиція.pdf');
  await expect(waiting).toContainText('буде завантажено після збереження');
  await expectSoundScreen(page, 'offer-with-documents-form-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectSoundScreen(page, 'offer-with-documents-form-phone');
  await page.setViewportSize({ width: 1366, height: 900 });

  // ── Saved: the draft's card lists the document ───────────────────────────────────────────
  const upload = page.waitForResponse(
    (r) => /\/api\/offers\/\d+\/documents$/.test(r.url()) && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Зберегти чернетку' }).click();
  expect((await upload).status()).toBe(201);
  await expect(page).toHaveURL(/\/tenders\/offers\/\d+$/);
  await expect(page.getByText('Ще не подано')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Технічна пропозиція.pdf' })).toBeVisible();

  // ── Submitted through the confirmation ───────────────────────────────────────────────────
  await page.getByRole('button', { name: 'Подати пропозицію' }).click();
  const dialog = page.getByRole('dialog', { name: 'Подати пропозицію?' });
  await expect(dialog).toContainText('4 250,50 ₴ (з ПДВ)');
  await expect(dialog).toContainText('Плата за весь строк договору (24 місяці)');
  // 4 250,50 × 24
  await expect(dialog.getByTestId('submit-term-total')).toHaveText('102 012,00 ₴');
  await expect(dialog).toContainText(deadline);
  await expect(dialog).toContainText('пропозицію можна змінити або відкликати');
  await expectSoundScreen(page, 'offer-with-documents-confirm-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectSoundScreen(page, 'offer-with-documents-confirm-phone');
  await page.setViewportSize({ width: 1366, height: 900 });

  const submitted = page.waitForResponse(
    (r) => /\/api\/offers\/\d+\/submit$/.test(r.url()) && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Подати пропозицію' }).click();
  expect((await submitted).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Пропозицію подано').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Відкликати' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Технічна пропозиція.pdf' })).toBeVisible();
});
