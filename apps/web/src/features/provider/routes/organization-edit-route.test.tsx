import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { setupUser } from '../../../test/user';
import { ok, setUpAppTest } from '../../../test/app-test';
import { organization, providerInfo } from '../../../test/fixtures';
import { summary, users } from '../provider-test-data';

const SLOW = { timeout: 10_000 };
const t = setUpAppTest();

describe('/provider/organization/edit', () => {
  it('edits contact lists row by row and sends them joined', async () => {
    const user = setupUser();
    t.signIn(providerInfo, {
      'GET /provider/summary': ok(summary()),
      'GET /account/info/users': ok(users),
      'PUT /account/info/organization': ok(organization),
    });
    t.render('/provider/organization/edit');
    expect(await screen.findByDisplayValue('Ірина', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Видалити рядок 2 поля «Контакти бухгалтерії»' }));
    await user.click(screen.getByRole('button', { name: 'Додати ще: E-mail бухгалтерії' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail бухгалтерії, рядок 2' }), 'fin@optic.example.ua');
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    await waitFor(() => expect(t.api.called()).toContain('PUT /account/info/organization'));
    const call = t.api.calls.find((c) => c.method === 'put')!;
    expect(JSON.parse(call.data as string)).toMatchObject({
      accounting_contacts: 'Бухгалтерія +380441234567',
      accounting_emails: 'buh@optic.example.ua, fin@optic.example.ua',
      edr: '32855961',
    });
    expect(await screen.findByRole('heading', { name: 'ТОВ «Київ-Оптик»' }, SLOW)).toBeInTheDocument();
  });

  it('warns that changing edr of a verified organisation resets verification, and checks the code', async () => {
    const user = setupUser();
    t.signIn(providerInfo, { 'GET /provider/summary': ok(summary()) });
    t.render('/provider/organization/edit');
    const edr = await screen.findByDisplayValue('32855961', {}, SLOW);
    expect(screen.queryByText('Верифікацію буде скасовано')).not.toBeInTheDocument();
    await user.clear(edr);
    await user.type(edr, '32855968');
    expect(screen.getByText('Верифікацію буде скасовано')).toBeInTheDocument();
    // Checked as soon as the field is left.
    await user.tab();
    expect(await screen.findByText(/Код ЄДРПОУ.*контрольна цифра/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    await waitFor(() => expect(edr).toHaveFocus());
    expect(t.api.called()).not.toContain('PUT /account/info/organization');
  });

  it('takes the focus to the first field with an error, a list’s first row for a list', async () => {
    const user = setupUser();
    t.signIn(providerInfo, { 'GET /provider/summary': ok(summary()) });
    t.render('/provider/organization/edit');
    await screen.findByDisplayValue('32855961', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Додати ще: E-mail технічної служби' }));
    const rows = screen.getAllByRole('textbox', { name: /^E-mail технічної служби, рядок/ });
    await user.type(rows.at(-1)!, 'broken@');
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByText(/E-mail технічної служби.*«broken@»/)).toBeInTheDocument();
    await waitFor(() => expect(rows[0]).toHaveFocus());
    expect(t.api.called()).not.toContain('PUT /account/info/organization');
  });
});
