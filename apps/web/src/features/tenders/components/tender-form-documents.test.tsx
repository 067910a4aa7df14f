import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser, type UserEvent } from '../../../test/user';
import { bankInfo, cardRoutes, ok, tender } from '../tender-test-utils';
import { type ApiRoutes, setUpAppTest } from '../../../test/app-test';
import { pdfFile, storedDocument, uploadedName } from '../../../test/documents';

/*
 * Documents attached while creating a tender: held until the draft exists, sent right after
 * it is saved; a file that fails keeps the draft, is named with the reason and can be retried.
 */

const SLOW = { timeout: 10_000 };

// 12:00 in Kyiv.
const t = setUpAppTest(cardRoutes(), { now: '2026-11-23T10:00:00Z' });

const draft = { ...tender, version: 1, documents: [] };

const calls = () => t.api.called();

/** Fills every required field of the create form. */
async function fillNewTender(user: UserEvent) {
  const paste = async (field: RegExp, text: string) => {
    await user.click(screen.getByRole('textbox', { name: field }));
    await user.paste(text);
  };
  await paste(/^Назва/, 'Резервний канал для відділення №12');
  await user.click(screen.getByRole('combobox', { name: /^Регіон/ }));
  await user.click(await screen.findByRole('option', { name: 'Київ' }));
  await paste(/^Відділення/, 'Відділення №12');
  await paste(/^Адреса/, 'м. Київ, вул. Хрещатик, 1');
  await paste(/^Пропускна здатність/, '200');

  await user.click(screen.getByRole('button', { name: /Кінцевий термін подання пропозицій/ }));
  let picker = await screen.findByRole('dialog');
  await user.click(within(picker).getByRole('button', { name: '30 листопада 2026' }));
  await user.click(within(picker).getByRole('button', { name: 'Підтвердити' }));

  await user.click(screen.getByRole('button', { name: /Бажана дата підключення/ }));
  picker = await screen.findByRole('dialog');
  await user.click(within(picker).getByRole('button', { name: 'Наступний місяць' }));
  await user.click(within(picker).getByRole('button', { name: '15 грудня 2026' }));
}

async function openCreateForm(routes: ApiRoutes) {
  t.signIn(bankInfo, routes);
  t.render('/tenders/create');
  await screen.findByRole('heading', { name: 'Новий тендер' }, SLOW);
}

// A long form to fill on a shared machine.
describe('tender form: documents of a new tender', { timeout: 60_000 }, () => {
  it('sends the attached files right after the draft is created, then opens the card', async () => {
    const user = setupUser();
    await openCreateForm({
      'POST /tenders': { status: 201, data: draft },
      'POST /tenders/42/documents': (config) => ({ status: 201, data: storedDocument(7, uploadedName(config)) }),
      'GET /tenders/42': ok({
        ...draft,
        documents: [storedDocument(7, 'Технічне завдання.pdf'), storedDocument(8, 'Схема.png')],
      }),
    });
    await fillNewTender(user);
    await user.upload(screen.getByLabelText('Додати документи'), [
      pdfFile('Технічне завдання.pdf'),
      pdfFile('Схема.png'),
    ]);
    expect(screen.getByText('Технічне завдання.pdf')).toBeInTheDocument();
    expect(calls()).not.toContain('POST /tenders/42/documents');

    await user.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));
    await waitFor(() => expect(t.app.router.state.location.pathname).toBe('/tenders/42'), SLOW);
    const writes = t.api.calls.filter((c) => c.method === 'post');
    expect(writes.map((c) => c.url)).toEqual(['/tenders', '/tenders/42/documents', '/tenders/42/documents']);
    expect(writes.slice(1).map(uploadedName)).toEqual(['Технічне завдання.pdf', 'Схема.png']);
    // The card shows them.
    expect(await screen.findByRole('link', { name: 'Схема.png' }, SLOW)).toBeInTheDocument();
  });

  it('keeps the draft when a file fails, names the file, retries it and then goes on with the same draft', async () => {
    const user = setupUser();
    let schemeAttempts = 0;
    await openCreateForm({
      'POST /tenders': { status: 201, data: draft },
      'PUT /tenders/42': ok({ ...draft, version: 2 }),
      'POST /tenders/42/documents': (config) => {
        const name = uploadedName(config);
        if (name === 'Схема.png' && ++schemeAttempts === 1) {
          return { status: 503, data: { error: 'Сховище файлів тимчасово недоступне', code: 'unavailable' } };
        }
        return { status: 201, data: storedDocument(7, name) };
      },
      'GET /tenders/42': ok(draft),
    });
    await fillNewTender(user);
    await user.upload(screen.getByLabelText('Додати документи'), [
      pdfFile('Технічне завдання.pdf'),
      pdfFile('Схема.png'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));

    const title = 'Чернетку ТТ-2026-000042 збережено, але не всі файли завантажено';
    const notice = (await screen.findByText(title, {}, SLOW)).closest<HTMLElement>('[role="alert"]')!;
    expect(within(notice).getByRole('link', { name: 'Перейти до тендера ТТ-2026-000042' })).toHaveAttribute(
      'href',
      '/tenders/42',
    );
    expect(t.app.router.state.location.pathname).toBe('/tenders/create');
    expect(screen.getByText('Документ «Технічне завдання.pdf» додано')).toBeInTheDocument();
    expect(screen.getByText('Не вдалося завантажити «Схема.png»')).toBeInTheDocument();
    expect(screen.getByText('Сховище файлів тимчасово недоступне')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Повторити завантаження «Схема.png»' }));
    expect(await screen.findByText('Документ «Схема.png» додано')).toBeInTheDocument();
    expect(screen.queryByText(title)).not.toBeInTheDocument();

    // Saving again edits the same draft (no second one) and opens its card.
    await user.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));
    await waitFor(() => expect(t.app.router.state.location.pathname).toBe('/tenders/42'), SLOW);
    expect(calls().filter((c) => c === 'POST /tenders')).toHaveLength(1);
    expect(calls()).toContain('PUT /tenders/42');
    expect(calls().filter((c) => c === 'POST /tenders/42/documents')).toHaveLength(3);
  });
});
