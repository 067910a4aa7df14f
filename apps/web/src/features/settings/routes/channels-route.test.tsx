import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../../test/user';
import { ok, setUpAppTest, showAllTableColumns, showScreenWidth } from '../../../test/app-test';
import { adminInfo, changesPage, channelOption } from '../settings-test-data';

const SLOW = { timeout: 10_000 };
const t = setUpAppTest({
  'GET /admin/settings/changes': ok(changesPage('channels', ['Деактивовано значення «Мідна пара» (Фізика каналу)'])),
});

beforeEach(() => {
  showAllTableColumns();
});

const OPTIONS = [
  channelOption({ used: 12 }),
  channelOption({ id: 2, name: 'Мідна пара', is_active: false, used: 3 }),
  channelOption({ id: 5, kind: 'interface', name: 'Ethernet 1 Гбіт/с', used: 0 }),
];

const bodies = (method: string, url: string) =>
  t.api.calls.filter((c) => c.method === method && c.url === url).map((c) => JSON.parse(String(c.data)) as unknown);

const rowOf = async (name: string) => (await screen.findByText(name, {}, SLOW)).closest('tr')!;

describe('/admin/settings/edit/channels', () => {
  it('shows each dictionary in its tab with each value’s state and use, the rule for used values, and the history', async () => {
    t.signIn(adminInfo, { 'GET /admin/settings/channels': ok(OPTIONS) });
    const { router } = t.render('/admin/settings/edit/channels');
    const fibre = await rowOf('Оптоволокно');
    expect(screen.getByRole('heading', { level: 1, name: 'Довідники каналів' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Фізика каналу', selected: true })).toBeInTheDocument();
    expect(within(fibre).getByText('Використовується: 12')).toBeInTheDocument();
    expect(within(fibre).getByText('Активне')).toBeInTheDocument();
    const copper = await rowOf('Мідна пара');
    expect(within(copper).getByText('Неактивне')).toBeInTheDocument();
    expect(within(copper).getByText('Використовується: 3')).toBeInTheDocument();
    expect(within(copper).getByRole('button', { name: 'Активувати: Мідна пара' })).toBeInTheDocument();
    expect(screen.queryByText('Ethernet 1 Гбіт/с')).not.toBeInTheDocument();
    expect(screen.getByText(/не видаляється, а деактивується/)).toBeInTheDocument();
    expect(screen.getByText(/Неактивні значення не пропонуються у формах/)).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Історія змін' });
    expect(await within(history).findByText('Деактивовано значення «Мідна пара» (Фізика каналу)')).toBeInTheDocument();

    await setupUser().click(screen.getByRole('tab', { name: 'Інтерфейс' }));
    expect(await screen.findByText('Ethernet 1 Гбіт/с')).toBeInTheDocument();
    expect(screen.queryByText('Оптоволокно')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?kind=interface');
    await waitFor(() => expect(document.title).toBe('Довідники каналів — Телеком Тендер'));
  });

  it('says so when a dictionary has no values yet', async () => {
    t.signIn(adminInfo, { 'GET /admin/settings/channels': ok(OPTIONS) });
    t.render('/admin/settings/edit/channels?kind=protocol');
    expect(await screen.findByText('У довіднику ще немає значень', {}, SLOW)).toBeInTheDocument();
  });

  it('adds a value to the open dictionary, refusing an empty name at its field first', async () => {
    t.signIn(adminInfo, {
      'GET /admin/settings/channels': ok(OPTIONS),
      'POST /admin/settings/channels': ok(channelOption({ id: 9, kind: 'interface', name: 'SFP+ 10 Гбіт/с' })),
    });
    t.render('/admin/settings/edit/channels?kind=interface');
    const field = await screen.findByRole('textbox', { name: /Нове значення довідника «Інтерфейс»/ }, SLOW);
    await setupUser().click(screen.getByRole('button', { name: 'Додати' }));
    expect(await screen.findByText('Поле «Назва» є обов’язковим')).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveFocus());
    expect(bodies('post', '/admin/settings/channels')).toHaveLength(0);

    await setupUser().paste('SFP+ 10 Гбіт/с');
    await setupUser().click(screen.getByRole('button', { name: 'Додати' }));
    await waitFor(() =>
      expect(bodies('post', '/admin/settings/channels')).toEqual([{ kind: 'interface', name: 'SFP+ 10 Гбіт/с' }]),
    );
    expect(await screen.findByText('Значення «SFP+ 10 Гбіт/с» додано')).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveValue(''));
  });

  it('shows the server’s refusal of a duplicate name at the field', async () => {
    t.signIn(adminInfo, {
      'GET /admin/settings/channels': ok(OPTIONS),
      'POST /admin/settings/channels': {
        status: 409,
        data: {
          error: 'Таке значення вже є',
          code: 'conflict',
          details: { fields: { name: 'Поле «Назва»: значення «Оптоволокно» вже є в довіднику' } },
        },
      },
    });
    t.render('/admin/settings/edit/channels');
    const field = await screen.findByRole('textbox', { name: /Нове значення довідника/ }, SLOW);
    await setupUser().click(field);
    await setupUser().paste('Оптоволокно');
    await setupUser().click(screen.getByRole('button', { name: 'Додати' }));
    expect(await screen.findByText('Поле «Назва»: значення «Оптоволокно» вже є в довіднику')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('renames a value in a dialog and deactivates and reactivates values', async () => {
    t.signIn(adminInfo, {
      'GET /admin/settings/channels': ok(OPTIONS),
      'PUT /admin/settings/channels/1': (config) =>
        ok({ ...OPTIONS[0], ...(JSON.parse(String(config.data)) as object) }),
      'PUT /admin/settings/channels/2': ok({ ...OPTIONS[1], is_active: true }),
    });
    t.render('/admin/settings/edit/channels');
    await setupUser().click(await screen.findByRole('button', { name: 'Перейменувати: Оптоволокно' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Перейменувати значення' });
    const name = within(dialog).getByRole('textbox', { name: /Назва/ });
    expect(name).toHaveValue('Оптоволокно');
    await setupUser().clear(name);
    await setupUser().paste('Оптичне волокно');
    await setupUser().click(within(dialog).getByRole('button', { name: 'Зберегти' }));
    await waitFor(() => expect(bodies('put', '/admin/settings/channels/1')).toEqual([{ name: 'Оптичне волокно' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await setupUser().click(screen.getByRole('button', { name: 'Деактивувати: Оптоволокно' }));
    await waitFor(() =>
      expect(bodies('put', '/admin/settings/channels/1')).toEqual([{ name: 'Оптичне волокно' }, { is_active: false }]),
    );
    expect(await screen.findByText('Значення «Оптоволокно» деактивовано')).toBeInTheDocument();

    await setupUser().click(screen.getByRole('button', { name: 'Активувати: Мідна пара' }));
    await waitFor(() => expect(bodies('put', '/admin/settings/channels/2')).toEqual([{ is_active: true }]));
    expect(await screen.findByText('Значення «Мідна пара» знову активне')).toBeInTheDocument();
  });

  it('shows the values as cards on a phone, with their use and actions', async () => {
    showScreenWidth(390);
    t.signIn(adminInfo, { 'GET /admin/settings/channels': ok(OPTIONS) });
    t.render('/admin/settings/edit/channels');
    const card = within((await screen.findByText('Мідна пара', {}, SLOW)).closest('li')!);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card.getByText('Використовується: 3')).toBeInTheDocument();
    expect(card.getByText('Неактивне')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Перейменувати: Мідна пара' })).toBeInTheDocument();
  });

  it('says why the dictionaries could not be loaded', async () => {
    t.signIn(adminInfo, { 'GET /admin/settings/channels': 'network' });
    t.render('/admin/settings/edit/channels');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Не вдалося завантажити налаштування');
    expect(within(alert).getByRole('button', { name: 'Спробувати ще раз' })).toBeInTheDocument();
  });
});
