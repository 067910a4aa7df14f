import fsp from 'node:fs/promises';
import type { TDocument } from '@tt/contracts/documents';
import type { Db, Tx } from '../../db/client.ts';
import { documents } from '../../db/schema/index.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { documentById } from './documents-of.ts';
import { receiveUpload, type ReceivedFile, type UploadPart } from './receive-upload.ts';

export interface StoreUploadOptions {
  storage: FileStorage;
  /** The multipart parts; called only after the first check passed, so a refused upload is never read. */
  parts: () => AsyncIterable<UploadPart>;
  /** Checks that may refuse before the body is read (rights, status, room); run again in `record`. */
  precheck: () => Promise<void>;
  /**
   * Inside the transaction that inserts the row: repeats the checks under a lock and returns the
   * row's owner; then `afterInsert` writes history.
   */
  lockAndCheck: (tx: Tx) => Promise<{ tenderId: number; offerId: number | null }>;
  afterInsert: (tx: Tx, file: ReceivedFile & { id: number }) => Promise<void>;
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
  await options.precheck();
  const received = await receiveUpload(options.parts(), storage.scratchPath());
  let key: string | undefined;
  try {
    key = await storage.putFile(received.scratchPath);
    const storageKey = key;
    const id = await db.transaction(async (tx) => {
      const owner = await options.lockAndCheck(tx);
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
      await options.afterInsert(tx, { ...received, id: row!.id });
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
