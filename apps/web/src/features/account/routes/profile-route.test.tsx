import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { setupUser } from '../../../test/user';
import { ok, setUpAppTest } from '../../../test/app-test';
import { bankInfo } from '../../../test/fixtures';

const SLOW = { timeout: 10_000 };
const t = setUpAppTest();

const profile = {
  email: 'manager@demo.ua',
  first_name: 'Андрій',
  last_name: 'Мельник',
  phones: ['+380441112233'],
  notification: true,
};

describe('/account/profile', () => {
  it('edits name, phones and the notification switch, and links to the password change', async () => {
    const user = setupUser();
    t.signIn(bankInfo, {
      'GET /account/profile': ok(profile),
      'PUT /account/profile': ok({ ...profile, phones: ['+380441112233', '+380501234567'], notification: false }),
    });
    t.render('/account/profile');
    expect(await screen.findByDisplayValue('Андрій', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Змінити пароль/ })).toHaveAttribute('href', '/account/password');
    await user.click(screen.getByRole('button', { name: 'Додати ще: Телефони' }));
    await user.type(screen.getByRole('textbox', { name: 'Телефони, рядок 2' }), '+380501234567');
    await user.click(screen.getByRole('switch', { name: /необов’язкові листи/ }));
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByText('Профіль збережено')).toBeInTheDocument();
    const call = t.api.calls.find((c) => c.method === 'put')!;
    expect(JSON.parse(call.data as string)).toEqual({
      first_name: 'Андрій',
      last_name: 'Мельник',
      phones: ['+380441112233', '+380501234567'],
      notification: false,
    });
    await waitFor(() => expect(document.title).toBe('Мій профіль — Телеком Тендер'));
    // Saved: going to the password change asks nothing.
    await user.click(screen.getByRole('link', { name: /Змінити пароль/ }));
    await waitFor(() => expect(t.app.router.state.location.pathname).toBe('/account/password'));
  });

  it('asks before an unsaved change is lost', async () => {
    const user = setupUser();
    t.signIn(bankInfo, { 'GET /account/profile': ok(profile) });
    t.render('/account/profile');
    await user.type(await screen.findByDisplayValue('Андрій', {}, SLOW), 'о');
    await user.click(screen.getByRole('link', { name: /Змінити пароль/ }));
    expect(await screen.findByRole('dialog', { name: 'Зміни не збережено' })).toBeInTheDocument();
    expect(t.app.router.state.location.pathname).toBe('/account/profile');
  });

  it('names the field of a bad phone before sending', async () => {
    const user = setupUser();
    t.signIn(bankInfo, { 'GET /account/profile': ok(profile) });
    t.render('/account/profile');
    const phone = await screen.findByRole('textbox', { name: 'Телефони, рядок 1' }, SLOW);
    await user.clear(phone);
    await user.type(phone, '12');
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByText(/Поле «Телефон»/)).toBeInTheDocument();
    expect(t.api.called()).not.toContain('PUT /account/profile');
    // The list's row takes the focus back from the button.
    await waitFor(() => expect(phone).toHaveFocus());
  });
});
