import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO_USERS, expect, test } from '../fixtures.ts';
import { kyivWall, setDeadline, shiftServerClock, ukDate, uniqueSuffix, xsrfHeaders } from './journey-helpers.ts';
import { channel, submittedOffer } from './api-preconditions.ts';
import { expectSoundAtBothWidths } from './screen-checks.ts';

/*
 * A regional roll-out in one tender: the manager imports twelve branches from a sheet and
 * publishes with weights 60/25/15 (cost, SLA, connection); three providers bid on overlapping
 * lots; after the deadline the manager compares lot by lot, awards lots to two different
 * providers and declares one unsuccessful (the rest are decided through the API, so the tender
 * closes); each provider then reads its outcome per lot. Every changed screen is held to the
 * standard at a laptop's and a phone's width.
 */

test.use({ signedInAs: DEMO_USERS.manager });

const LOTS = 12;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The twelve branches as the bank's sheet lists them, on the template's headings. */
async function branchesSheet(connection: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Лоти');
  sheet.addRow([
    'Відділення',
    'Адреса',
    'Регіон',
    'Пропускна здатність, Мбіт/с',
    'Фізичне середовище',
    'Інтерфейс',
    'Протокол',
    'Бажана дата підключення',
    'Очікуваний щомісячний бюджет, грн',
  ]);
  for (let i = 1; i <= LOTS; i += 1) {
    sheet.addRow([
      `Відділення №${i}`,
      `м. Житомир, вул. Київська, ${i * 3}`,
      'Житомирська область',
      i % 4 === 0 ? 1000 : 100,
      i % 4 === 0 ? 'Оптоволокно' : 'Будь-яке',
      '',
      'Доступ до Інтернету (IP)',
      connection,
      `${3000 + 100 * i}`,
    ]);
  }
  // exceljs types its output as an older Buffer.
  return Buffer.from((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}

type Lot = { id: number; position: number };

/** An offer through the API as the page's provider: the given lots, each at `monthly` + 100 × its position. */
async function offerViaApi(
  page: Page,
  tenderId: number,
  lots: readonly Lot[],
  terms: { monthly: number; sla: string; days: number },
): Promise<void> {
  const [fiber, ethernet, ip] = [
    (await channel(page, 'physics', 'Оптоволокно')).id,
    (await channel(page, 'interface', 'Ethernet 1 Гбіт/с (RJ-45)')).id,
    (await channel(page, 'protocol', 'Доступ до Інтернету (IP)')).id,
  ];
  await submittedOffer(page, tenderId, {
    vat_included: true,
    contract_months: 24,
    sla_availability: terms.sla,
    comment: '',
    lots: lots.map((lot) => ({
      lot_id: lot.id,
      monthly_price: `${terms.monthly + 100 * lot.position}.00`,
      installation_price: '2000.00',
      bandwidth_mbps: 1000,
      physics_id: fiber,
      interface_id: ethernet,
      protocol_id: ip,
      connection_days: terms.days,
    })),
  });
}

/** The lots a provider reads on the tender card, each with its own result. */
async function expectOwnResults(page: Page, tenderId: number, results: Record<number, string>): Promise<void> {
  await page.goto(`/tenders/${tenderId}`);
  const lots = page.getByRole('region', { name: 'Лоти' });
  for (const [position, result] of Object.entries(results)) {
    await expect(lots.getByRole('row', { name: new RegExp(`^${position} `) })).toContainText(result);
  }
}

test('twelve branches imported from a sheet, weighted 60/25/15, three providers on overlapping lots, awarded lot by lot', async ({
  page,
  pageAs,
}) => {
  // A long form, three bidders, twelve lots and screens at two widths on a shared machine.
  test.setTimeout(600_000);
  const title = `Підключення відділень Житомирщини ${uniqueSuffix()}`;
  const deadline = kyivWall(new Date(Date.now() + 3 * HOUR));
  const connection = kyivWall(new Date(Date.now() + 40 * DAY));

  // ── The manager: the form, the sheet, the weights ───────────────────────────────────────
  await page.goto('/tenders/create');
  await expect(page.getByRole('heading', { name: 'Новий тендер', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Назва' }).fill(title);
  await page.getByRole('textbox', { name: /^Строк договору/ }).fill('24');
  await setDeadline(page, deadline);

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Імпортувати з таблиці' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'Відділення Житомирщини.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await branchesSheet(ukDate(connection)),
  });
  // The form held one empty lot: replacing it asks nothing.
  await expect(page.getByText(`Лот ${LOTS} — Відділення №${LOTS}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Лот \d+ — / })).toHaveCount(LOTS);

  await page.getByRole('radio', { name: 'Зважена оцінка за критеріями' }).check();
  await page.getByRole('textbox', { name: 'Загальна вартість за строк договору' }).fill('60');
  await page.getByRole('textbox', { name: 'Доступність за SLA' }).fill('25');
  await page.getByRole('textbox', { name: 'Строк підключення' }).fill('15');
  await page.getByRole('textbox', { name: 'Технічна оцінка' }).fill('0');
  await expect(page.getByText('Разом: 100 %')).toBeVisible();
  await expectSoundAtBothWidths(page, 'lots-tender-form');

  await page.getByRole('button', { name: 'Опублікувати' }).click();
  const confirm = page.getByRole('dialog', { name: 'Опублікувати тендер?' });
  await confirm.getByRole('button', { name: 'Опублікувати' }).click();
  await expect(page).toHaveURL((u) => /^\/tenders\/\d+$/.test(u.pathname));
  const tenderId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Лоти' }).getByRole('row')).toHaveCount(LOTS + 1);
  await expectSoundAtBothWidths(page, 'lots-tender-card-bank');

  const tender = (await (await page.request.get(`/api/tenders/${tenderId}`)).json()) as {
    lots: Lot[];
    evaluation: unknown;
  };
  expect(tender.evaluation).toEqual({
    method: 'weighted',
    weights: { cost: 60, sla: 25, connection: 15, technical: 0 },
  });
  const lot = (position: number) => tender.lots.find((l) => l.position === position)!;

  // ── Provider 1 through the form: lots 1–3, seeing the weights first ────────────────────
  const p1 = await pageAs(DEMO_USERS.provider1);
  await p1.setViewportSize({ width: 1366, height: 900 });
  await p1.goto(`/tenders/${tenderId}`);
  await expect(p1.getByText('Зважена оцінка за критеріями')).toBeVisible();
  await p1.getByRole('link', { name: 'Подати пропозицію' }).click();
  await expect(p1.getByRole('heading', { name: 'Як оцінюватимуть пропозиції' })).toBeVisible();
  for (const position of [1, 2, 3]) {
    const section = p1.getByRole('region', { name: `Лот ${position} — Відділення №${position}` });
    await section.getByRole('checkbox', { name: 'Подаю пропозицію на цей лот' }).check();
    await section.getByRole('textbox', { name: /^Щомісячна плата/ }).fill(String(2500 + 100 * position));
    await section.getByRole('textbox', { name: /^Вартість підключення/ }).fill('1500');
    await section.getByRole('textbox', { name: /^Строк підключення/ }).fill('20');
    for (const [name, option] of [
      ['Фізичне середовище', 'Оптоволокно'],
      ['Інтерфейс', 'Ethernet 1 Гбіт/с (RJ-45)'],
    ] as const) {
      // «Будь-яке» on the lot: the offer names its own.
      await section.getByRole('combobox', { name: new RegExp(`^${name}`) }).click();
      await p1.getByRole('option', { name: option, exact: true }).click();
    }
  }
  await p1.getByRole('textbox', { name: /^Доступність за SLA/ }).fill('99.5');
  await expectSoundAtBothWidths(p1, 'lots-offer-form');
  await p1.getByRole('button', { name: 'Подати пропозицію' }).click();
  await p1.getByRole('dialog').getByRole('button', { name: 'Подати' }).click();
  // The offer's status badge (the card also says «Пропозицію подано» and when it was «Подано»).
  await expect(p1.locator('.mantine-Badge-label').getByText('Подано', { exact: true })).toBeVisible();

  // ── Providers 2 and 3 through the API, overlapping lots 3 and 9 ─────────────────────────
  const p2 = await pageAs(DEMO_USERS.provider2);
  await offerViaApi(p2, tenderId, [3, 4, 5, 6, 7, 8, 9].map(lot), { monthly: 2400, sla: '99.900', days: 14 });
  const p4 = await pageAs(DEMO_USERS.provider4);
  await offerViaApi(p4, tenderId, [9, 10, 11, 12, 1].map(lot), { monthly: 2200, sla: '99.950', days: 10 });

  // Sealed: the bank sees three offers and nothing per lot.
  await page.reload();
  await expect(page.getByText('Подано пропозицій: 3')).toBeVisible();

  // ── The deadline passes; the manager compares lot by lot ─────────────────────────────────
  await shiftServerClock(page, 4 * 3600);
  try {
    await page.goto(`/tenders/${tenderId}/proposals`);
    const lotChoice = page.getByRole('combobox', { name: 'Лот' });
    await expect(lotChoice).toBeVisible();
    // Lot 1: provider 3 (ТОВ «Полісся Нет») is cheaper, more available and quicker — first.
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader').nth(1)).toContainText('ТОВ «Полісся Нет»');
    await expect(table.getByRole('columnheader').nth(1)).toContainText('1 місце');
    await expect(table.getByText('60 × ').first()).toBeVisible();
    await expectSoundAtBothWidths(page, 'lots-comparison-lot-1');

    // Lot 1 to provider 1, ranked second: only with a reason.
    await page.getByRole('button', { name: 'Обрати переможцем лоту 1: ТОВ «Укрмережа Телеком»' }).click();
    let dialog = page.getByRole('dialog', { name: 'Визначення переможця лоту 1' });
    await expect(dialog).toContainText('Пропозиція не посідає першого місця в рейтингу');
    await dialog
      .getByRole('textbox', { name: /Обґрунтування вибору/ })
      .fill('Провайдер уже обслуговує сусідні відділення');
    await expectSoundAtBothWidths(page, 'lots-award-dialog');
    await dialog.getByRole('button', { name: 'Визначити переможця' }).click();
    await expect(page.getByText('Переможець: ТОВ «Укрмережа Телеком»')).toBeVisible();

    // Lot 5 to provider 2, the only offer there.
    await lotChoice.click();
    await page.getByRole('option', { name: 'Лот 5 — Відділення №5' }).click();
    await page.getByRole('button', { name: 'Обрати переможцем лоту 5: ПрАТ «Дніпро Оптік»' }).click();
    dialog = page.getByRole('dialog', { name: 'Визначення переможця лоту 5' });
    await dialog.getByRole('button', { name: 'Визначити переможця' }).click();
    await expect(page.getByText('Переможець: ПрАТ «Дніпро Оптік»')).toBeVisible();

    // Lot 12: declared unsuccessful.
    await lotChoice.click();
    await page.getByRole('option', { name: 'Лот 12 — Відділення №12' }).click();
    await page.getByRole('button', { name: 'Визнати лот 12 таким, що не відбувся' }).click();
    dialog = page.getByRole('dialog', { name: 'Лот 12 не відбувся' });
    await dialog.getByRole('textbox', { name: /^Причина/ }).fill('Відділення №12 переїжджає до іншого приміщення');
    await dialog.getByRole('button', { name: 'Визнати таким, що не відбувся' }).click();
    await expect(page.getByText('Не відбувся: Відділення №12 переїжджає до іншого приміщення')).toBeVisible();

    // The other nine lots go to their first-ranked offers (or not at all), so the tender closes.
    const headers = await xsrfHeaders(page.context());
    const comparison = (await (await page.request.get(`/api/tenders/${tenderId}/proposals`)).json()) as {
      lots: { lot_id: number; position: number; items: { offer_id: number; rank: number | null }[] }[];
    };
    for (const compared of comparison.lots.filter((l) => ![1, 5, 12].includes(l.position))) {
      const version = ((await (await page.request.get(`/api/tenders/${tenderId}`)).json()) as { version: number })
        .version;
      const first = compared.items.find((i) => i.rank === 1);
      const res = first
        ? await page.request.post(`/api/tenders/${tenderId}/lots/${compared.lot_id}/award`, {
            headers,
            data: { offer_id: first.offer_id, version },
          })
        : await page.request.post(`/api/tenders/${tenderId}/lots/${compared.lot_id}/unsuccessful`, {
            headers,
            data: { reason: 'Пропозицій на лот не подано', version },
          });
      expect(res.status()).toBe(200);
    }
    await page.goto(`/tenders/${tenderId}`);
    await expect(page.getByText('Визначено переможця').first()).toBeVisible();
    await expectSoundAtBothWidths(page, 'lots-tender-card-awarded');

    // The history names the lot of each decision, the winner's place and the reason.
    await page.goto(`/tenders/${tenderId}/history`);
    const lotOne = page
      .locator('.mantine-Timeline-item')
      .filter({ hasText: 'Визначено переможця лоту' })
      .filter({ hasText: 'Лот 1 — Відділення №1' });
    await expect(lotOne).toContainText('Місце в рейтингу');
    await expect(lotOne).toContainText('Провайдер уже обслуговує сусідні відділення');
    await expect(
      page
        .locator('.mantine-Timeline-item')
        .filter({ hasText: 'Лот визнано таким, що не відбувся' })
        .filter({ hasText: 'Відділення №12 переїжджає до іншого приміщення' }),
    ).toHaveCount(1);
    await expectSoundAtBothWidths(page, 'lots-history');

    // ── Each provider reads its own outcome per lot ───────────────────────────────────────
    await expectOwnResults(p1, tenderId, { 1: 'Ви перемогли', 3: 'Обрано іншу пропозицію' });
    await expectSoundAtBothWidths(p1, 'lots-tender-card-provider');
    await p1.getByRole('link', { name: 'Відкрити пропозицію' }).click();
    await expect(p1.getByRole('row', { name: /Відділення №3/ })).toContainText('Обрано іншу пропозицію');
    await expectSoundAtBothWidths(p1, 'lots-offer-card-provider');
    await expectOwnResults(p2, tenderId, { 1: '', 5: 'Ви перемогли' });
    await expectOwnResults(p4, tenderId, { 1: 'Обрано іншу пропозицію', 12: 'Лот не відбувся' });
  } finally {
    await shiftServerClock(page, 0);
  }
});
