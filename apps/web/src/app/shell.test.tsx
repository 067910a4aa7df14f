import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { setupUser } from '../test/user';
import { setUpAppTest } from '../test/app-test';
import { bankInfo, providerInfo } from '../test/fixtures';
import { startSignedOut } from '../test/session-helpers';

const t = setUpAppTest();
const SLOW = { timeout: 10_000 };

/** Waits for the screen's one h1 and checks there is no other. */
async function onlyHeadingOne(name: string) {
  expect(await screen.findByRole('heading', { level: 1, name }, SLOW)).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
}

describe('skip link', () => {
  it('is the first stop of the keyboard on a signed-in screen and moves focus to the main content', async () => {
    t.signIn(providerInfo);
    t.render('/account/password');
    await screen.findByRole('heading', { name: 'Зміна пароля' }, SLOW);
    const user = setupUser();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Перейти до змісту' });
    expect(skip).toHaveFocus();
    // A real in-page target, so it works without script too.
    expect(document.getElementById(skip.getAttribute('href')!.slice(1))).toBe(screen.getByRole('main'));
    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(main).toContainElement(screen.getByRole('heading', { name: 'Зміна пароля' }));
    // The next stop is inside the content, past the header and its navigation.
    await user.tab();
    expect(main).toContainElement(document.activeElement as HTMLElement);
  });

  it('comes first on a screen without the main layout too', async () => {
    t.mockApi({});
    startSignedOut();
    t.render('/login');
    await screen.findByRole('heading', { name: 'Вхід до системи' }, SLOW);
    // The sign-in form puts the cursor into its first field; from the top of the page:
    (document.activeElement as HTMLElement).blur();
    const user = setupUser();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Перейти до змісту' });
    expect(skip).toHaveFocus();
    expect(document.getElementById(skip.getAttribute('href')!.slice(1))).toBe(screen.getByRole('main'));
    await user.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

describe('one heading 1 on every error screen', () => {
  it('on the 404 and 500 pages of a visitor', async () => {
    t.mockApi({});
    startSignedOut();
    t.render('/no-such-page');
    await onlyHeadingOne('Сторінку не знайдено');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    t.render('/500');
    await onlyHeadingOne('Помилка сервера');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('on the 404 page inside the main layout', async () => {
    t.signIn(bankInfo);
    t.render('/no-such-page');
    await onlyHeadingOne('Сторінку не знайдено');
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('on the denied screen of a provider at the administration, with a way to the tenders list and no retry', async () => {
    t.signIn(providerInfo);
    t.render('/admin/providers');
    await onlyHeadingOne('Немає доступу');
    expect(screen.getByText('Недостатньо прав для адміністрування провайдерів')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'До списку тендерів' })).toHaveAttribute('href', '/tenders');
    expect(screen.queryByRole('button', { name: 'Спробувати ще раз' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    // By keyboard: the skip link, then the way back is the first stop in the content.
    const user = setupUser();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Перейти до змісту' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('link', { name: 'До списку тендерів' })).toHaveFocus();
  });

  it('on the denied screen of a bank user whose organisation page is refused by the server', async () => {
    t.signIn(bankInfo, {
      'GET /provider/summary': {
        status: 403,
        data: { error: 'Сторінка організації доступна лише користувачам провайдера', code: 'forbidden' },
      },
    });
    t.render('/provider');
    await onlyHeadingOne('Немає доступу');
    expect(screen.getByText('Сторінка організації доступна лише користувачам провайдера')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Спробувати ще раз' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Моя організація — Телеком Тендер'));
  });
});
