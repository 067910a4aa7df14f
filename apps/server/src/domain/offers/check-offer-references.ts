import type { TChannelKind } from '@tt/contracts/dictionaries';
import type { DbOrTx } from '../../db/client.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { channelChoiceErrors } from '../dictionaries/channel-values.ts';
import type { OfferLotFigures } from './offer-fields.ts';

/** The channel an offer states for a lot: medium, interface, protocol (docs/product/lifecycles.md §7). */
export const OFFER_CHANNEL_FIELDS = [
  { field: 'physics_id', kind: 'physics', label: 'Фізичне середовище' },
  { field: 'interface_id', kind: 'interface', label: 'Інтерфейс' },
  { field: 'protocol_id', kind: 'protocol', label: 'Протокол' },
] as const satisfies readonly { field: keyof OfferLotFigures; kind: TChannelKind; label: string }[];

/**
 * The offered channel of each lot must name existing dictionary entries of the right kind, each
 * active unless the lot's stored figures already had it (`kept`, on an edit); 400 naming each
 * bad field at its path. One query whatever the number of lots.
 */
export async function checkOfferReferences(
  db: DbOrTx,
  lots: readonly { lot: OfferLotFigures; path: (field: string) => string; kept?: OfferLotFigures | undefined }[],
): Promise<void> {
  const fields = await channelChoiceErrors(
    db,
    lots.flatMap(({ lot, path, kept }) =>
      OFFER_CHANNEL_FIELDS.map((c) => ({ ...c, field: path(c.field), id: lot[c.field], kept: kept?.[c.field] })),
    ),
  );
  if (Object.keys(fields).length) throw validationFailed(fields);
}
