import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from './database-unavailable.ts';

/**
 * Runs `pass` every `seconds` while the app is up (the first pass when it is ready), never two at
 * once: a slow pass is not overlapped by the next one. Before the database closes the timer stops
 * and a pass in progress finishes. A failure is logged through the `err` serializer, which keeps
 * no query values (ADR 0019); a database restart is expected to end by itself, so that one is a
 * warning and the next pass tries again.
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
): void {
  let running: Promise<void> | null = null;
  let closing = false;
  const tick = () => {
    if (running || closing) return;
    running = pass()
      .then(onReport)
      .catch((err: unknown) =>
        isDatabaseUnavailable(err)
          ? log.warn({ err }, `${name} pass skipped: database unavailable`)
          : log.error({ err }, `${name} pass failed`),
      )
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
    await running;
  });
}
