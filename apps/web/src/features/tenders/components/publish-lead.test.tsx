import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../../test/user';
import type { TTender } from '@tt/contracts/tenders';
import { bankInfo, cardRoutes, ok, tender } from '../tender-test-utils';
import { type ApiRoutes, setUpAppTest } from '../../../test/app-test';

/*
 * The publishing lead is the server's (GET /api/tenders/rules): the deadline field states it,
 * a nearer deadline is refused before anything is sent (a draft may still be saved with it),
 * and the card's publish dialog does not offer publishing such a tender.
 */

const SLOW = { timeout: 10_000 };

// 12:00 in Kyiv.
const t = setUpAppTest(cardRoutes(), { now: '2026-11-23T10:00:00Z' });

const rules = (minutes: number) => ({ 'GET /tenders/rules': ok({ publish_min_lead_minutes: minutes }) });
/** A draft whose deadline is 12:30 in Kyiv today: half an hour ahead. */
const nearDraft: TTender = { ...tender, offers_deadline: '2026-11-23T10:30:00.000Z', connection_date: '2026-12-15' };

const deadlineButton = () => screen.getByRole('button', { name: /Кінцевий термін подання пропозицій/ });
const posted = () => t.api.calls.filter((c) => c.method === 'post' || c.method === 'put');

async function openForm(path: string, routes: ApiRoutes) {
  t.signIn(bankInfo, routes);
  t.render(path);
  await screen.findByRole('heading', { name: /Новий тендер|Редагування тендера/ }, SLOW);
}

describe('the deadline field', () => {
  it('states the lead the server configures, in hours and minutes', async () => {
    await openForm('/tenders/create', rules(90));
    await waitFor(() =>
      expect(deadlineButton()).toHaveAccessibleDescription(
        'Час за Києвом. Не раніше ніж через 1 год 30 хв після публікації.',
      ),
    );
  });

  it('says only that the time is Kyiv’s when the server asks no lead', async () => {
    await openForm('/tenders/42/edit', { 'GET /tenders/42': ok(nearDraft), ...rules(0) });
    await waitFor(() => expect(t.api.called()).toContain('GET /tenders/rules'));
    expect(deadlineButton()).toHaveAccessibleDescription('Час за Києвом');
  });

  it('warns about a deadline nearer than the lead, and still saves it in the draft', async () => {
    const user = setupUser();
    await openForm('/tenders/42/edit', {
      'GET /tenders/42': ok(nearDraft),
      'PUT /tenders/42': ok({ ...nearDraft, version: 5 }),
      ...rules(60),
    });
    await waitFor(() =>
      expect(deadlineButton()).toHaveAccessibleDescription(
        expect.stringContaining(
          'До цього терміну менше ніж 1 год: чернетку зберегти можна, але щоб опублікувати тендер, термін доведеться перенести.',
        ),
      ),
    );
    expect(deadlineButton()).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));
    await waitFor(() => expect(t.app.router.state.location.pathname).toBe('/tenders/42'));
    const put = t.api.calls.find((c) => c.method === 'put')!;
    expect(JSON.parse(put.data as string)).toMatchObject({ offers_deadline: '2026-11-23T12:30:00+02:00' });
  });

  it('refuses to publish a deadline nearer than the lead at the field, before any request', async () => {
    const user = setupUser();
    await openForm('/tenders/42/edit', { 'GET /tenders/42': ok(nearDraft), ...rules(60) });
    await waitFor(() => expect(t.api.called()).toContain('GET /tenders/rules'));

    await user.click(screen.getByRole('button', { name: 'Опублікувати' }));
    const message = 'Кінцевий термін подання пропозицій має бути щонайменше на 1 год пізніше за поточний час';
    await waitFor(() => expect(deadlineButton()).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(deadlineButton()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog', { name: 'Опублікувати тендер?' })).not.toBeInTheDocument();
    expect(posted()).toEqual([]);

    // 14:00 is two hours ahead: the message goes, and publishing is asked for.
    await user.click(deadlineButton());
    const picker = await screen.findByRole('dialog');
    await user.clear(within(picker).getByRole('spinbutton', { name: 'Години' }));
    await user.keyboard('1400');
    await user.click(within(picker).getByRole('button', { name: 'Підтвердити' }));
    expect(deadlineButton()).toHaveTextContent('23.11.2026 14:00');
    expect(deadlineButton()).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Опублікувати' }));
    expect(await screen.findByRole('dialog', { name: 'Опублікувати тендер?' })).toHaveTextContent(
      'Пропозиції прийматимуться до 23.11.2026 14:00 (за Києвом).',
    );
  });
});

describe('the card’s publish dialog', () => {
  async function openCard(data: TTender, routes: ApiRoutes = {}) {
    t.signIn(bankInfo, { 'GET /tenders/42': ok(data), ...routes });
    t.render('/tenders/42');
    await screen.findByRole('heading', { name: tender.title }, SLOW);
    await waitFor(() => expect(t.api.called()).toContain('GET /tenders/rules'));
  }

  it('does not offer publishing a deadline nearer than the lead, and leads to the deadline field', async () => {
    const user = setupUser();
    await openCard(nearDraft, rules(60));
    await user.click(
      within(screen.getByRole('group', { name: 'Дії з тендером' })).getByRole('button', { name: 'Опублікувати' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Спершу перенесіть кінцевий термін' });
    expect(dialog).toHaveTextContent(
      'Кінцевий термін подання пропозицій — 23.11.2026 12:30 (за Києвом). Опублікувати тендер можна, лише якщо до терміну лишається щонайменше 1 год',
    );
    expect(within(dialog).queryByRole('button', { name: /Опублікувати/ })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('link', { name: 'Змінити термін' }));
    await screen.findByRole('heading', { name: /Редагування тендера/ }, SLOW);
    expect(t.app.router.state.location.pathname).toBe('/tenders/42/edit');
    await waitFor(() => expect(deadlineButton()).toHaveFocus());
    expect(posted()).toEqual([]);
  });

  it('publishes a tender whose deadline is far enough, after the confirmation', async () => {
    const user = setupUser();
    const farDraft = { ...nearDraft, offers_deadline: '2026-11-23T12:00:00.000Z' };
    await openCard(farDraft, {
      ...rules(60),
      'POST /tenders/42/publish': ok({ ...farDraft, status: 'published', version: 5 }),
    });
    await user.click(
      within(screen.getByRole('group', { name: 'Дії з тендером' })).getByRole('button', { name: 'Опублікувати' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Опублікувати тендер?' });
    expect(dialog).toHaveTextContent('Пропозиції прийматимуться до 23.11.2026 14:00 (за Києвом).');
    await user.click(within(dialog).getByRole('button', { name: 'Опублікувати' }));
    await waitFor(() => expect(posted().map((c) => c.url)).toEqual(['/tenders/42/publish']));
    expect(await screen.findByText('Тендер опубліковано')).toBeInTheDocument();
  });
});
