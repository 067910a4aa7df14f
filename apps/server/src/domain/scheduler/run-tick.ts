import type { Db } from '../../db/client.ts';
import { notifyFromHistory } from '../mail/notify-history.ts';
import type { LetterContext } from '../mail/templates.ts';
import { forgetExpiredLimits } from './forget-expired.ts';
import { processDeadlines } from './process-deadlines.ts';
import { queueDeadlineReminders } from './queue-reminders.ts';

export interface TickReport {
  /** Tenders whose passed deadline was stored (evaluation or unsuccessful). */
  deadlines: number;
  /** History entries turned into letters (or found to need none). */
  notified: number;
  /** Tenders whose 24-hour reminder was queued. */
  reminders: number;
  /** Letters queued in this tick. */
  letters: number;
}

/**
 * One pass of the scheduler. Deadlines first, so the entries they write are mailed in the same
 * pass; every step is safe to run at the same time on several instances. Last, what the shared
 * limits no longer need is removed.
 */
export async function runSchedulerTick(db: Db, ctx: LetterContext): Promise<TickReport> {
  const deadlines = await processDeadlines(db);
  const notified = await notifyFromHistory(db, ctx);
  const reminders = await queueDeadlineReminders(db, ctx);
  await forgetExpiredLimits(db);
  return {
    deadlines,
    notified: notified.entries,
    reminders: reminders.tenders,
    letters: notified.letters + reminders.letters,
  };
}
