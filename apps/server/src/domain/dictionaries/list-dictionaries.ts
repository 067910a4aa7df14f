import { and, asc, eq } from 'drizzle-orm';
import type { TChannelKind, TDictionaryItem, TRegion } from '@tt/contracts/dictionaries';
import type { DbOrTx } from '../../db/client.ts';
import { channelOptions, regions } from '../../db/schema/index.ts';

/** Regions in the order the bank set for them. */
export async function listRegions(db: DbOrTx): Promise<TRegion[]> {
  return db.select({ id: regions.id, name: regions.name }).from(regions).orderBy(asc(regions.sort), asc(regions.name));
}

/**
 * One channel dictionary (physics, interfaces or protocols) in its set order. Every value, as the
 * spec's session call has always had them, so the values tenders and offers already hold keep
 * their names; `activeOnly` for the forms, which offer only active values (docs/decisions/0028).
 */
export async function listChannelOptions(
  db: DbOrTx,
  kind: TChannelKind,
  { activeOnly = false }: { activeOnly?: boolean } = {},
): Promise<TDictionaryItem[]> {
  return db
    .select({ id: channelOptions.id, name: channelOptions.name })
    .from(channelOptions)
    .where(and(eq(channelOptions.kind, kind), activeOnly ? eq(channelOptions.isActive, true) : undefined))
    .orderBy(asc(channelOptions.sort), asc(channelOptions.id));
}
