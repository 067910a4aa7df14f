import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TOffer } from '@tt/contracts/offers';
import type { Db, DbOrTx } from '../../db/client.ts';
import { offers, organizations, tenders } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { formatKyivDateTime } from '@tt/contracts/kyiv-time';
import { offerDocuments } from '../documents/documents-of.ts';
import { canSeeTender } from '../tenders/tender-policy.ts';
import { findVisibleTender, tenderSelection, type TenderRow } from '../tenders/tender-query.ts';
import { BANK_VISIBLE_OFFER_STATUSES } from '@tt/contracts/lifecycles';
import { offersUnsealedSql } from './offer-policy.ts';
import type { AbilityViewer, OfferViewer, Viewer } from '../viewer.ts';
import { readOfferLots } from './offer-lots.ts';
import { toOffer } from './offer-presenters.ts';
import { offerSelection } from './offer-query.ts';

/** A tender with whether its offers are unsealed for the bank (the rule of offer-policy.ts, database clock). */
type SealedTenderRow = TenderRow & { unsealed: boolean };

async function findTenderWithSeal(db: DbOrTx, id: number): Promise<SealedTenderRow | undefined> {
  const [row] = await db
    .select({ ...tenderSelection, unsealed: offersUnsealedSql })
    .from(tenders)
    .where(eq(tenders.id, id))
    .limit(1);
  return row ? { ...row, offersCount: Number(row.offersCount) } : undefined;
}

/** 403 offers_sealed, saying until when; it tells nothing about the offers themselves. */
export function offersSealed(tender: TenderRow): AppError {
  const message =
    tender.effectiveStatus === 'cancelled'
      ? 'Пропозиції залишаються запечатаними: тендер скасовано до завершення кінцевого терміну подання пропозицій.'
      : `Пропозиції запечатані до завершення кінцевого терміну подання пропозицій (${formatKyivDateTime(tender.offersDeadline)}). ` +
        'Кількість поданих пропозицій показано в картці тендера.';
  return new AppError(403, 'offers_sealed', message);
}

/**
 * The tender, if this bank user may read its offers now: the right to see every offer and the
 * seal broken; 404 for a tender the viewer cannot see at all.
 */
export async function findUnsealedTender(
  db: DbOrTx,
  { id, viewer }: { id: number; viewer: Viewer },
): Promise<SealedTenderRow> {
  const tender = await findTenderWithSeal(db, id);
  if (!tender || !canSeeTender(viewer, tender)) throw notFound('Тендер не знайдено');
  if (viewer.role !== 'bank' || !viewer.actions['offer.view_all']) throw forbidden();
  if (!tender.unsealed) throw offersSealed(tender);
  return tender;
}

/**
 * Offers with their organisations in one query and all their documents in a second, whatever
 * their number (no query per offer). Oldest submission first; drafts last.
 */
export async function readOffers(db: DbOrTx, where: SQL | undefined, viewer: AbilityViewer): Promise<TOffer[]> {
  const rows = await db
    .select(offerSelection)
    .from(offers)
    .innerJoin(organizations, eq(organizations.id, offers.organizationId))
    .innerJoin(tenders, eq(tenders.id, offers.tenderId))
    .where(where)
    .orderBy(sql`${offers.submittedAt} asc nulls last`, asc(offers.id));
  const ids = rows.map((r) => r.id);
  const [documents, lots] = await Promise.all([offerDocuments(db, ids), readOfferLots(db, ids)]);
  return rows.map((row) => toOffer(row, documents.get(row.id) ?? [], lots.get(row.id) ?? [], viewer));
}

/** The offers of a tender that take part in the evaluation: submitted ones and the outcomes. */
export const readBankVisibleOffers = (db: DbOrTx, tenderId: number, viewer: AbilityViewer) =>
  readOffers(db, and(eq(offers.tenderId, tenderId), inArray(offers.status, [...BANK_VISIBLE_OFFER_STATUSES])), viewer);

/**
 * A bank read of a tender's offers after the deadline. While the tender is still stored as
 * published, an offer write that passed the deadline check just before the deadline may still
 * be committing; it holds the tender row, so a share lock waits for it and the read that
 * follows sees every acknowledged offer. Once another status is stored, no such write remains.
 */
export async function readUnsealed<T>(
  db: Db,
  { id, viewer }: { id: number; viewer: Viewer },
  read: (tx: DbOrTx, tender: SealedTenderRow) => Promise<T>,
): Promise<T> {
  const first = await findUnsealedTender(db, { id, viewer });
  if (first.status !== 'published') return read(db, first);
  return db.transaction(async (tx) => {
    await tx.select({ id: tenders.id }).from(tenders).where(eq(tenders.id, id)).for('share');
    return read(tx, await findUnsealedTender(tx, { id, viewer }));
  });
}

/**
 * GET /api/tenders/{id}/offers. The bank after the deadline: every submitted offer and the
 * outcomes, never drafts or withdrawn ones. A provider: its own organisation's offer in any
 * status (0 or 1 items), never another provider's, before or after the deadline.
 */
export async function listTenderOffers(db: Db, { id, viewer }: { id: number; viewer: OfferViewer }): Promise<TOffer[]> {
  if (viewer.role === 'provider') {
    await findVisibleTender(db, { id, viewer });
    if (viewer.organizationId === null) return [];
    return readOffers(db, and(eq(offers.tenderId, id), eq(offers.organizationId, viewer.organizationId)), viewer);
  }
  return readUnsealed(db, { id, viewer }, (tx) => readBankVisibleOffers(tx, id, viewer));
}
