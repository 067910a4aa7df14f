import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { TLibraryFile, TLibraryFilePatch, TLibraryListing, ZLibraryListQuery } from '@tt/contracts/library';
import type { Db, DbOrTx } from '../../db/client.ts';
import { documents, libraryFiles, users } from '../../db/schema/index.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { escapeLike } from '../../lib/escape-like.ts';
import { readVerified, StoredFileMissing, type FileStorage } from '../../lib/storage.ts';
import { safeFileName } from '../documents/file-name.ts';
import { extensionOf } from '../../lib/content-disposition.ts';
import { EXTENSION_RULES } from '../documents/file-type.ts';
import type { OpenedDocument } from '../documents/open-document.ts';
import type { UploadPart } from '../documents/receive-upload.ts';
import { storeUpload } from '../documents/store-upload.ts';
import { subfolders } from './library-folders.ts';
import {
  attachedCounts,
  conflict,
  fileSelection,
  folderPaths,
  libraryFileById,
  libraryFileNotFound,
  libraryFolderNotFound,
  lockExistingFolder,
  toLibraryFile,
} from './library-query.ts';

/*
 * Files of the bank's file library (docs/decisions/0030). The bytes never change once stored;
 * a rename, a move or hiding changes only the row, and never a tender document copied from it.
 */

type ListQuery = z.output<typeof ZLibraryListQuery>;

const SORT_COLUMNS = {
  name: [libraryFiles.searchText],
  size: [libraryFiles.sizeBytes],
  created_at: [libraryFiles.createdAt],
  type: [libraryFiles.contentType, libraryFiles.searchText],
} as const;

/**
 * One folder's subfolders and a page of its files (the top level without folder_id), or with
 * `q` a page of files whose names contain it, across all folders. Hidden files only with
 * `hidden`. Uploader names and attachment counts come in the page's statement; every folder
 * path in one recursive query.
 */
