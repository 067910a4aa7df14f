import { eq, sql } from 'drizzle-orm';
import type { TLibraryFile } from '@tt/contracts/library';
import type { DbOrTx } from '../../db/client.ts';
import { documents, libraryFiles, libraryFolders, users } from '../../db/schema/index.ts';
import { AppError, notFound, validationFailed } from '../../lib/app-error.ts';

/*
 * Reading the bank's file library (docs/decisions/0030): a file as the API shows it, and the
 * path of folders from the top, for any number of folders in one recursive query.
 */

export type FolderPath = { id: number; name: string }[];

export const libraryFileNotFound = () => notFound('Файл бібліотеки не знайдено');
export const libraryFolderNotFound = () => notFound('Папку не знайдено');

/** A folder named in a body (a move's target, an upload's folder) that does not exist. */
export const unknownFolder = (field: 'folder_id' | 'parent_id') =>
  validationFailed({
    [field]: `Поле «${field === 'folder_id' ? 'Папка' : 'Батьківська папка'}»: такої папки немає. Оновіть сторінку й оберіть папку ще раз.`,
  });

export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, 'conflict', message, fields ? { fields } : undefined);

/** How deep folders may nest; also a fence for the upward walk, should a loop ever exist. */
export const MAX_FOLDER_DEPTH = 32;

/**
 * The paths (top first, the folder itself last) of the given folders: one recursive query that
 * walks from each folder up to the top.
 */
export async function folderPaths(db: DbOrTx, ids: readonly number[]): Promise<Map<number, FolderPath>> {
  const paths = new Map<number, FolderPath>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return paths;
  const result = await db.execute(sql`
    with recursive up(start_id, id, parent_id, name, depth) as (
      select f.id, f.id, f.parent_id, f.name, 0
      from ${libraryFolders} f
      where f.id in (${sql.join(
        unique.map((id) => sql`${id}`),
        sql`, `,
      )})
      union all
      select up.start_id, p.id, p.parent_id, p.name, up.depth + 1
      from ${libraryFolders} p join up on p.id = up.parent_id
      where up.depth < ${MAX_FOLDER_DEPTH}
    )
    select start_id, json_agg(json_build_object('id', id, 'name', name) order by depth desc) as path
    from up group by start_id`);
  for (const row of (result as unknown as { rows: { start_id: number; path: FolderPath }[] }).rows) {
    paths.set(Number(row.start_id), row.path);
  }
  return paths;
}

/** How many tender documents were copied from each file: a grouped subquery, joined once. */
export const attachedCounts = (db: DbOrTx) =>
  db
    .select({ fileId: sql<number>`${documents.libraryFileId}`.as('file_id'), n: sql<number>`count(*)::int`.as('n') })
    .from(documents)
    .where(sql`${documents.libraryFileId} is not null`)
    .groupBy(documents.libraryFileId)
    .as('attached');

/** The columns of a file as the API shows it, apart from its path. */
export function fileSelection(attached: ReturnType<typeof attachedCounts>) {
  return {
    id: libraryFiles.id,
    folderId: libraryFiles.folderId,
    fileName: libraryFiles.fileName,
    contentType: libraryFiles.contentType,
    sizeBytes: libraryFiles.sizeBytes,
    sha256: libraryFiles.sha256,
    uploaderId: libraryFiles.uploadedBy,
    uploaderName: sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`,
    createdAt: libraryFiles.createdAt,
    updatedAt: libraryFiles.updatedAt,
    hiddenAt: libraryFiles.hiddenAt,
    attachedCount: sql<number>`coalesce(${attached.n}, 0)`,
  };
}

export type LibraryFileRow = {
  id: number;
  folderId: number | null;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  uploaderId: number;
  uploaderName: string;
  createdAt: Date;
  updatedAt: Date;
  hiddenAt: Date | null;
  attachedCount: number;
};

export function toLibraryFile(row: LibraryFileRow, path: FolderPath): TLibraryFile {
  return {
    id: row.id,
    folder_id: row.folderId,
    file_name: row.fileName,
    content_type: row.contentType,
    size_bytes: row.sizeBytes,
    sha256: row.sha256,
    uploaded_by: { id: row.uploaderId, full_name: row.uploaderName },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    hidden: row.hiddenAt !== null,
    attached_count: Number(row.attachedCount),
    path,
  };
}

/** One file as the API shows it (after an upload or a change); 404 when it is gone. */
export async function libraryFileById(db: DbOrTx, id: number): Promise<TLibraryFile> {
  const attached = attachedCounts(db);
  const [row] = await db
    .select(fileSelection(attached))
    .from(libraryFiles)
    .innerJoin(users, eq(users.id, libraryFiles.uploadedBy))
    .leftJoin(attached, eq(attached.fileId, libraryFiles.id))
    .where(eq(libraryFiles.id, id));
  if (!row) throw libraryFileNotFound();
  const paths = row.folderId === null ? new Map<number, FolderPath>() : await folderPaths(db, [row.folderId]);
  return toLibraryFile(row, row.folderId === null ? [] : (paths.get(row.folderId) ?? []));
}

/**
 * A folder named in a body must exist; it is locked against deletion (FOR KEY SHARE, which a
 * rename does not wait for) until the transaction ends, so nothing is put into a folder being
 * deleted.
 */
export async function lockExistingFolder(db: DbOrTx, id: number, field: 'folder_id' | 'parent_id'): Promise<void> {
  const [folder] = await db
    .select({ id: libraryFolders.id })
    .from(libraryFolders)
    .where(eq(libraryFolders.id, id))
    .for('key share');
  if (!folder) throw unknownFolder(field);
}
