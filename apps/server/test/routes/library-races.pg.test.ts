import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TLibraryFile, TLibraryFolder } from '@tt/contracts/library';
import { documents, libraryFiles, libraryFolders } from '../../src/db/schema/index.ts';
import { loginAs, useTestApp, type Client } from '../helpers.ts';
import { createDraft } from '../tender-factory.ts';
import { pdfBytes, storedFiles, upload } from '../uploads.ts';

/**
 * Library writes that race each other. Run on both databases (`.pg.test.ts`: also in
 * `npm run test:pg`), since only PostgreSQL runs them over several connections at once.
 */

const app = useTestApp();

async function folder(client: Client, name: string, parentId: number | null = null): Promise<TLibraryFolder> {
  const res = await client.post('/api/admin/folders', { name, parent_id: parentId });
  if (res.statusCode !== 201) throw new Error(`folder failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

const statuses = (answers: { statusCode: number }[]) => answers.map((r) => r.statusCode);

describe('library races', () => {
  it('lets only one of two opposite folder moves sent at once through, so no loop is made', async () => {
    const keeper = await loginAs(app(), 'admin@demo.ua');
    for (let round = 0; round < 5; round++) {
      const a = await folder(keeper, `А${round}`);
      const b = await folder(keeper, `Б${round}`);
      const answers = await Promise.all([
        keeper.patch(`/api/admin/folders/${a.id}`, { parent_id: b.id }),
        keeper.patch(`/api/admin/folders/${b.id}`, { parent_id: a.id }),
      ]);
      expect(statuses(answers).sort()).toEqual([200, 409]);
      const rows = await app().db.select().from(libraryFolders);
      const parents = new Map(rows.map((r) => [r.id, r.parentId]));
      expect([parents.get(a.id), parents.get(b.id)]).toContain(null);
    }
  });

  it('either attaches a file or deletes it, never both, and leaves no stray copy', async () => {
    const keeper = await loginAs(app(), 'admin@demo.ua');
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createDraft(manager);
    for (let round = 0; round < 5; round++) {
      const res = await upload(keeper, '/api/admin/files', {
        name: `Бланк ${round}.pdf`,
        content: pdfBytes(`${round}`),
      });
      const file = res.json() as TLibraryFile;
      const [attached, deleted] = await Promise.all([
        manager.post(`/api/tenders/${tender.id}/documents/from-library`, { file_id: file.id }),
        keeper.delete(`/api/admin/files/${file.id}`),
      ]);
      expect([
        [201, 409],
        [404, 200],
      ]).toContainEqual([attached.statusCode, deleted.statusCode]);
      const copies = await app().db.select().from(documents).where(eq(documents.libraryFileId, file.id));
      const kept = await app().db.select().from(libraryFiles).where(eq(libraryFiles.id, file.id));
      expect(copies.length).toBe(kept.length);
    }
    // Every stored file belongs to a row: the library's or a tender document's.
    const rows = (await app().db.select().from(libraryFiles)).length + (await app().db.select().from(documents)).length;
    expect((await storedFiles(app()))).toHaveLength(rows);
  });

  it('either uploads into a folder or deletes it, never a file in a deleted folder', async () => {
    const keeper = await loginAs(app(), 'admin@demo.ua');
    for (let round = 0; round < 5; round++) {
      const box = await folder(keeper, `Папка ${round}`);
      const [uploaded, deleted] = await Promise.all([
        upload(keeper, `/api/admin/files?folder_id=${box.id}`, { name: 'Акт.pdf', content: pdfBytes() }),
        keeper.delete(`/api/admin/folders/${box.id}`),
      ]);
      expect([
        [201, 409],
        [400, 200],
      ]).toContainEqual([uploaded.statusCode, deleted.statusCode]);
    }
    const rows = await app().db.select().from(libraryFiles);
    expect((await storedFiles(app()))).toHaveLength(rows.length);
  });
});
