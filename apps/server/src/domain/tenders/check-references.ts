import { inArray } from 'drizzle-orm';
import type { TChannelKind } from '@tt/contracts/dictionaries';
import type { TLotFields } from '@tt/contracts/lots';
import type { DbOrTx } from '../../db/client.ts';
import { regions } from '../../db/schema/index.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { channelChoiceErrors } from '../dictionaries/channel-values.ts';

type ChannelField = 'physics_id' | 'interface_id' | 'protocol_id';

const CHANNEL_FIELDS: { field: ChannelField; kind: TChannelKind; label: string }[] = [
  { field: 'physics_id', kind: 'physics', label: 'Фізичне середовище' },
  { field: 'interface_id', kind: 'interface', label: 'Інтерфейс' },
  { field: 'protocol_id', kind: 'protocol', label: 'Протокол' },
];

/**
 * Where a lot's field is named in messages: at the top level for a single-site tender (the
 * spec's form), under `lots.N` otherwise.
 */
export const lotFieldPath = (count: number, index: number, field: string) =>
  count === 1 ? field : `lots.${index}.${field}`;

/**
 * Each lot's region and channel requirements must be existing dictionary entries of the right
 * kind (an interface id in the physics field is as wrong as a missing id), and a channel value
 * must be active unless the lot already had it (`kept`: the stored lots, on an edit, by
 * position); 400 naming each bad field. Two queries whatever the number of lots.
 */
export async function checkReferences(
  db: DbOrTx,
  lots: readonly TLotFields[],
  kept: readonly Pick<TLotFields, ChannelField>[] = [],
): Promise<void> {
  const regionIds = [...new Set(lots.map((l) => l.region_id))];
  const found = await db.select({ id: regions.id }).from(regions).where(inArray(regions.id, regionIds));
  const known = new Set(found.map((r) => r.id));
  const fields: Record<string, string> = {};
  lots.forEach((lot, i) => {
    if (!known.has(lot.region_id)) {
      fields[lotFieldPath(lots.length, i, 'region_id')] = 'Поле «Регіон»: такого регіону немає в довіднику';
    }
  });
  Object.assign(
    fields,
    await channelChoiceErrors(
      db,
      lots.flatMap((lot, i) =>
        CHANNEL_FIELDS.map((c) => ({
          ...c,
          field: lotFieldPath(lots.length, i, c.field),
          id: lot[c.field],
          kept: kept[i]?.[c.field],
        })),
      ),
    ),
  );
  if (Object.keys(fields).length) throw validationFailed(fields);
}
