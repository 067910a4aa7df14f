import type { TDocument } from '@tt/contracts/documents';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { appendHistory } from '../tenders/append-history.ts';
import { actorRole } from '../viewer.ts';
import { assertOfferDocumentsWritable, assertRoomForDocument, type DocumentViewer } from './document-policy.ts';
import type { UploadPart } from './receive-upload.ts';
import { storeDocument } from './store-upload.ts';

export interface AddOfferDocumentOptions {
  offerId: number;
  viewer: DocumentViewer;
  storage: FileStorage;
  parts: () => AsyncIterable<UploadPart>;
}

/** Attaches a file to the viewer's organisation's offer while the offer may still change. */
export async function addOfferDocument(
  db: Db,
  { offerId, viewer, storage, parts }: AddOfferDocumentOptions,
): Promise<TDocument> {
  const what = 'Додати документ до пропозиції';
  const owner = { kind: 'offer', offerId } as const;
  return storeDocument(db, {
    storage,
    parts,
    uploaderId: viewer.id,
    check: async (tx) => {
      const { tenderId } = await assertOfferDocumentsWritable(tx, { offerId, viewer, what });
      await assertRoomForDocument(tx, owner);
      return { tenderId, offerId };
    },
    afterInsert: async (tx, file, { tenderId }) => {
      await appendHistory(tx, {
        tenderId,
        actor: { id: viewer.id, role: actorRole(viewer, 'offer.create') },
        action: 'document_added',
        // No file name: before the deadline it could tell the bank who the bidder is.
        details: { offer_id: offerId, document_id: file.id },
      });
    },
  });
}
