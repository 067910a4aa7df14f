import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from './database-unavailable.ts';

/** When a background task's passes ran (Date.now() milliseconds), read by the metrics at scrape time. */
export interface PassTimes {
  /** The interval between passes. */
  readonly seconds: number;
  /** When the task was set up: what lateness is measured from before the first pass. */
  readonly since: number;
  lastStartedAt: number | null;
  /** Passes that threw, the database being unavailable included. */
  failures: number;
}

/**
 * How late the next pass is: the time since the last one started beyond one interval. Zero while
 * passes keep their schedule; it grows while a pass hangs or the event loop is held up.
 */
export function passLagSeconds(times: PassTimes, now = Date.now()): number {
  return Math.max(0, (now - (times.lastStartedAt ?? times.since)) / 1000 - times.seconds);
}

/**
 * Runs `pass` every `seconds` while the app is up (the first pass when it is ready), never two at
 * once: a slow pass is not overlapped by the next one. When the app begins to close the timer
 * stops; a pass in progress finishes before the database closes (an onClose hook, so the HTTP
 * listener is not held open meanwhile). A failure is logged through the `err` serializer, which
 * keeps no query values (ADR 0019); a database restart is expected to end by itself, so that one
 * is a warning and the next pass tries again.
 */
export function runEvery<R>(
  app: FastifyInstance,
  {
    seconds,
    name,
    log,
    pass,
    onReport,
  }: {
    seconds: number;
    /** For the log: «<name> pass failed». */
    name: string;
    log: FastifyBaseLogger;
    pass: () => Promise<R>;
    onReport: (report: R) => void;
  },
): PassTimes {
  const times: PassTimes = { seconds, since: Date.now(), lastStartedAt: null, failures: 0 };
  let running: Promise<void> | null = null;
  let closing = false;
  const tick = () => {
    if (running || closing) return;
    times.lastStartedAt = Date.now();
    running = pass()
      .then(onReport)
      .catch((err: unknown) => {
        times.failures += 1;
        if (isDatabaseUnavailable(err)) log.warn({ err }, `${name} pass skipped: database unavailable`);
        else log.error({ err }, `${name} pass failed`);
      })
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, seconds * 1000);
  // The timer alone never keeps the process alive.
  timer.unref();
  app.addHook('onReady', async () => tick());
  app.addHook('preClose', async () => {
    closing = true;
    clearInterval(timer);
  });
  // onClose hooks run last-registered first: this one before the database plugin's closes it.
  app.addHook('onClose', async () => {
    await running;
  });
  return times;
}
