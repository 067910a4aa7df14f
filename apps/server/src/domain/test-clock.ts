import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

/**
 * A clock tests may move forward, so a journey passes a deadline in seconds instead of waiting
 * for it. Only the app built with NODE_ENV=test installs it: it replaces the product's clock
 * functions (migration 0006, domain/deadline.ts) with ones that add the shift kept in
 * `test_clock`. Production keeps the plain ones; nothing there can move its clock.
 */
export async function installTestClock(db: DbOrTx): Promise<void> {
  const installed = await db.execute(
    sql`select 1 from pg_proc where proname = 'app_now' and prosrc like '%test_clock%'`,
  );
  if ((installed as unknown as { rows: unknown[] }).rows.length > 0) return;
  await db.execute(sql`create table if not exists test_clock (
    only_row boolean primary key default true check (only_row),
    shift interval not null)`);
  await db.execute(sql`create or replace function app_now() returns timestamptz language sql stable as
    $$ select now() + coalesce((select shift from test_clock), interval '0') $$`);
  await db.execute(sql`create or replace function app_clock() returns timestamptz language sql volatile as
    $$ select clock_timestamp() + coalesce((select shift from test_clock), interval '0') $$`);
}

/** Sets how far ahead of the real time the product's clock runs; returns the clock's new reading. */
export async function setTestClockShift(db: DbOrTx, seconds: number): Promise<Date> {
  await db.execute(sql`insert into test_clock (shift) values (make_interval(secs => ${seconds}))
    on conflict (only_row) do update set shift = excluded.shift`);
  const result = await db.execute(sql`select app_clock() as now`);
  return new Date((result as unknown as { rows: { now: string | Date }[] }).rows[0]!.now);
}
