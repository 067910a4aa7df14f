import { isNotNull, sql, type SQL } from 'drizzle-orm';
import { ROLE_ACTIONS, type TAction, type TActions, type TBankRole } from '@tt/contracts/permissions';
import { tenders } from '../../db/schema/index.ts';

/** Who is asking: the signed-in user as the domain needs it (the session user fits). */
export interface Viewer {
  id: number;
  role: 'bank' | 'provider';
  bankRoles: readonly TBankRole[];
  actions: TActions;
}

/** Bank staff with tender.view see every tender, drafts included. */
export const seesAllTenders = (viewer: Viewer) => viewer.role === 'bank' && viewer.actions['tender.view'];

/**
 * Providers see only tenders that were published at some point (published, evaluation and
 * the outcomes); a draft, also one cancelled before publication, never reaches them.
 */
export function canSeeTender(viewer: Viewer, tender: { publishedAt: Date | null }): boolean {
  return seesAllTenders(viewer) || (viewer.actions['tender.view'] && tender.publishedAt !== null);
}

/** The same rule as a WHERE condition for lists. */
export function visibleTendersSql(viewer: Viewer): SQL | undefined {
  if (seesAllTenders(viewer)) return undefined;
  return viewer.actions['tender.view'] ? isNotNull(tenders.publishedAt) : sql`false`;
}

/** The role recorded in history: the first of the user's roles that grants the action. */
export function actorRole(viewer: Viewer, action: TAction): string {
  if (viewer.role === 'provider') return 'provider';
  return viewer.bankRoles.find((r) => ROLE_ACTIONS[r].includes(action)) ?? viewer.bankRoles[0] ?? 'bank';
}
