import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Removes rate-limit windows that have closed and bot-check solutions whose challenge expired. */
export async function forgetExpiredLimits(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limit_counters where resets_at <= app_clock()`);
  await db.execute(sql`delete from bot_check_solutions where expires_at <= app_clock()`);
}
