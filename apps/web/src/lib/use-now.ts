import { useSyncExternalStore } from 'react';

/*
 * One clock for every countdown on the screen: a single timer, started with the first
 * subscriber and stopped with the last, ticking each second so minutes change on time.
 */
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((l) => l());
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (!listeners.size && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const getNow = () => now;

/** The current time in ms, updated every second while mounted. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, getNow, getNow);
}
