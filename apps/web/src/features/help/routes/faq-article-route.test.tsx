import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../../test/user';
import { ok, setUpAppTest } from '../../../test/app-test';
import { DRAFT, PASSWORD, REGISTRATION, VERIFICATION, article, helpAdminInfo } from '../help-test-data';

const SLOW = { timeout: 10_000 };
const t = setUpAppTest();

const NOT_FOUND = { status: 404, data: { error: 'Статтю не знайдено', code: 'not_found' } };

describe('/faq/{slug}', () => {
  it('shows the article’s title, section and body, names the page after it, and lists the others of its section', async () => {
    t.mockApi({
      'GET /faq/registration': ok(
        article(REGISTRATION, '<h2>Кроки</h2><p>Вкажіть <strong>ЄДРПОУ</strong> організації.</p>'),
      ),
      'GET /faq': ok({ items: [REGISTRATION, VERIFICATION, PASSWORD] }),
    });
    const { router } = t.render('/faq/registration');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Як зареєструвати організацію' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('Реєстрація і доступ')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Кроки' })).toBeInTheDocument();
    expect(screen.getByText('ЄДРПОУ').tagName).toBe('STRONG');
    expect(screen.getByText('Оновлено 20.11.2026')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Як зареєструвати організацію — Телеком Тендер'));

    const others = within(await screen.findByRole('navigation', { name: 'Статті розділу «Реєстрація і доступ»' }));
    // Only the same section's other articles.
    expect(others.getAllByRole('link').map((l) => l.textContent)).toEqual(['Перевірка організації банком']);
    expect(screen.queryByRole('button', { name: 'Редагувати' })).not.toBeInTheDocument();

    // Back to the list, whose title is the help's own again.
    await setupUser().click(screen.getByRole('link', { name: 'Усі статті довідки' }));
    expect(router.state.location.pathname).toBe('/faq');
    await waitFor(() => expect(document.title).toBe('Довідка — Телеком Тендер'));
  });

  it('opens the text’s links to this site inside the app', async () => {
    t.mockApi({
      'GET /faq/registration': ok(
        article(REGISTRATION, '<p>Далі — <a href="/faq/password-recovery">відновлення пароля</a>.</p>'),
      ),
      'GET /faq/password-recovery': ok(article(PASSWORD)),
      'GET /faq': ok({ items: [REGISTRATION, PASSWORD] }),
    });
    const { router } = t.render('/faq/registration');
    await setupUser().click(await screen.findByRole('link', { name: 'відновлення пароля' }, SLOW));
    expect(router.state.location.pathname).toBe('/faq/password-recovery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Як відновити пароль' })).toBeInTheDocument();
  });

  it('says «Статтю не знайдено» for an unknown address, with the whole list below it', async () => {
    t.mockApi({ 'GET /faq/no-such-thing': NOT_FOUND, 'GET /faq': ok({ items: [REGISTRATION, PASSWORD] }) });
    t.render('/faq/no-such-thing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Статтю не знайдено' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Як відновити пароль' })).toHaveAttribute(
      'href',
      '/faq/password-recovery',
    );
    expect(screen.getByRole('region', { name: 'Реєстрація і доступ' })).toBeInTheDocument();
    // The help's frame, not the app's 404 page.
    expect(screen.queryByText('Сторінку не знайдено')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Написати нам' })).toBeInTheDocument();
    // One question: an unknown address is an answer, not a fault to retry.
    expect(t.api.called().filter((c) => c === 'GET /faq/no-such-thing')).toHaveLength(1);
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    t.mockApi({
      'GET /faq/registration': () =>
        fail ? { status: 500, data: { error: 'Збій бази даних', code: 'internal' } } : ok(article(REGISTRATION)),
      'GET /faq': ok({ items: [REGISTRATION] }),
    });
    t.render('/faq/registration');
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('Не вдалося завантажити статтю');
    fail = false;
    await setupUser().click(within(alert).getByRole('button', { name: 'Спробувати ще раз' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Як зареєструвати організацію' })).toBeInTheDocument();
  });

  it('lets a help admin see a draft marked as such, and deleting it returns to the list', async () => {
    t.signIn(helpAdminInfo, {
      'GET /faq/new-rules': ok(article(DRAFT)),
      'GET /faq': ok({ items: [REGISTRATION, VERIFICATION, DRAFT] }),
      'DELETE /faq/4': ok({ ok: true }),
    });
    const { router } = t.render('/faq/new-rules');
    const title = await screen.findByRole('heading', { level: 1, name: 'Нові правила подання' }, SLOW);
    expect(within(title.parentElement!).getByText('Чернетка')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Редагувати' })).toBeInTheDocument();

    await setupUser().click(screen.getByRole('button', { name: 'Видалити' }));
    const dialog = await screen.findByRole('dialog', { name: 'Видалити статтю?' });
    await setupUser().click(within(dialog).getByRole('button', { name: 'Видалити статтю' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/faq'));
    expect(t.api.called()).toContain('DELETE /faq/4');
  });
});
