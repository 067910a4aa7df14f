import { inArray } from 'drizzle-orm';
import type { TChannelKind } from '@tt/contracts/dictionaries';
import type { DbOrTx } from '../../db/client.ts';
import { channelOptions } from '../../db/schema/index.ts';
import { validationFailed } from '../../lib/app-error.ts';
import type { OfferFields } from './offer-fields.ts';

/** The channel an offer states: medium, interface, protocol (docs/product/lifecycles.md §7). */
export const OFFER_CHANNEL_FIELDS = [
  { field: 'physics_id', kind: 'physics', label: 'Фізичне середовище' },
  { field: 'interface_id', kind: 'interface', label: 'Інтерфейс' },
  { field: 'protocol_id', kind: 'protocol', label: 'Протокол' },
] as const satisfies readonly { field: keyof OfferFields; kind: TChannelKind; label: string }[];

/** The offered channel must name existing dictionary entries of the right kind; 400 naming each bad field. */
export async function checkOfferReferences(db: DbOrTx, input: OfferFields): Promise<void> {
  const ids = OFFER_CHANNEL_FIELDS.map((c) => input[c.field]);
  const found = await db
    .select({ id: channelOptions.id, kind: channelOptions.kind })
    .from(channelOptions)
    .where(inArray(channelOptions.id, ids));
  const kindById = new Map(found.map((o) => [o.id, o.kind]));
  const fields: Record<string, string> = {};
  for (const { field, kind, label } of OFFER_CHANNEL_FIELDS) {
    const id = input[field];
    if (kindById.get(id) !== kind) fields[field] = `Поле «${label}»: такого значення немає в довіднику`;
  }
  if (Object.keys(fields).length) throw validationFailed(fields);
}
