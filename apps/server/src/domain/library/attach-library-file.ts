import { eq } from 'drizzle-orm';
import type { TDocument } from '@tt/contracts/documents';
import type { Db, Tx } from '../../db/client.ts';
import { libraryFiles } from '../../db/schema/index.ts';
import { readVerified, StoredFileMissing, type FileStorage } from '../../lib/storage.ts';
import {
  assertRoomForDocument,
  assertTenderDocumentsWritable,
  type DocumentViewer,
} from '../documents/document-policy.ts';
import { documentById } from '../documents/documents-of.ts';
import { insertDocument } from '../documents/store-upload.ts';
import { appendHistory } from '../tenders/append-history.ts';
import { actorRole } from '../viewer.ts';
import { conflict, libraryFileNotFound } from './library-query.ts';

export interface AttachLibraryFileOptions {
  tenderId: number;
  fileId: number;
  viewer: DocumentViewer;
  storage: FileStorage;
}

/**
 * «Додати з бібліотеки»: a new tender document whose bytes are a copy of a library file under a
 * new storage key (docs/decisions/0030), so a later rename, move or hide in the library never
 * changes what providers were shown. The rules are those of any tender document upload; a file
 * hidden from the library is not offered, so it is refused (409) rather than reported missing.
 */
export async function attachLibraryFile(
  db: Db,
  { tenderId, fileId, viewer, storage }: AttachLibraryFileOptions,
): Promise<TDocument> {
  // Run before the copy, then again under the locks of the transaction that records it.
  const check = async (tx: Tx) => {
    await assertTenderDocumentsWritable(tx, { tenderId, viewer, what: 'Додати документ з бібліотеки' });
    await assertRoomForDocument(tx, { kind: 'tender', tenderId });
    // FOR SHARE: the file cannot be deleted or hidden until the copy is recorded.
    const [file] = await tx.select().from(libraryFiles).where(eq(libraryFiles.id, fileId)).for('share');
    if (!file) throw libraryFileNotFound();
    if (file.hiddenAt) {
      throw conflict(
        `Файл «${file.fileName}» приховано з бібліотеки, тому його не можна додати до тендера. ` +
          'Попросіть адміністратора показати його знову або завантажте документ з комп’ютера.',
        { file_id: 'Поле «Файл бібліотеки»: файл приховано' },
      );
    }
    return file;
  };

  const source = await db.transaction(check);
  let storageKey: string | undefined;
  let id: number;
  try {
    storageKey = await storage.put(await readVerified(storage, source.storageKey, source.sha256));
    const copyKey = storageKey;
    id = await db.transaction(async (tx) => {
      // The row as it is now: a rename that committed meanwhile names the copy.
      const file = await check(tx);
      const documentId = await insertDocument(tx, {
        file: { ...file, storageKey: copyKey },
        owner: { tenderId, offerId: null },
        uploaderId: viewer.id,
        libraryFileId: file.id,
      });
      await appendHistory(tx, {
        tenderId,
        actor: { id: viewer.id, role: actorRole(viewer, 'tender.edit') },
        action: 'document_added',
        details: {
          document_id: documentId,
          file_name: file.fileName,
          size_bytes: file.sizeBytes,
          sha256: file.sha256,
          library_file_id: file.id,
        },
      });
      return documentId;
    });
  } catch (err) {
    if (storageKey) await storage.delete(storageKey).catch(() => {});
    // A row whose bytes are gone (restored database, lost disk) reads as missing, not as a crash.
    if (err instanceof StoredFileMissing) throw libraryFileNotFound();
    throw err;
  }
  return (await documentById(db, id))!;
}
