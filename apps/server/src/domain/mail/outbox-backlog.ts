import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOutbox, tenders } from '../../db/schema/index.ts';
import { letterVisibleSql } from './archive/withheld.ts';

export interface OutboxBacklog {
  /** Letters waiting to be sent or being sent. */
  letters: number;
  /** Seconds since the oldest of them was made; 0 when there is none. */
  oldestSeconds: number;
}

/**
 * What the outbox still has to send, for the metrics. Only letters the archive may show are
 * counted (letterVisibleSql): how many letters to bidders an event made would tell how many
 * organisations hold an offer on a sealed tender (sealed-offers.md §9); those letters are still
 * sent, and counted once their tender's offers are unsealed. One statement on the status index.
 */
export async function readOutboxBacklog(db: Db): Promise<OutboxBacklog> {
  const [row] = await db
    .select({
      letters: sql<number>`count(*)::int`,
      oldestSeconds: sql<number>`coalesce(extract(epoch from now() - min(${emailOutbox.createdAt})), 0)::float8`,
    })
    .from(emailOutbox)
    .leftJoin(tenders, eq(tenders.id, emailOutbox.tenderId))
    .where(and(inArray(emailOutbox.status, ['queued', 'sending']), letterVisibleSql));
  return { letters: row?.letters ?? 0, oldestSeconds: Math.max(0, Number(row?.oldestSeconds ?? 0)) };
}
