import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../../test/user';
import { bankInfo, ok, providerInfo, tender, tenderAbilities } from '../tender-test-utils';
import { setUpAppTest } from '../../../test/app-test';

const SLOW = { timeout: 10_000 };

const t = setUpAppTest();

const titleInput = () => screen.getByRole('textbox', { name: /^Назва/ });

describe('/tenders/:id/edit', () => {
  it('fills the form from the tender, the deadline in Kyiv time', async () => {
    t.signIn(bankInfo, { 'GET /tenders/42': ok(tender) });
    t.render('/tenders/42/edit');
    expect(
      await screen.findByRole('heading', { name: 'Редагування тендера ТТ-2026-000042' }, SLOW),
    ).toBeInTheDocument();
    expect(titleInput()).toHaveValue(tender.title);
    // The field cuts a longer title: its count says how near the limit it is.
    expect(titleInput()).toHaveAccessibleDescription(`${tender.title.length} з 200 символів`);
    // 15:00 UTC on 1 December is 17:00 in Kyiv.
    expect(screen.getByRole('button', { name: /Кінцевий термін подання пропозицій/ })).toHaveTextContent(
      '01.12.2026 17:00',
    );
    expect(screen.getByRole('textbox', { name: /Очікуваний щомісячний бюджет/ })).toHaveValue('12500,00');
  });

  it('lists the tender’s documents in the form with a way to add more', async () => {
    const document = {
      id: 7,
      file_name: 'Технічне завдання.pdf',
      content_type: 'application/pdf',
      size_bytes: 2048,
      sha256: 'a'.repeat(64),
      uploaded_by: { id: 2, full_name: 'Андрій Мельник' },
      created_at: '2026-11-20T09:00:00.000Z',
    };
    t.signIn(bankInfo, { 'GET /tenders/42': ok({ ...tender, documents: [document] }) });
    t.render('/tenders/42/edit');
    expect(await screen.findByRole('heading', { name: 'Документи' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Технічне завдання.pdf' })).toHaveAttribute('href', '/api/documents/7');
    expect(screen.getByText(/Перетягніть файли сюди/)).toBeInTheDocument();
  });

  it('shows the server’s Ukrainian field messages next to their fields', async () => {
    const user = setupUser();
    t.signIn(bankInfo, {
      'GET /tenders/42': ok(tender),
      'PUT /tenders/42': {
        status: 400,
        data: {
          error: 'Поле «Назва» вже використано',
          code: 'validation_failed',
          details: {
            fields: {
              title: 'Тендер з такою назвою вже існує',
              offers_deadline: 'Кінцевий термін подання пропозицій має бути в майбутньому',
            },
          },
        },
      },
    });
    t.render('/tenders/42/edit');
    await screen.findByRole('heading', { name: /Редагування тендера/ }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));

    await waitFor(() =>
      expect(titleInput()).toHaveAccessibleDescription(/^Тендер з такою назвою вже існує \d+ з 200 символів$/),
    );
    expect(titleInput()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Кінцевий термін подання пропозицій має бути в майбутньому')).toBeInTheDocument();

    const put = t.api.calls.find((c) => c.method === 'put')!;
    const body = JSON.parse(put.data as string) as Record<string, unknown>;
    expect(body).toMatchObject({
      version: 4,
      region_id: 1,
      physics_id: 1,
      interface_id: null,
      budget_monthly: '12500.00',
      offers_deadline: '2026-12-01T17:00:00+02:00',
      connection_date: '2026-12-15',
    });
    expect(t.app.router.state.location.pathname).toBe('/tenders/42/edit');
  });

  it('explains a 409 version conflict and reloads the latest version on request', async () => {
    const user = setupUser();
    let reads = 0;
    t.signIn(bankInfo, {
      'GET /tenders/42': () => {
        reads += 1;
        return ok(reads === 1 ? tender : { ...tender, title: 'Назва від колеги', version: 5 });
      },
      'PUT /tenders/42': {
        status: 409,
        data: { error: 'Запис щойно змінив інший користувач.', code: 'version_conflict' },
      },
    });
    t.render('/tenders/42/edit');
    await screen.findByRole('heading', { name: /Редагування тендера/ }, SLOW);
    // Typing key by key re-renders the whole form; one character is edit enough.
    await user.type(titleInput(), '!');
    await user.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Тендер змінив інший користувач');
    await user.click(screen.getByRole('button', { name: 'Завантажити останню версію' }));
    await waitFor(() => expect(titleInput()).toHaveValue('Назва від колеги'));
    expect(screen.queryByText('Тендер змінив інший користувач')).not.toBeInTheDocument();
  });

  it('checks the fields with the contract before sending', async () => {
    const user = setupUser();
    t.signIn(bankInfo, { 'GET /tenders/42': ok(tender) });
    t.render('/tenders/42/edit');
    await screen.findByRole('heading', { name: /Редагування тендера/ }, SLOW);
    await user.clear(titleInput());
    await user.type(titleInput(), 'Ой');
    await user.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));
    expect(titleInput()).toHaveAccessibleDescription('Поле «Назва» має містити щонайменше 5 символів 2 з 200 символів');
    expect(t.api.calls.some((c) => c.method === 'put')).toBe(false);
  });

  it('does not offer the form for a tender past editing', async () => {
    t.signIn(bankInfo, {
      'GET /tenders/42': ok({
        ...tender,
        status: 'awarded',
        abilities: tenderAbilities('complete', 'offers', 'history'),
      }),
    });
    t.render('/tenders/42/edit');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'Тендер у статусі «Визначено переможця» уже не можна редагувати.',
    );
    expect(screen.getByRole('link', { name: 'До тендера' })).toHaveAttribute('href', '/tenders/42');
    expect(screen.queryByRole('button', { name: 'Зберегти чернетку' })).not.toBeInTheDocument();
  });
});

