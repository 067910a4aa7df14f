import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser, type UserEvent } from '../../../test/user';
import { type ApiRoutes, ok, setUpAppTest } from '../../../test/app-test';
import { makeOffer, offerAbilities, providerInfo, tender } from '../offer-test-utils';
import type { TDocument } from '@tt/contracts/documents';
import { pdfFile, storedDocument, uploadedName } from '../../../test/documents';

/*
 * Documents attached in the offer form: held in the form until the offer is saved, sent right
 * after it; a file that fails keeps the saved draft, is named with the server's reason and can
 * be sent again, and the form goes on with the same draft.
 */

const SLOW = { timeout: 10_000 };

const t = setUpAppTest();

type User = UserEvent;

const draft = makeOffer({ documents: [] });

const stored = (id: number, name: string) =>
  storedDocument(id, name, {
    uploaded_by: { id: 7, full_name: 'Олена Коваль' },
    created_at: '2026-11-21T09:30:00.000Z',
  });

const writes = () => t.api.calls.filter((c) => c.method !== 'get').map((c) => `${c.method!.toUpperCase()} ${c.url}`);
const dropInput = () => screen.getByLabelText('Додати документи');

async function openCreate(routes: ApiRoutes) {
  t.signIn(providerInfo, { 'GET /tenders/42': ok(tender), ...routes });
  t.render('/tenders/42/create-offer');
  await screen.findByRole('heading', { name: 'Нова пропозиція' }, SLOW);
}

async function fillOffer(user: User) {
  await user.type(screen.getByRole('textbox', { name: /^Щомісячна плата/ }), '7450,50');
  await user.type(screen.getByRole('textbox', { name: /^Вартість підключення/ }), '2000');
  await user.type(screen.getByRole('textbox', { name: /^Строк підключення/ }), '14');
  await user.type(screen.getByRole('textbox', { name: /^Доступність за SLA/ }), '99,9');
  await user.click(screen.getByRole('combobox', { name: /^Інтерфейс/ }));
  await user.click(await screen.findByRole('option', { name: 'Ethernet 1 Гбіт/с' }));
}

