import type { ReactNode } from 'react';
import { Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { MAIN_CONTENT_ID } from './main-content';
import classes from './error-page.module.css';

interface ErrorPageProps {
  /** Big label above the title, e.g. "404". */
  code?: string;
  title: string;
  text: string;
  /** Buttons that lead the person somewhere useful. */
  actions: ReactNode;
  children?: ReactNode;
  /**
   * Shown inside the main layout, whose content area is already the page's `main` landmark
   * and background: no second `main`, no full-screen height.
   */
  inFrame?: boolean;
}

/** The frame of the 404, 500 and error-boundary pages. */
export function ErrorPage({ code, title, text, actions, children, inFrame = false }: ErrorPageProps) {
  return (
    <Box
      component={inFrame ? 'section' : 'main'}
      id={inFrame ? undefined : MAIN_CONTENT_ID}
      className={inFrame ? classes.inFrame : classes.root}
    >
      <Container size={560}>
        <Stack align="center" gap="md" ta="center">
          {code ? (
            <Text className={classes.code} aria-hidden>
              {code}
            </Text>
          ) : null}
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed" size="lg">
            {text}
          </Text>
          <Group justify="center" mt="md">
            {actions}
          </Group>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
