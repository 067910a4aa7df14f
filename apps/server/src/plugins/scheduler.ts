import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runSchedulerTick, type TickReport } from '../domain/scheduler/run-tick.ts';
import { runEvery, type PassTimes } from '../lib/run-every.ts';

export interface Scheduler {
  /** One pass now (tests call it; it is safe to run beside the timer and on other instances). */
  runOnce(): Promise<TickReport>;
  /** When the timer's passes ran (for the metrics); null when the timer is off. */
  passes: PassTimes | null;
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
    const scheduler: Scheduler = { runOnce, passes: null };
    app.decorate('scheduler', scheduler);
    if (!(opts.intervalSeconds > 0)) return;

    scheduler.passes = runEvery(app, {
      seconds: opts.intervalSeconds,
      name: 'scheduler',
      log: app.log,
      pass: runOnce,
      onReport: (report) => {
        // Debug: the letters counted per pass would tell a log reader how many hold an offer (sealed-offers.md §9).
        if (report.deadlines || report.notified || report.reminders)
          app.log.debug({ scheduler: report }, 'scheduler pass');
      },
    });
  },
  { name: 'scheduler', dependencies: ['db'] },
);
