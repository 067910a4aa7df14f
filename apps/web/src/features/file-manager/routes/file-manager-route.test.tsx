import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../../test/user';
import type { InternalAxiosRequestConfig } from 'axios';
import { ok, setUpAppTest, showAllTableColumns, showScreenWidth } from '../../../test/app-test';
import type { MockReply } from '../../../test/mock-api';
import { providerInfo } from '../../../test/fixtures';
import { adminInfo, folder, libraryFile, listing } from '../file-manager-test-data';

const SLOW = { timeout: 10_000 };
const t = setUpAppTest();

beforeEach(() => {
  showAllTableColumns();
});

/** The queries sent to the listing, oldest first. */
const listQueries = () =>
  t.api.calls
    .filter((c) => c.method === 'get' && c.url === '/admin/files')
    .map((c) => c.params as Record<string, unknown>);
const lastQuery = () => listQueries().at(-1) ?? {};

function file(name: string, size = 1024) {
  const f = new File(['%PDF-1.7'], name, { type: '' });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

const contracts = listing({
  folder: { id: 3, name: 'Договори', parent_id: null },
  path: [{ id: 3, name: 'Договори' }],
  folders: [folder({ id: 4, parent_id: 3, name: '2026', items_count: 5 })],
  files: [libraryFile({ folder_id: 3, path: [{ id: 3, name: 'Договори' }] })],
  total: 1,
});

describe('/admin/file-manager, the listing', () => {
  it('shows the folder from the address: its path, subfolders, then files with type, size, uploader and Kyiv time', async () => {
    t.signIn(adminInfo, { 'GET /admin/files': ok(contracts) });
    t.render('/admin/file-manager?folder=3&sort=size&order=desc');
    const link = await screen.findByRole('link', { name: 'Типовий договір.pdf' }, SLOW);
    expect(lastQuery()).toEqual({ folder_id: 3, sort: 'size', order: 'desc', hidden: 'false', page: 1, page_size: 50 });
    await waitFor(() => expect(document.title).toBe('Файли — Телеком Тендер'));
    expect(screen.getByRole('heading', { level: 1, name: 'Файли' })).toBeInTheDocument();

    const path = within(screen.getByRole('navigation', { name: 'Шлях до папки' }));
    expect(path.getByRole('button', { name: 'Усі файли' })).toBeInTheDocument();
    expect(path.getByText('Договори')).toHaveAttribute('aria-current', 'location');

    expect(link).toHaveAttribute('href', '/api/admin/files/11/download');
    const row = within(link.closest('tr')!);
    expect(row.getByText('PDF')).toBeInTheDocument();
    expect(row.getByText('245 КБ')).toBeInTheDocument();
    expect(row.getByText('Ірина Бондар')).toBeInTheDocument();
    expect(row.getByText('21.11.2026 00:30')).toBeInTheDocument();

    // Subfolders come first.
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('button', { name: 'Відкрити папку «2026»' })).toBeInTheDocument();
    expect(within(rows[0]!).getByText('5 об’єктів')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Папка')).toBeInTheDocument();
  });

  it('opens a folder and goes back up by the path; sorting is written into the address', async () => {
    const user = setupUser();
    t.signIn(adminInfo, {
      'GET /admin/files': (config: InternalAxiosRequestConfig) =>
        ok((config.params as { folder_id?: number }).folder_id === 3 ? contracts : listing({ folders: [folder()] })),
    });
    t.render('/admin/file-manager');
    await user.click(await screen.findByRole('button', { name: 'Відкрити папку «Договори»' }, SLOW));
    await screen.findByRole('link', { name: 'Типовий договір.pdf' });
    expect(t.app.router.state.location.search).toBe('?folder=3');
    expect(lastQuery()).toMatchObject({ folder_id: 3 });

    await user.click(screen.getByRole('button', { name: /^Розмір/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ folder_id: 3, sort: 'size', order: 'asc' }));
    expect(t.app.router.state.location.search).toBe('?folder=3&sort=size');

    await user.click(
      within(screen.getByRole('navigation', { name: 'Шлях до папки' })).getByRole('button', { name: 'Усі файли' }),
    );
    await screen.findByRole('button', { name: 'Відкрити папку «Договори»' });
    expect(t.app.router.state.location.search).toBe('?sort=size');
  });

  it('searches by name across folders after a pause, naming each file’s folder; no result has its own empty state', async () => {
    const user = setupUser();
    t.signIn(adminInfo, {
      'GET /admin/files': (config: InternalAxiosRequestConfig) => {
        const q = (config.params as { q?: string }).q;
        if (!q) return ok(contracts);
        return ok(q === 'договір' ? listing({ files: contracts.files, total: 1 }) : listing());
      },
    });
    t.render('/admin/file-manager?folder=3');
    await screen.findByRole('link', { name: 'Типовий договір.pdf' }, SLOW);
    await user.type(screen.getByRole('textbox', { name: 'Пошук за назвою' }), 'договір');
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        q: 'договір',
        sort: 'name',
        order: 'asc',
        hidden: 'false',
        page: 1,
        page_size: 50,
      }),
    );
    expect(await screen.findByText('Папка: Договори')).toBeInTheDocument();
    expect(t.app.router.state.location.search).toContain('q=%D0%B4');
    // A search names no folder path, and lists no subfolders.
    expect(screen.queryByRole('navigation', { name: 'Шлях до папки' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Відкрити папку «2026»' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Пошук за назвою' }), 'ххх');
    expect(await screen.findByText('Файлів не знайдено')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Очистити пошук' }));
    await screen.findByRole('link', { name: 'Типовий договір.pdf' });
    expect(screen.getByRole('textbox', { name: 'Пошук за назвою' })).toHaveValue('');
  });

  it('asks for hidden files only with «Показати приховані», and marks them', async () => {
    const user = setupUser();
    t.signIn(adminInfo, {
      'GET /admin/files': (config: InternalAxiosRequestConfig) =>
        ok(
          (config.params as { hidden?: string }).hidden === 'true'
            ? listing({ files: [libraryFile({ hidden: true, attached_count: 2 })], total: 1 })
            : listing(),
        ),
    });
    t.render('/admin/file-manager');
    expect(await screen.findByText('У бібліотеці ще немає файлів', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Створіть папку або завантажте файли.')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Показати приховані' }));
    const link = await screen.findByRole('link', { name: 'Типовий договір.pdf' });
    expect(lastQuery()).toMatchObject({ hidden: 'true' });
    expect(within(link.closest('tr')!).getByText('Прихований')).toBeInTheDocument();
    expect(within(link.closest('tr')!).getByText('У 2 тендерах')).toBeInTheDocument();
  });

  it('says an empty folder is empty, and a failed listing is shown with a retry', async () => {
    const user = setupUser();
    let fail = true;
    t.signIn(adminInfo, {
      'GET /admin/files': () =>
        fail
          ? { status: 500, data: { error: 'Сервер тимчасово не відповідає', code: 'internal' } }
          : ok(listing({ folder: { id: 3, name: 'Договори', parent_id: null }, path: [{ id: 3, name: 'Договори' }] })),
    });
    t.render('/admin/file-manager?folder=3');
    expect(await screen.findByText('Сервер тимчасово не відповідає', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Не вдалося завантажити бібліотеку')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
    expect(await screen.findByText('Папка порожня')).toBeInTheDocument();
  });

  it('shows cards on a phone', async () => {
    showScreenWidth(390);
    t.signIn(adminInfo, { 'GET /admin/files': ok(contracts) });
    t.render('/admin/file-manager?folder=3');
    const list = await screen.findByRole('list', { name: 'Папки та файли' }, SLOW);
    expect(within(list).getByRole('link', { name: 'Типовий договір.pdf' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Дії з «Типовий договір.pdf»' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('is refused to those who do not keep the library', async () => {
    t.signIn(providerInfo, {});
    t.render('/admin/file-manager');
    expect(await screen.findByText('Бібліотеку файлів ведуть адміністратори банку.', {}, SLOW)).toBeInTheDocument();
    expect(t.api.called()).not.toContain('GET /admin/files');
  });
});

describe('/admin/file-manager, changes', () => {
  it('creates a folder inside the folder shown, checking the name first', async () => {
    const user = setupUser();
    t.signIn(adminInfo, {
      'GET /admin/files': ok(contracts),
      'POST /admin/folders': { status: 201, data: folder({ id: 9, parent_id: 3, name: 'Акти' }) },
    });
    t.render('/admin/file-manager?folder=3');
    await user.click(await screen.findByRole('button', { name: 'Нова папка' }, SLOW));
    const dialog = within(await screen.findByRole('dialog', { name: 'Нова папка' }));
    await user.type(dialog.getByRole('textbox', { name: 'Назва папки' }), 'Акти/2026');
    await user.click(dialog.getByRole('button', { name: 'Створити' }));
    expect(await dialog.findByText('Поле «Назва папки» не може містити символи / і \\')).toBeInTheDocument();
    expect(t.api.called()).not.toContain('POST /admin/folders');

    await user.clear(dialog.getByRole('textbox', { name: 'Назва папки' }));
    await user.type(dialog.getByRole('textbox', { name: 'Назва папки' }), 'Акти');
    const before = listQueries().length;
    await user.click(dialog.getByRole('button', { name: 'Створити' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = t.api.calls.find((c) => c.url === '/admin/folders')!;
    expect(JSON.parse(post.data as string)).toEqual({ name: 'Акти', parent_id: 3 });
    // The listing is read again.
    await waitFor(() => expect(listQueries().length).toBeGreaterThan(before));
  });

  it('uploads several dropped files into the folder, each with its own progress; a refused one keeps the reason and a retry', async () => {
    const user = setupUser();
    let release!: (reply: MockReply) => void;
    const names: string[] = [];
    let refuse = true;
    t.signIn(adminInfo, {
      'GET /admin/files': ok(contracts),
      'POST /admin/files': (config: InternalAxiosRequestConfig) => {
        const name = ((config.data as FormData).get('file') as File).name;
        names.push(`${config.url} ${name}`);
        if (name === 'Акт.pdf') {
          config.onUploadProgress?.({ loaded: 512, total: 1024, progress: 0.5, bytes: 512, lengthComputable: true });
          return new Promise<MockReply>((r) => (release = r));
        }
        if (refuse) return { status: 503, data: { error: 'Сховище файлів тимчасово недоступне', code: 'unavailable' } };
        return { status: 201, data: libraryFile({ id: 12, file_name: name }) };
      },
    });
    t.render('/admin/file-manager?folder=3');
    await screen.findByRole('link', { name: 'Типовий договір.pdf' }, SLOW);
    await user.upload(screen.getByLabelText('Додати документи'), [file('Акт.pdf'), file('Кошторис.xlsx')]);

    const progress = await screen.findByRole('progressbar', { name: 'Завантаження файлу «Акт.pdf»' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByRole('progressbar', { name: 'Завантаження файлу «Кошторис.xlsx»' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(screen.getByText('Очікує в черзі')).toBeInTheDocument();
    release({ status: 201, data: libraryFile({ id: 13, file_name: 'Акт.pdf' }) });

    expect(await screen.findByText('Сховище файлів тимчасово недоступне')).toBeInTheDocument();
    expect(names).toEqual(['/admin/files?folder_id=3 Акт.pdf', '/admin/files?folder_id=3 Кошторис.xlsx']);
    expect(screen.getByText('Документ «Акт.pdf» додано')).toBeInTheDocument();

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Повторити завантаження «Кошторис.xlsx»' }));
    expect(await screen.findByText('Документ «Кошторис.xlsx» додано')).toBeInTheDocument();
    expect(names).toHaveLength(3);
  });

  it('deletes after a confirmation; a file attached to a tender is refused with the server’s words and may be hidden instead', async () => {
    const user = setupUser();
    const refusal = 'Файл додано до тендерів, його не можна видалити. Приховайте його з бібліотеки.';
    t.signIn(adminInfo, {
      'GET /admin/files': ok(contracts),
      'DELETE /admin/files/11': { status: 409, data: { error: refusal, code: 'conflict' } },
      'PATCH /admin/files/11': ok(libraryFile({ hidden: true })),
    });
    t.render('/admin/file-manager?folder=3');
    await user.click(await screen.findByRole('button', { name: 'Дії з «Типовий договір.pdf»' }, SLOW));
    await user.click(await screen.findByRole('menuitem', { name: 'Видалити' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Видалення файлу' }));
    expect(dialog.getByText(/Видалити файл «Типовий договір\.pdf» з бібліотеки\?/)).toBeInTheDocument();
    expect(t.api.called()).not.toContain('DELETE /admin/files/11');

    await user.click(dialog.getByRole('button', { name: 'Видалити' }));
    expect(await dialog.findByText(refusal)).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Видалити' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Приховати' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patch = t.api.calls.find((c) => c.method === 'patch')!;
    expect(patch.url).toBe('/admin/files/11');
    expect(JSON.parse(patch.data as string)).toEqual({ hidden: true });
  });

  it('deletes an empty folder after a confirmation', async () => {
    const user = setupUser();
    t.signIn(adminInfo, { 'GET /admin/files': ok(contracts), 'DELETE /admin/folders/4': { status: 204 } });
    t.render('/admin/file-manager?folder=3');
    await user.click(await screen.findByRole('button', { name: 'Дії з «2026»' }, SLOW));
    await user.click(await screen.findByRole('menuitem', { name: 'Видалити' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Видалення папки' }));
    await user.click(dialog.getByRole('button', { name: 'Видалити' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(t.api.called()).toContain('DELETE /admin/folders/4');
  });

  it('moves a folder by walking the tree, never into itself; the server’s refusal is shown', async () => {
    const user = setupUser();
    const top = listing({ folders: [folder(), folder({ id: 5, name: 'Акти', items_count: 0 })] });
    t.signIn(adminInfo, {
      'GET /admin/files': (config: InternalAxiosRequestConfig) => {
        const id = (config.params as { folder_id?: number }).folder_id;
        if (id === 5)
          return ok(listing({ folder: { id: 5, name: 'Акти', parent_id: null }, path: [{ id: 5, name: 'Акти' }] }));
        return ok(id === 3 ? contracts : top);
      },
      'PATCH /admin/folders/3': {
        status: 409,
        data: { error: 'Папку не можна перемістити в її власну підпапку', code: 'conflict' },
      },
    });
    t.render('/admin/file-manager');
    await user.click(await screen.findByRole('button', { name: 'Дії з «Договори»' }, SLOW));
    await user.click(await screen.findByRole('menuitem', { name: 'Перемістити' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Перемістити «Договори»' }));
    // It stands at the top now: moving there changes nothing.
    expect(await dialog.findByRole('button', { name: 'Відкрити папку «Акти»' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Перемістити сюди' })).toBeDisabled();
    expect(dialog.queryByRole('button', { name: 'Відкрити папку «Договори»' })).not.toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Відкрити папку «Акти»' }));
    expect(await dialog.findByText('Тут немає папок.')).toBeInTheDocument();
    expect(
      within(dialog.getByRole('navigation', { name: 'Шлях до папки призначення' })).getByText('Акти'),
    ).toHaveAttribute('aria-current', 'location');
    await user.click(dialog.getByRole('button', { name: 'Перемістити сюди' }));
    expect(await dialog.findByText('Папку не можна перемістити в її власну підпапку')).toBeInTheDocument();
    const patch = t.api.calls.find((c) => c.method === 'patch')!;
    expect(JSON.parse(patch.data as string)).toEqual({ parent_id: 5 });
  });

  it('moves a file to the top level and renames it', async () => {
    const user = setupUser();
    t.signIn(adminInfo, {
      'GET /admin/files': (config: InternalAxiosRequestConfig) =>
        ok((config.params as { folder_id?: number }).folder_id === 3 ? contracts : listing({ folders: [folder()] })),
      'PATCH /admin/files/11': ok(libraryFile()),
    });
    t.render('/admin/file-manager?folder=3');
    await user.click(await screen.findByRole('button', { name: 'Дії з «Типовий договір.pdf»' }, SLOW));
    await user.click(await screen.findByRole('menuitem', { name: 'Перемістити' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Перемістити «Типовий договір.pdf»' }));
    await user.click(await dialog.findByRole('button', { name: 'Усі файли' }));
    await dialog.findByRole('button', { name: 'Відкрити папку «Договори»' });
    await user.click(dialog.getByRole('button', { name: 'Перемістити сюди' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(t.api.calls.find((c) => c.method === 'patch')!.data as string)).toEqual({ folder_id: null });

    await user.click(screen.getByRole('button', { name: 'Дії з «Типовий договір.pdf»' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Перейменувати' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Перейменування файлу' }));
    const name = dialog.getByRole('textbox', { name: 'Назва файлу' });
    expect(name).toHaveValue('Типовий договір.pdf');
    await user.clear(name);
    await user.type(name, 'Договір 2026.pdf');
    await user.click(dialog.getByRole('button', { name: 'Зберегти' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(t.api.calls.filter((c) => c.method === 'patch').at(-1)!.data as string)).toEqual({
      file_name: 'Договір 2026.pdf',
    });
  });

  it('previews a PDF in a titled frame and an image with its name, from the bytes fetched through the api client', async () => {
    const user = setupUser();
    const made: Blob[] = [];
    const create = vi.fn((blob: Blob | MediaSource) => {
      made.push(blob as Blob);
      return `blob:preview-${made.length}`;
    });
    vi.spyOn(URL, 'createObjectURL').mockImplementation(create);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const image = libraryFile({ id: 12, file_name: 'Схема.png', content_type: 'image/png' });
    const word = libraryFile({
      id: 13,
      file_name: 'Лист.docx',
      content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    t.signIn(adminInfo, {
      'GET /admin/files': ok(listing({ files: [libraryFile(), image, word], total: 3 })),
      'GET /admin/files/11/download': ok(new Blob(['%PDF-1.7'])),
      'GET /admin/files/12/download': ok(new Blob(['png'])),
    });
    t.render('/admin/file-manager');
    await user.click(await screen.findByRole('button', { name: 'Дії з «Типовий договір.pdf»' }, SLOW));
    await user.click(await screen.findByRole('menuitem', { name: 'Переглянути' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Перегляд: Типовий договір.pdf' }));
    const frame = await dialog.findByTitle('Вміст файлу «Типовий договір.pdf»');
    await waitFor(() => expect(frame).toHaveAttribute('src', 'blob:preview-1'));
    expect(made[0]!.type).toBe('application/pdf');
    expect(t.api.calls.find((c) => c.url === '/admin/files/11/download')!.responseType).toBe('blob');
    expect(dialog.getByRole('link', { name: 'Завантажити' })).toHaveAttribute('href', '/api/admin/files/11/download');
    await user.click(dialog.getByRole('button', { name: 'Закрити' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Дії з «Схема.png»' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Переглянути' }));
    const img = await screen.findByRole('img', { name: 'Схема.png' });
    await waitFor(() => expect(img).toHaveAttribute('src', 'blob:preview-2'));

    // Only what a browser shows by itself is offered for a preview.
    await user.click(screen.getByRole('button', { name: 'Закрити' }));
    await user.click(screen.getByRole('button', { name: 'Дії з «Лист.docx»' }));
    expect(await screen.findByRole('menuitem', { name: 'Завантажити' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Переглянути' })).not.toBeInTheDocument();
  });
});
