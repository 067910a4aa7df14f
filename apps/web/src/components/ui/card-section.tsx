import type { ReactNode } from 'react';
import { Group, Paper, Title } from '@mantine/core';

/** One titled block of a card (tender, offer), a labelled region; `extra` sits at the right of the title (a count, a button). */
export function CardSection({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Group justify="space-between" align="center" gap="xs" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {extra}
      </Group>
      {children}
    </Paper>
  );
}
