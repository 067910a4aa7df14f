import { useEffect, useState } from 'react';

/** setTimeout holds at most this many ms; a later boundary is waited for in steps. */
const LONGEST_TIMEOUT = 2_147_483_647;
const MINUTE_MS = 60_000;

/**
 * Where a deadline stands for a form left open: `open`, within its last `15` or `5` minutes, or
 * `passed`. It changes only at those moments (a timer each), not every second.
 */
export type DeadlinePhase = 'open' | 15 | 5 | 'passed';

export function deadlinePhase(deadline: number, now: number): DeadlinePhase {
  const left = deadline - now;
  if (left <= 0) return 'passed';
  if (left <= 5 * MINUTE_MS) return 5;
  if (left <= 15 * MINUTE_MS) return 15;
  return 'open';
}

export function useDeadlinePhase(deadline: string): DeadlinePhase {
  const at = Date.parse(deadline);
  const [phase, setPhase] = useState(() => deadlinePhase(at, Date.now()));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // At once (a moved deadline may change the phase), then at the next boundary, and so on.
    const tick = () => {
      const now = Date.now();
      setPhase(deadlinePhase(at, now));
      const next = [at - 15 * MINUTE_MS, at - 5 * MINUTE_MS, at].find((boundary) => boundary > now);
      if (next !== undefined) timer = setTimeout(tick, Math.min(next - now, LONGEST_TIMEOUT));
    };
    timer = setTimeout(tick, 0);
    return () => clearTimeout(timer);
  }, [at]);
  return phase;
}
