import { DEMO_USERS, expect, test } from '../fixtures.ts';
import { uniqueSuffix } from './journey-helpers.ts';
import { expectSoundScreen } from './screen-checks.ts';

/*
 * The administrator's settings screens. The journeys add their own IT manager and channel value
 * (unique names), so they touch nothing another spec relies on; the mail account is left alone,
 * since the sending journey points it at its own SMTP peer.
 */
test.use({ signedInAs: DEMO_USERS.admin });

test('the admin adds a regional IT manager, edits and removes them, and finds each change in the history', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const suffix = uniqueSuffix();
  const name = `Ігор Бойко ${suffix}`;

  await page.goto('/admin/settings');
  await expect(page).toHaveTitle('Налаштування — Телеком Тендер');
  await page.getByRole('link', { name: 'ІТ-менеджери регіонів' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ІТ-менеджери регіонів' })).toBeVisible();

  await page.getByRole('button', { name: 'Додати менеджера' }).click();
  const add = page.getByRole('dialog', { name: 'Новий ІТ-менеджер' });
  await add.getByRole('textbox', { name: /^Електронна пошта/ }).fill('boiko@');
  await add.getByRole('button', { name: 'Зберегти' }).click();
  await expect(add.getByText('Поле «Регіон» є обов’язковим')).toBeVisible();
  await expect(add.getByText('Поле «ПІБ» є обов’язковим')).toBeVisible();
  await expect(add.getByText('Поле «Електронна пошта»: некоректна адреса електронної пошти')).toBeVisible();
  await expectSoundScreen(page, 'settings-manager-refused');

  const region = add.getByRole('combobox', { name: /^Регіон/ });
  await region.fill('Львівська');
  await page.getByRole('option', { name: 'Львівська область' }).click();
  await add.getByRole('textbox', { name: /^ПІБ/ }).fill(name);
  await add.getByRole('textbox', { name: /^Посада/ }).fill('Інженер мережі');
  await add.getByRole('textbox', { name: /^Електронна пошта/ }).fill(`boiko.${suffix.toLowerCase()}@bank.ua`);
  await add.getByRole('textbox', { name: /^Телефон/ }).fill('+380 32 000 00 00');
  await add.getByRole('button', { name: 'Зберегти' }).click();
  await expect(add).toBeHidden();
  // The list's row, not the history's rows that name them too.
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Змінити: ${name}` }) });
  await expect(row).toContainText('Львівська область');
  await expect(row).toContainText('Інженер мережі');

  // Edit: a new position, saved and shown in the list and the history.
  await row.getByRole('button', { name: `Змінити: ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Змінити дані ІТ-менеджера' });
  await expect(edit.getByRole('textbox', { name: /^ПІБ/ })).toHaveValue(name);
  await edit.getByRole('textbox', { name: /^Посада/ }).fill('Начальник відділу ІТ');
  await edit.getByRole('button', { name: 'Зберегти' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Начальник відділу ІТ');
  const history = page.getByRole('region', { name: 'Історія змін' });
  await expect(history.getByText(new RegExp(`Додано ІТ-менеджера ${name}`))).toBeVisible();
  await expect(history.getByText(new RegExp(`Змінено дані ІТ-менеджера ${name}.*Начальник відділу ІТ`))).toBeVisible();
  await expect(history).toContainText('Олена Коваленко');

  // The region filter keeps the address; another region does not list them.
  await page.getByRole('combobox', { name: 'Регіон' }).fill('Волинська');
  await page.getByRole('option', { name: 'Волинська область' }).click();
  await expect(page).toHaveURL(/region=\d+/);
  await expect(page.getByText('У цьому регіоні ІТ-менеджерів немає')).toBeVisible();
  await page.getByRole('combobox', { name: 'Регіон' }).fill('Львівська');
  await page.getByRole('option', { name: 'Львівська область' }).click();
  await expect(row).toBeVisible();
  // Kept over a reload, filter included; checked without the save toasts over the list.
  await page.reload();
  await expect(row).toContainText('Начальник відділу ІТ');
  await expectSoundScreen(page, 'settings-managers-list');

  // Remove, confirmed by name.
  await row.getByRole('button', { name: `Видалити: ${name}` }).click();
  const remove = page.getByRole('dialog', { name: 'Видалити ІТ-менеджера' });
  await expect(remove).toContainText(`${name} (Львівська область) більше не отримуватиме копій листів`);
  await expectSoundScreen(page, 'settings-manager-remove');
  await remove.getByRole('button', { name: 'Видалити' }).click();
  await expect(remove).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(history.getByText(new RegExp(`Видалено ІТ-менеджера ${name}`))).toBeVisible();
});

test('the admin adds a channel value, deactivates it so forms stop offering it, and brings it back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const value = `Тестовий протокол ${uniqueSuffix()}`;
  const offered = async () => {
    // What the forms offer: the active values (the spec's call without it names every value).
    const res = await page.request.get('/api/channels/protocol?active=true');
    expect(res.status()).toBe(200);
    return ((await res.json()) as { name: string }[]).map((o) => o.name);
  };

  await page.goto('/admin/settings/edit/channels');
  await expect(page.getByRole('heading', { level: 1, name: 'Довідники каналів' })).toBeVisible();
  await expect(page.getByText(/не видаляється, а деактивується/)).toBeVisible();
  // The demo tenders use fibre: a used value says how often.
  await expect(
    page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Перейменувати: Оптоволокно' }) }),
  ).toContainText(/Використовується: [1-9]/);

  await page.getByRole('tab', { name: 'Протокол' }).click();
  await expect(page).toHaveURL(/kind=protocol/);
  const field = page.getByRole('textbox', { name: 'Нове значення довідника «Протокол»' });
  await field.fill(value);
  await page.getByRole('button', { name: 'Додати' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Перейменувати: ${value}` }) });
  await expect(row).toContainText('Активне');
  await expect(row).toContainText('Використовується: 0');
  await expect(field).toHaveValue('');
  expect(await offered()).toContain(value);

  // The same name again is refused at the field.
  await field.fill(value);
  await page.getByRole('button', { name: 'Додати' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(new RegExp(`«${value}».*(в|у)же є`)).first()).toBeVisible();
  await field.fill('');

  await row.getByRole('button', { name: `Деактивувати: ${value}` }).click();
  await expect(row).toContainText('Неактивне');
  expect(await offered()).not.toContain(value);
  // Still named for the tenders and offers that hold it.
  const named = await page.request.get('/api/channels/protocol');
  expect(((await named.json()) as { name: string }[]).map((o) => o.name)).toContain(value);
  const history = page.getByRole('region', { name: 'Історія змін' });
  await expect(history.getByText(new RegExp(`Вимкнено значення «${value}»`))).toBeVisible();
  await page.reload();
  await expect(row).toContainText('Неактивне');
  await expectSoundScreen(page, 'settings-channels-deactivated');

  await row.getByRole('button', { name: `Активувати: ${value}` }).click();
  await expect(row).toContainText('Активне');
  expect(await offered()).toContain(value);
  await expect(history.getByText(new RegExp(`Знову пропонується значення «${value}»`))).toBeVisible();
});

test('the admin reads the role and action table, on a laptop and on a phone', async ({ page }) => {
  await page.goto('/admin/settings/app/rules');
  const table = page.getByRole('table', { name: 'Ролі й дозволені дії' });
  await expect(table.getByRole('columnheader', { name: 'Адміністратор' })).toBeVisible();
  const settingsRow = table.getByRole('row', { name: /Змінювати налаштування/ });
  await expect(settingsRow.getByRole('cell')).toHaveText([
    'Дозволено',
    'Не дозволено',
    'Не дозволено',
    'Не дозволено',
    'Не дозволено',
  ]);
  await expectSoundScreen(page, 'settings-rules-desktop');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table).toBeHidden();
  const admin = page.getByRole('region', { name: 'Адміністратор' });
  await expect(admin.getByRole('listitem').filter({ hasText: 'Змінювати налаштування' })).toBeVisible();
  const provider = page.getByRole('region', { name: 'Провайдер' });
  await expect(provider.getByRole('listitem').filter({ hasText: 'Подавати пропозиції' })).toBeVisible();
  await expect(provider.getByRole('listitem').filter({ hasText: 'Змінювати налаштування' })).toHaveCount(0);
  await expectSoundScreen(page, 'settings-rules-phone');
});

test('a manager is refused the settings screens, and sees no settings in the navigation', async ({ pageAs }) => {
  const manager = await pageAs(DEMO_USERS.manager);
  await manager.goto('/admin/settings/edit/managers-it-rp');
  await expect(manager.getByRole('heading', { level: 1, name: 'Немає доступу' })).toBeVisible();
  await expect(manager.getByText('Налаштування змінює лише адміністратор')).toBeVisible();
  await expect(manager.getByRole('link', { name: 'Налаштування' })).toHaveCount(0);
  const res = await manager.request.get('/api/admin/managers-it-rp');
  expect(res.status()).toBe(403);
});
