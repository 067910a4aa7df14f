import type { ReactNode } from 'react';
import { useNow } from '../../../lib/use-now';

interface DeadlineGateProps {
  deadline: string;
  /** Shown once the deadline has passed. */
  closed: ReactNode;
  children: ReactNode;
}

/**
 * Shows `children` until the deadline, then `closed`. Only this small component ticks with
 * the clock; the children element is the same between ticks, so the form is not re-rendered.
 */
export function DeadlineGate({ deadline, closed, children }: DeadlineGateProps) {
  const now = useNow();
  return <>{Date.parse(deadline) <= now ? closed : children}</>;
}
