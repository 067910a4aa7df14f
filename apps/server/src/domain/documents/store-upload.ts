import fsp from 'node:fs/promises';
import type { TDocument } from '@tt/contracts/documents';
import type { Db, Tx } from '../../db/client.ts';
import { documents } from '../../db/schema/index.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { documentById } from './documents-of.ts';
import { receiveUpload, type ReceivedFile, type UploadPart } from './receive-upload.ts';

/** A file checked and moved into storage: what its row records. */
export type StoredFile = Omit<ReceivedFile, 'scratchPath'> & { storageKey: string };

export interface StoreUploadOptions<Owner, Result> {
  storage: FileStorage;
  /** The multipart parts; called only after the first check passed, so a refused upload is never read. */
  parts: () => AsyncIterable<UploadPart>;
  /**
   * The checks that may refuse (rights, status, room, folder), returning where the row goes: run
   * once in a transaction of their own before the body is read, then again under a lock in the
   * transaction that records the file.
   */
  check: (tx: Tx) => Promise<Owner>;
  /** Inserts the file's row (a tender or offer document, a library file) and its history. */
  record: (tx: Tx, file: StoredFile, owner: Owner) => Promise<Result>;
}

/**
 * The common path of every upload: check, receive the file into a scratch file (hashing and
 * type check on the way), move it into storage, then record it in one transaction. The file is
 * stored before the row exists, so a row never points at a missing file; when the transaction
 * fails the stored file is removed again.
 */
export async function storeUpload<Owner, Result>(db: Db, options: StoreUploadOptions<Owner, Result>): Promise<Result> {
  const { storage } = options;
  await db.transaction((tx) => options.check(tx));
  const received = await receiveUpload(options.parts(), storage.scratchPath());
  let key: string | undefined;
  try {
    key = await storage.putFile(received.scratchPath);
    const { scratchPath: _scratch, ...file } = received;
    const stored = { ...file, storageKey: key };
    return await db.transaction(async (tx) => options.record(tx, stored, await options.check(tx)));
  } catch (err) {
    if (key) await storage.delete(key).catch(() => {});
    throw err;
  } finally {
    await fsp.rm(received.scratchPath, { force: true });
  }
}

/** Where a document belongs: a tender, or an offer (with its tender). */
export interface DocumentOwner {
  tenderId: number;
  offerId: number | null;
}

/** Inserts a stored file as a document of its owner; returns the new row's id. */
export async function insertDocument(
  tx: Tx,
  {
    file,
    owner,
    uploaderId,
    libraryFileId = null,
  }: { file: StoredFile; owner: DocumentOwner; uploaderId: number; libraryFileId?: number | null },
): Promise<number> {
  const [row] = await tx
    .insert(documents)
    .values({
      tenderId: owner.tenderId,
      offerId: owner.offerId,
      fileName: file.fileName,
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
      sha256: file.sha256,
      storageKey: file.storageKey,
      uploadedBy: uploaderId,
      libraryFileId,
    })
    .returning({ id: documents.id });
  return row!.id;
}

export interface StoreDocumentOptions extends Omit<StoreUploadOptions<DocumentOwner, number>, 'record'> {
  /** Writes history for the new document, in its transaction. */
  afterInsert: (tx: Tx, file: StoredFile & { id: number }, owner: DocumentOwner) => Promise<void>;
  uploaderId: number;
}

/** An upload that becomes a tender's or an offer's document. */
export async function storeDocument(db: Db, options: StoreDocumentOptions): Promise<TDocument> {
  const { afterInsert, uploaderId, ...upload } = options;
  const id = await storeUpload(db, {
    ...upload,
    record: async (tx, file, owner) => {
      const id = await insertDocument(tx, { file, owner, uploaderId });
      await afterInsert(tx, { ...file, id }, owner);
      return id;
    },
  });
  return (await documentById(db, id))!;
}
