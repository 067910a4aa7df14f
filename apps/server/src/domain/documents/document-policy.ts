import { and, count, eq, isNull } from 'drizzle-orm';
import { OFFER_STATUS_LABELS, type TOfferStatus } from '@tt/contracts/offers';
import type { TTenderStatus } from '@tt/contracts/tenders';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { documents, offers, tenders } from '../../db/schema/index.ts';
import { AppError, forbidden, invalidTransition, notFound } from '../../lib/app-error.ts';
import { deadlinePassed, wrongStatus } from '../tenders/tender-errors.ts';
import { lockTenderAcceptingOffers } from '../offers/accepting-offers.ts';
import { canSeeOffer, offersUnsealedSql } from '../offers/offer-policy.ts';
import type { OfferViewer } from '../viewer.ts';
import { canSeeTender } from '../tenders/tender-policy.ts';
import { deadlineAheadSql, writeClockSql } from '../deadline.ts';
import { OFFER_LIFECYCLE, TENDER_LIFECYCLE, stepAllowed } from '@tt/contracts/lifecycles';

/** A viewer plus the organisation a provider acts for (the session user fits). */
export type DocumentViewer = OfferViewer;

/** Most documents one tender or one offer may hold: enough for any real call, a fence against abuse. */
export const MAX_DOCUMENTS_PER_OWNER = 30;

export const documentNotFound = () => notFound('Документ не знайдено');

/** A document with what every access decision needs: its tender and, for an offer's, the offer. */
export interface DocumentAccessRow {
  id: number;
  tenderId: number;
  offerId: number | null;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  storageKey: string;
  tender: {
    status: TTenderStatus;
    publishedAt: Date | null;
    offersDeadline: Date;
    offersUnsealed: boolean;
  };
  offer: { organizationId: number; status: TOfferStatus } | null;
}

/** One document and its owners in one statement, or undefined. */
export async function findDocumentAccess(db: DbOrTx, id: number): Promise<DocumentAccessRow | undefined> {
  const [row] = await db
    .select({
      id: documents.id,
      tenderId: documents.tenderId,
      offerId: documents.offerId,
      fileName: documents.fileName,
      contentType: documents.contentType,
      sizeBytes: documents.sizeBytes,
      sha256: documents.sha256,
      storageKey: documents.storageKey,
      tender: {
        status: tenders.status,
        publishedAt: tenders.publishedAt,
        offersDeadline: tenders.offersDeadline,
        offersUnsealed: offersUnsealedSql,
      },
      offerOrganizationId: offers.organizationId,
      offerStatus: offers.status,
    })
    .from(documents)
    .innerJoin(tenders, eq(tenders.id, documents.tenderId))
    .leftJoin(offers, eq(offers.id, documents.offerId))
    .where(eq(documents.id, id))
    .limit(1);
  if (!row) return undefined;
  const { offerOrganizationId, offerStatus, ...rest } = row;
  return {
    ...rest,
    offer:
      offerOrganizationId !== null && offerStatus !== null
        ? { organizationId: offerOrganizationId, status: offerStatus }
        : null,
  };
}

/**
 * Who may read a document. Tender documents: whoever may see the tender (a provider never a
 * draft's). Offer documents: the offer's own organisation always; the bank only once offers are
 * unsealed and only offers that take part in the evaluation; nobody else. Every refusal is the
 * same 404, so a sealed offer's documents do not even show that they exist.
 */
export function canReadDocument(viewer: DocumentViewer, doc: DocumentAccessRow): boolean {
  if (!canSeeTender(viewer, doc.tender)) return false;
  if (!doc.offer) return true;
  // The same rule as reading the offer itself (domain/offers/offer-policy.ts).
  return canSeeOffer(viewer, { ...doc.offer, unsealed: doc.tender.offersUnsealed });
}

/** A document the viewer may read, else 404. */
export async function findReadableDocument(
  db: DbOrTx,
  { id, viewer }: { id: number; viewer: DocumentViewer },
): Promise<DocumentAccessRow> {
  const doc = await findDocumentAccess(db, id);
  if (!doc || !canReadDocument(viewer, doc)) throw documentNotFound();
  return doc;
}

