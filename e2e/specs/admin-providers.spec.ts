import { DEMO_USERS, expect, test } from '../fixtures.ts';
import { screenshot } from './journey-helpers.ts';
import { expectSoundScreen } from './screen-checks.ts';

/*
 * The bank's administration of providers. Only provider3's organisation is touched (no other
 * spec uses that account): it is verified first, then blocked at the very end, which ends its
 * stored session for good. So the unverified provider's screens are checked here, before that
 * (every-screen.spec.ts covers the other accounts).
 */
test.use({ signedInAs: DEMO_USERS.admin });

const ORG = 'ФОП Гнатюк Тарас Петрович';

test('the admin verifies the unverified provider, which may then submit an offer; blocking it throws its open session out', async ({
  page,
  pageAs,
}) => {
  test.setTimeout(90_000);
  const provider = await pageAs(DEMO_USERS.provider3);

  // Its screens while unverified, at both widths, with the banner that says why it cannot bid.
  for (const [name, width, height] of [
    ['desktop', 1366, 900],
    ['phone', 390, 844],
  ] as const) {
    await provider.setViewportSize({ width, height });
    for (const path of ['/tenders', '/provider']) {
      await provider.goto(path);
      await expectSoundScreen(provider, `every-provider3-${name}${path.replace(/\//g, '_')}`);
    }
  }
  await provider.setViewportSize({ width: 1366, height: 900 });

  // The provider's session is open on a tender taking offers, still without the offer button.
  const list = await provider.request.get('/api/tenders?status=published&sort=-offers_deadline&page_size=1');
  expect(list.status()).toBe(200);
  const [tender] = ((await list.json()) as { items: { id: number }[] }).items;
  expect(tender).toBeTruthy();
  await provider.goto(`/tenders/${tender!.id}`);
  await expect(provider.getByText(/Подавати пропозиції можна після того, як банк верифікує/)).toBeVisible();

  // The admin finds the organisation among those awaiting verification.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/providers$/);
  await expect(page).toHaveTitle('Провайдери — Телеком Тендер');
  await page.getByRole('combobox', { name: 'Верифікація' }).click();
  await page.getByRole('option', { name: 'Очікує верифікації' }).click();
  await expect(page).toHaveURL((u) => u.searchParams.get('verified') === 'false');
  const row = page.getByRole('row').filter({ hasText: ORG });
  await expect(row).toBeVisible();
  await screenshot(page, 'admin-providers-tab');

  await row.getByRole('button', { name: `Верифікувати: ${ORG}` }).click();
  const verify = page.getByRole('dialog', { name: 'Верифікувати провайдера' });
  await verify.getByRole('button', { name: 'Верифікувати' }).click();
  await expect(verify).toBeHidden();
  await expect(page.getByText('Провайдера верифіковано').first()).toBeVisible();

  // The provider, same session: the card now offers «Подати пропозицію».
  await provider.reload();
  await expect(provider.getByRole('link', { name: 'Подати пропозицію' })).toBeVisible();

  // The card shows the event with who did it.
  await page.getByRole('combobox', { name: 'Верифікація' }).click();
  await page.getByRole('option', { name: 'Усі' }).click();
  await page.getByRole('link', { name: ORG }).click();
  await expect(page.getByRole('heading', { name: ORG, level: 1 })).toBeVisible();
  const events = page.getByRole('region', { name: 'Журнал подій' });
  await expect(events.getByText('Організацію верифіковано')).toBeVisible();
  await expect(events.getByText(/Олена Коваленко/).first()).toBeVisible();

  // A provider that has bid: its offers past the deadline, their outcomes and the win rate.
  await page.getByRole('link', { name: 'До списку провайдерів' }).click();
  await page.getByRole('link', { name: 'ТОВ «Укрмережа Телеком»' }).click();
  const offers = page.getByRole('region', { name: 'Пропозиції' });
  await expect(offers.getByText('Частка перемог')).toBeVisible();
  await expect(offers.getByRole('row').nth(1)).toBeVisible();
  await screenshot(page, 'admin-provider-card-offers');
  await page.goBack();
  await page.getByRole('link', { name: ORG }).click();
  await expect(page.getByRole('heading', { name: ORG, level: 1 })).toBeVisible();

  // The users tab lists bank and provider users alike.
  await page.goto('/admin/providers?tab=users');
  await expect(page.getByRole('tab', { name: 'Користувачі', selected: true })).toBeVisible();
  await expect(page.getByText('provider3@demo.ua')).toBeVisible();
  await expect(page.getByText('auditor@demo.ua')).toBeVisible();
  await screenshot(page, 'admin-users-tab');

  // Last: block the organisation from its card, with a reason.
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/providers\/\d+$/);
  await expect(page.getByRole('heading', { name: ORG, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Заблокувати', exact: true }).click();
  const block = page.getByRole('dialog', { name: 'Заблокувати провайдера' });
  await block.getByRole('textbox', { name: /Причина блокування/ }).fill('Перевірка e2e: недійсні документи');
  await block.getByRole('button', { name: 'Заблокувати' }).click();
  await expect(block).toBeHidden();
  await expect(page.getByRole('button', { name: 'Розблокувати' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Журнал подій' }).getByText('Причина: Перевірка e2e: недійсні документи'),
  ).toBeVisible();
  await screenshot(page, 'admin-provider-card');

  // The provider's open page: its next action meets the ended session and leads to sign-in.
  await provider.getByRole('navigation').getByRole('link', { name: 'Тендери' }).first().click();
  const ended = provider.getByRole('dialog', { name: 'Сеанс завершено' });
  await expect(ended).toBeVisible();
  await ended.getByRole('button', { name: 'Увійти знову' }).click();
  await expect(provider).toHaveURL((u) => u.pathname === '/login');

  // Signing in again is refused with the reason.
  await provider.getByLabel('Електронна пошта').fill(DEMO_USERS.provider3);
  await provider.getByRole('textbox', { name: 'Пароль', exact: true }).fill('Demo-2026!');
  await provider.getByRole('button', { name: 'Увійти' }).click();
  await expect(provider.getByText(/Організацію заблоковано, вхід неможливий/).first()).toBeVisible();
  await expect(provider).toHaveURL((u) => u.pathname === '/login');
});
