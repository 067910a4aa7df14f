import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TOrganizationEvent } from '@tt/contracts/admin';
import type { DbOrTx } from '../../db/client.ts';
import { organizationEvents, users } from '../../db/schema/index.ts';

export interface OrganizationEventInput {
  organizationId: number | null;
  userId?: number | null;
  actorId: number | null;
  action: string;
  reason?: string | null;
  details?: Record<string, unknown>;
}

/** Appends one entry to the organisation's log (organizationId null for bank users). */
export async function writeOrganizationEvent(db: DbOrTx, e: OrganizationEventInput): Promise<void> {
  await db.insert(organizationEvents).values({
    organizationId: e.organizationId,
    userId: e.userId ?? null,
    actorId: e.actorId,
    action: e.action,
    reason: e.reason ?? null,
    details: e.details ?? {},
  });
}

const actor = alias(users, 'actor');
const subject = alias(users, 'subject');

/**
 * The organisation's log, newest first, with who did it and whom it was about. The bank sees who
 * acted by name (or e-mail); a provider sees bank staff unnamed, as «Банк».
 */
export async function listOrganizationEvents(
  db: DbOrTx,
  organizationId: number,
  { limit, viewer }: { limit: number; viewer: 'bank' | 'provider' },
): Promise<TOrganizationEvent[]> {
  const rows = await db
    .select({
      id: organizationEvents.id,
      action: organizationEvents.action,
      reason: organizationEvents.reason,
      details: organizationEvents.details,
      createdAt: organizationEvents.createdAt,
      actorRole: actor.role,
      actorName: sql<string | null>`nullif(trim(${actor.firstName} || ' ' || ${actor.lastName}), '')`,
      actorEmail: actor.email,
      userEmail: subject.email,
    })
    .from(organizationEvents)
    .leftJoin(actor, eq(actor.id, organizationEvents.actorId))
    .leftJoin(subject, eq(subject.id, organizationEvents.userId))
    .where(eq(organizationEvents.organizationId, organizationId))
    .orderBy(desc(organizationEvents.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    reason: r.reason,
    details: (r.details ?? {}) as Record<string, unknown>,
    actor_name: viewer === 'bank' ? (r.actorName ?? r.actorEmail ?? null) : r.actorRole === 'bank' ? null : r.actorName,
    user_email: r.userEmail ?? null,
    created_at: r.createdAt.toISOString(),
  }));
}
