import { asc, eq } from 'drizzle-orm';
import type { TChannelKind, TDictionaryItem, TRegion } from '@tt/contracts/dictionaries';
import type { DbOrTx } from '../../db/client.ts';
import { channelOptions, regions } from '../../db/schema/index.ts';

/** Regions in the order the bank set for them. */
export async function listRegions(db: DbOrTx): Promise<TRegion[]> {
  return db.select({ id: regions.id, name: regions.name }).from(regions).orderBy(asc(regions.sort), asc(regions.name));
}

/** One channel dictionary (physics, interfaces or protocols) in its set order. */
export async function listChannelOptions(db: DbOrTx, kind: TChannelKind): Promise<TDictionaryItem[]> {
  return db
    .select({ id: channelOptions.id, name: channelOptions.name })
    .from(channelOptions)
    .where(eq(channelOptions.kind, kind))
    .orderBy(asc(channelOptions.sort), asc(channelOptions.id));
}
