import type { TOrganization } from '@tt/contracts/organization';
import type { TProvider } from '@tt/contracts/providers';
import type { TUser } from '@tt/contracts/users';
import type { organizations, users } from '../../db/schema/index.ts';

type OrganizationRow = typeof organizations.$inferSelect;
type UserRow = typeof users.$inferSelect;

export function toOrganization(o: OrganizationRow): TOrganization {
  return {
    id: o.id,
    name: o.name,
    brand: o.brand,
    edr: o.edr,
    ipn: o.ipn,
    website: o.website,
    accounting_contacts: o.accountingContacts,
    technical_support_contacts: o.technicalSupportContacts,
    accounting_emails: o.accountingEmails,
    technical_emails: o.technicalEmails,
    is_fop: o.isFop,
    is_pipeline: o.isPipeline,
    is_paper_less: o.isPaperLess,
    is_blocked: o.isBlocked,
    is_verify: o.isVerify,
  };
}

export function toProvider(o: OrganizationRow): TProvider {
  return {
    id: o.id,
    name: o.name,
    brand: o.brand,
    edr: o.edr,
    ipn: o.ipn,
    website: o.website,
    is_pipeline: o.isPipeline,
    is_paper_less: o.isPaperLess,
    is_blocked: o.isBlocked,
    is_verify: o.isVerify,
  };
}

/** Never the password hash, never bank roles of others beyond the role kind. */
export function toUser(u: UserRow): TUser {
  return {
    id: u.id,
    email: u.email,
    first_name: u.firstName,
    last_name: u.lastName,
    phones: u.phones,
    notification: u.notification,
    role: u.role,
  };
}
