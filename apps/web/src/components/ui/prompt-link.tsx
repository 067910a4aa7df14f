import type { ReactNode } from 'react';
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

interface PromptLinkProps {
  /** The question before the link, e.g. whether the person already has an account. */
  prompt: string;
  to: string;
  /** Bold when the link is the screen's main way on (sign in → register). */
  strong?: boolean;
  children: ReactNode;
}

/** A centred question and the link that answers it, under a sign-in or registration form. */
export function PromptLink({ prompt, to, strong = false, children }: PromptLinkProps) {
  return (
    <Group gap={6} justify="center">
      <Text size="sm" c="dimmed">
        {prompt}
      </Text>
      <Anchor component={Link} to={to} size="sm" fw={strong ? 600 : undefined}>
        {children}
      </Anchor>
    </Group>
  );
}
