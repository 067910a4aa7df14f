import { ROLE_ACTIONS, type TAction, type TActions, type TBankRole } from '@tt/contracts/permissions';

/** Who is asking: the signed-in user as the domain needs it (the session user fits). */
export interface Viewer {
  id: number;
  role: 'bank' | 'provider';
  bankRoles: readonly TBankRole[];
  actions: TActions;
}

/** A viewer plus the organisation a provider acts for (the session user fits). */
export interface OfferViewer extends Viewer {
  organizationId: number | null;
}

/**
 * A viewer with what a provider's abilities turn on: its organisation and whether that is
 * verified (the session user fits; a bank viewer needs neither).
 */
export interface AbilityViewer extends Viewer {
  organizationId?: number | null;
  orgVerified?: boolean;
}

/** The role recorded in history: the first of the user's roles that grants the action. */
export function actorRole(viewer: Viewer, action: TAction): string {
  if (viewer.role === 'provider') return 'provider';
  return viewer.bankRoles.find((r) => ROLE_ACTIONS[r].includes(action)) ?? viewer.bankRoles[0] ?? 'bank';
}