export async function listLibrary(db: DbOrTx, query: ListQuery): Promise<TLibraryListing> {
  const conditions: SQL[] = [];
  if (!query.hidden) conditions.push(isNull(libraryFiles.hiddenAt));
  const folderId = query.q ? null : (query.folder_id ?? null);
  if (query.q) {
    // search_text is stored lower-cased; lower() folds Cyrillic on a C.UTF-8 database.
    conditions.push(sql`${libraryFiles.searchText} like '%' || lower(${escapeLike(query.q)}) || '%'`);
  } else {
    conditions.push(folderId === null ? isNull(libraryFiles.folderId) : eq(libraryFiles.folderId, folderId));
  }
  const where = and(...conditions);
  const direction = query.order === 'desc' ? desc : asc;
  const attached = attachedCounts(db);

  const [rows, [total], folders] = await Promise.all([
    db
      .select(fileSelection(attached))
      .from(libraryFiles)
      .innerJoin(users, eq(users.id, libraryFiles.uploadedBy))
      .leftJoin(attached, eq(attached.fileId, libraryFiles.id))
      .where(where)
      .orderBy(...SORT_COLUMNS[query.sort].map((column) => direction(column)), direction(libraryFiles.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(libraryFiles).where(where),
    query.q ? Promise.resolve([]) : subfolders(db, folderId, query.sort === 'name' ? query.order : 'asc'),
  ]);

  const folderIds = rows.flatMap((row) => (row.folderId === null ? [] : [row.folderId]));
  const paths = await folderPaths(db, folderId === null ? folderIds : [...folderIds, folderId]);
  const path = folderId === null ? [] : paths.get(folderId);
  // The shown folder is the last step of its own path.
  if (!path) throw libraryFolderNotFound();
  const shown = path.at(-1);
  return {
    folder: shown ? { id: shown.id, name: shown.name, parent_id: path.at(-2)?.id ?? null } : null,
    path,
    folders,
    files: rows.map((row) => toLibraryFile(row, row.folderId === null ? [] : (paths.get(row.folderId) ?? []))),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

export interface UploadLibraryFileOptions {
  folderId: number | null;
  uploaderId: number;
  storage: FileStorage;
  parts: () => AsyncIterable<UploadPart>;
}

/** Stores one uploaded file in a folder (null: the top level), through the tender documents' upload path. */
export async function uploadLibraryFile(
  db: Db,
  { folderId, uploaderId, storage, parts }: UploadLibraryFileOptions,
): Promise<TLibraryFile> {
  const id = await storeUpload(db, {
    storage,
    parts,
    check: async (tx) => {
      if (folderId !== null) await lockExistingFolder(tx, folderId, 'folder_id');
    },
    record: async (tx, file) => {
      const [row] = await tx
        .insert(libraryFiles)
        .values({
          folderId,
          fileName: file.fileName,
          contentType: file.contentType,
          sizeBytes: file.sizeBytes,
          sha256: file.sha256,
          storageKey: file.storageKey,
          uploadedBy: uploaderId,
        })
        .returning({ id: libraryFiles.id });
      return row!.id;
    },
  });
  return libraryFileById(db, id);
}

/**
 * Renames, moves or hides a file (or shows it again). A new name keeps an extension of the
 * same content type: the type was checked against the content once, at upload.
 */
export async function updateLibraryFile(db: Db, id: number, patch: TLibraryFilePatch): Promise<TLibraryFile> {
  await db.transaction(async (tx) => {
    const [file] = await tx.select().from(libraryFiles).where(eq(libraryFiles.id, id)).for('no key update');
    if (!file) throw libraryFileNotFound();
    const changes: PgUpdateSetSource<typeof libraryFiles> = { updatedAt: sql`now()` };
    if (patch.file_name !== undefined) {
      const name = safeFileName(patch.file_name);
      if (EXTENSION_RULES[extensionOf(name)]?.contentType !== file.contentType) {
        throw validationFailed({
          file_name: `Поле «Назва файлу»: розширення має лишитися .${extensionOf(file.fileName)}, бо воно відповідає вмісту файлу`,
        });
      }
      changes.fileName = name;
    }
    if (patch.folder_id !== undefined) {
      if (patch.folder_id !== null) await lockExistingFolder(tx, patch.folder_id, 'folder_id');
      changes.folderId = patch.folder_id;
    }
    if (patch.hidden !== undefined) {
      changes.hiddenAt = patch.hidden ? (file.hiddenAt ?? sql`now()`) : null;
    }
    await tx.update(libraryFiles).set(changes).where(eq(libraryFiles.id, id));
  });
  return libraryFileById(db, id);
}

export interface DeleteLibraryFileOptions {
  storage: FileStorage;
  /** Told when the stored bytes could not be removed after the row was (the row is gone either way). */
  onOrphanedFile?: (key: string, err: unknown) => void;
}

/**
 * Deletes a file and its bytes. A file some tender document was copied from is refused (409):
 * that tender's history names it as the source; it can be hidden instead. The lock makes a
 * copy being attached at the same moment either finish first (then 409) or find the file gone.
 */
export async function deleteLibraryFile(db: Db, id: number, { storage, onOrphanedFile }: DeleteLibraryFileOptions) {
  const storageKey = await db.transaction(async (tx) => {
    const [file] = await tx.select().from(libraryFiles).where(eq(libraryFiles.id, id)).for('update');
    if (!file) throw libraryFileNotFound();
    const [copies] = await tx.select({ n: count() }).from(documents).where(eq(documents.libraryFileId, id));
    if ((copies?.n ?? 0) > 0) {
      throw conflict(
        `Файл «${file.fileName}» додано до тендерів (${copies!.n}), тому його не можна видалити. ` +
          'Приховайте його з бібліотеки: документи тендерів залишаться без змін.',
      );
    }
    await tx.delete(libraryFiles).where(eq(libraryFiles.id, id));
    return file.storageKey;
  });
  await storage.delete(storageKey).catch((err: unknown) => onOrphanedFile?.(storageKey, err));
}

/** A file's bytes for download; hidden files too (the library shows them on request). */
export async function openLibraryFile(db: DbOrTx, id: number, storage: FileStorage): Promise<OpenedDocument> {
  const [file] = await db.select().from(libraryFiles).where(eq(libraryFiles.id, id));
  if (!file) throw libraryFileNotFound();
  try {
    return {
      fileName: file.fileName,
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
      sha256: file.sha256,
      stream: await readVerified(storage, file.storageKey, file.sha256),
    };
  } catch (err) {
    // A row whose bytes are gone (restored database, lost disk) reads as missing, not as a crash.
    if (err instanceof StoredFileMissing) throw libraryFileNotFound();
    throw err;
  }
}
