import { DEMO_USERS, expect, test } from '../fixtures.ts';
import { expectSoundAtBothWidths } from './screen-checks.ts';

/**
 * A new provider registers through the form, solving the real proof-of-work check in the
 * browser, is signed in, sees that its organisation awaits verification, and the tender card
 * tells it that it cannot submit an offer yet. The bank's admin verifies it; it submits an
 * offer; the admin blocks it, and its open session is thrown out to sign-in.
 */
test('a new provider registers and waits for verification; once verified it submits an offer; blocked, it is thrown out', async ({
  page,
  pageAs,
}, testInfo) => {
  test.setTimeout(120_000);
  const unique = Date.now().toString().slice(-6);
  const shots = (name: string) => testInfo.outputPath(`${name}.png`);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Зареєструвати організацію' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page).toHaveTitle('Реєстрація організації — Телеком Тендер');
  await expect(page.locator('altcha-widget')).toBeAttached();
  await page.screenshot({ path: shots('register-empty'), fullPage: true });

  // Nothing filled: every required field says what is missing, no call is made.
  const summary = page.getByRole('alert', { name: 'Виправте поля з помилками' });
  await page.getByRole('button', { name: 'Зареєструвати організацію' }).click();
  await expect(summary.getByRole('button', { name: 'Поле «Назва організації» є обов’язковим' })).toBeVisible();
  await page.getByLabel(/^Код ЄДРПОУ/).fill('32855968');
  await page.getByRole('button', { name: 'Зареєструвати організацію' }).click();
  await expect(summary.getByRole('button', { name: /«Код ЄДРПОУ»: неправильна контрольна цифра/ })).toBeVisible();
  await page.screenshot({ path: shots('register-errors'), fullPage: true });

  // A sole proprietor: the registry code becomes a РНОКПП; the number changes per run.
  await page.getByRole('switch', { name: /ФОП/ }).check();
  const rnokpp = validRnokpp(unique);
  await page.getByLabel(/^РНОКПП/).fill(rnokpp);
  await page.getByLabel(/^Назва організації/).fill(`ФОП Тестовий ${unique}`);
  await page.getByRole('textbox', { name: 'E-mail технічної служби, рядок 1' }).fill(`noc${unique}@example.ua`);
  await page.getByLabel(/^Ім’я/).fill('Марія');
  await page.getByLabel(/^Прізвище/).fill('Тестова');
  await page.getByLabel(/^Електронна пошта/).fill(`maria${unique}@example.ua`);
  await page.getByRole('textbox', { name: 'Телефони, рядок 1' }).fill('+380 50 123 45 67');
  // The meter judges as the server will: a breached password is weak, a passphrase strong.
  const strength = page.getByRole('progressbar', { name: 'Надійність пароля' });
  await page.getByLabel(/^Пароль \*/).fill('Password123!');
  await expect(strength).toHaveAttribute('aria-valuetext', 'Слабкий');
  await expect(page.getByText(/поширений пароль/)).toBeVisible();
  await page.getByLabel(/^Пароль \*/).fill('Тиха річка навесні');
  await expect(strength).toHaveAttribute('aria-valuetext', 'Надійний');
  await page.getByLabel(/^Пароль ще раз/).fill('Тиха річка навесні');

  // The check started when the form got focus; it solves in the browser within seconds.
  await expect(page.locator('altcha-widget')).toContainText('Перевірено', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Зареєструвати організацію' }).click();

  await expect(page).toHaveURL(/\/tenders/);
  const banner = page.getByText('Організація очікує верифікації');
  await expect(banner).toBeVisible();
  await expect(page.getByText(/не можете подавати пропозиції/)).toBeVisible();

  // A tender taking offers: the card explains why there is no "Подати пропозицію".
  // The latest deadline: far enough ahead for the whole story.
  const list = await page.request.get('/api/tenders?status=published&sort=-offers_deadline&page_size=1');
  expect(list.status()).toBe(200);
  const [tender] = ((await list.json()) as { items: { id: number }[] }).items;
  expect(tender).toBeTruthy();
  await page.goto(`/tenders/${tender!.id}`);
  await expect(
    page.getByText(/Подавати пропозиції можна після того, як банк верифікує вашу організацію/),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Подати пропозицію' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Подати пропозицію' })).toHaveCount(0);

  // ── The bank's admin verifies the new organisation ──────────────────────────────────────
  const orgName = `ФОП Тестовий ${unique}`;
  const admin = await pageAs(DEMO_USERS.admin);
  await admin.goto(`/admin/providers?verified=false&q=${encodeURIComponent(unique)}`);
  const row = admin.getByRole('row').filter({ hasText: orgName });
  await row.getByRole('button', { name: `Верифікувати: ${orgName}` }).click();
  const verify = admin.getByRole('dialog', { name: 'Верифікувати провайдера' });
  await verify.getByRole('button', { name: 'Верифікувати' }).click();
  await expect(verify).toBeHidden();

  // ── Verified, the provider submits an offer from the same session ──────────────────────
  await page.reload();
  await expect(page.getByText('Організація очікує верифікації')).toHaveCount(0);
  await page.getByRole('link', { name: 'Подати пропозицію' }).click();
  await page.getByLabel('Щомісячна плата').fill('6 100');
  await page.getByLabel('Вартість підключення').fill('0');
  await page.getByLabel('Строк підключення').fill('10');
  await page.getByLabel('Доступність за SLA').fill('99,5');
  await page.getByRole('button', { name: 'Подати пропозицію' }).click();
  // Submitting asks for a confirmation with the offer's sums.
  const confirm = page.getByRole('dialog', { name: 'Подати пропозицію?' });
  await confirm.getByRole('button', { name: 'Подати пропозицію' }).click();
  await expect(page).toHaveURL(/\/tenders\/offers\/\d+$/);
  await expect(page.getByText('Подано').first()).toBeVisible();

  // ── The admin blocks it; the provider's next step meets the ended session ──────────────
  await admin.goto(`/admin/providers?q=${encodeURIComponent(unique)}`);
  await admin.getByRole('link', { name: orgName }).click();
  await expect(admin.getByRole('heading', { name: orgName, level: 1 })).toBeVisible();
  await admin.getByRole('button', { name: 'Заблокувати', exact: true }).click();
  const block = admin.getByRole('dialog', { name: 'Заблокувати провайдера' });
  await block.getByRole('textbox', { name: /Причина блокування/ }).fill('Надано недостовірні дані');
  await block.getByRole('button', { name: 'Заблокувати' }).click();
  await expect(block).toBeHidden();

  await page.getByRole('navigation').getByRole('link', { name: 'Тендери' }).first().click();
  const ended = page.getByRole('dialog', { name: 'Сеанс завершено' });
  await expect(ended).toBeVisible();
  await ended.getByRole('button', { name: 'Увійти знову' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/login');
});

// The field rules themselves are the component tests' (registration-route.test.tsx); here the
// server's check digit rule in the browser, and the screens with errors at both widths.
test('a wrong registry code is named on leaving its field, and a refused submit lists the errors at the top and focuses the first', async ({
  page,
}) => {
  await page.goto('/register');
  await expect(page.locator('altcha-widget')).toBeAttached();

  // Leaving the field is enough: the check digit is checked by the server's own rule.
  await page.getByLabel(/^Назва організації/).fill('ТОВ «Перевірка»');
  const edr = page.getByLabel(/^Код ЄДРПОУ/);
  await edr.fill('32855968');
  await edr.press('Tab');
  const edrError = 'Поле «Код ЄДРПОУ»: неправильна контрольна цифра, перевірте код';
  await expect(page.getByText(edrError)).toBeVisible();
  await expect(edr).toHaveAttribute('aria-invalid', 'true');
  const summary = page.getByRole('alert', { name: 'Виправте поля з помилками' });
  await expect(summary).toHaveCount(0);
  await expectSoundAtBothWidths(page, 'register-code-left');

  // A submit with errors: the summary at the top lists them in the form's order, the first field takes the focus.
  await page.getByRole('button', { name: 'Зареєструвати організацію' }).click();
  await expect(summary).toBeVisible();
  const entries = summary.getByRole('button');
  await expect(entries.first()).toHaveText(edrError);
  await expect(entries.nth(1)).toHaveText('Поле «Ім’я» є обов’язковим');
  await expect(summary.getByRole('button', { name: 'Поле «Телефони» є обов’язковим' })).toBeVisible();
  await expect(edr).toBeFocused();
  await expectSoundAtBothWidths(page, 'register-summary');

  // Each entry takes the focus to its field.
  await summary.getByRole('button', { name: 'Поле «Телефони» є обов’язковим' }).click();
  await expect(page.getByRole('textbox', { name: 'Телефони, рядок 1' })).toBeFocused();
  await summary.getByRole('button', { name: 'Поле «Ім’я» є обов’язковим' }).click();
  await expect(page.getByLabel(/^Ім’я/)).toBeFocused();
  await expect(page.getByLabel(/^Ім’я/)).toBeInViewport();

  // Put right, an entry leaves the list.
  await page.getByLabel(/^Ім’я/).fill('Марія');
  await expect(summary.getByRole('button', { name: 'Поле «Ім’я» є обов’язковим' })).toHaveCount(0);
  await expect(entries.first()).toHaveText(edrError);
});

/** A valid РНОКПП whose middle digits vary per run (check digit computed as docs/product/roles-and-actions.md §5 says). */
function validRnokpp(seed: string): string {
  const nine = `300${seed}`.slice(0, 9);
  const d = [...nine].map(Number);
  const s = [-1, 5, 7, 9, 4, 6, 10, 5, 7].reduce((acc, w, i) => acc + w * d[i]!, 0);
  return `${nine}${(((s % 11) + 11) % 11) % 10}`;
}
