import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../../test/user';
import { computeActions } from '@tt/contracts/permissions';
import type { TLoginInfo } from '@tt/contracts/session';
import type { TDocument } from '@tt/contracts/documents';
import type { TTender } from '@tt/contracts/tenders';
import { organization } from '../../../test/fixtures';
import {
  asProviderSees,
  bankInfo,
  inDays,
  ok,
  openTender,
  openTenderCard,
  providerInfo,
  cardRoutes,
  tenderAbilities,
} from '../tender-test-utils';
import { setUpAppTest, type ApiRoutes } from '../../../test/app-test';

const SLOW = { timeout: 10_000 };

const t = setUpAppTest(cardRoutes());

const auditor: TLoginInfo = {
  ...bankInfo,
  id: 4,
  email: 'auditor@demo.ua',
  login: 'auditor@demo.ua',
  roles: { auditor: true },
  actions: computeActions('bank', ['auditor']),
};

const spec: TDocument = {
  id: 5,
  file_name: 'Технічне завдання.pdf',
  content_type: 'application/pdf',
  size_bytes: 250_880,
  sha256: 'b'.repeat(64),
  uploaded_by: { id: 1, full_name: 'Андрій Мельник' },
  created_at: '2026-11-20T08:30:00.000Z',
};

const evaluation = openTender({
  status: 'evaluation',
  offers_deadline: inDays(-1),
  documents: [spec],
  abilities: tenderAbilities('award', 'unsuccessful', 'cancel', 'offers', 'history'),
});
const awarded = {
  ...evaluation,
  status: 'awarded' as const,
  abilities: tenderAbilities('complete', 'offers', 'history'),
};
/** What the bank may still do once a tender is decided: read. */
const decided = tenderAbilities('offers', 'history');

function actionNames() {
  const group = screen.queryByRole('group', { name: 'Дії з тендером' });
  return group ? [...group.querySelectorAll('a, button')].map((b) => b.textContent) : [];
}

/** What GET /tenders/42 answers now; an action's handler moves it on, as the server would. */
let current: TTender;

async function openCard(info: TLoginInfo, data: TTender, routes: ApiRoutes = {}) {
  current = data;
  await openTenderCard(t, info, () => current, routes);
}

const section = (name: string) => screen.getByRole('region', { name });

