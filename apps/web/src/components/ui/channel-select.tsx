import { Select, type SelectProps } from '@mantine/core';
import type { ChannelMap } from '../../lib/session';

interface ChannelSelectProps extends Omit<SelectProps, 'data' | 'allowDeselect'> {
  /** One channel dictionary (physics, interface or protocol); absent until it has loaded. */
  channels: ChannelMap | undefined;
  /** The option standing for null: «Будь-яке» in a tender, «Не вказано» in an offer. */
  empty: { value: string; label: string };
}

/** A channel characteristic picked from its dictionary, with a first option for «no value». */
export function ChannelSelect({ channels, empty, ...props }: ChannelSelectProps) {
  const data = [empty, ...[...(channels?.entries() ?? [])].map(([id, name]) => ({ value: String(id), label: name }))];
  return <Select data={data} allowDeselect={false} {...props} />;
}
