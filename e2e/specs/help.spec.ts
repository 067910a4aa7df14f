import { DEMO_USERS, expect, networkQuiet, test } from '../fixtures.ts';
import { uniqueSuffix } from './journey-helpers.ts';
import { expectSoundScreen } from './screen-checks.ts';

/*
 * Help (/faq, docs/decisions/0030): a visitor reads, searches and meets an unknown address; the
 * administrator writes a draft no visitor sees, publishes it, and deletes it again, so the seeded
 * articles are all that other specs find.
 */

const WIDTHS = [
  ['wide', 1366, 900],
  ['phone', 390, 844],
] as const;

test('a visitor reads the help by section, searches it and is told when an article does not exist', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Довідка' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page).toHaveTitle('Довідка — Телеком Тендер');
  await expect(page.getByRole('heading', { level: 2, name: 'Реєстрація і доступ' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Увійти' })).toBeVisible();
  for (const [name, width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await expectSoundScreen(page, `help-list-${name}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  // Any letter case finds the password article.
  const search = page.getByRole('searchbox', { name: 'Пошук у довідці' });
  await search.fill('ПАРОЛ');
  await expect(page).toHaveURL(/\?q=/);
  const found = page
    .getByRole('main')
    .getByRole('link', { name: /пароль/i })
    .first();
  await expect(found).toBeVisible();
  await search.fill('жодної-такої-статті-немає');
  await expect(page.getByText('Нічого не знайдено')).toBeVisible();
  await page.getByRole('button', { name: 'Показати всі статті' }).click();
  await expect(search).toHaveValue('');
  await expect(page.getByRole('heading', { level: 2, name: 'Пропозиції' })).toBeVisible();

  // An article at its own address, named in the page title. The results are read once the
  // search has been written: a click while it is pending lands on a list about to change.
  await search.fill('пароль');
  await expect(page).toHaveURL((u) => u.searchParams.get('q') === 'пароль');
  await networkQuiet(page);
  const link = page
    .getByRole('main')
    .getByRole('link', { name: /пароль/i })
    .first();
  const title = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} — Телеком Тендер`);
  for (const [name, width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await expectSoundScreen(page, `help-article-${name}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('link', { name: 'Усі статті довідки' }).click();
  await expect(page).toHaveURL(/\/faq$/);

  await page.goto('/faq/no-such-article');
  await expect(page.getByRole('heading', { level: 1, name: 'Статтю не знайдено' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Реєстрація і доступ' })).toBeVisible();
  for (const [name, width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await expectSoundScreen(page, `help-not-found-${name}`);
  }
});

test('the administrator writes a draft only they see, publishes it for everyone, and deletes it', async ({
  page,
  pageAs,
}) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix().toLowerCase();
  const slug = `e2e-draft-${suffix}`;
  const title = `Тимчасова стаття ${suffix}`;
  const admin = await pageAs(DEMO_USERS.admin);

  await admin.goto('/faq');
  await admin.getByRole('button', { name: 'Нова стаття' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Нова стаття' });
  await dialog.getByRole('textbox', { name: /^Заголовок/ }).fill(title);
  await dialog.getByRole('textbox', { name: /^Адреса статті/ }).fill(slug);
  await dialog.getByRole('textbox', { name: /^Текст статті/ }).fill('Ця стаття існує лише під час перевірки.');
  for (const [name, width, height] of WIDTHS) {
    await admin.setViewportSize({ width, height });
    await expectSoundScreen(admin, `help-editor-${name}`);
  }
  await admin.setViewportSize({ width: 1366, height: 900 });
  await dialog.getByRole('button', { name: 'Зберегти' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin).toHaveURL(new RegExp(`/faq/${slug}$`));
  await expect(admin.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(admin.getByText('Чернетка')).toBeVisible();

  // A visitor is told the draft does not exist, and finds it in no list.
  await page.goto(`/faq/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Статтю не знайдено' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);

  // Published: the visitor reads it.
  await admin.getByRole('button', { name: 'Редагувати' }).click();
  const edit = admin.getByRole('dialog', { name: 'Редагування статті' });
  await edit.getByRole('switch', { name: /^Опубліковано/ }).check();
  await edit.getByRole('button', { name: 'Зберегти' }).click();
  await expect(edit).toBeHidden();
  await expect(admin.getByText('Чернетка')).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Ця стаття існує лише під час перевірки.')).toBeVisible();

  // Deleted: gone for everyone.
  await admin.getByRole('button', { name: 'Видалити' }).click();
  await admin
    .getByRole('dialog', { name: 'Видалити статтю?' })
    .getByRole('button', { name: 'Видалити статтю' })
    .click();
  await expect(admin).toHaveURL(/\/faq$/);
  await expect(admin.getByRole('link', { name: title })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Статтю не знайдено' })).toBeVisible();
});
