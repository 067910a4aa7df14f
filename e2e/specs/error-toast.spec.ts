import { DEMO_USERS, expect, test } from '../fixtures.ts';
import { isoDate, kyivWall, screenshot, uniqueSuffix } from './journey-helpers.ts';
import { draftTender } from './api-preconditions.ts';

/*
 * docs/product/api-conventions.md §12: a 4xx/5xx answer with {error} raises `axios-error`; the listener shows a toast
 * titled «Помилка» with the server's message (fallback «Невідома помилка!») and a close button.
 * Publishing from the tender card is a call whose errors reach that toast.
 */

test.use({ signedInAs: DEMO_USERS.manager });

test('publishing a draft the server refuses shows the «Помилка» toast with the server message; it can be closed', async ({
  page,
}) => {
  // Setup through the API: a draft whose desired connection date is before its deadline —
  // a draft may hold that, but publishing refuses it (400 with a Ukrainian {error}).
  const title = `Канал для перевірки помилок ${uniqueSuffix()}`;
  const tender = await draftTender(page, title, {
    connection_date: isoDate(kyivWall(new Date(Date.now() + 24 * 3600_000))),
    offers_deadline: new Date(Date.now() + 5 * 24 * 3600_000).toISOString(),
  });

  await page.goto(`/tenders/${tender.id}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const actions = page.getByRole('group', { name: 'Дії з тендером' });
  const toasts = page.locator('.mantine-Notification-root');

  const publish = async () => {
    await actions.getByRole('button', { name: 'Опублікувати' }).click();
    const confirm = page.getByRole('dialog', { name: 'Опублікувати тендер?' });
    await confirm.getByRole('button', { name: 'Опублікувати' }).click();
    await expect(confirm).toBeHidden();
  };

  // 1. A server failure (forced): 500 with a Ukrainian {error}.
  await page.route(`**/api/tenders/${tender.id}/publish`, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Сервіс тимчасово недоступний', code: 'internal' }),
    }),
  );
  await publish();
  const forced = toasts.filter({ hasText: 'Сервіс тимчасово недоступний' });
  await expect(forced).toBeVisible();
  await expect(forced).toContainText('Помилка');
  await forced.getByRole('button').click();
  await expect(forced).toBeHidden();

  // 2. An error body without a message: the fallback text.
  await page.unroute(`**/api/tenders/${tender.id}/publish`);
  await page.route(`**/api/tenders/${tender.id}/publish`, (route) =>
    route.fulfill({ status: 502, contentType: 'application/json', body: '{}' }),
  );
  await publish();
  const unknown = toasts.filter({ hasText: 'Невідома помилка!' });
  await expect(unknown).toBeVisible();
  await expect(unknown).toContainText('Помилка');
  await unknown.getByRole('button').click();
  await expect(unknown).toBeHidden();

  // 3. The real server refuses: its own message, in Ukrainian.
  await page.unroute(`**/api/tenders/${tender.id}/publish`);
  const answer = page.waitForResponse((r) => r.url().endsWith(`/api/tenders/${tender.id}/publish`));
  await publish();
  const response = await answer;
  expect(response.status()).toBe(400);
  const body = (await response.json()) as { error: string };
  expect(body.error).toMatch(/Бажана дата підключення/);

  const refused = toasts.filter({ hasText: body.error });
  await expect(refused).toBeVisible();
  await expect(refused).toContainText('Помилка');
  // Said once: the field's message is not repeated below the toast's message.
  expect((await refused.innerText()).split(body.error).length - 1).toBe(1);
  await screenshot(page, 'error-toast');
  // The toast lasts long enough to be read, and the close button removes it.
  await expect(refused.getByRole('button')).toBeVisible();
  await refused.getByRole('button').click();
  await expect(refused).toBeHidden();

  // Nothing changed: still a draft.
  await expect(page.getByText('Чернетка', { exact: true })).toBeVisible();
});
