import { eq } from 'drizzle-orm';
import type { TChannelKind } from '@tt/contracts/dictionaries';
import type { DbOrTx } from '../../db/client.ts';
import { regions } from '../../db/schema/index.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { channelChoiceErrors } from '../dictionaries/channel-values.ts';

export interface TenderReferences {
  region_id: number;
  physics_id: number | null;
  interface_id: number | null;
  protocol_id: number | null;
}

type ChannelField = 'physics_id' | 'interface_id' | 'protocol_id';

const CHANNEL_FIELDS: { field: ChannelField; kind: TChannelKind; label: string }[] = [
  { field: 'physics_id', kind: 'physics', label: 'Фізичне середовище' },
  { field: 'interface_id', kind: 'interface', label: 'Інтерфейс' },
  { field: 'protocol_id', kind: 'protocol', label: 'Протокол' },
];

/**
 * The region and the channel requirements must be existing dictionary entries of the right
 * kind (an interface id in the physics field is as wrong as a missing id), and a channel value
 * must be active unless the tender already had it (`kept`: the stored tender, on an edit);
 * 400 naming each bad field.
 */
export async function checkReferences(
  db: DbOrTx,
  refs: TenderReferences,
  kept?: Pick<TenderReferences, ChannelField>,
): Promise<void> {
  const [region] = await db.select({ id: regions.id }).from(regions).where(eq(regions.id, refs.region_id));
  const fields: Record<string, string> = region ? {} : { region_id: 'Поле «Регіон»: такого регіону немає в довіднику' };
  Object.assign(
    fields,
    await channelChoiceErrors(
      db,
      CHANNEL_FIELDS.map((c) => ({ ...c, id: refs[c.field], kept: kept?.[c.field] })),
    ),
  );
  if (Object.keys(fields).length) throw validationFailed(fields);
}
