import { Text, type TextProps } from '@mantine/core';
import { formatTimeLeft, useNow } from './countdown';

interface DeadlineCountdownProps extends TextProps {
  deadline: string;
}

/** «залишилось 2 д 4 год», live. Shown only while a tender is accepting offers. */
export function DeadlineCountdown({ deadline, ...props }: DeadlineCountdownProps) {
  const now = useNow();
  const text = formatTimeLeft(deadline, now);
  if (!text) return null;
  const soon = Date.parse(deadline) - now < 24 * 3_600_000;
  return (
    <Text size="xs" c={soon ? 'orange.8' : 'dimmed'} fw={soon ? 500 : undefined} {...props}>
      {text}
    </Text>
  );
}