describe('/tenders/create', () => {
  it('is closed to users without tender.create', async () => {
    t.signIn(providerInfo);
    t.render('/tenders/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Немає доступу' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'До списку тендерів' })).toHaveAttribute('href', '/tenders');
  });

  it('shows the bank the empty form with «Будь-яке» channels and both save buttons', async () => {
    t.signIn(bankInfo);
    t.render('/tenders/create');
    expect(await screen.findByRole('heading', { name: 'Новий тендер' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Фізичне середовище' })).toHaveValue('Будь-яке');
    expect(screen.getByRole('button', { name: 'Зберегти чернетку' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Опублікувати' })).toBeInTheDocument();
  });

  it('asks before unsaved changes are lost: «Залишитися» keeps them, «Не зберігати» leaves; an untouched form lets the tab close, a saved one goes to its card without asking', async () => {
    const user = setupUser();
    t.signIn(bankInfo, {
      'GET /tenders/42': ok(tender),
      'PUT /tenders/42': ok({ ...tender, title: 'Новий канал', version: tender.version + 1 }),
      'GET /tenders': ok({ items: [], total: 0, page: 1, page_size: 20 }),
    });
    t.render('/tenders/42/edit');
    await screen.findByRole('heading', { name: 'Редагування тендера ТТ-2026-000042' }, SLOW);
    const path = () => t.app.router.state.location.pathname;
    const leaveByMenu = () => user.click(screen.getAllByRole('link', { name: 'Тендери' })[0]!);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);

    await user.clear(titleInput());
    await user.type(titleInput(), 'Новий канал');
    expect(unload()).toBe(true);
    await leaveByMenu();
    const ask = await screen.findByRole('dialog', { name: 'Зміни не збережено' });
    await user.click(within(ask).getByRole('button', { name: 'Залишитися' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Зміни не збережено' })).not.toBeInTheDocument());
    expect(path()).toBe('/tenders/42/edit');
    expect(titleInput()).toHaveValue('Новий канал');

    await leaveByMenu();
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Зміни не збережено' })).getByRole('button', {
        name: 'Не зберігати',
      }),
    );
    await waitFor(() => expect(path()).toBe('/tenders'));

    // Saved: the form goes to the card without asking.
    t.render('/tenders/42/edit');
    await screen.findByRole('heading', { name: 'Редагування тендера ТТ-2026-000042' }, SLOW);
    await user.type(titleInput(), ' 2');
    await user.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));
    await waitFor(() => expect(path()).toBe('/tenders/42'));
    expect(screen.queryByRole('dialog', { name: 'Зміни не збережено' })).not.toBeInTheDocument();
  });
});
