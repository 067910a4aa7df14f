import { asc, eq } from 'drizzle-orm';
import type { TLotFields } from '@tt/contracts/lots';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { offerLots, offers, organizations, tenderLots } from '../../db/schema/index.ts';
import { lotColumns } from './tender-fields.ts';

export type LotRow = typeof tenderLots.$inferSelect;

/** A tender's lots in their order. */
export function readLots(db: DbOrTx, tenderId: number): Promise<LotRow[]> {
  return db.select().from(tenderLots).where(eq(tenderLots.tenderId, tenderId)).orderBy(asc(tenderLots.position));
}

/** The lots of a new tender, numbered from 1. */
export async function insertLots(tx: Tx, tenderId: number, lots: readonly TLotFields[]): Promise<void> {
  await tx.insert(tenderLots).values(lots.map((lot, i) => ({ tenderId, position: i + 1, ...lotColumns(lot) })));
}

/**
 * A draft's lots as written: replaced as a whole (no offer can point at a draft's lot). A
 * published tender changes its lots' budgets only (update-tender decides that), in place, so
 * the offers keep their lots.
 */
export async function replaceLots(tx: Tx, tenderId: number, lots: readonly TLotFields[]): Promise<void> {
  await tx.delete(tenderLots).where(eq(tenderLots.tenderId, tenderId));
  await insertLots(tx, tenderId, lots);
}

/** A published tender's lots keep their sites; only their bank-only budgets change, by position. */
export async function updateLotBudgets(tx: Tx, stored: readonly LotRow[], lots: readonly TLotFields[]): Promise<void> {
  for (const [i, lot] of stored.entries()) {
    const budget = lots[i]?.budget_monthly ?? null;
    if (budget !== lot.budgetMonthly) {
      await tx.update(tenderLots).set({ budgetMonthly: budget }).where(eq(tenderLots.id, lot.id));
    }
  }
}

/** A lot with the organisation of the offer that won it, when the reader may know it. */
export interface CardLotRow extends LotRow {
  winnerOrganization: { id: number; name: string } | null;
}

/**
 * The lots as the card shows them, one statement: the winners' organisations are joined only
 * for a reader who may read offers (`withWinners`), so nobody else's answer is even shaped by them.
 */
export async function readCardLots(db: DbOrTx, tenderId: number, withWinners: boolean): Promise<CardLotRow[]> {
  if (!withWinners) return (await readLots(db, tenderId)).map((lot) => ({ ...lot, winnerOrganization: null }));
  const rows = await db
    .select({ lot: tenderLots, organizationId: organizations.id, organizationName: organizations.name })
    .from(tenderLots)
    .leftJoin(offers, eq(offers.id, tenderLots.awardedOfferId))
    .leftJoin(organizations, eq(organizations.id, offers.organizationId))
    .where(eq(tenderLots.tenderId, tenderId))
    .orderBy(asc(tenderLots.position));
  return rows.map((r) => ({
    ...r.lot,
    winnerOrganization: r.organizationId === null ? null : { id: r.organizationId, name: r.organizationName! },
  }));
}

/** The lots a provider's own offer covers. */
export async function readOfferLotIds(db: DbOrTx, offerId: number): Promise<Set<number>> {
  const rows = await db.select({ lotId: offerLots.lotId }).from(offerLots).where(eq(offerLots.offerId, offerId));
  return new Set(rows.map((r) => r.lotId));
}
