import { and, asc, eq } from 'drizzle-orm';
import type { TChannelKind, TDictionaryItem, TRegion } from '@tt/contracts/dictionaries';
import type { DbOrTx } from '../../db/client.ts';
import { channelOptions, regions } from '../../db/schema/index.ts';

/** Regions in the order the bank set for them. */
export async function listRegions(db: DbOrTx): Promise<TRegion[]> {
  return db.select({ id: regions.id, name: regions.name }).from(regions).orderBy(asc(regions.sort), asc(regions.name));
}

/**
 * One channel dictionary (physics, interfaces or protocols) in its set order: the values forms
 * offer, so only active ones — unless `withInactive`, for naming values that tenders and offers
 * already hold (a deactivated value stays on them, docs/decisions/0028).
 */
export async function listChannelOptions(
  db: DbOrTx,
  kind: TChannelKind,
  { withInactive = false }: { withInactive?: boolean } = {},
): Promise<TDictionaryItem[]> {
  return db
    .select({ id: channelOptions.id, name: channelOptions.name })
    .from(channelOptions)
    .where(and(eq(channelOptions.kind, kind), withInactive ? undefined : eq(channelOptions.isActive, true)))
    .orderBy(asc(channelOptions.sort), asc(channelOptions.id));
}
