import fsp from 'node:fs/promises';
import type { TDocument } from '@tt/contracts/documents';
import type { Db, Tx } from '../../db/client.ts';
import { documents } from '../../db/schema/index.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { documentById } from './documents-of.ts';
import { receiveUpload, type ReceivedFile, type UploadPart } from './receive-upload.ts';

/** Where a document belongs: a tender, or an offer (with its tender). */
export interface DocumentOwner {
  tenderId: number;
  offerId: number | null;
}

export interface StoreUploadOptions {
  storage: FileStorage;
  /** The multipart parts; called only after the first check passed, so a refused upload is never read. */
  parts: () => AsyncIterable<UploadPart>;
  /**
   * The checks that may refuse (rights, status, room), returning the row's owner: run once in a
   * transaction of their own before the body is read, then again under a lock in the transaction
   * that inserts the row; then `afterInsert` writes history.
   */
  check: (tx: Tx) => Promise<DocumentOwner>;
  afterInsert: (tx: Tx, file: ReceivedFile & { id: number }, owner: DocumentOwner) => Promise<void>;
  uploaderId: number;
}

/**
 * The common path of every upload: check, receive the file into a scratch file (hashing and
 * type check on the way), move it into storage, then record it in one transaction. The file is
 * stored before the row exists, so a row never points at a missing file; when the transaction
 * fails the stored file is removed again.
 */
export async function storeUpload(db: Db, options: StoreUploadOptions): Promise<TDocument> {
  const { storage } = options;
  await db.transaction((tx) => options.check(tx));
  const received = await receiveUpload(options.parts(), storage.scratchPath());
  let key: string | undefined;
  try {
    key = await storage.putFile(received.scratchPath);
    const storageKey = key;
    const id = await db.transaction(async (tx) => {
      const owner = await options.check(tx);
      const [row] = await tx
        .insert(documents)
        .values({
          tenderId: owner.tenderId,
          offerId: owner.offerId,
          fileName: received.fileName,
          contentType: received.contentType,
          sizeBytes: received.sizeBytes,
          sha256: received.sha256,
          storageKey,
          uploadedBy: options.uploaderId,
        })
        .returning({ id: documents.id });
      await options.afterInsert(tx, { ...received, id: row!.id }, owner);
      return row!.id;
    });
    return (await documentById(db, id))!;
  } catch (err) {
    if (key) await storage.delete(key).catch(() => {});
    throw err;
  } finally {
    await fsp.rm(received.scratchPath, { force: true });
  }
}
