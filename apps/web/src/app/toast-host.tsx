import { lazy, Suspense, useEffect, useState } from 'react';
import { clearAllDone, clearRequestDone, useToastState } from '../lib/toasts';

// @mantine/notifications arrives with the first toast: the store keeps messages queued
// until they are shown, so none is lost, and the sign-in screen downloads less.
const NotificationsLayer = lazy(async () => ({ default: (await import('./notifications-layer')).NotificationsLayer }));

/** Mounts the notifications layer once there is something to show. */
export function ToastHost() {
  const { queue, clearRequest, clearAll } = useToastState();
  const [needed, setNeeded] = useState(false);
  if (!needed && queue.length > 0) setNeeded(true);

  // Before the first toast there is nothing visible to clear: just answer the requests.
  useEffect(() => {
    if (needed) return;
    if (clearRequest !== null) clearRequestDone();
    if (clearAll) clearAllDone();
  }, [needed, clearRequest, clearAll]);

  return needed ? (
    <Suspense fallback={null}>
      <NotificationsLayer />
    </Suspense>
  ) : null;
}
