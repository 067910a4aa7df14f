import { and, arrayContains, asc, eq, inArray, min, or, sql } from 'drizzle-orm';
import type { TOfferStatus } from '@tt/contracts/offers';
import type { DbOrTx } from '../../db/client.ts';
import { itManagers, offers, organizations, regions, tenderLots, tenders, users } from '../../db/schema/index.ts';
import { lotsCountSql } from '../tenders/tender-query.ts';
import type { TenderFacts } from './templates.ts';

/** One person a letter goes to; each gets a letter of their own, so no one sees another's address. */
export interface Recipient {
  userId: number;
  email: string;
  /** The provider organisation the letter speaks for; null for bank users. */
  organizationId: number | null;
  organizationName: string | null;
}

/** Someone who wants optional e-mail (docs/product/email-events.md §2): an active account with notifications on. */
const wantsMail = and(eq(users.isActive, true), eq(users.notification, true));

const providerColumns = {
  userId: users.id,
  email: users.email,
  organizationId: organizations.id,
  organizationName: organizations.name,
};

/**
 * Users of organisations holding an offer in one of `statuses` on the tender, with the offer's
 * status (the award letters differ by it). Blocked organisations get nothing.
 */
export async function providersWithOffer(
  db: DbOrTx,
  tenderId: number,
  statuses: readonly TOfferStatus[],
): Promise<(Recipient & { offerStatus: TOfferStatus; offerId: number })[]> {
  return db
    .select({ ...providerColumns, offerStatus: offers.status, offerId: offers.id })
    .from(offers)
    .innerJoin(organizations, eq(organizations.id, offers.organizationId))
    .innerJoin(users, eq(users.organizationId, organizations.id))
    .where(
      and(
        eq(offers.tenderId, tenderId),
        inArray(offers.status, [...statuses]),
        eq(organizations.isBlocked, false),
        eq(users.role, 'provider'),
        wantsMail,
      ),
    )
    .orderBy(asc(users.id));
}

/** Providers who asked to hear about every new tender: verified, not blocked, is_pipeline. */
export async function pipelineProviders(db: DbOrTx): Promise<Recipient[]> {
  return db
    .select(providerColumns)
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(
      and(
        eq(organizations.isPipeline, true),
        eq(organizations.isVerify, true),
        eq(organizations.isBlocked, false),
        eq(users.role, 'provider'),
        wantsMail,
      ),
    )
    .orderBy(asc(users.id));
}

/** One provider user (e.g. the one who asked a question), if they want mail. */
export async function providerUser(db: DbOrTx, userId: number): Promise<Recipient | undefined> {
  const [row] = await db
    .select(providerColumns)
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(eq(users.id, userId), eq(organizations.isBlocked, false), wantsMail));
  return row;
}

/** The tender's author and the procurement managers, each marked whether they wrote the tender. */
export async function tenderBankRecipients(
  db: DbOrTx,
  tender: { createdBy: number },
): Promise<(Recipient & { isAuthor: boolean })[]> {
  const rows = await db
    .select({ userId: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.role, 'bank'),
        or(eq(users.id, tender.createdBy), arrayContains(users.bankRoles, ['manager'])),
        wantsMail,
      ),
    )
    .orderBy(asc(users.id));
  return rows.map((r) => ({
    ...r,
    organizationId: null,
    organizationName: null,
    isAuthor: r.userId === tender.createdBy,
  }));
}

/** The tender's author, if they still take optional letters. */
export async function tenderAuthor(db: DbOrTx, tender: { createdBy: number }): Promise<Recipient | undefined> {
  const [row] = await db
    .select({ userId: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.id, tender.createdBy), wantsMail));
  return row && { ...row, organizationId: null, organizationName: null };
}

/**
 * The regional IT managers (settings «ІТ-менеджери регіонів») of every region a tender's lots are
 * in — a tender of several lots is in each of their regions — with the regions that have any,
 * in the order of the lots (lot 1's, the tender row's own, first). Each address once, whatever
 * its case or how many of those regions list it.
 */
export async function tenderItManagers(
  db: DbOrTx,
  tender: { id: number; regionId: number },
): Promise<{ addresses: string[]; regionNames: string[] }> {
  const lotRegions = await db
    .select({ regionId: tenderLots.regionId })
    .from(tenderLots)
    .where(eq(tenderLots.tenderId, tender.id))
    .groupBy(tenderLots.regionId)
    .orderBy(min(tenderLots.position));
  const regionIds = [...new Set([tender.regionId, ...lotRegions.map((r) => r.regionId)])];
  const rows = await db
    .select({ email: itManagers.email, regionId: itManagers.regionId, regionName: regions.name })
    .from(itManagers)
    .innerJoin(regions, eq(regions.id, itManagers.regionId))
    .where(inArray(itManagers.regionId, regionIds))
    .orderBy(asc(itManagers.id));
  rows.sort((a, b) => regionIds.indexOf(a.regionId) - regionIds.indexOf(b.regionId));
  const seen = new Set<string>();
  const addresses = rows.map((r) => r.email).filter((e) => !seen.has(e.toLowerCase()) && seen.add(e.toLowerCase()));
  return { addresses, regionNames: [...new Set(rows.map((r) => r.regionName))] };
}

/** The facts a letter repeats and who created the tender, or undefined when it does not exist. */
export async function tenderForLetters(
  db: DbOrTx,
  tenderId: number,
): Promise<(TenderFacts & { regionId: number; createdBy: number; minOffers: number }) | undefined> {
  const [row] = await db
    .select({
      id: tenders.id,
      number: tenders.number,
      title: tenders.title,
      regionId: tenders.regionId,
      // Each region among the lots once, in the order of the lot that first names it.
      regionNames: sql<string[]>`(
        select coalesce(json_agg(r.name order by r.first_position), '[]'::json)
        from (select rg.name, min(l.position) as first_position
              from tender_lots l join regions rg on rg.id = l.region_id
              where l.tender_id = "tenders"."id" group by rg.name) r
      )`,
      branchName: tenders.branchName,
      address: tenders.address,
      bandwidthMbps: tenders.bandwidthMbps,
      offersDeadline: tenders.offersDeadline,
      createdBy: tenders.createdBy,
      minOffers: tenders.minOffers,
      lotsCount: lotsCountSql,
    })
    .from(tenders)
    .where(eq(tenders.id, tenderId));
  return row;
}

/** Each user once (an asker may also hold an offer). */
export function uniqueRecipients<T extends Recipient>(list: T[]): T[] {
  const seen = new Set<number>();
  return list.filter((r) => !seen.has(r.userId) && seen.add(r.userId));
}
