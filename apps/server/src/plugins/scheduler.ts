import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runSchedulerTick, type TickReport } from '../domain/scheduler/run-tick.ts';
import { isDatabaseUnavailable } from '../lib/database-unavailable.ts';

export interface Scheduler {
  /** One pass now (tests call it; it is safe to run beside the timer and on other instances). */
  runOnce(): Promise<TickReport>;
}

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}

/**
 * The background worker for what the clock decides: stores passed deadlines, turns history
 * into letters and queues the 24-hour reminders (domain/scheduler). Every `intervalSeconds`;
 * 0 turns the timer off (the default in tests, which call runOnce()). Several instances on one
 * PostgreSQL may run it at once: each step claims its work with row locks or a claim table.
 */
export default fp(
  async (app: FastifyInstance, opts: { intervalSeconds: number }) => {
    const ctx = { appName: app.env.APP_NAME, publicUrl: app.env.PUBLIC_URL };
    const runOnce = () => runSchedulerTick(app.db, ctx);
    app.decorate('scheduler', { runOnce } satisfies Scheduler);
    if (!(opts.intervalSeconds > 0)) return;

    let running: Promise<void> | null = null;
    let closing = false;
    const tick = () => {
      // A slow pass is not overlapped by the next one.
      if (running || closing) return;
      running = runOnce()
        .then((report) => {
          // Debug: the letters counted per pass would tell a log reader how many hold an offer (sealed-offers.md §9).
          if (report.deadlines || report.notified || report.reminders)
            app.log.debug({ scheduler: report }, 'scheduler pass');
        })
        // Logged through the `err` serializer, which keeps no query values (ADR 0019); a database
        // restart is expected to end by itself, so it is a warning and the next pass tries again.
        .catch((err: unknown) =>
          isDatabaseUnavailable(err)
            ? app.log.warn({ err }, 'scheduler pass skipped: database unavailable')
            : app.log.error({ err }, 'scheduler pass failed'),
        )
        .finally(() => {
          running = null;
        });
    };
    const timer = setInterval(tick, opts.intervalSeconds * 1000);
    // The timer alone never keeps the process alive.
    timer.unref();
    app.addHook('onReady', async () => tick());
    // Before the database closes (onClose): stop the timer and let a pass in progress finish.
    app.addHook('preClose', async () => {
      closing = true;
      clearInterval(timer);
      await running;
    });
  },
  { name: 'scheduler', dependencies: ['db'] },
);
