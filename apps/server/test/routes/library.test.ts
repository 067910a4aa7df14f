import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES } from '@tt/contracts/documents';
import type { TLibraryFile, TLibraryFolder, TLibraryListing } from '@tt/contracts/library';
import { documents, libraryFiles, libraryFolders, tenderHistory } from '../../src/db/schema/index.ts';
import { MAX_FOLDER_DEPTH } from '../../src/domain/library/library-query.ts';
import { anonymous, loginAs, useTestApp, type Client } from '../helpers.ts';
import { createDraft, createPublished, setDeadline } from '../tender-factory.ts';
import { EXECUTABLE, pdfBytes, sha256, storedFiles, upload } from '../uploads.ts';

const app = useTestApp();

/** A tiny but real PNG signature with some bytes after it. */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 7)]);

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 7)]);

const admin = () => loginAs(app(), 'admin@demo.ua');

async function folder(client: Client, name: string, parentId: number | null = null): Promise<TLibraryFolder> {
  const res = await client.post('/api/admin/folders', { name, parent_id: parentId });
  if (res.statusCode !== 201) throw new Error(`folder failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

async function libraryUpload(
  client: Client,
  name: string,
  content: Buffer = pdfBytes(name),
  folderId?: number,
): Promise<TLibraryFile> {
  const res = await upload(client, `/api/admin/files${folderId ? `?folder_id=${folderId}` : ''}`, { name, content });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

async function listing(client: Client, query = ''): Promise<TLibraryListing> {
  const res = await client.get(`/api/admin/files${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const names = (files: { file_name: string }[]) => files.map((f) => f.file_name);

describe('who may use the library', () => {
  it('answers 401 to anonymous and 403 to a provider and an auditor on every endpoint; a manager reads but never writes', async () => {
    const keeper = await admin();
    const file = await libraryUpload(keeper, 'Типовий договір.pdf');
    const box = await folder(keeper, 'Шаблони');
    const calls = [
      ['GET', '/api/admin/files'],
      ['GET', `/api/admin/files/${file.id}/download`],
      ['POST', '/api/admin/files'],
      ['PATCH', `/api/admin/files/${file.id}`],
      ['DELETE', `/api/admin/files/${file.id}`],
      ['POST', '/api/admin/folders'],
      ['PATCH', `/api/admin/folders/${box.id}`],
      ['DELETE', `/api/admin/folders/${box.id}`],
    ] as const;
    const reads = new Set<string>(['GET']);
    const manager = await loginAs(app(), 'manager@demo.ua');
    const it = await loginAs(app(), 'it@demo.ua');
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const auditor = await loginAs(app(), 'auditor@demo.ua');
    for (const [method, url] of calls) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : { name: 'Нова', file_name: 'Новий.pdf' };
      expect((await anonymous(app()).request(method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await provider.request(method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await auditor.request(method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      for (const bank of [manager, it]) {
        const status = (await bank.request(method, url, body)).statusCode;
        if (reads.has(method)) expect(status, `${method} ${url}`).toBe(200);
        else expect(status, `${method} ${url}`).toBe(403);
      }
    }
    // Nothing any of them tried changed the library.
    expect(await app().db.select().from(libraryFiles)).toHaveLength(1);
    expect(await app().db.select().from(libraryFolders)).toHaveLength(1);
  });
});

describe('POST /api/admin/files', () => {
  it('stores a file with its SHA-256, type by content and uploader, under a server-generated name', async () => {
    const keeper = await admin();
    const box = await folder(keeper, 'Договори');
    const bytes = pdfBytes('contract');
    const file = await libraryUpload(keeper, 'Типовий договір.pdf', bytes, box.id);
    expect(file).toMatchObject({
      folder_id: box.id,
      file_name: 'Типовий договір.pdf',
      content_type: 'application/pdf',
      size_bytes: bytes.length,
      sha256: sha256(bytes),
      hidden: false,
      attached_count: 0,
      path: [{ id: box.id, name: 'Договори' }],
    });
    expect(file.uploaded_by.full_name).toBeTruthy();
    const stored = await storedFiles(app());
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^[0-9a-f]{32}$/);

    const download = await keeper.get(`/api/admin/files/${file.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.headers.etag).toBe(`"${sha256(bytes)}"`);
  });

  it('refuses a file over the size limit (413), a format not allowed and a renamed executable (415), keeping nothing', async () => {
    const keeper = await admin();
    const big = Buffer.alloc(DOCUMENT_MAX_BYTES + 1, 0x20);
    big.write('%PDF-1.4\n', 0, 'latin1');
    const tooLarge = await upload(keeper, '/api/admin/files', { name: 'Великий.pdf', content: big });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('file_too_large');

    const exe = await upload(keeper, '/api/admin/files', { name: 'setup.exe', content: EXECUTABLE });
    expect(exe.statusCode).toBe(415);
    expect(exe.json().error).toContain('формат .exe не дозволено');

    const renamed = await upload(keeper, '/api/admin/files', { name: 'кошторис.pdf', content: EXECUTABLE });
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().code).toBe('file_rejected');
    expect(renamed.json().error).toContain('не схожий на PDF');

    expect((await storedFiles(app()))).toEqual([]);
    expect(await app().db.select().from(libraryFiles)).toEqual([]);
  });

  it('answers 400 naming «Папка» for a folder that does not exist, before reading the file', async () => {
    const keeper = await admin();
    const res = await upload(keeper, '/api/admin/files?folder_id=999999', { name: 'a.pdf', content: pdfBytes() });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields.folder_id).toContain('«Папка»');
    expect((await storedFiles(app()))).toEqual([]);
  });
});

describe('GET /api/admin/files', () => {
  it('lists a folder’s subfolders with their item counts and a sorted page of its files, with the path from the top', async () => {
    const keeper = await admin();
    const top = await folder(keeper, 'Тендери');
    const inner = await folder(keeper, 'Зразки', top.id);
    await folder(keeper, 'Архів', inner.id);
    await libraryUpload(keeper, 'Бета.pdf', pdfBytes('a'.repeat(300)), inner.id);
    await libraryUpload(keeper, 'альфа.pdf', pdfBytes('b'), inner.id);
    await libraryUpload(keeper, 'Гама.png', PNG, inner.id);
    await libraryUpload(keeper, 'Нагорі.pdf');

    const root = await listing(keeper);
    expect(root.folder).toBeNull();
    expect(root.path).toEqual([]);
    expect(root.folders).toEqual([expect.objectContaining({ id: top.id, name: 'Тендери', items_count: 1 })]);
    expect(names(root.files)).toEqual(['Нагорі.pdf']);

    const shown = await listing(keeper, `?folder_id=${inner.id}`);
    expect(shown.folder).toEqual({ id: inner.id, name: 'Зразки', parent_id: top.id });
    expect(shown.path).toEqual([
      { id: top.id, name: 'Тендери' },
      { id: inner.id, name: 'Зразки' },
    ]);
    expect(shown.folders).toEqual([expect.objectContaining({ name: 'Архів', items_count: 0, parent_id: inner.id })]);
    // By name, case-insensitively (Cyrillic folded by the database).
    expect(names(shown.files)).toEqual(['альфа.pdf', 'Бета.pdf', 'Гама.png']);
    expect(shown.files[0]!.path).toEqual(shown.path);
    expect(shown.total).toBe(3);

    const bySize = await listing(keeper, `?folder_id=${inner.id}&sort=size&order=desc`);
    expect(names(bySize.files)).toEqual(['Бета.pdf', 'альфа.pdf', 'Гама.png']);
    const byType = await listing(keeper, `?folder_id=${inner.id}&sort=type`);
    expect(byType.files.map((f) => f.content_type)).toEqual(['application/pdf', 'application/pdf', 'image/png']);

    const page = await listing(keeper, `?folder_id=${inner.id}&page=2&page_size=2`);
    expect(names(page.files)).toEqual(['Гама.png']);
    expect(page.total).toBe(3);
  });

  it('searches file names across all folders, case-insensitively and with % and _ as plain characters', async () => {
    const keeper = await admin();
    const top = await folder(keeper, 'Тендери');
    const inner = await folder(keeper, 'Зразки', top.id);
    await libraryUpload(keeper, 'ДОГОВІР 100% оплата.pdf', pdfBytes(), inner.id);
    await libraryUpload(keeper, 'Договір_типовий.pdf');
    await libraryUpload(keeper, 'Кошторис.pdf');

    const found = await listing(keeper, `?q=${encodeURIComponent('договір')}`);
    expect(names(found.files)).toEqual(['ДОГОВІР 100% оплата.pdf', 'Договір_типовий.pdf']);
    expect(found.folders).toEqual([]);
    expect(found.files[0]!.path).toEqual([
      { id: top.id, name: 'Тендери' },
      { id: inner.id, name: 'Зразки' },
    ]);
    expect(found.files[1]!.path).toEqual([]);
    expect(names((await listing(keeper, `?q=${encodeURIComponent('100%')}`)).files)).toEqual([
      'ДОГОВІР 100% оплата.pdf',
    ]);
    expect(names((await listing(keeper, `?q=${encodeURIComponent('в_р')}`)).files)).toEqual([]);
  });

  it('shows hidden files only with hidden=true, and answers 404 for a folder that does not exist', async () => {
    const keeper = await admin();
    const file = await libraryUpload(keeper, 'Старий бланк.pdf');
    await libraryUpload(keeper, 'Новий бланк.pdf');
    expect((await keeper.patch(`/api/admin/files/${file.id}`, { hidden: true })).json().hidden).toBe(true);
    expect(names((await listing(keeper)).files)).toEqual(['Новий бланк.pdf']);
    expect(names((await listing(keeper, '?q=бланк')).files)).toEqual(['Новий бланк.pdf']);
    const all = await listing(keeper, '?hidden=true');
    expect(names(all.files)).toEqual(['Новий бланк.pdf', 'Старий бланк.pdf']);
    expect(all.files[1]!.hidden).toBe(true);

    const missing = await keeper.get('/api/admin/files?folder_id=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Папку не знайдено');
    const badSort = await keeper.get('/api/admin/files?sort=owner');
    expect(badSort.statusCode).toBe(400);
  });
});

describe('PATCH /api/admin/files/:id', () => {
  it('renames with a safe name, keeps the extension of the content, and moves between folders', async () => {
    const keeper = await admin();
    const box = await folder(keeper, 'Шаблони');
    const file = await libraryUpload(keeper, 'Чернетка.pdf');

    const renamed = await keeper.patch(`/api/admin/files/${file.id}`, { file_name: '  Договір: остаточний.PDF  ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().file_name).toBe('Договір_ остаточний.PDF');

    const otherType = await keeper.patch(`/api/admin/files/${file.id}`, { file_name: 'Договір.docx' });
    expect(otherType.statusCode).toBe(400);
    expect(otherType.json().details.fields.file_name).toContain('«Назва файлу»');
    expect(otherType.json().details.fields.file_name).toContain('.pdf');
    const noExtension = await keeper.patch(`/api/admin/files/${file.id}`, { file_name: 'Договір' });
    expect(noExtension.statusCode).toBe(400);

    const moved = await keeper.patch(`/api/admin/files/${file.id}`, { folder_id: box.id });
    expect(moved.json()).toMatchObject({ folder_id: box.id, path: [{ id: box.id, name: 'Шаблони' }] });
    const nowhere = await keeper.patch(`/api/admin/files/${file.id}`, { folder_id: 999999 });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().details.fields.folder_id).toContain('«Папка»');
    const back = await keeper.patch(`/api/admin/files/${file.id}`, { folder_id: null });
    expect(back.json()).toMatchObject({ folder_id: null, path: [] });

    // Another extension of the same content type is fine.
    const photo = await libraryUpload(keeper, 'Фото.jpg', JPEG);
    const jpeg = await keeper.patch(`/api/admin/files/${photo.id}`, { file_name: 'Фото опори.jpeg' });
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.json().file_name).toBe('Фото опори.jpeg');

    expect((await keeper.patch(`/api/admin/files/${file.id}`, {})).statusCode).toBe(400);
    expect((await keeper.patch('/api/admin/files/999999', { hidden: true })).statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/files/:id', () => {
  it('deletes a file that no tender uses, with its stored bytes', async () => {
    const keeper = await admin();
    const file = await libraryUpload(keeper, 'Зайвий.pdf');
    expect((await storedFiles(app()))).toHaveLength(1);
    const res = await keeper.delete(`/api/admin/files/${file.id}`);
    expect(res.statusCode).toBe(200);
    expect((await storedFiles(app()))).toEqual([]);
    expect(await app().db.select().from(libraryFiles)).toEqual([]);
    expect((await keeper.delete(`/api/admin/files/${file.id}`)).statusCode).toBe(404);
  });
});

describe('folders', () => {
  it('creates nested folders whose names are unique within their parent, whatever the case', async () => {
    const keeper = await admin();
    const top = await folder(keeper, 'Договори');
    const same = await keeper.post('/api/admin/folders', { name: 'ДОГОВОРИ' });
    expect(same.statusCode).toBe(409);
    expect(same.json().details.fields.name).toContain('«Назва папки»');
    expect(same.json().details.fields.name).toContain('«Договори»');
    // The same name elsewhere is another folder.
    const inner = await folder(keeper, 'договори', top.id);
    expect(inner).toMatchObject({ parent_id: top.id, name: 'договори', items_count: 0 });

    const orphan = await keeper.post('/api/admin/folders', { name: 'Сирота', parent_id: 999999 });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().details.fields.parent_id).toContain('«Батьківська папка»');
    const slash = await keeper.post('/api/admin/folders', { name: 'a/b' });
    expect(slash.statusCode).toBe(400);
    const blank = await keeper.post('/api/admin/folders', { name: '   ' });
    expect(blank.statusCode).toBe(400);
  });

  it(`nests folders at most ${MAX_FOLDER_DEPTH} deep, on creation and on a move`, async () => {
    const keeper = await admin();
    let parent: TLibraryFolder | null = null;
    for (let depth = 1; depth <= MAX_FOLDER_DEPTH; depth++)
      parent = await folder(keeper, `Рівень ${depth}`, parent?.id);
    const deeper = await keeper.post('/api/admin/folders', { name: 'Ще глибше', parent_id: parent!.id });
    expect(deeper.statusCode).toBe(409);
    expect(deeper.json().error).toContain(`${MAX_FOLDER_DEPTH}`);
    const [top] = await app().db.select().from(libraryFolders).where(eq(libraryFolders.name, 'Рівень 1'));
    const two = await folder(keeper, 'Дві');
    await folder(keeper, 'Вкладена', two.id);
    const [level31] = await app().db.select().from(libraryFolders).where(eq(libraryFolders.name, 'Рівень 31'));
    expect((await keeper.patch(`/api/admin/folders/${two.id}`, { parent_id: level31!.id })).statusCode).toBe(409);
    const [level30] = await app().db.select().from(libraryFolders).where(eq(libraryFolders.name, 'Рівень 30'));
    expect((await keeper.patch(`/api/admin/folders/${two.id}`, { parent_id: level30!.id })).statusCode).toBe(200);
    // The whole path still comes back, top first.
    const [inner] = await app().db.select().from(libraryFolders).where(eq(libraryFolders.name, 'Вкладена'));
    const shown = await listing(keeper, `?folder_id=${inner!.id}`);
    expect(shown.path).toHaveLength(MAX_FOLDER_DEPTH);
    expect(shown.path[0]).toEqual({ id: top!.id, name: 'Рівень 1' });
  });

  it('renames and moves a folder, refusing a name its new parent already has', async () => {
    const keeper = await admin();
    const a = await folder(keeper, 'А');
    const b = await folder(keeper, 'Б');
    await folder(keeper, 'Спільна', b.id);
    const shared = await folder(keeper, 'спільна', a.id);

    const renamed = await keeper.patch(`/api/admin/folders/${a.id}`, { name: 'Акти' });
    expect(renamed.json()).toMatchObject({ id: a.id, name: 'Акти', parent_id: null });
    const clash = await keeper.patch(`/api/admin/folders/${shared.id}`, { parent_id: b.id });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().details.fields.name).toContain('«Назва папки»');
    const moved = await keeper.patch(`/api/admin/folders/${shared.id}`, { parent_id: b.id, name: 'Окрема' });
    expect(moved.json()).toMatchObject({ parent_id: b.id, name: 'Окрема' });
    const up = await keeper.patch(`/api/admin/folders/${moved.json().id}`, { parent_id: null });
    expect(up.json().parent_id).toBeNull();
    expect((await keeper.patch('/api/admin/folders/999999', { name: 'X' })).statusCode).toBe(404);
  });

  it('refuses a move into the folder itself, its child and a deep descendant with 409', async () => {
    const keeper = await admin();
    const a = await folder(keeper, 'А');
    const b = await folder(keeper, 'Б', a.id);
    const c = await folder(keeper, 'В', b.id);
    const d = await folder(keeper, 'Г', c.id);
    for (const target of [a, b, d]) {
      const res = await keeper.patch(`/api/admin/folders/${a.id}`, { parent_id: target.id });
      expect(res.statusCode, target.name).toBe(409);
      expect(res.json().error).toContain('не можна перемістити');
    }
    // A move sideways inside the tree is fine: Г up under А.
    expect((await keeper.patch(`/api/admin/folders/${d.id}`, { parent_id: a.id })).statusCode).toBe(200);
    const [row] = await app().db.select().from(libraryFolders).where(eq(libraryFolders.id, a.id));
    expect(row!.parentId).toBeNull();
  });

  it('deletes only an empty folder; a hidden file inside still counts', async () => {
    const keeper = await admin();
    const a = await folder(keeper, 'А');
    const b = await folder(keeper, 'Б', a.id);
    const withChild = await keeper.delete(`/api/admin/folders/${a.id}`);
    expect(withChild.statusCode).toBe(409);
    expect(withChild.json().error).toContain('не порожня');

    const file = await libraryUpload(keeper, 'Прихований.pdf', pdfBytes(), b.id);
    await keeper.patch(`/api/admin/files/${file.id}`, { hidden: true });
    expect((await keeper.delete(`/api/admin/folders/${b.id}`)).statusCode).toBe(409);
    expect((await listing(keeper, `?folder_id=${a.id}`)).folders[0]!.items_count).toBe(1);

    await keeper.delete(`/api/admin/files/${file.id}`);
    expect((await keeper.delete(`/api/admin/folders/${b.id}`)).statusCode).toBe(200);
    expect((await keeper.delete(`/api/admin/folders/${a.id}`)).statusCode).toBe(200);
    expect((await keeper.delete(`/api/admin/folders/${a.id}`)).statusCode).toBe(404);
    expect(await app().db.select().from(libraryFolders)).toEqual([]);
  });
});

describe('POST /api/tenders/:id/documents/from-library', () => {
  async function attach(client: Client, tenderId: number, fileId: number) {
    return client.post(`/api/tenders/${tenderId}/documents/from-library`, { file_id: fileId });
  }

  it('attaches a copy to a draft: new stored bytes, the same name, hash and history entry as an upload', async () => {
    const keeper = await admin();
    const bytes = pdfBytes('library');
    const file = await libraryUpload(keeper, 'Технічні вимоги.pdf', bytes);
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createDraft(manager);

    const res = await attach(manager, tender.id, file.id);
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({
      file_name: 'Технічні вимоги.pdf',
      content_type: 'application/pdf',
      size_bytes: bytes.length,
      sha256: sha256(bytes),
      uploaded_by: { full_name: 'Андрій Мельник' },
    });
    const [row] = await app().db.select().from(documents).where(eq(documents.id, doc.id));
    const [source] = await app().db.select().from(libraryFiles).where(eq(libraryFiles.id, file.id));
    expect(row!.libraryFileId).toBe(file.id);
    expect(row!.storageKey).not.toBe(source!.storageKey);
    expect((await storedFiles(app()))).toHaveLength(2);

    const [entry] = await app()
      .db.select()
      .from(tenderHistory)
      .where(eq(tenderHistory.tenderId, tender.id))
      .orderBy(asc(tenderHistory.id))
      .then((rows) => rows.slice(-1));
    expect(entry!.action).toBe('document_added');
    expect(entry!.details).toEqual({
      document_id: doc.id,
      file_name: 'Технічні вимоги.pdf',
      size_bytes: bytes.length,
      sha256: sha256(bytes),
      library_file_id: file.id,
    });

    const card = (await manager.get(`/api/tenders/${tender.id}`)).json();
    expect(card.documents.map((d: { id: number }) => d.id)).toEqual([doc.id]);
    expect((await listing(manager)).files[0]!.attached_count).toBe(1);

    // Removing it from the draft never touches the library.
    expect((await manager.delete(`/api/documents/${doc.id}`)).statusCode).toBe(200);
    expect((await keeper.get(`/api/admin/files/${file.id}/download`)).rawPayload.equals(bytes)).toBe(true);
  });

  it('attaches to a published tender before its deadline, and a provider downloads the copy; later library changes leave it as it was', async () => {
    const keeper = await admin();
    const bytes = pdfBytes('clarification');
    const file = await libraryUpload(keeper, 'Роз’яснення.pdf', bytes);
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    const res = await attach(manager, tender.id, file.id);
    expect(res.statusCode).toBe(201);
    const doc = res.json();

    // Renamed and hidden in the library: the tender document keeps its name and bytes.
    await keeper.patch(`/api/admin/files/${file.id}`, { file_name: 'Інша назва.pdf', hidden: true });
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const card = (await provider.get(`/api/tenders/${tender.id}`)).json();
    expect(card.documents).toEqual([expect.objectContaining({ id: doc.id, file_name: 'Роз’яснення.pdf' })]);
    const download = await provider.get(`/api/documents/${doc.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers['content-disposition']).toContain('attachment');

    // An attached file is not deleted, only hidden; the copy stays readable.
    const del = await keeper.delete(`/api/admin/files/${file.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().error).toContain('Приховайте');
    expect((await provider.get(`/api/documents/${doc.id}`)).statusCode).toBe(200);
  });

  it('refuses after the deadline, a hidden file, an unknown file, and any caller without tender.edit', async () => {
    const keeper = await admin();
    const file = await libraryUpload(keeper, 'Бланк.pdf');
    const hidden = await libraryUpload(keeper, 'Прихований.pdf');
    await keeper.patch(`/api/admin/files/${hidden.id}`, { hidden: true });
    const manager = await loginAs(app(), 'manager@demo.ua');
    const draft = await createDraft(manager);
    const late = await createPublished(manager);
    await setDeadline(app(), late.id, '-1 minute');

    const afterDeadline = await attach(manager, late.id, file.id);
    expect(afterDeadline.statusCode).toBe(409);
    expect(afterDeadline.json().code).toBe('deadline_passed');

    const refusedHidden = await attach(manager, draft.id, hidden.id);
    expect(refusedHidden.statusCode).toBe(409);
    expect(refusedHidden.json().error).toContain('приховано');
    const unknown = await attach(manager, draft.id, 999999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Файл бібліотеки не знайдено');
    const noTender = await attach(manager, 999999, file.id);
    expect(noTender.statusCode).toBe(404);
    const badBody = await manager.post(`/api/tenders/${draft.id}/documents/from-library`, { file_id: 'x' });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().error).toContain('«Файл бібліотеки»');

    const provider = await loginAs(app(), 'provider1@demo.ua');
    expect((await attach(provider, draft.id, file.id)).statusCode).toBe(403);
    // The admin keeps the library but does not edit tenders.
    expect((await attach(keeper, draft.id, file.id)).statusCode).toBe(403);
    // An IT manager may not change a published tender's documents.
    const it = await loginAs(app(), 'it@demo.ua');
    const open = await createPublished(manager);
    expect((await attach(it, open.id, file.id)).statusCode).toBe(403);

    expect(await app().db.select().from(documents)).toEqual([]);
    // Only the two library files are stored: no copy was left behind.
    expect((await storedFiles(app()))).toHaveLength(2);
  });
});