/**
 * Locks the tender row, then reads it in a second statement: its snapshot sees what the lock
 * holder before us committed, and clock_timestamp() is the time now, not when the transaction
 * began, so a write that waited for the lock cannot slip in after the deadline.
 */
async function lockTender(tx: Tx, tenderId: number) {
  await tx.select({ id: tenders.id }).from(tenders).where(eq(tenders.id, tenderId)).for('update');
  const [row] = await tx
    .select({
      status: tenders.status,
      publishedAt: tenders.publishedAt,
      open: deadlineAheadSql(writeClockSql),
    })
    .from(tenders)
    .where(eq(tenders.id, tenderId));
  return row;
}

/**
 * The bank may add or remove a tender's documents while it is a draft, and while it takes
 * offers (a clarification everyone bids against); after the deadline the documents are what
 * the offers were priced on, so they are frozen. Changing what providers already see needs
 * tender.publish as well, like any change of a published tender (ADR 0004). Locks the tender
 * row, so the check holds until the transaction ends.
 */
export async function assertTenderDocumentsWritable(
  tx: Tx,
  { tenderId, viewer, what }: { tenderId: number; viewer: DocumentViewer; what: string },
): Promise<void> {
  const tender = await lockTender(tx, tenderId);
  if (!tender || !canSeeTender(viewer, tender)) throw notFound('Тендер не знайдено');
  if (viewer.role !== 'bank' || !viewer.actions['tender.edit']) throw forbidden();
  const step = TENDER_LIFECYCLE[tender.status].documents;
  if (!step) throw wrongStatus(what, tender.status);
  if (tender.status === 'published' && !tender.open) throw deadlinePassed(what);
  if (!stepAllowed(step, viewer.actions)) {
    throw forbidden('Змінювати документи опублікованого тендера може лише менеджер із закупівель');
  }
}

/**
 * Only the offer's own organisation may add or remove its documents, and only while the offer
 * may still change: the tender takes offers (the offers' own gate: tender row locked, deadline
 * by the database clock) and the offer is a draft or submitted. The tender is locked before the
 * offer, in the same order as every offer write, so the two never deadlock. Another
 * organisation's offer is "not found".
 */
export async function assertOfferDocumentsWritable(
  tx: Tx,
  { offerId, viewer, what }: { offerId: number; viewer: DocumentViewer; what: string },
): Promise<{ tenderId: number }> {
  const ownOffer = async (lock?: 'update') => {
    const query = tx
      .select({ tenderId: offers.tenderId, organizationId: offers.organizationId, status: offers.status })
      .from(offers)
      .where(eq(offers.id, offerId));
    const [offer] = lock ? await query.for(lock) : await query;
    const own =
      viewer.role === 'provider' && viewer.organizationId !== null && offer?.organizationId === viewer.organizationId;
    if (!offer || !own) throw notFound('Пропозицію не знайдено');
    return offer;
  };
  const { tenderId } = await ownOffer();
  await lockTenderAcceptingOffers(tx, { tenderId, viewer, lock: 'update', requireVerified: false });
  const offer = await ownOffer('update');
  if (!OFFER_LIFECYCLE[offer.status].documents) {
    throw invalidTransition(`${what} неможливо: пропозиція у статусі «${OFFER_STATUS_LABELS[offer.status]}»`);
  }
  return { tenderId };
}

/** Refuses a new document once the owner already holds the most allowed. */
export async function assertRoomForDocument(
  db: DbOrTx,
  owner: { kind: 'tender'; tenderId: number } | { kind: 'offer'; offerId: number },
): Promise<void> {
  const where =
    owner.kind === 'tender'
      ? and(eq(documents.tenderId, owner.tenderId), isNull(documents.offerId))
      : eq(documents.offerId, owner.offerId);
  const [row] = await db.select({ n: count() }).from(documents).where(where);
  if (Number(row?.n ?? 0) >= MAX_DOCUMENTS_PER_OWNER) {
    const of = owner.kind === 'tender' ? 'тендера' : 'пропозиції';
    throw new AppError(
      409,
      'conflict',
      `До ${of} можна додати не більше ${MAX_DOCUMENTS_PER_OWNER} документів. Вилучіть непотрібні або об’єднайте кілька файлів в один архів.`,
      { fields: { file: `Не більше ${MAX_DOCUMENTS_PER_OWNER} документів` } },
    );
  }
}
