import { asc, eq, sql } from 'drizzle-orm';
import type { TTenderHistoryAction, TTenderHistoryEntry } from '@tt/contracts/tenders';
import type { DbOrTx } from '../../db/client.ts';
import { tenderHistory, users } from '../../db/schema/index.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { Viewer } from './tender-policy.ts';
import { findVisibleTender } from './tender-query.ts';

/**
 * A tender's history timeline for bank users with tender.history. Providers get their own,
 * anonymised view with the offers issue; until then they are refused here, because entries
 * may carry bank-only values such as the budget.
 */
export async function listHistory(
  db: DbOrTx,
  { id, viewer }: { id: number; viewer: Viewer },
): Promise<TTenderHistoryEntry[]> {
  await findVisibleTender(db, { id, viewer });
  if (viewer.role !== 'bank' || !viewer.actions['tender.history']) throw forbidden();
  const rows = await db
    .select({
      entry: tenderHistory,
      actorName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      actorEmail: users.email,
    })
    .from(tenderHistory)
    .leftJoin(users, eq(users.id, tenderHistory.actorId))
    .where(eq(tenderHistory.tenderId, id))
    .orderBy(asc(tenderHistory.id));
  return rows.map(({ entry, actorName, actorEmail }) => ({
    id: entry.id,
    action: entry.action as TTenderHistoryAction,
    actor: entry.actorId === null ? null : { id: entry.actorId, full_name: actorName ?? actorEmail ?? '' },
    actor_role: entry.actorRole,
    organization: null,
    details: entry.details as Record<string, unknown>,
    created_at: entry.createdAt.toISOString(),
    hash: entry.hash,
  }));
}
