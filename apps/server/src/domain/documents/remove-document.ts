import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { documents } from '../../db/schema/index.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { appendHistory } from '../tenders/append-history.ts';
import { actorRole } from '../viewer.ts';
import {
  assertOfferDocumentsWritable,
  assertTenderDocumentsWritable,
  documentNotFound,
  findReadableDocument,
  type DocumentViewer,
} from './document-policy.ts';

export interface RemoveDocumentOptions {
  id: number;
  viewer: DocumentViewer;
  storage: FileStorage;
  /** Told when the stored file could not be removed after the row was (the row is gone either way). */
  onOrphanedFile?: (key: string, err: unknown) => void;
}

/**
 * Removes a tender's document (bank, while the tender's documents may change) or an offer's
 * (its own organisation, while the offer may change). Whoever may not even read the document
 * gets 404. The stored file goes only after the transaction has committed, so a rollback never
 * leaves a row without its file.
 */
export async function removeDocument(db: Db, { id, viewer, storage, onOrphanedFile }: RemoveDocumentOptions) {
  const storageKey = await db.transaction(async (tx) => {
    const doc = await findReadableDocument(tx, { id, viewer });
    if (doc.offerId === null) {
      await assertTenderDocumentsWritable(tx, { tenderId: doc.tenderId, viewer, what: 'Вилучити документ' });
    } else {
      await assertOfferDocumentsWritable(tx, { offerId: doc.offerId, viewer, what: 'Вилучити документ пропозиції' });
    }
    const [removed] = await tx.delete(documents).where(eq(documents.id, id)).returning({ id: documents.id });
    // Someone else removed it meanwhile.
    if (!removed) throw documentNotFound();
    await appendHistory(tx, {
      tenderId: doc.tenderId,
      actor: { id: viewer.id, role: actorRole(viewer, doc.offerId === null ? 'tender.edit' : 'offer.create') },
      action: 'document_removed',
      // An offer's file name could tell the bank who the bidder is before the deadline.
      details:
        doc.offerId === null
          ? { document_id: doc.id, file_name: doc.fileName, size_bytes: doc.sizeBytes, sha256: doc.sha256 }
          : { offer_id: doc.offerId, document_id: doc.id },
    });
    return doc.storageKey;
  });
  await storage.delete(storageKey).catch((err: unknown) => onOrphanedFile?.(storageKey, err));
}
