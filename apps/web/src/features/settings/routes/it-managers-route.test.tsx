import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../../test/user';
import { ok, setUpAppTest, showAllTableColumns, showScreenWidth } from '../../../test/app-test';
import { adminInfo, changesPage, itManager } from '../settings-test-data';

const SLOW = { timeout: 10_000 };
const t = setUpAppTest({
  'GET /admin/settings/changes': ok(changesPage('managers_it_rp', ['Додано ІТ-менеджера Петро Іваненко'])),
});

beforeEach(() => {
  showAllTableColumns();
});

const MANAGERS = [
  itManager(),
  itManager({
    id: 5,
    region_id: 1,
    region: { id: 1, name: 'Київ' },
    full_name: 'Ганна Литвин',
    position: '',
    email: 'h.lytvyn@bank.ua',
    phone: '',
  }),
];

async function typeIn(field: HTMLElement, text: string) {
  await setupUser().click(field);
  await setupUser().paste(text);
}

const bodies = (method: string, url: string) =>
  t.api.calls.filter((c) => c.method === method && c.url === url).map((c) => JSON.parse(String(c.data)) as unknown);

describe('/admin/settings/edit/managers-it-rp', () => {
  it('lists the managers with region, position, e-mail and phone, filters by region, and shows the change history', async () => {
    t.signIn(adminInfo, { 'GET /admin/managers-it-rp': ok(MANAGERS) });
    const { router } = t.render('/admin/settings/edit/managers-it-rp');
    const row = (await screen.findByText('Петро Іваненко', {}, SLOW)).closest('tr')!;
    expect(screen.getByRole('heading', { level: 1, name: 'ІТ-менеджери регіонів' })).toBeInTheDocument();
    expect(within(row).getByText('Львівська область')).toBeInTheDocument();
    expect(within(row).getByText('Начальник відділу ІТ')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'p.ivanenko@bank.ua' })).toHaveAttribute(
      'href',
      'mailto:p.ivanenko@bank.ua',
    );
    expect(within(row).getByText('+380 32 123 45 67')).toBeInTheDocument();
    expect(screen.getByText('Ганна Литвин')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Історія змін' });
    expect(await within(history).findByText('Додано ІТ-менеджера Петро Іваненко')).toBeInTheDocument();

    await setupUser().click(screen.getByRole('combobox', { name: 'Регіон' }));
    await setupUser().click(await screen.findByRole('option', { name: 'Київ' }));
    await waitFor(() => expect(router.state.location.search).toBe('?region=1'));
    expect(screen.queryByText('Петро Іваненко')).not.toBeInTheDocument();
    expect(screen.getByText('Ганна Литвин')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('ІТ-менеджери регіонів — Телеком Тендер'));
  });

  it('says so when a region has no manager, and when there is none at all', async () => {
    t.signIn(adminInfo, { 'GET /admin/managers-it-rp': ok([itManager()]) });
    t.render('/admin/settings/edit/managers-it-rp?region=1');
    expect(await screen.findByText('У цьому регіоні ІТ-менеджерів немає', {}, SLOW)).toBeInTheDocument();
    t.reset();
    t.signIn(adminInfo, { 'GET /admin/managers-it-rp': ok([]) });
    t.render('/admin/settings/edit/managers-it-rp');
    expect(await screen.findByText('ІТ-менеджерів ще не додано', {}, SLOW)).toBeInTheDocument();
  });

  it('adds a manager: checks the fields in Ukrainian first, then sends the form', async () => {
    t.signIn(adminInfo, {
      'GET /admin/managers-it-rp': ok(MANAGERS),
      'POST /admin/managers-it-rp': ok(itManager({ id: 9, full_name: 'Ігор Бойко' })),
    });
    t.render('/admin/settings/edit/managers-it-rp');
    await setupUser().click(await screen.findByRole('button', { name: 'Додати менеджера' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Новий ІТ-менеджер' });
    const name = within(dialog).getByRole('textbox', { name: /ПІБ/ });
    const email = within(dialog).getByRole('textbox', { name: /Електронна пошта/ });
    const phone = within(dialog).getByRole('textbox', { name: /Телефон/ });
    await typeIn(email, 'boiko@');
    await typeIn(phone, 'тел. 123');
    await setupUser().click(within(dialog).getByRole('button', { name: 'Зберегти' }));
    expect(await within(dialog).findByText('Поле «Регіон» є обов’язковим')).toBeInTheDocument();
    expect(within(dialog).getByText('Поле «ПІБ» є обов’язковим')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Поле «Електронна пошта»: некоректна адреса електронної пошти'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Поле «Телефон»: лише цифри, пробіли, дужки, дефіс і +')).toBeInTheDocument();
    // The first field with an error is the region: a select is brought into view, not opened over its message.
    const region = within(dialog).getByRole('combobox', { name: /Регіон/ });
    await waitFor(() => expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts).toContain(region));
    expect(bodies('post', '/admin/managers-it-rp')).toHaveLength(0);

    await setupUser().click(region);
    await setupUser().click(await screen.findByRole('option', { name: 'Львівська область' }));
    await typeIn(name, 'Ігор Бойко');
    await setupUser().clear(email);
    await typeIn(email, 'boiko@bank.ua');
    await setupUser().clear(phone);
    await typeIn(phone, '+380 67 000 00 00');
    await setupUser().click(within(dialog).getByRole('button', { name: 'Зберегти' }));
    await waitFor(() =>
      expect(bodies('post', '/admin/managers-it-rp')).toEqual([
        { region_id: 2, full_name: 'Ігор Бойко', position: '', email: 'boiko@bank.ua', phone: '+380 67 000 00 00' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('ІТ-менеджера додано')).toBeInTheDocument();
  });

  it('edits a manager and shows the server’s refusal at its field', async () => {
    t.signIn(adminInfo, {
      'GET /admin/managers-it-rp': ok(MANAGERS),
      'PUT /admin/managers-it-rp/4': {
        status: 400,
        data: {
          error: 'Некоректні дані',
          code: 'validation',
          details: { fields: { email: 'Поле «Електронна пошта»: така адреса вже є в цьому регіоні' } },
        },
      },
    });
    t.render('/admin/settings/edit/managers-it-rp');
    await setupUser().click(await screen.findByRole('button', { name: 'Змінити: Петро Іваненко' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Змінити дані ІТ-менеджера' });
    const position = within(dialog).getByRole('textbox', { name: /Посада/ });
    expect(position).toHaveValue('Начальник відділу ІТ');
    expect(within(dialog).getByRole('combobox', { name: /Регіон/ })).toHaveValue('Львівська область');
    await setupUser().clear(position);
    await typeIn(position, 'Головний інженер');
    await setupUser().click(within(dialog).getByRole('button', { name: 'Зберегти' }));
    expect(
      await within(dialog).findByText('Поле «Електронна пошта»: така адреса вже є в цьому регіоні'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Електронна пошта/ })).toHaveFocus());
    expect(bodies('put', '/admin/managers-it-rp/4')).toEqual([
      {
        region_id: 2,
        full_name: 'Петро Іваненко',
        position: 'Головний інженер',
        email: 'p.ivanenko@bank.ua',
        phone: '+380 32 123 45 67',
      },
    ]);
  });

  it('removes a manager after a confirmation that names the person', async () => {
    t.signIn(adminInfo, {
      'GET /admin/managers-it-rp': ok(MANAGERS),
      'DELETE /admin/managers-it-rp/5': { status: 204 },
    });
    t.render('/admin/settings/edit/managers-it-rp');
    await setupUser().click(await screen.findByRole('button', { name: 'Видалити: Ганна Литвин' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Видалити ІТ-менеджера' });
    expect(dialog).toHaveTextContent('Ганна Литвин (Київ) більше не отримуватиме копій листів');
    await setupUser().click(within(dialog).getByRole('button', { name: 'Видалити' }));
    await waitFor(() => expect(t.api.called()).toContain('DELETE /admin/managers-it-rp/5'));
    expect(await screen.findByText('ІТ-менеджера видалено')).toBeInTheDocument();
  });

  it('shows the managers as cards on a phone, with their actions', async () => {
    showScreenWidth(390);
    t.signIn(adminInfo, { 'GET /admin/managers-it-rp': ok(MANAGERS) });
    t.render('/admin/settings/edit/managers-it-rp');
    const card = within((await screen.findByText('Петро Іваненко', {}, SLOW)).closest('li')!);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card.getByText('Регіон', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Львівська область');
    expect(card.getByRole('button', { name: 'Змінити: Петро Іваненко' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Видалити: Петро Іваненко' })).toBeInTheDocument();
  });
});
