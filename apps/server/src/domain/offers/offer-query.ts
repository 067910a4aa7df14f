import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { TOwnOfferSummary, TWinningOffer } from '@tt/contracts/offers';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { offers, organizations, tenders } from '../../db/schema/index.ts';
import { tenderAcceptingSql } from './accepting-offers.ts';
import { offerNotFound } from './offer-errors.ts';
import { canSeeOffer, offersUnsealedSql } from './offer-policy.ts';
import type { OfferViewer } from '../viewer.ts';

/** An offer with what reading it needs: the organisation's name and whether its tender's offers are unsealed. */
export const offerSelection = {
  ...getTableColumns(offers),
  organizationName: organizations.name,
  tenderPublishedAt: tenders.publishedAt,
  unsealed: offersUnsealedSql,
  tenderAccepting: tenderAcceptingSql,
};

export type OfferRow = typeof offers.$inferSelect & {
  organizationName: string;
  tenderPublishedAt: Date | null;
  unsealed: boolean;
  tenderAccepting: boolean;
};

/** One offer, or undefined; no visibility check (writes check ownership themselves). */
export async function findOffer(db: DbOrTx, id: number): Promise<OfferRow | undefined> {
  // Built once (db/prepared.ts): every offer write reads the offer first.
  const statement = prepared(db, 'find_offer', (name) =>
    db
      .select(offerSelection)
      .from(offers)
      .innerJoin(organizations, eq(organizations.id, offers.organizationId))
      .innerJoin(tenders, eq(tenders.id, offers.tenderId))
      .where(eq(offers.id, sql.placeholder('id')))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ id });
  return row;
}

/**
 * An offer the viewer may read, else 404 — the same 404 for a missing id, another provider's
 * offer, a draft or withdrawn offer asked for by the bank, and any offer before the deadline,
 * so the answer tells nothing about an offer the caller may not see.
 */
export async function findVisibleOffer(db: DbOrTx, { id, viewer }: { id: number; viewer: OfferViewer }) {
  const row = await findOffer(db, id);
  if (!row || !canSeeOffer(viewer, row)) throw offerNotFound();
  return row;
}

/** An offer of the caller's own organisation, for writes; anyone else's is "not found". */
export async function findOwnOffer(db: DbOrTx, { id, viewer }: { id: number; viewer: OfferViewer }) {
  const row = await findOffer(db, id);
  if (!row || viewer.role !== 'provider' || row.organizationId !== viewer.organizationId) throw offerNotFound();
  return row;
}

/** The provider's own offer on a tender for the tender card, or null. */
export async function findOwnOfferSummary(
  db: DbOrTx,
  { tenderId, viewer }: { tenderId: number; viewer: OfferViewer },
): Promise<TOwnOfferSummary | null> {
  if (viewer.role !== 'provider' || viewer.organizationId === null) return null;
  const [row] = await db
    .select({ id: offers.id, status: offers.status, submittedAt: offers.submittedAt })
    .from(offers)
    .where(and(eq(offers.tenderId, tenderId), eq(offers.organizationId, viewer.organizationId)))
    .limit(1);
  return row ? { id: row.id, status: row.status, submitted_at: row.submittedAt?.toISOString() ?? null } : null;
}

/** The tender's winning offer with its organisation, or null (callers decide the viewer may read offers). */
export async function findWinningOffer(db: DbOrTx, tenderId: number): Promise<TWinningOffer | null> {
  const [row] = await db
    .select({
      id: offers.id,
      organizationId: offers.organizationId,
      organizationName: organizations.name,
      monthlyPrice: offers.monthlyPrice,
      installationPrice: offers.installationPrice,
      vatIncluded: offers.vatIncluded,
    })
    .from(offers)
    .innerJoin(organizations, eq(organizations.id, offers.organizationId))
    .where(and(eq(offers.tenderId, tenderId), eq(offers.status, 'won')))
    .limit(1);
  return row
    ? {
        id: row.id,
        organization: { id: row.organizationId, name: row.organizationName },
        monthly_price: row.monthlyPrice,
        installation_price: row.installationPrice,
        vat_included: row.vatIncluded,
      }
    : null;
}

/**
 * For bank reads of offers after the deadline: waits until offer writes that passed the
 * deadline check just before it have committed (they hold the tender row lock), so the read
 * that follows sees every acknowledged offer. Call inside the reading transaction.
 */
export async function waitForOfferWrites(tx: Tx, tenderId: number): Promise<void> {
  await tx.select({ id: tenders.id }).from(tenders).where(eq(tenders.id, tenderId)).for('share');
}
