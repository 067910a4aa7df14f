import type { Readable } from 'node:stream';
import type { DbOrTx } from '../../db/client.ts';
import { readVerified, StoredFileMissing, type FileStorage } from '../../lib/storage.ts';
import { documentNotFound, findReadableDocument, type DocumentViewer } from './document-policy.ts';

export interface OpenedDocument {
  fileName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  stream: Readable;
}

/** A document's bytes for download, after checking that the viewer may read it (else 404). */
export async function openDocument(
  db: DbOrTx,
  { id, viewer, storage }: { id: number; viewer: DocumentViewer; storage: FileStorage },
): Promise<OpenedDocument> {
  const doc = await findReadableDocument(db, { id, viewer });
  try {
    const stream = await readVerified(storage, doc.storageKey, doc.sha256);
    return {
      fileName: doc.fileName,
      contentType: doc.contentType,
      sizeBytes: doc.sizeBytes,
      sha256: doc.sha256,
      stream,
    };
  } catch (err) {
    // A row whose file is gone (restored database, lost disk) reads as missing, not as a crash.
    if (err instanceof StoredFileMissing) throw documentNotFound();
    throw err;
  }
}
