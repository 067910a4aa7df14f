import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE } from '../../../lib/format';
import { useChannels } from '../../../lib/use-session';
import '../../../i18n/uk-offers';

export type ChannelKind = 'physics' | 'interface' | 'protocol';

/**
 * Names of channel dictionary entries. A tender's null means «будь-яке» (any), an offer's
 * null means «не вказано» (not stated), so the caller says which it is reading.
 */
export function useChannelNames() {
  const { t } = useTranslation();
  const channels = useChannels();
  return {
    channels,
    required: (kind: ChannelKind, id: number | null) =>
      id === null ? t('offers.values.any') : (channels[kind]?.get(id) ?? EMPTY_VALUE),
    offered: (kind: ChannelKind, id: number | null) =>
      id === null ? t('offers.values.notSet') : (channels[kind]?.get(id) ?? EMPTY_VALUE),
  };
}
