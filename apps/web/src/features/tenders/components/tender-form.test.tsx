import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser, type UserEvent } from '../../../test/user';
import { bankInfo, cardRoutes, ok, openTender, tender } from '../tender-test-utils';
import { type ApiRoutes, setUpAppTest } from '../../../test/app-test';

/*
 * The deadline picker in a browser whose zone is not Kyiv's (as in the e2e runs): whatever is
 * typed or picked is exactly the Kyiv wall time shown and sent.
 */

const SLOW = { timeout: 10_000 };
const hostZone = process.env.TZ;

beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = hostZone;
});

// 12:00 in Kyiv.
const t = setUpAppTest(cardRoutes(), { now: '2026-11-23T10:00:00Z' });

const deadlineButton = () => screen.getByRole('button', { name: /Кінцевий термін подання пропозицій/ });
const connectionInput = () => screen.getByRole('button', { name: /Бажана дата підключення/ });

async function openPicker(user: UserEvent) {
  await user.click(deadlineButton());
  return screen.findByRole('dialog');
}

/** Picks a day of the deadline picker, going `monthsAhead` months on first, and confirms it. */
async function pickDeadline(user: UserEvent, day: string, monthsAhead = 0) {
  const picker = await openPicker(user);
  for (let i = 0; i < monthsAhead; i += 1) {
    await user.click(within(picker).getByRole('button', { name: 'Наступний місяць' }));
  }
  await user.click(within(picker).getByRole('button', { name: day }));
  await user.click(within(picker).getByRole('button', { name: 'Підтвердити' }));
}

/** Opens the connection date's calendar. */
async function openConnectionPicker(user: UserEvent) {
  await user.click(connectionInput());
  return screen.findByRole('dialog');
}

async function openEditForm(routes: ApiRoutes = {}, data = tender) {
  t.signIn(bankInfo, { 'GET /tenders/42': ok(data), ...routes });
  t.render('/tenders/42/edit');
  await screen.findByRole('heading', { name: /Редагування тендера/ }, SLOW);
}

function sentBody(method: string) {
  const call = t.api.calls.find((c) => c.method === method);
  return call ? (JSON.parse(call.data as string) as Record<string, unknown>) : undefined;
}

describe('tender form: the deadline picker', () => {
  it('reads a typed time as typed even when the caret sits inside the hours, and sends it as Kyiv time', async () => {
    const user = setupUser();
    await openEditForm({ 'PUT /tenders/42': ok({ ...tender, version: 5 }) });
    expect(deadlineButton()).toHaveTextContent('01.12.2026 17:00');

    const picker = await openPicker(user);
    const hours = within(picker).getByRole<HTMLInputElement>('spinbutton', { name: 'Години' });
    // The opened picker shows the deadline's own time, not the default for new values.
    expect(hours).toHaveValue('17');
    await user.click(hours);
    // Where Chromium leaves the caret after a click into a focused field: between "1" and "7".
    hours.setSelectionRange(1, 1);
    await user.keyboard('0930');
    expect(hours).toHaveValue('09');
    expect(within(picker).getByRole('spinbutton', { name: 'Хвилини' })).toHaveValue('30');
    await user.click(within(picker).getByRole('button', { name: 'Підтвердити' }));
    expect(deadlineButton()).toHaveTextContent('01.12.2026 09:30');

    await user.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));
    await waitFor(() => expect(sentBody('put')).toBeDefined());
    expect(sentBody('put')).toMatchObject({ offers_deadline: '2026-12-01T09:30:00+02:00' });
  });

  it('keeps the chosen time when another day is picked', async () => {
    const user = setupUser();
    t.signIn(bankInfo);
    t.render('/tenders/create');
    await screen.findByRole('heading', { name: 'Новий тендер' }, SLOW);

    let picker = await openPicker(user);
    await user.click(within(picker).getByRole('button', { name: '30 листопада 2026' }));
    // A picked day takes the usual deadline hour; the hours field has the focus.
    expect(deadlineButton()).toHaveTextContent('30.11.2026 17:00');
    await user.keyboard('0945');
    await user.click(within(picker).getByRole('button', { name: 'Підтвердити' }));
    expect(deadlineButton()).toHaveTextContent('30.11.2026 09:45');

    picker = await openPicker(user);
    expect(within(picker).getByRole('spinbutton', { name: 'Години' })).toHaveValue('09');
    await user.click(within(picker).getByRole('button', { name: '27 листопада 2026' }));
    expect(deadlineButton()).toHaveTextContent('27.11.2026 09:45');
  });

  it('dates a time typed before any day with today in Kyiv, not the browser’s today', async () => {
    // 00:30 on 24 November in Kyiv is still 23 November, 17:30, in New York.
    vi.setSystemTime(new Date('2026-11-23T22:30:00Z'));
    const user = setupUser();
    t.signIn(bankInfo);
    t.render('/tenders/create');
    await screen.findByRole('heading', { name: 'Новий тендер' }, SLOW);

    const picker = await openPicker(user);
    await user.click(within(picker).getByRole('spinbutton', { name: 'Години' }));
    await user.keyboard('1800');
    await user.click(within(picker).getByRole('button', { name: 'Підтвердити' }));
    expect(deadlineButton()).toHaveTextContent('24.11.2026 18:00');
  });

  it('names the time fields in Ukrainian instead of their "--" placeholder', async () => {
    const user = setupUser();
    await openEditForm();
    const picker = await openPicker(user);
    const fields = within(picker).getAllByRole('spinbutton');
    expect(fields.map((f) => f.getAttribute('aria-label'))).toEqual(['Години', 'Хвилини']);
    expect(within(picker).queryByRole('spinbutton', { name: '--' })).not.toBeInTheDocument();
  });
});

