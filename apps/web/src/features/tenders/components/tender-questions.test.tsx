import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../../test/user';
import type { TQuestion } from '@tt/contracts/questions';
import type { TTender } from '@tt/contracts/tenders';
import {
  asProviderSees,
  bankInfo,
  inDays,
  ok,
  openTender,
  openTenderCard,
  providerInfo,
  tender,
  cardRoutes,
  tenderAbilities,
} from '../tender-test-utils';

/** A provider while the tender takes offers: it may ask and make an offer. */
const asker = tenderAbilities('ask', 'offer');
import { setUpAppTest } from '../../../test/app-test';

const t = setUpAppTest(cardRoutes());

function question(overrides: Partial<TQuestion> = {}): TQuestion {
  return {
    id: 11,
    tender_id: 42,
    question: 'Чи є на об’єкті кабельна каналізація до серверної?',
    answer: 'Так, від колодязя на вулиці до серверної на 2 поверсі.',
    asked_at: '2026-11-21T09:00:00.000Z',
    answered_at: '2026-11-21T14:30:00.000Z',
    is_own: false,
    organization: null,
    ...overrides,
  };
}

const answered = question();
const ownWaiting = question({
  id: 12,
  question: 'Чи можна підключення через резервний ввід?',
  answer: null,
  answered_at: null,
  is_own: true,
  organization: { id: 3, name: 'ТОВ «Київ-Оптик»' },
});

/** The card with the questions GET answering `list()` at each call. */
async function openCard(data: TTender, info: typeof bankInfo, list: () => TQuestion[], routes = {}) {
  await openTenderCard(t, info, data, { 'GET /tenders/42/questions': () => ok(list()), ...routes });
  return screen.findByRole('region', { name: 'Запитання та відповіді' });
}

describe('questions and answers on the tender card', () => {
  it('lets a provider ask while offers are taken; its own question waits for an answer', async () => {
    const user = setupUser();
    let questions = [answered];
    const section = await openCard(asProviderSees(openTender(), null, asker), providerInfo, () => questions, {
      'POST /tenders/42/questions': (config: { data: string }) => {
        expect(JSON.parse(config.data)).toEqual({ question: ownWaiting.question });
        questions = [answered, ownWaiting];
        return { status: 201, data: ownWaiting };
      },
    });
    expect(await within(section).findByText(answered.question)).toBeInTheDocument();
    expect(within(section).getByText(answered.answer!)).toBeInTheDocument();
    expect(within(section).getByText('Відповідь від 21.11.2026 16:30')).toBeInTheDocument();

    const field = within(section).getByRole('textbox', { name: 'Ваше запитання' });
    expect(field).toHaveAccessibleDescription(/без назви вашої організації/);
    await user.type(field, 'Як?');
    await user.click(within(section).getByRole('button', { name: 'Надіслати запитання' }));
    expect(await within(section).findByText(/щонайменше 5 символів/)).toBeInTheDocument();
    expect(t.api.calls.some((c) => c.method === 'post')).toBe(false);

    await user.clear(field);
    await user.paste(ownWaiting.question);
    // Sent from the keyboard: the button, then Enter.
    await user.tab();
    expect(within(section).getByRole('button', { name: 'Надіслати запитання' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await within(section).findByText(ownWaiting.question)).toBeInTheDocument();
    const item = within(section).getByText(ownWaiting.question).closest('li')!;
    expect(within(item).getByText('Очікує відповіді')).toBeInTheDocument();
    expect(within(item).getByText('Ваше запитання')).toBeInTheDocument();
    // A provider never sees who asked, not even its own organisation's name here.
    expect(within(section).queryByText(/ТОВ «Київ-Оптик»/)).not.toBeInTheDocument();
    await waitFor(() => expect(field).toHaveValue(''));
    // The focus is back in the emptied field, not lost to the page.
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('shows the manager who asked and lets them answer, then correct the answer', async () => {
    const user = setupUser();
    const waiting = { ...ownWaiting, is_own: false };
    let questions = [answered, waiting];
    const section = await openCard(openTender(), bankInfo, () => questions, {
      'POST /questions/12/answer': (config: { data: string }) => {
        const { answer } = JSON.parse(config.data) as { answer: string };
        questions = [answered, { ...waiting, answer, answered_at: '2026-11-22T10:00:00.000Z' }];
        return ok(questions[1]);
      },
    });
    expect(await within(section).findByText(/Від: ТОВ «Київ-Оптик»/)).toBeInTheDocument();
    expect(within(section).getByText('1 без відповіді')).toBeInTheDocument();
    expect(within(section).queryByRole('textbox', { name: 'Ваше запитання' })).not.toBeInTheDocument();

    const field = within(section).getByRole('textbox', { name: 'Відповідь на запитання №12' });
    await user.type(field, 'Так');
    await user.click(within(section).getByRole('button', { name: 'Відповісти' }));
    expect(await within(section).findByText('Так')).toBeInTheDocument();
    expect(within(section).queryByText('Очікує відповіді')).not.toBeInTheDocument();
    expect(within(section).queryByText(/без відповіді/)).not.toBeInTheDocument();

    // Correcting: the form comes back with the answer given.
    const item = within(section).getByText(waiting.question).closest('li')!;
    await user.click(within(item).getByRole('button', { name: 'Виправити відповідь' }));
    const correction = within(item).getByRole('textbox', { name: 'Відповідь на запитання №12' });
    expect(correction).toHaveValue('Так');
    await user.type(correction, ', через резервний ввід');
    await user.click(within(item).getByRole('button', { name: 'Зберегти відповідь' }));
    expect(await within(section).findByText('Так, через резервний ввід')).toBeInTheDocument();
    const posts = t.api.calls.filter((c) => c.method === 'post').map((c) => JSON.parse(c.data as string));
    expect(posts).toEqual([{ answer: 'Так' }, { answer: 'Так, через резервний ввід' }]);
  });

  it('closes asking and answering with the deadline, keeping the answers readable', async () => {
    const closed = openTender({
      status: 'evaluation',
      offers_deadline: inDays(-1),
      abilities: tenderAbilities('award', 'unsuccessful', 'cancel', 'offers', 'history'),
    });
    const section = await openCard(closed, bankInfo, () => [answered, { ...ownWaiting, is_own: false }]);
    expect(await within(section).findByText(answered.answer!)).toBeInTheDocument();
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(section).getByText(/Прийом запитань завершився/)).toBeInTheDocument();
  });

  it('invites a provider to ask when there are no questions yet', async () => {
    const section = await openCard(asProviderSees(openTender(), null, asker), providerInfo, () => []);
    expect(await within(section).findByText(/Запитань поки немає\. Якщо щось/)).toBeInTheDocument();
  });

  it('is not shown on a draft', async () => {
    await openTenderCard(t, bankInfo, tender);
    expect(screen.queryByRole('region', { name: 'Запитання та відповіді' })).not.toBeInTheDocument();
  });
});
