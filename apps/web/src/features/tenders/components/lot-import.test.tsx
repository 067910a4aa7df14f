import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../../test/user';
import { AxiosError } from 'axios';
import type { TLotSheetImport } from '@tt/contracts/lot-sheet';
import { bankInfo, expectAccessibleStructure, ok, tender } from '../tender-test-utils';
import { setUpAppTest, type ApiRoutes } from '../../../test/app-test';

const SLOW = { timeout: 10_000 };

const t = setUpAppTest({}, { now: '2026-11-23T10:00:00Z' });

const sheetLot = (n: number, overrides: Partial<TLotSheetImport['lots'][number]> = {}) => ({
  branch_name: `Відділення №${n}`,
  address: `м. Львів, вул. Городоцька, ${n}`,
  region_id: 2,
  bandwidth_mbps: 100,
  physics_id: null,
  interface_id: 5,
  protocol_id: null,
  connection_date: '2026-12-20',
  budget_monthly: '7000.00',
  ...overrides,
});

const sheet = () => new File(['Відділення;Адреса\n'], 'Лоти.csv', { type: 'text/csv' });
const importInput = () => screen.getByLabelText('Таблиця лотів (.xlsx або .csv)');
const lotTitles = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

async function openEditForm(routes: ApiRoutes) {
  t.signIn(bankInfo, { 'GET /tenders/42': ok(tender), 'PUT /tenders/42': ok({ ...tender, version: 5 }), ...routes });
  t.render('/tenders/42/edit');
  await screen.findByRole('heading', { name: /Редагування тендера/ }, SLOW);
}

