import { Select, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TChannelKind } from '@tt/contracts/dictionaries';
import { activeChannelsQuery, type ChannelMap } from '../../lib/session';

interface ChannelSelectProps extends Omit<SelectProps, 'data' | 'allowDeselect'> {
  kind: TChannelKind;
  /** One channel dictionary (physics, interface or protocol); absent until it has loaded. */
  channels: ChannelMap | undefined;
  /** The option standing for null («Будь-яке» in a tender); without it a dictionary entry must be chosen (an offer). */
  empty?: { value: string; label: string };
}

/**
 * A channel characteristic picked from its dictionary, with a first option for «no value» where
 * there is one. Only active values are offered, and the value already chosen, even if it has
 * been deactivated since (the server accepts keeping it, docs/decisions/0028).
 */
export function ChannelSelect({ kind, channels, empty, ...props }: ChannelSelectProps) {
  const active = useQuery(activeChannelsQuery(kind)).data;
  const entries = [...(channels?.entries() ?? [])]
    .filter(([id]) => !active || active.has(id) || String(id) === props.value)
    .map(([id, name]) => ({ value: String(id), label: name }));
  const data = empty ? [empty, ...entries] : entries;
  return <Select data={data} allowDeselect={false} {...props} />;
}
