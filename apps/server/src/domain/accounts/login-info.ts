import type { TLoginInfo } from '@tt/contracts/session';
import type { TActions, TBankRole } from '@tt/contracts/permissions';

/** What the answer is made of: the signed-in user (the session user fits). */
interface SignedInUser {
  id: number;
  email: string;
  role: 'bank' | 'provider';
  bankRoles: readonly TBankRole[];
  firstName: string;
  lastName: string;
  orgName: string | null;
  actions: TActions;
}

/** The login info answer (docs/product/api-conventions.md §10) of a signed-in user. */
export function toLoginInfo(user: SignedInUser): TLoginInfo {
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return {
    id: user.id,
    email: user.email,
    login: user.email,
    role: user.role,
    roles: user.role === 'bank' ? Object.fromEntries(user.bankRoles.map((r) => [r, true as const])) : null,
    actions: user.actions,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: fullName || user.email,
    org_name: user.orgName,
  };
}
