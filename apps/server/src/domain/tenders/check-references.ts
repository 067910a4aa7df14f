import { eq, inArray } from 'drizzle-orm';
import type { TChannelKind } from '@tt/contracts/dictionaries';
import type { DbOrTx } from '../../db/client.ts';
import { channelOptions, regions } from '../../db/schema/index.ts';
import { validationFailed } from '../../lib/app-error.ts';

export interface TenderReferences {
  region_id: number;
  physics_id: number | null;
  interface_id: number | null;
  protocol_id: number | null;
}

const CHANNEL_FIELDS: { field: keyof TenderReferences; kind: TChannelKind; label: string }[] = [
  { field: 'physics_id', kind: 'physics', label: 'Фізичне середовище' },
  { field: 'interface_id', kind: 'interface', label: 'Інтерфейс' },
  { field: 'protocol_id', kind: 'protocol', label: 'Протокол' },
];

/**
 * The region and the channel requirements must be existing dictionary entries of the right
 * kind (an interface id in the physics field is as wrong as a missing id); 400 naming each bad field.
 */
export async function checkReferences(db: DbOrTx, refs: TenderReferences): Promise<void> {
  const fields: Record<string, string> = {};
  const [region] = await db.select({ id: regions.id }).from(regions).where(eq(regions.id, refs.region_id));
  if (!region) fields.region_id = 'Поле «Регіон»: такого регіону немає в довіднику';

  const ids = CHANNEL_FIELDS.map((c) => refs[c.field]).filter((id): id is number => id !== null);
  const found = ids.length
    ? await db
        .select({ id: channelOptions.id, kind: channelOptions.kind })
        .from(channelOptions)
        .where(inArray(channelOptions.id, ids))
    : [];
  const kindById = new Map(found.map((o) => [o.id, o.kind]));
  for (const { field, kind, label } of CHANNEL_FIELDS) {
    const id = refs[field];
    if (id !== null && kindById.get(id) !== kind) fields[field] = `Поле «${label}»: такого значення немає в довіднику`;
  }
  if (Object.keys(fields).length) throw validationFailed(fields);
}