// The whole form renders for each test: on a busy machine that alone takes seconds.
describe('tender form: lots from a sheet', { timeout: 60_000 }, () => {
  it('offers the template and lists a sheet’s wrong rows without touching the lots', async () => {
    const user = setupUser();
    await openEditForm({
      'POST /tenders/lots/import': ok({
        lots: [sheetLot(1)],
        errors: [
          { row: 3, field: 'bandwidth_mbps', message: 'Поле «Пропускна здатність» має бути не менше 1 Мбіт/с' },
          { row: 4, field: 'region_id', message: 'Поле «Регіон»: такого регіону немає в довіднику' },
          { row: 7, field: null, message: 'Рядок має забагато стовпців' },
        ],
      } satisfies TLotSheetImport),
    });
    expect(screen.getByRole('link', { name: 'Завантажити шаблон' })).toHaveAttribute(
      'href',
      '/api/tenders/lots/template',
    );
    expect(screen.getByRole('link', { name: 'Завантажити шаблон' })).toHaveAttribute('download');
    // Where the template's example is, and that it never becomes a lot.
    expect(
      screen.getByText(/Приклад заповненого рядка є на аркуші «Приклад» шаблону — він не імпортується\.$/),
    ).toBeInTheDocument();
    expect(importInput()).toHaveAttribute('accept', expect.stringContaining('.xlsx,.csv'));

    await user.upload(importInput(), sheet());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('У таблиці є помилки — лоти у формі не змінено');
    const rows = within(alert)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows).toEqual([
      'Рядок 3, стовпець «Пропускна здатність, Мбіт/с»: Поле «Пропускна здатність» має бути не менше 1 Мбіт/с',
      'Рядок 4, стовпець «Регіон»: Поле «Регіон»: такого регіону немає в довіднику',
      'Рядок 7: Рядок має забагато стовпців',
    ]);
    // The sheet went as the one file of a multipart body; the form still has its one site.
    const post = t.api.calls.find((c) => c.method === 'post')!;
    expect(((post.data as FormData).get('file') as File).name).toBe('Лоти.csv');
    expect(lotTitles()).toEqual([]);
    expect(screen.getByRole('textbox', { name: /^Відділення/ })).toHaveValue(tender.branch_name);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expectAccessibleStructure();

    await user.click(within(alert).getByRole('button', { name: 'Закрити' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks whether the imported lots join or replace the lots of the form, then sends them', async () => {
    const user = setupUser();
    await openEditForm({
      'POST /tenders/lots/import': ok({ lots: [sheetLot(1), sheetLot(2), sheetLot(3)], errors: [] }),
    });
    await user.upload(importInput(), sheet());
    let dialog = await screen.findByRole('dialog', { name: 'З таблиці взято 3 лоти' }, SLOW);
    expect(dialog).toHaveTextContent('У формі вже є 1 лот.');
    // «Скасувати» keeps the form as it was.
    await user.click(within(dialog).getByRole('button', { name: 'Скасувати' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lotTitles()).toEqual([]);

    await user.upload(importInput(), sheet());
    dialog = await screen.findByRole('dialog', { name: 'З таблиці взято 3 лоти' }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Замінити' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lotTitles()).toEqual(['Лот 1 — Відділення №1', 'Лот 2 — Відділення №2', 'Лот 3 — Відділення №3']);
    const second = screen.getByRole('group', { name: 'Лот 2 — Відділення №2' });
    expect(within(second).getByRole('textbox', { name: /^Адреса/ })).toHaveValue('м. Львів, вул. Городоцька, 2');
    expect(within(second).getByRole('textbox', { name: /Очікуваний щомісячний бюджет/ })).toHaveValue('7000,00');

    await user.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));
    await waitFor(() => expect(t.api.calls.some((c) => c.method === 'put')).toBe(true));
    const body = JSON.parse(t.api.calls.find((c) => c.method === 'put')!.data as string) as {
      lots: { branch_name: string }[];
    };
    expect(body.lots.map((l) => l.branch_name)).toEqual(['Відділення №1', 'Відділення №2', 'Відділення №3']);
  });

  it('adds the imported lots after the form’s own with «Додати до наявних»', async () => {
    const user = setupUser();
    await openEditForm({
      'POST /tenders/lots/import': ok({ lots: [sheetLot(1), sheetLot(2)], errors: [] }),
    });
    await user.upload(importInput(), sheet());
    const dialog = await screen.findByRole('dialog', { name: 'З таблиці взято 2 лоти' }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Додати до наявних' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The form's own lot stays first; the sheet's follow it.
    expect(lotTitles()).toEqual(['Лот 1 — Відділення №12', 'Лот 2 — Відділення №1', 'Лот 3 — Відділення №2']);
  });
  it('fills an empty form with the imported lots without asking', async () => {
    const user = setupUser();
    t.signIn(bankInfo, { 'POST /tenders/lots/import': ok({ lots: [sheetLot(1), sheetLot(2)], errors: [] }) });
    t.render('/tenders/create');
    await screen.findByRole('heading', { name: 'Новий тендер' }, SLOW);
    await user.upload(importInput(), sheet());
    await waitFor(() => expect(lotTitles()).toEqual(['Лот 1 — Відділення №1', 'Лот 2 — Відділення №2']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says in Ukrainian why the sheet could not be read, and when the server cannot be reached', async () => {
    const user = setupUser();
    const refusal = 'Файл «Лоти.csv» не є таблицею .xlsx або .csv';
    let answer: 'refuse' | 'network' = 'refuse';
    await openEditForm({
      'POST /tenders/lots/import': (config) => {
        if (answer === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
        return { status: 415, data: { error: refusal, code: 'file_rejected' } };
      },
    });
    await user.upload(importInput(), sheet());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не вдалося імпортувати лоти');
    expect(alert).toHaveTextContent(refusal);
    expect(lotTitles()).toEqual([]);

    answer = 'network';
    await user.upload(importInput(), sheet());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent("Немає з'єднання з сервером"));
  });

  it('refuses a file larger than the server takes before sending it', async () => {
    const user = setupUser();
    await openEditForm({});
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'Великий.xlsx');
    await user.upload(importInput(), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('Файл «Великий.xlsx» завеликий');
    expect(t.api.calls.some((c) => c.method === 'post')).toBe(false);
  });
});
