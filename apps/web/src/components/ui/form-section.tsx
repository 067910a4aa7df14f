import type { ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';

/** One titled block of fields in a long form (the tender form, the offer form). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
