import type { TChannelKind } from '@tt/contracts/dictionaries';
import type { DbOrTx } from '../../db/client.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { channelChoiceErrors } from '../dictionaries/channel-values.ts';
import type { OfferFields } from './offer-fields.ts';

/** The channel an offer states: medium, interface, protocol (docs/product/lifecycles.md §7). */
export const OFFER_CHANNEL_FIELDS = [
  { field: 'physics_id', kind: 'physics', label: 'Фізичне середовище' },
  { field: 'interface_id', kind: 'interface', label: 'Інтерфейс' },
  { field: 'protocol_id', kind: 'protocol', label: 'Протокол' },
] as const satisfies readonly { field: keyof OfferFields; kind: TChannelKind; label: string }[];

type ChannelField = (typeof OFFER_CHANNEL_FIELDS)[number]['field'];

/**
 * The offered channel must name existing dictionary entries of the right kind, each active
 * unless the offer already had it (`kept`: the stored offer, on an edit); 400 naming each bad field.
 */
export async function checkOfferReferences(
  db: DbOrTx,
  input: OfferFields,
  kept?: Record<ChannelField, number | null>,
): Promise<void> {
  const fields = await channelChoiceErrors(
    db,
    OFFER_CHANNEL_FIELDS.map((c) => ({ ...c, id: input[c.field], kept: kept?.[c.field] })),
  );
  if (Object.keys(fields).length) throw validationFailed(fields);
}
