import { useSyncExternalStore } from 'react';

/*
 * Open flag of the unauthorized modal: a tiny store, not a @mantine/modals event, because an
 * event fired before the modals code has arrived would be lost; a flag is not.
 */

let opened = false;
const listeners = new Set<() => void>();

function setOpened(value: boolean): void {
  if (opened === value) return;
  opened = value;
  listeners.forEach((l) => l());
}

export function openUnauthorizedModal(): void {
  setOpened(true);
}

export function closeUnauthorizedModal(): void {
  setOpened(false);
}

export function useUnauthorizedModalOpened(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => opened,
    () => opened,
  );
}
