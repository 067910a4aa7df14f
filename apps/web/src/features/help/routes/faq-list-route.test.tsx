import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../../test/user';
import type { TLoginInfo } from '@tt/contracts/session';
import { ok, setUpAppTest } from '../../../test/app-test';
import { bankInfo } from '../../../test/fixtures';
import { reloadTo } from '../components/reload';
import { DRAFT, PASSWORD, REGISTRATION, VERIFICATION, article, helpAdminInfo } from '../help-test-data';

vi.mock('../components/reload', () => ({ reloadTo: vi.fn() }));

const SLOW = { timeout: 10_000 };
const t = setUpAppTest();

const listCalls = () => t.api.calls.filter((c) => c.url === '/faq');
const lastQuery = () => (listCalls().at(-1)?.params ?? {}) as Record<string, unknown>;
const bodies = (method: string, url: string) =>
  t.api.calls.filter((c) => c.method === method && c.url === url).map((c) => JSON.parse(String(c.data)) as unknown);

describe('/faq for a visitor', () => {
  it('groups the articles by section in the sections’ order, each a link to its own address', async () => {
    // The server answers in its own order; the page groups by FAQ_SECTION_LABELS.
    t.mockApi({ 'GET /faq': ok({ items: [PASSWORD, REGISTRATION, VERIFICATION] }) });
    t.render('/faq');
    const start = await screen.findByRole('region', { name: 'Реєстрація і доступ' }, SLOW);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Реєстрація і доступ', 'Обліковий запис і сповіщення']);
    expect(
      within(start)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Як зареєструвати організацію', 'Перевірка організації банком']);
    expect(screen.getByRole('link', { name: 'Як відновити пароль' })).toHaveAttribute('href', '/faq/password-recovery');
    expect(screen.getByRole('heading', { level: 1, name: 'Довідка' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Довідка — Телеком Тендер'));

    // The frame: sign-in for a visitor, the feedback form, and no editing.
    const nav = within(screen.getByRole('navigation', { name: 'Довідка й зв’язок' }));
    expect(nav.getByRole('link', { name: 'Увійти' })).toHaveAttribute('href', '/login');
    expect(nav.getByRole('link', { name: 'Написати нам' })).toHaveAttribute('href', '/feedback');
    expect(screen.queryByRole('button', { name: 'Нова стаття' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Редагувати/ })).not.toBeInTheDocument();
    expect(t.api.called()).not.toContain('GET /account/info/login');
  });

  it('searches on the server after a pause, keeps the search in the address and offers a reset when nothing is found', async () => {
    t.mockApi({
      'GET /faq': (config) =>
        ok({ items: (config.params as { q?: string } | undefined)?.q ? [] : [REGISTRATION, PASSWORD] }),
    });
    const { router } = t.render('/faq?q=пароль');
    expect(await screen.findByText('Нічого не знайдено', {}, SLOW)).toBeInTheDocument();
    expect(lastQuery()).toEqual({ q: 'пароль' });
    expect(screen.getByRole('searchbox', { name: 'Пошук у довідці' })).toHaveValue('пароль');

    await setupUser().click(screen.getByRole('button', { name: 'Показати всі статті' }));
    expect(await screen.findByRole('link', { name: 'Як відновити пароль' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(lastQuery()).toEqual({});
    expect(screen.getByRole('searchbox', { name: 'Пошук у довідці' })).toHaveValue('');

    const before = listCalls().length;
    await setupUser().type(screen.getByRole('searchbox', { name: 'Пошук у довідці' }), 'ЄДРПОУ');
    await waitFor(() => expect(router.state.location.search).toBe(`?q=${encodeURIComponent('ЄДРПОУ')}`));
    await waitFor(() => expect(lastQuery()).toEqual({ q: 'ЄДРПОУ' }));
    // One call for the typed word, not one per letter.
    expect(listCalls().length).toBe(before + 1);
  });

  it('says when there are no articles yet, and shows a failed list with a retry', async () => {
    let fail = true;
    t.mockApi({
      'GET /faq': () =>
        fail ? { status: 500, data: { error: 'Збій бази даних', code: 'internal' } } : ok({ items: [] }),
    });
    t.render('/faq');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Не вдалося завантажити довідку');
    expect(alert).toHaveTextContent('Збій бази даних');
    fail = false;
    await setupUser().click(within(alert).getByRole('button', { name: 'Спробувати ще раз' }));
    expect(await screen.findByText('Статей поки немає')).toBeInTheDocument();
  });
});

describe('/faq for signed-in people', () => {
  it('offers the way back to work instead of sign-in, and no editing without faq.manage', async () => {
    t.signIn(bankInfo, { 'GET /faq': ok({ items: [REGISTRATION] }) });
    t.render('/faq');
    await screen.findByRole('link', { name: 'Як зареєструвати організацію' }, SLOW);
    const nav = within(screen.getByRole('navigation', { name: 'Довідка й зв’язок' }));
    expect(await nav.findByRole('link', { name: 'До системи' })).toHaveAttribute('href', '/');
    expect(nav.queryByRole('link', { name: 'Увійти' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Нова стаття' })).not.toBeInTheDocument();
  });

  it('reloads the browser to /faq when the login info has neither role nor roles, and there shows the list as to a visitor', async () => {
    const { role: _role, roles: _roles, ...rest } = helpAdminInfo;
    const damaged = rest as unknown as TLoginInfo;
    t.signIn(damaged, {
      'GET /faq': ok({ items: [REGISTRATION, DRAFT] }),
      'GET /faq/password-recovery': ok(article(PASSWORD)),
    });
    t.render('/faq/password-recovery');
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/faq'), SLOW);
    expect(screen.queryByRole('heading', { name: 'Як відновити пароль' })).not.toBeInTheDocument();

    vi.mocked(reloadTo).mockClear();
    t.render('/faq');
    expect(await screen.findByRole('link', { name: 'Як зареєструвати організацію' }, SLOW)).toBeInTheDocument();
    // A visitor's view: no draft, no editing, the sign-in link; and no reload on /faq itself.
    expect(screen.queryByText('Нові правила подання')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Нова стаття' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Увійти' })).toBeInTheDocument();
    expect(reloadTo).not.toHaveBeenCalled();
  });

  it('a provider’s login info (role, roles null) is no reason to reload', async () => {
    t.signIn(undefined, {
      'GET /faq/registration': ok(article(REGISTRATION)),
      'GET /faq': ok({ items: [REGISTRATION] }),
    });
    t.render('/faq/registration');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Як зареєструвати організацію' }, SLOW),
    ).toBeInTheDocument();
    expect(reloadTo).not.toHaveBeenCalled();
  });
});

describe('/faq for a help admin (faq.manage)', () => {
  it('marks drafts and moves an article down its section with one PUT of the whole article', async () => {
    t.signIn(helpAdminInfo, {
      'GET /faq': ok({ items: [REGISTRATION, VERIFICATION, DRAFT, PASSWORD] }),
      'GET /faq/registration': ok(article(REGISTRATION, '<p>Як почати.</p>')),
      'PUT /faq/1': ok(article({ ...REGISTRATION, position: 1 })),
    });
    t.render('/faq');
    const draft = await screen.findByRole('link', { name: 'Нові правила подання' }, SLOW);
    expect(within(draft.closest('li')!).getByText('Чернетка')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Перемістити вище: Як зареєструвати організацію' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Перемістити нижче: Нові правила подання' })).toBeDisabled();

    await setupUser().click(screen.getByRole('button', { name: 'Перемістити нижче: Як зареєструвати організацію' }));
    await waitFor(() =>
      expect(bodies('put', '/faq/1')).toEqual([
        {
          slug: 'registration',
          section: 'start',
          title: 'Як зареєструвати організацію',
          body_html: '<p>Як почати.</p>',
          position: 1,
          published: true,
        },
      ]),
    );
    // The list is asked again for the new order.
    await waitFor(() => expect(listCalls().length).toBe(2));
  });

  it('edits an article: the server’s refusal lands at its field, and a saved article opens at its new address', async () => {
    let conflict = true;
    const message = 'Поле «Адреса статті»: стаття з адресою «verification» уже існує';
    t.signIn(helpAdminInfo, {
      'GET /faq': ok({ items: [REGISTRATION, VERIFICATION] }),
      'GET /faq/registration': ok(article(REGISTRATION, '<p>Як почати.</p>')),
      'PUT /faq/1': () =>
        conflict
          ? { status: 409, data: { error: message, code: 'conflict', details: { fields: { slug: message } } } }
          : ok(article({ ...REGISTRATION, slug: 'sign-up', title: 'Реєстрація' })),
      'GET /faq/sign-up': ok(article({ ...REGISTRATION, slug: 'sign-up', title: 'Реєстрація' })),
    });
    const { router } = t.render('/faq');
    await setupUser().click(
      await screen.findByRole('button', { name: 'Редагувати: Як зареєструвати організацію' }, SLOW),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Редагування статті' });
    const slug = await within(dialog).findByRole('textbox', { name: 'Адреса статті' }, SLOW);
    expect(slug).toHaveValue('registration');
    expect(within(dialog).getByRole('switch', { name: /^Опубліковано/ })).toBeChecked();

    // The contract's own check first: an address with capitals never leaves the browser.
    await setupUser().clear(slug);
    await setupUser().type(slug, 'Verification');
    await setupUser().click(within(dialog).getByRole('button', { name: 'Зберегти' }));
    expect(
      await within(dialog).findByText('Поле «Адреса статті»: лише малі латинські літери, цифри й дефіси між ними'),
    ).toBeInTheDocument();
    expect(bodies('put', '/faq/1')).toEqual([]);

    await setupUser().clear(slug);
    await setupUser().type(slug, 'verification');
    await setupUser().click(within(dialog).getByRole('button', { name: 'Зберегти' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(slug).toHaveAttribute('aria-invalid', 'true');

    conflict = false;
    await setupUser().clear(slug);
    await setupUser().type(slug, 'sign-up');
    const title = within(dialog).getByRole('textbox', { name: 'Заголовок' });
    await setupUser().clear(title);
    await setupUser().type(title, 'Реєстрація');
    await setupUser().click(within(dialog).getByRole('button', { name: 'Зберегти' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/faq/sign-up'));
    expect(bodies('put', '/faq/1').at(-1)).toEqual({
      slug: 'sign-up',
      section: 'start',
      title: 'Реєстрація',
      body_html: '<p>Як почати.</p>',
      published: true,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Реєстрація' })).toBeInTheDocument();
  });

  it('asks for a new article’s fields before sending it', async () => {
    t.signIn(helpAdminInfo, { 'GET /faq': ok({ items: [REGISTRATION] }) });
    t.render('/faq');
    await setupUser().click(await screen.findByRole('button', { name: 'Нова стаття' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Нова стаття' });
    expect(within(dialog).getByRole('switch', { name: /^Опубліковано/ })).not.toBeChecked();
    await setupUser().click(within(dialog).getByRole('button', { name: 'Зберегти' }));
    expect(await within(dialog).findByText('Поле «Заголовок» є обов’язковим')).toBeInTheDocument();
    expect(within(dialog).getByText('Поле «Адреса статті» має містити щонайменше 3 символи')).toBeInTheDocument();
    expect(within(dialog).getByText('Поле «Текст статті» є обов’язковим')).toBeInTheDocument();
    expect(t.api.called()).not.toContain('POST /faq');
  });

  it('deletes an article only after confirming', async () => {
    t.signIn(helpAdminInfo, {
      'GET /faq': ok({ items: [REGISTRATION, PASSWORD] }),
      'DELETE /faq/3': ok({ ok: true }),
    });
    t.render('/faq');
    await setupUser().click(await screen.findByRole('button', { name: 'Видалити: Як відновити пароль' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Видалити статтю?' });
    expect(dialog).toHaveTextContent('Статтю «Як відновити пароль» буде видалено назавжди.');
    await setupUser().click(within(dialog).getByRole('button', { name: 'Скасувати' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(t.api.called()).not.toContain('DELETE /faq/3');

    await setupUser().click(screen.getByRole('button', { name: 'Видалити: Як відновити пароль' }));
    await setupUser().click(
      within(await screen.findByRole('dialog', { name: 'Видалити статтю?' })).getByRole('button', {
        name: 'Видалити статтю',
      }),
    );
    await waitFor(() => expect(t.api.called()).toContain('DELETE /faq/3'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
