import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { OFFER_STATUS_LABELS, type TOfferStatus } from '@tt/contracts/offers';
import type { TTenderStatus } from '@tt/contracts/tenders';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { documents, offers, tenders } from '../../db/schema/index.ts';
import { AppError, forbidden, invalidTransition, notFound } from '../../lib/app-error.ts';
import { deadlinePassed, wrongStatus } from '../tenders/tender-errors.ts';
import { canSeeTender, type Viewer } from '../tenders/tender-policy.ts';
import { effectiveStatusSql } from '../tenders/tender-status.ts';

/** A viewer plus the organisation a provider acts for (the session user fits). */
export interface DocumentViewer extends Viewer {
  organizationId: number | null;
}

/** Most documents one tender or one offer may hold: enough for any real call, a fence against abuse. */
export const MAX_DOCUMENTS_PER_OWNER = 30;

export const documentNotFound = () => notFound('Документ не знайдено');

/**
 * Offers the bank may ever read, and when: drafts are the provider's private work and a
 * withdrawn offer was taken back, so neither takes part in the evaluation. Mirrors the offers'
 * own rule (domain/offers/offer-policy.ts, docs/decisions/0007-sealed-offers.md).
 */
const BANK_VISIBLE_OFFER_STATUSES: readonly TOfferStatus[] = ['submitted', 'won', 'lost'];

/**
 * Whether a tender's offers are unsealed for the bank, by the database clock: from the deadline
 * on and in every outcome after it. A tender cancelled while still taking offers keeps them
 * sealed for ever; one cancelled from evaluation had them open already.
 */
const offersUnsealedSql = sql<boolean>`(case
  when ${tenders.status} = 'published' then ${tenders.offersDeadline} <= now()
  when ${tenders.status} in ('evaluation', 'awarded', 'completed', 'unsuccessful') then true
  when ${tenders.status} = 'cancelled' then exists (
    select 1 from tender_history h
    where h.tender_id = ${tenders.id} and h.action = 'cancelled' and h.details->>'from_status' = 'evaluation')
  else false end)`;

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
    effectiveStatus: TTenderStatus;
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
        effectiveStatus: effectiveStatusSql,
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
  if (viewer.role === 'provider')
    return viewer.organizationId !== null && viewer.organizationId === doc.offer.organizationId;
  return (
    viewer.actions['offer.view_all'] &&
    doc.tender.offersUnsealed &&
    BANK_VISIBLE_OFFER_STATUSES.includes(doc.offer.status)
  );
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

/** The tender row locked for this transaction, with its status as readers see it (database clock). */
async function lockTender(tx: Tx, tenderId: number) {
  const [row] = await tx
    .select({
      status: tenders.status,
      effectiveStatus: effectiveStatusSql,
      publishedAt: tenders.publishedAt,
      offersDeadline: tenders.offersDeadline,
    })
    .from(tenders)
    .where(eq(tenders.id, tenderId))
    .for('update');
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
  if (tender.status === 'draft') return;
  if (tender.status === 'published' && tender.effectiveStatus !== 'published') throw deadlinePassed(what);
  if (tender.status !== 'published') throw wrongStatus(what, tender.effectiveStatus);
  if (!viewer.actions['tender.publish']) {
    throw forbidden('Змінювати документи опублікованого тендера може лише менеджер із закупівель');
  }
}

/** Offer statuses whose documents may still change (before the deadline). */
const CHANGEABLE_OFFER_STATUSES: readonly TOfferStatus[] = ['draft', 'submitted'];

/**
 * Only the offer's own organisation may add or remove its documents, and only while the offer
 * may still change: the tender takes offers (before the deadline, database clock) and the
 * offer is a draft or submitted. Locks the offer row, so a submit, withdrawal or edit of the
 * offer waits for this transaction. Another organisation's offer is "not found".
 */
export async function assertOfferDocumentsWritable(
  tx: Tx,
  { offerId, viewer, what }: { offerId: number; viewer: DocumentViewer; what: string },
): Promise<{ tenderId: number }> {
  const [offer] = await tx
    .select({ tenderId: offers.tenderId, organizationId: offers.organizationId, status: offers.status })
    .from(offers)
    .where(eq(offers.id, offerId))
    .for('update');
  const own =
    viewer.role === 'provider' && viewer.organizationId !== null && offer?.organizationId === viewer.organizationId;
  if (!offer || !own) throw notFound('Пропозицію не знайдено');
  const [tender] = await tx
    .select({ status: tenders.status, effectiveStatus: effectiveStatusSql })
    .from(tenders)
    .where(eq(tenders.id, offer.tenderId));
  if (!tender) throw notFound('Тендер не знайдено');
  if (tender.status === 'published' && tender.effectiveStatus !== 'published') throw deadlinePassed(what);
  if (tender.effectiveStatus !== 'published') throw wrongStatus(what, tender.effectiveStatus);
  if (!CHANGEABLE_OFFER_STATUSES.includes(offer.status)) {
    throw invalidTransition(`${what} неможливо: пропозиція у статусі «${OFFER_STATUS_LABELS[offer.status]}»`);
  }
  return { tenderId: offer.tenderId };
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
