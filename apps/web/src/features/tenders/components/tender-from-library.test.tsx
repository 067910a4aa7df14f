import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../../test/user';
import type { InternalAxiosRequestConfig } from 'axios';
import type { TLibraryFile, TLibraryListing } from '@tt/contracts/library';
import { setUpAppTest } from '../../../test/app-test';
import { storedDocument } from '../../../test/documents';
import { bankInfo, cardRoutes, ok, openTenderCard, tender, tenderAbilities } from '../tender-test-utils';

/*
 * «Додати з бібліотеки» on a saved tender's documents: a dialog browses the library by folders
 * or searches it, and the chosen file is copied to the tender by the server (ADR 0030).
 */

const t = setUpAppTest(cardRoutes());

const libraryFile = (id: number, name: string, path: TLibraryFile['path'] = []): TLibraryFile => ({
  id,
  folder_id: path.at(-1)?.id ?? null,
  file_name: name,
  content_type: 'application/pdf',
  size_bytes: 250_880,
  sha256: '0'.repeat(64),
  uploaded_by: { id: 3, full_name: 'Ірина Бондар' },
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
  hidden: false,
  attached_count: 0,
  path,
});

const listing = (over: Partial<TLibraryListing>): TLibraryListing => ({
  folder: null,
  path: [],
  folders: [],
  files: [],
  total: 0,
  page: 1,
  page_size: 100,
  ...over,
});

const contracts = [{ id: 3, name: 'Договори' }];
const libraryRoutes = {
  'GET /admin/files': (config: InternalAxiosRequestConfig) => {
    const { folder_id, q } = config.params as { folder_id?: number; q?: string };
    if (q)
      return ok(listing({ files: q === 'акт' ? [libraryFile(12, 'Акт приймання.pdf', contracts)] : [], total: 0 }));
    if (folder_id === 3)
      return ok(
        listing({
          folder: { id: 3, name: 'Договори', parent_id: null },
          path: contracts,
          files: [libraryFile(11, 'Типовий договір.pdf', contracts)],
          total: 1,
        }),
      );
    return ok(
      listing({
        folders: [{ id: 3, parent_id: null, name: 'Договори', items_count: 1, created_at: '2026-11-20T08:00:00.000Z' }],
      }),
    );
  },
};

describe('«Додати з бібліотеки» on the tender card', () => {
  it('browses to a file and attaches its copy; the documents are read again', async () => {
    const user = setupUser();
    let attached = false;
    await openTenderCard(
      t,
      bankInfo,
      () => ({ ...tender, documents: attached ? [storedDocument(7, 'Типовий договір.pdf')] : [] }),
      {
        ...libraryRoutes,
        'POST /tenders/42/documents/from-library': () => {
          attached = true;
          return { status: 201, data: storedDocument(7, 'Типовий договір.pdf') };
        },
      },
    );
    await user.click(screen.getByRole('button', { name: 'Додати з бібліотеки' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Додати з бібліотеки' }));
    expect(dialog.getByText(/До тендера буде додано копію файлу/)).toBeInTheDocument();
    await user.click(await dialog.findByRole('button', { name: 'Відкрити папку «Договори»' }));
    await user.click(await dialog.findByRole('button', { name: 'Додати «Типовий договір.pdf»' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = t.api.calls.find((c) => c.url === '/tenders/42/documents/from-library')!;
    expect(JSON.parse(post.data as string)).toEqual({ file_id: 11 });
    expect(await screen.findByRole('link', { name: 'Типовий договір.pdf' })).toHaveAttribute(
      'href',
      '/api/documents/7',
    );
  });

  it('searches the library by name, naming each file’s folder, and shows a refusal in the dialog', async () => {
    const user = setupUser();
    await openTenderCard(t, bankInfo, tender, {
      ...libraryRoutes,
      'POST /tenders/42/documents/from-library': {
        status: 409,
        data: { error: 'До тендера вже додано 20 документів — більше не можна', code: 'conflict' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Додати з бібліотеки' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Додати з бібліотеки' }));
    await user.type(dialog.getByRole('textbox', { name: 'Пошук за назвою' }), 'акт');
    expect(await dialog.findByText('245 КБ · Договори')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Додати «Акт приймання.pdf»' }));
    expect(await dialog.findByText('До тендера вже додано 20 документів — більше не можна')).toBeInTheDocument();

    await user.clear(dialog.getByRole('textbox', { name: 'Пошук за назвою' }));
    await user.type(dialog.getByRole('textbox', { name: 'Пошук за назвою' }), 'ххх');
    expect(await dialog.findByText('Файлів не знайдено')).toBeInTheDocument();
  });

  it('does not present a folder’s files as search results while the search is on its way', async () => {
    const user = setupUser();
    let answer: (reply: ReturnType<typeof ok>) => void = () => {};
    await openTenderCard(t, bankInfo, tender, {
      'GET /admin/files': (config: InternalAxiosRequestConfig) => {
        const { q } = config.params as { q?: string };
        if (q) return new Promise((resolve) => (answer = resolve));
        return libraryRoutes['GET /admin/files'](config);
      },
    });
    await user.click(screen.getByRole('button', { name: 'Додати з бібліотеки' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Додати з бібліотеки' }));
    await user.click(await dialog.findByRole('button', { name: 'Відкрити папку «Договори»' }));
    expect(await dialog.findByText('245 КБ')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: 'Пошук за назвою' }), 'акт');
    await waitFor(() =>
      expect(t.api.calls.some((c) => (c.params as { q?: string } | undefined)?.q === 'акт')).toBe(true),
    );
    expect(dialog.getByText('245 КБ')).toBeInTheDocument();
    expect(dialog.queryByText('245 КБ · Договори')).not.toBeInTheDocument();

    answer(ok(listing({ files: [libraryFile(12, 'Акт приймання.pdf', contracts)], total: 1 })));
    expect(await dialog.findByText('245 КБ · Договори')).toBeInTheDocument();
  });

  it('is not offered where the documents cannot be changed', async () => {
    await openTenderCard(t, bankInfo, { ...tender, abilities: tenderAbilities('history') });
    expect(screen.getByText('Документів немає.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Додати з бібліотеки' })).not.toBeInTheDocument();
  });

  it('is offered on a saved tender’s edit form; a new tender’s form says it comes after the first save', async () => {
    t.signIn(bankInfo, { 'GET /tenders/42': ok(tender) });
    t.render('/tenders/42/edit');
    await screen.findByRole('heading', { name: /Редагування тендера/ }, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'Додати з бібліотеки' })).toBeInTheDocument();
    t.reset();

    t.signIn(bankInfo, {});
    t.render('/tenders/create');
    await screen.findByRole('heading', { name: 'Новий тендер' }, { timeout: 10_000 });
    expect(screen.getByText(/Файли з бібліотеки можна додати після першого збереження чернетки\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Додати з бібліотеки' })).not.toBeInTheDocument();
  });
});
