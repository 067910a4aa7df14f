import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { TDocument } from '@tt/contracts/documents';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { documents, users } from '../../db/schema/index.ts';

const documentSelection = {
  id: documents.id,
  offerId: documents.offerId,
  fileName: documents.fileName,
  contentType: documents.contentType,
  sizeBytes: documents.sizeBytes,
  sha256: documents.sha256,
  createdAt: documents.createdAt,
  uploaderId: documents.uploadedBy,
  uploaderName: sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`,
};

type DocumentRow = {
  id: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  createdAt: Date;
  uploaderId: number;
  uploaderName: string;
};

/** A document as the API returns it; `showUploader: false` hides who uploaded it. */
export function toDocument(row: DocumentRow, showUploader = true): TDocument {
  return {
    id: row.id,
    file_name: row.fileName,
    content_type: row.contentType,
    size_bytes: row.sizeBytes,
    sha256: row.sha256,
    uploaded_by: showUploader ? { id: row.uploaderId, full_name: row.uploaderName } : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The tender's own documents (not its offers'), oldest first. */
export async function tenderDocuments(db: DbOrTx, tenderId: number): Promise<TDocument[]> {
  const rows = await db
    .select(documentSelection)
    .from(documents)
    .innerJoin(users, eq(users.id, documents.uploadedBy))
    .where(and(eq(documents.tenderId, tenderId), isNull(documents.offerId)))
    .orderBy(asc(documents.id));
  return rows.map((row) => toDocument(row));
}

/**
 * The documents of several offers in one query (no query per offer), keyed by offer id.
 * Callers have already decided the viewer may see these offers.
 */
export async function offerDocuments(db: DbOrTx, offerIds: readonly number[]): Promise<Map<number, TDocument[]>> {
  const byOffer = new Map<number, TDocument[]>(offerIds.map((id) => [id, []]));
  if (offerIds.length === 0) return byOffer;
  // Built once (db/prepared.ts): every offer write and offer read asks for its documents.
  const statement = prepared(db, 'offer_documents', (name) =>
    db
      .select(documentSelection)
      .from(documents)
      .innerJoin(users, eq(users.id, documents.uploadedBy))
      .where(sql`${documents.offerId} = any(${sql.placeholder('offerIds')}::int[])`)
      .orderBy(asc(documents.id))
      .prepare(name),
  );
  const rows = await statement.execute({ offerIds: [...offerIds] });
  for (const row of rows) byOffer.get(row.offerId!)?.push(toDocument(row));
  return byOffer;
}

/** One document as the API returns it (after an upload), or undefined. */
export async function documentById(db: DbOrTx, id: number): Promise<TDocument | undefined> {
  const [row] = await db
    .select(documentSelection)
    .from(documents)
    .innerJoin(users, eq(users.id, documents.uploadedBy))
    .where(eq(documents.id, id));
  return row ? toDocument(row) : undefined;
}
