import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

interface IconNoteProps {
  icon: Icon;
  size?: 'xs' | 'sm';
  children: ReactNode;
}

/** A quiet dimmed note with a small icon in front; long text wraps beside the icon, not under it. */
export function IconNote({ icon: NoteIcon, size = 'sm', children }: IconNoteProps) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <NoteIcon size={16} style={{ flex: 'none', marginTop: 2 }} color="var(--mantine-color-dimmed)" />
      <Text size={size} c="dimmed">
        {children}
      </Text>
    </Group>
  );
}
