import { Text, type TextProps } from '@mantine/core';
import { DAY, formatTimeLeft } from '../../lib/countdown';
import { useNow } from '../../lib/use-now';

interface DeadlineCountdownProps extends TextProps {
  deadline: string;
}

/** «залишилось 2 д 4 год», live; orange in the last day. Nothing for an invalid date. */
export function DeadlineCountdown({ deadline, ...props }: DeadlineCountdownProps) {
  const now = useNow();
  const text = formatTimeLeft(deadline, now);
  if (!text) return null;
  const soon = Date.parse(deadline) - now < DAY;
  return (
    // The theme's orange ink reads at 4.5:1 on white and on the page's gray; orange.8 did not.
    <Text size="xs" c={soon ? 'var(--mantine-color-orange-text)' : 'dimmed'} fw={soon ? 500 : undefined} {...props}>
      {text}
    </Text>
  );
}
