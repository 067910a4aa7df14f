import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/** setTimeout holds at most this many ms; a later deadline is waited for in steps. */
const LONGEST_TIMEOUT = 2_147_483_647;
/** Asked a moment after the deadline, so the server's clock has passed it too. */
const AFTER_DEADLINE_MS = 1000;

/**
 * Reloads `queryKeys` once when `deadline` passes by this browser's clock. What a user may do
 * (the server's `abilities`) is answered at read time and changes at the deadline, so a screen
 * left open shows the server's new answer instead of buttons that would only be refused.
 */
export function useRefetchAtDeadline(deadline: string | undefined, queryKeys: readonly QueryKey[]): void {
  const queryClient = useQueryClient();
  // The keys as one value, so a new array literal on every render does not re-arm the timer.
  const keys = JSON.stringify(queryKeys);
  useEffect(() => {
    const at = deadline === undefined ? Number.NaN : Date.parse(deadline) + AFTER_DEADLINE_MS;
    if (!Number.isFinite(at) || at <= Date.now()) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = () => {
      const left = at - Date.now();
      if (left > 0) {
        timer = setTimeout(wait, Math.min(left, LONGEST_TIMEOUT));
        return;
      }
      for (const queryKey of JSON.parse(keys) as QueryKey[]) void queryClient.invalidateQueries({ queryKey });
    };
    wait();
    return () => clearTimeout(timer);
  }, [deadline, keys, queryClient]);
}
