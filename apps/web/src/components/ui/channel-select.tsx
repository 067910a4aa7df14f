import { Select, type SelectProps } from '@mantine/core';
import type { ChannelMap } from '../../lib/session';

interface ChannelSelectProps extends Omit<SelectProps, 'data' | 'allowDeselect'> {
  /** One channel dictionary (physics, interface or protocol); absent until it has loaded. */
  channels: ChannelMap | undefined;
  /** The option standing for null («Будь-яке» in a tender); without it a dictionary entry must be chosen (an offer). */
  empty?: { value: string; label: string };
}

/** A channel characteristic picked from its dictionary, with a first option for «no value» where there is one. */
export function ChannelSelect({ channels, empty, ...props }: ChannelSelectProps) {
  const entries = [...(channels?.entries() ?? [])].map(([id, name]) => ({ value: String(id), label: name }));
  const data = empty ? [empty, ...entries] : entries;
  return <Select data={data} allowDeselect={false} {...props} />;
}