// A long form to fill on a shared machine.
describe('offer form: documents', { timeout: 60_000 }, () => {
  it('holds the chosen files until the draft is saved, sends them right after it, then opens the card with them', async () => {
    const user = setupUser();
    let uploaded: TDocument[] = [];
    await openCreate({
      'POST /tenders/42/offers': { status: 201, data: draft },
      'POST /offers/77/documents': (config) => {
        const doc = stored(900 + uploaded.length, uploadedName(config));
        uploaded = [...uploaded, doc];
        return { status: 201, data: doc };
      },
      'GET /offers/77': () => ok({ ...draft, documents: uploaded }),
    });
    await fillOffer(user);
    await user.upload(dropInput(), [pdfFile('Технічна пропозиція.pdf'), pdfFile('Схема.png')]);

    const waiting = screen.getByRole('region', { name: 'Файли, які буде завантажено' });
    expect(within(waiting).getByText('Технічна пропозиція.pdf')).toBeInTheDocument();
    expect(within(waiting).getAllByText(/буде завантажено після збереження/)).toHaveLength(2);
    expect(writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));
    await waitFor(() => expect(t.app.router.state.location.pathname).toBe('/tenders/offers/77'), SLOW);
    expect(writes()).toEqual(['POST /tenders/42/offers', 'POST /offers/77/documents', 'POST /offers/77/documents']);
    expect(uploaded.map((d) => d.file_name)).toEqual(['Технічна пропозиція.pdf', 'Схема.png']);
    // The card reads the offer again and lists them.
    expect(await screen.findByRole('link', { name: 'Технічна пропозиція.pdf' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Схема.png' })).toBeInTheDocument();
  });

  it('keeps the draft when a file fails, names it with the reason, retries it, and submits the same draft', async () => {
    const user = setupUser();
    let schemeAttempts = 0;
    await openCreate({
      'POST /tenders/42/offers': { status: 201, data: draft },
      'PUT /offers/77': ok({ ...draft, version: 4 }),
      'POST /offers/77/documents': (config) => {
        const name = uploadedName(config);
        if (name === 'Схема.png' && ++schemeAttempts === 1) {
          return { status: 503, data: { error: 'Сховище файлів тимчасово недоступне', code: 'unavailable' } };
        }
        return { status: 201, data: stored(901, name) };
      },
      'POST /offers/77/submit': ok({ ...draft, status: 'submitted', submitted_at: '2026-11-22T10:00:00Z', version: 5 }),
      'GET /offers/77': ok({ ...draft, status: 'submitted', version: 5 }),
    });
    await fillOffer(user);
    await user.upload(dropInput(), [pdfFile('Технічна пропозиція.pdf'), pdfFile('Схема.png')]);
    await user.click(screen.getByRole('button', { name: 'Подати пропозицію' }));
    await user.click(
      within(await screen.findByRole('dialog', {}, SLOW)).getByRole('button', { name: 'Подати пропозицію' }),
    );

    // Saved, not submitted: the form stays, says why and which file.
    const notice = (await screen.findByText('Не всі файли завантажено', {}, SLOW)).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(notice).toHaveTextContent('Пропозицію збережено');
    expect(t.app.router.state.location.pathname).toBe('/tenders/42/create-offer');
    expect(writes()).toEqual(['POST /tenders/42/offers', 'POST /offers/77/documents', 'POST /offers/77/documents']);
    expect(screen.getByText('Документ «Технічна пропозиція.pdf» додано')).toBeInTheDocument();
    expect(screen.getByText('Не вдалося завантажити «Схема.png»')).toBeInTheDocument();
    expect(screen.getByText('Сховище файлів тимчасово недоступне')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Повторити завантаження «Схема.png»' }));
    expect(await screen.findByText('Документ «Схема.png» додано', {}, SLOW)).toBeInTheDocument();

    // The next submission saves the same draft (no second one) and submits it.
    await user.click(screen.getByRole('button', { name: 'Подати пропозицію' }));
    await user.click(
      within(await screen.findByRole('dialog', {}, SLOW)).getByRole('button', { name: 'Подати пропозицію' }),
    );
    await waitFor(() => expect(t.app.router.state.location.pathname).toBe('/tenders/offers/77'), SLOW);
    expect(writes()).toEqual([
      'POST /tenders/42/offers',
      'POST /offers/77/documents',
      'POST /offers/77/documents',
      'POST /offers/77/documents',
      'PUT /offers/77',
      'POST /offers/77/submit',
    ]);
  });

  it('lists a file the server would refuse with the reason and never sends it', async () => {
    const user = setupUser({ applyAccept: false });
    await openCreate({
      'POST /tenders/42/offers': { status: 201, data: draft },
      'GET /offers/77': ok(draft),
    });
    await fillOffer(user);
    await user.upload(dropInput(), [pdfFile('photo.gif')]);
    // The drop zone reads dropped files asynchronously.
    expect(await screen.findByText(/Файл «photo.gif» має недозволений формат/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));
    await waitFor(() => expect(t.app.router.state.location.pathname).toBe('/tenders/offers/77'), SLOW);
    expect(writes()).toEqual(['POST /tenders/42/offers']);
  });

  it('names the documents already attached when editing, and takes no files for a withdrawn offer', async () => {
    t.signIn(providerInfo, {
      'GET /offers/77': ok(makeOffer({ status: 'withdrawn', abilities: offerAbilities('edit', 'submit') })),
      'GET /tenders/42': ok(tender),
    });
    t.render('/tenders/offers/77/edit');
    await screen.findByRole('heading', { name: 'Редагування пропозиції' }, SLOW);
    const section = screen.getByRole('heading', { name: 'Документи' }).closest<HTMLElement>('.mantine-Paper-root')!;
    expect(within(section).getByRole('link', { name: 'документи пропозиції (1)' })).toHaveAttribute(
      'href',
      '/tenders/42/offers/77/doc',
    );
    expect(within(section).getByText(/Документи відкликаної пропозиції не змінюються/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Додати документи')).not.toBeInTheDocument();
  });
});
