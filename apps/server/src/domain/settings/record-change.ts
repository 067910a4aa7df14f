import type { TSettingsArea } from '@tt/contracts/settings';
import type { DbOrTx } from '../../db/client.ts';
import { settingsChanges } from '../../db/schema/index.ts';

/**
 * Records one change made on a settings screen, in the transaction that makes it. `summary` is
 * the Ukrainian sentence the screen shows; `details` the structured before/after. Neither may
 * ever hold a password: the mail account records only that one was set or removed.
 */
export async function recordSettingsChange(
  db: DbOrTx,
  change: { area: TSettingsArea; action: string; summary: string; details?: Record<string, unknown>; actorId: number },
): Promise<void> {
  await db.insert(settingsChanges).values({
    area: change.area,
    action: change.action,
    details: { summary: change.summary, ...change.details },
    actorId: change.actorId,
  });
}
