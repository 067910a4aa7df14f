import type { ReactNode } from 'react';
import { Container, Paper, Title } from '@mantine/core';

/** An account screen: its title and one framed form, as narrow as the form needs (`width`). */
export function AccountPage({ title, width, children }: { title: string; width: number; children: ReactNode }) {
  return (
    <Container size={width} px={0}>
      <Title order={1} size="h2" mb="lg">
        {title}
      </Title>
      <Paper withBorder p="xl">
        {children}
      </Paper>
    </Container>
  );
}