describe('tender card: bank side', () => {
  it('lets the manager add and remove documents of a tender taking offers, offers still sealed', async () => {
    await openCard(bankInfo, openTender({ documents: [spec] }));
    const documents = section('Документи');
    expect(within(documents).getByRole('link', { name: 'Технічне завдання.pdf' })).toHaveAttribute(
      'href',
      '/api/documents/5',
    );
    expect(within(documents).getByLabelText('Додати документи')).toBeInTheDocument();
    expect(within(documents).getByRole('button', { name: 'Видалити «Технічне завдання.pdf»' })).toBeInTheDocument();
    expect(within(documents).getByText(/Документи вже бачать провайдери/)).toBeInTheDocument();

    const offers = section('Пропозиції');
    expect(within(offers).getByText('Подано пропозицій: 3')).toBeInTheDocument();
    expect(within(offers).getByText(/Зміст пропозицій стане доступним/)).toBeInTheDocument();
    expect(within(offers).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Історія дій' })).toHaveAttribute('href', '/tenders/42/history');
  });

  it('after the deadline links the offers and their comparison and freezes the documents', async () => {
    await openCard(bankInfo, evaluation);
    expect(actionNames()).toEqual(['Визнати таким, що не відбувся', 'Скасувати тендер']);
    const offers = section('Пропозиції');
    expect(within(offers).getByRole('link', { name: 'Пропозиції' })).toHaveAttribute('href', '/tenders/42/offers');
    expect(within(offers).getByRole('link', { name: 'Порівняння пропозицій' })).toHaveAttribute(
      'href',
      '/tenders/42/proposals',
    );
    expect(within(offers).getByText(/Переможця обирають на сторінці порівняння/)).toBeInTheDocument();
    const documents = section('Документи');
    expect(within(documents).queryByLabelText('Додати документи')).not.toBeInTheDocument();
    expect(within(documents).queryByRole('button', { name: /^Видалити/ })).not.toBeInTheDocument();
  });

  it('says so when no offer came by the deadline', async () => {
    await openCard(bankInfo, { ...evaluation, offers_count: 0 });
    expect(within(section('Пропозиції')).getByText('Жодної пропозиції не подано.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Порівняння пропозицій' })).not.toBeInTheDocument();
  });

  it('shows the auditor the offers and the history, but no actions', async () => {
    await openCard(auditor, { ...evaluation, abilities: tenderAbilities('offers', 'history') });
    expect(actionNames()).toEqual([]);
    expect(screen.getByRole('link', { name: 'Порівняння пропозицій' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Історія дій' })).toBeInTheDocument();
  });

  it('declares an evaluated tender unsuccessful with a required reason', async () => {
    const user = setupUser();
    const reason = 'Жодна пропозиція не відповідає технічним вимогам';
    await openCard(bankInfo, evaluation, {
      'POST /tenders/42/unsuccessful': (config) => {
        expect(JSON.parse(config.data as string)).toEqual({ reason, version: 4 });
        current = { ...evaluation, status: 'unsuccessful', status_reason: reason, version: 5, abilities: decided };
        return ok(current);
      },
    });
    await user.click(screen.getByRole('button', { name: 'Визнати таким, що не відбувся' }));
    const dialog = await screen.findByRole('dialog', { name: 'Тендер не відбувся' }, SLOW);
    const field = within(dialog).getByRole('textbox', { name: /Причина/ });
    await user.click(within(dialog).getByRole('button', { name: 'Визнати таким, що не відбувся' }));
    expect(field).toHaveAccessibleDescription('Поле «Причина» є обов’язковим');
    await user.type(field, 'Ні');
    await user.click(within(dialog).getByRole('button', { name: 'Визнати таким, що не відбувся' }));
    expect(field).toHaveAccessibleDescription(/щонайменше 5 символів/);
    await user.clear(field);
    await user.paste(reason);
    await user.click(within(dialog).getByRole('button', { name: 'Визнати таким, що не відбувся' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByText('Не відбувся')).toBeInTheDocument();
  });

  it('completes an awarded tender with an optional note, showing a refusal in the dialog', async () => {
    const user = setupUser();
    let attempts = 0;
    await openCard(bankInfo, awarded, {
      'POST /tenders/42/complete': (config) => {
        attempts += 1;
        if (attempts === 1) {
          return {
            status: 409,
            data: { error: 'Тендер змінив інший користувач — оновіть сторінку', code: 'version_conflict' },
          };
        }
        expect(JSON.parse(config.data as string)).toEqual({ note: 'Канал підключено', version: 4 });
        current = { ...awarded, status: 'completed', version: 5, abilities: decided };
        return ok(current);
      },
    });
    expect(actionNames()).toEqual(['Завершити']);
    await user.click(screen.getByRole('button', { name: 'Завершити' }));
    const dialog = await screen.findByRole('dialog', { name: 'Завершення тендера' }, SLOW);
    await user.type(within(dialog).getByRole('textbox', { name: 'Примітка' }), 'Канал підключено');
    await user.click(within(dialog).getByRole('button', { name: 'Завершити тендер' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('оновіть сторінку');
    await user.click(within(dialog).getByRole('button', { name: 'Завершити тендер' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Завершено')).toBeInTheDocument();
    expect(actionNames()).toEqual([]);
  });

  it('names the winner with its prices and a link to its offer', async () => {
    await openCard(bankInfo, {
      ...awarded,
      winner: {
        id: 77,
        organization: { id: 3, name: 'ТОВ «Укрмережа Телеком»' },
        monthly_price: '4200.00',
        installation_price: '1500.50',
        vat_included: true,
      },
    });
    const winner = await screen.findByRole('alert', { name: 'Переможець' }, SLOW);
    expect(within(winner).getByRole('link', { name: 'ТОВ «Укрмережа Телеком»' })).toHaveAttribute(
      'href',
      '/tenders/offers/77',
    );
    expect(winner).toHaveTextContent('4 200,00 ₴ на місяць');
    expect(winner).toHaveTextContent('підключення 1 500,50 ₴, ціни з ПДВ');
  });
});

describe('tender card: provider side', () => {
  it('invites a verified provider to submit an offer, documents read-only, no history', async () => {
    await openCard(
      providerInfo,
      asProviderSees(openTender({ documents: [spec] }), null, tenderAbilities('ask', 'offer')),
    );
    const own = section('Ваша пропозиція');
    expect(within(own).getByText('Ваша організація ще не подала пропозицію до цього тендера.')).toBeInTheDocument();
    expect(within(own).getByRole('link', { name: 'Подати пропозицію' })).toHaveAttribute(
      'href',
      '/tenders/42/create-offer',
    );
    const documents = section('Документи');
    expect(within(documents).getByRole('link', { name: 'Технічне завдання.pdf' })).toBeInTheDocument();
    expect(within(documents).queryByLabelText('Додати документи')).not.toBeInTheDocument();
    expect(within(documents).queryByRole('button', { name: /^Видалити/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Історія дій' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Пропозиції' })).not.toBeInTheDocument();
  });

  it('explains to an unverified organisation why it cannot submit yet', async () => {
    // The server lets an unverified organisation ask, not offer.
    await openCard(providerInfo, asProviderSees(openTender(), null, tenderAbilities('ask')), {
      'GET /account/info/organization': ok({ ...organization, is_verify: false }),
    });
    const own = section('Ваша пропозиція');
    expect(await within(own).findByText('Організація очікує верифікації')).toBeInTheDocument();
    expect(within(own).getByText(/Подавати пропозиції можна після того, як банк верифікує/)).toBeInTheDocument();
    expect(within(own).queryByRole('link', { name: 'Подати пропозицію' })).not.toBeInTheDocument();
  });

  it('shows the own submitted offer with its status, time and link, and the history', async () => {
    await openCard(
      providerInfo,
      asProviderSees(
        openTender(),
        { id: 77, status: 'submitted', submitted_at: '2026-11-21T10:05:00.000Z' },
        tenderAbilities('ask', 'history'),
      ),
    );
    const own = section('Ваша пропозиція');
    expect(within(own).getByText('Подано')).toBeInTheDocument();
    expect(within(own).getByText('21.11.2026 12:05')).toBeInTheDocument();
    expect(within(own).getByText(/можна змінити або відкликати/)).toBeInTheDocument();
    expect(within(own).getByRole('link', { name: 'Відкрити пропозицію' })).toHaveAttribute(
      'href',
      '/tenders/offers/77',
    );
    expect(within(own).queryByRole('link', { name: 'Подати пропозицію' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Історія дій' })).toHaveAttribute('href', '/tenders/42/history');
  });

  it('reminds that a draft is not submitted yet', async () => {
    await openCard(
      providerInfo,
      asProviderSees(openTender(), { id: 77, status: 'draft', submitted_at: null }, tenderAbilities('ask')),
    );
    const own = section('Ваша пропозиція');
    expect(within(own).getByText('Чернетка')).toBeInTheDocument();
    expect(within(own).getByText('ще не подано')).toBeInTheDocument();
    expect(within(own).getByText(/Подайте її до кінцевого терміну/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Історія дій' })).not.toBeInTheDocument();
  });

  it('tells the winner and the others the outcome after the award', async () => {
    await openCard(
      providerInfo,
      asProviderSees(
        awarded,
        { id: 77, status: 'won', submitted_at: '2026-11-21T10:05:00.000Z' },
        tenderAbilities('history'),
      ),
    );
    expect(within(section('Ваша пропозиція')).getByText('Переможець')).toBeInTheDocument();
    expect(screen.getByText(/Вашу пропозицію обрано переможцем/)).toBeInTheDocument();
    t.reset();

    await openCard(
      providerInfo,
      asProviderSees(
        awarded,
        { id: 78, status: 'lost', submitted_at: '2026-11-21T10:05:00.000Z' },
        tenderAbilities('history'),
      ),
    );
    expect(within(section('Ваша пропозиція')).getByText('Не обрано')).toBeInTheDocument();
    expect(screen.getByText(/Переможцем обрано пропозицію іншого провайдера/)).toBeInTheDocument();
  });

  it('offers nothing to submit once the deadline has passed', async () => {
    await openCard(providerInfo, asProviderSees(evaluation));
    const own = section('Ваша пропозиція');
    expect(within(own).getByText('Ваша організація не подавала пропозицію до цього тендера.')).toBeInTheDocument();
    expect(within(own).queryByRole('link', { name: 'Подати пропозицію' })).not.toBeInTheDocument();
  });
});