describe('tender form: the calendars', () => {
  it('offer no past day, name their arrows in Ukrainian and keep them in the tab order', async () => {
    const user = setupUser();
    t.signIn(bankInfo);
    t.render('/tenders/create');
    await screen.findByRole('heading', { name: 'Новий тендер' }, SLOW);

    for (const [open, label] of [
      [openPicker, 'Кінцевий термін подання пропозицій'],
      [openConnectionPicker, 'Бажана дата підключення'],
    ] as const) {
      const calendar = await open(user);
      // The dropdown is named by its field.
      expect(calendar).toHaveAccessibleName(label);
      // Today in Kyiv is 23 November 2026.
      expect(within(calendar).getByRole('button', { name: '22 листопада 2026' })).toBeDisabled();
      expect(within(calendar).getByRole('button', { name: '23 листопада 2026' })).toBeEnabled();
      // Nothing before this month to go back to; the next month is a named, focusable button.
      expect(within(calendar).getByRole('button', { name: 'Попередній місяць' })).toBeDisabled();
      const next = within(calendar).getByRole('button', { name: 'Наступний місяць' });
      expect(next).toBeEnabled();
      expect(next).not.toHaveAttribute('tabindex', '-1');
      await user.click(next);
      expect(within(calendar).getByRole('button', { name: '1 грудня 2026' })).toBeEnabled();
      expect(within(calendar).getByRole('button', { name: 'Попередній місяць' })).toBeEnabled();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
  });

  it('name the clear buttons of both date fields', async () => {
    const user = setupUser();
    await openEditForm();
    const clear = screen.getAllByRole('button', { name: 'Очистити дату' });
    expect(clear).toHaveLength(2);
    await user.click(clear[1]!);
    expect(connectionInput()).not.toHaveTextContent('15.12.2026');
  });
});

describe('tender form: connection date and deadline', () => {
  it('refuses a connection date before the deadline’s day, in place and without a call', async () => {
    const user = setupUser();
    await openEditForm();
    expect(connectionInput()).toHaveTextContent('15.12.2026');
    // The deadline moves past the chosen connection date.
    await pickDeadline(user, '20 грудня 2026');
    expect(deadlineButton()).toHaveTextContent('20.12.2026 17:00');
    await user.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));

    const message = 'Бажана дата підключення не може бути раніше за кінцевий термін подання пропозицій';
    await waitFor(() => expect(connectionInput()).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(connectionInput()).toHaveAttribute('aria-invalid', 'true');
    expect(t.api.calls.some((c) => c.method === 'put')).toBe(false);

    // An earlier deadline puts it right: the message goes at once.
    const picker = await openPicker(user);
    await user.click(within(picker).getByRole('button', { name: '10 грудня 2026' }));
    await user.click(within(picker).getByRole('button', { name: 'Підтвердити' }));
    expect(deadlineButton()).toHaveTextContent('10.12.2026 17:00');
    expect(connectionInput()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('offers no connection day before the deadline’s day and accepts the deadline’s own day', async () => {
    const user = setupUser();
    await openEditForm({ 'PUT /tenders/42': ok({ ...tender, connection_date: '2026-12-01', version: 5 }) });
    const calendar = await openConnectionPicker(user);
    expect(within(calendar).getByRole('button', { name: '30 листопада 2026' })).toBeDisabled();
    await user.click(within(calendar).getByRole('button', { name: '1 грудня 2026' }));
    expect(connectionInput()).toHaveTextContent('01.12.2026');
    await user.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));
    await waitFor(() => expect(sentBody('put')).toMatchObject({ connection_date: '2026-12-01' }));
  });

  it.each([
    [
      'connection_date',
      'Бажана дата підключення не може бути раніше за кінцевий термін подання пропозицій',
      connectionInput,
    ],
    [
      'offers_deadline',
      'Кінцевий термін подання пропозицій має бути щонайменше на 1 год пізніше за поточний час',
      deadlineButton,
    ],
  ])('shows a server refusal to publish (%s) next to its field', async (field, message, input) => {
    const user = setupUser();
    await openEditForm({
      'PUT /tenders/42': ok({ ...tender, version: 5 }),
      'POST /tenders/42/publish': {
        status: 400,
        data: { error: message, code: 'validation_failed', details: { fields: { [field]: message } } },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Опублікувати' }));
    const confirm = await screen.findByRole('dialog', { name: 'Опублікувати тендер?' });
    await user.click(within(confirm).getByRole('button', { name: 'Опублікувати' }));

    await waitFor(() => expect(input()).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(sentBody('post')).toEqual({ version: 5 });
    // Said once, at the field: no alert above the form repeating it.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(t.app.router.state.location.pathname).toBe('/tenders/42/edit');
  });
});

describe('tender form: frozen fields of a published tender', () => {
  it('keeps disabled values readable', async () => {
    await openEditForm({}, openTender({ published_at: '2026-11-21T08:00:00.000Z' }));
    const title = screen.getByRole('textbox', { name: /^Назва/ });
    expect(title).toBeDisabled();
    expect(title).toHaveValue(tender.title);
    expect(title).toHaveStyle({ opacity: '1', color: 'var(--mantine-color-gray-7)' });
    expect(deadlineButton()).toBeDisabled();
    expect(deadlineButton()).toHaveStyle({ opacity: '1' });
    // The budget is still editable and looks it.
    expect(screen.getByRole('textbox', { name: /Очікуваний щомісячний бюджет/ }).style.opacity).toBe('');
  });
});
