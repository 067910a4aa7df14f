import type { TDocument } from '@tt/contracts/documents';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { appendHistory } from '../tenders/append-history.ts';
import { actorRole } from '../viewer.ts';
import { assertRoomForDocument, assertTenderDocumentsWritable, type DocumentViewer } from './document-policy.ts';
import type { UploadPart } from './receive-upload.ts';
import { storeDocument } from './store-upload.ts';

export interface AddTenderDocumentOptions {
  tenderId: number;
  viewer: DocumentViewer;
  storage: FileStorage;
  parts: () => AsyncIterable<UploadPart>;
}

/**
 * Attaches a file to a tender: to a draft, or to a published tender before its deadline (a
 * clarification, which providers with offers are told about from the history entry).
 */
export async function addTenderDocument(
  db: Db,
  { tenderId, viewer, storage, parts }: AddTenderDocumentOptions,
): Promise<TDocument> {
  const what = 'Додати документ';
  const owner = { kind: 'tender', tenderId } as const;
  return storeDocument(db, {
    storage,
    parts,
    uploaderId: viewer.id,
    check: async (tx) => {
      await assertTenderDocumentsWritable(tx, { tenderId, viewer, what });
      await assertRoomForDocument(tx, owner);
      return { tenderId, offerId: null };
    },
    afterInsert: async (tx, file) => {
      await appendHistory(tx, {
        tenderId,
        actor: { id: viewer.id, role: actorRole(viewer, 'tender.edit') },
        action: 'document_added',
        details: { document_id: file.id, file_name: file.fileName, size_bytes: file.sizeBytes, sha256: file.sha256 },
      });
    },
  });
}
