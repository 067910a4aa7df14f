import { inArray } from 'drizzle-orm';
import type { TChannelKind } from '@tt/contracts/dictionaries';
import type { DbOrTx } from '../../db/client.ts';
import { channelOptions } from '../../db/schema/index.ts';

/** One channel field of a tender or an offer as written, and what it held before the write. */
export interface ChannelChoice {
  field: string;
  kind: TChannelKind;
  /** The field's Ukrainian name, for the message. */
  label: string;
  id: number | null;
  /** The stored value before this write; undefined for a new tender or offer. */
  kept?: number | null;
}

/**
 * The one rule for channel values a write names: each must be a value of its own dictionary,
 * and an active one — except the value the tender or offer already had, which it keeps after
 * the value was deactivated (docs/decisions/0028). Returns field → Ukrainian message, empty
 * when all are fine.
 */
export async function channelChoiceErrors(
  db: DbOrTx,
  choices: readonly ChannelChoice[],
): Promise<Record<string, string>> {
  const ids = choices.map((c) => c.id).filter((id): id is number => id !== null);
  const found = ids.length
    ? await db
        .select({
          id: channelOptions.id,
          kind: channelOptions.kind,
          name: channelOptions.name,
          isActive: channelOptions.isActive,
        })
        .from(channelOptions)
        .where(inArray(channelOptions.id, ids))
    : [];
  const byId = new Map(found.map((o) => [o.id, o]));
  const errors: Record<string, string> = {};
  for (const { field, kind, label, id, kept } of choices) {
    if (id === null) continue;
    const option = byId.get(id);
    if (option?.kind !== kind) errors[field] = `Поле «${label}»: такого значення немає в довіднику`;
    else if (!option.isActive && id !== kept) {
      errors[field] = `Поле «${label}»: значення «${option.name}» більше не пропонується, оберіть інше`;
    }
  }
  return errors;
}
