import { and, arrayContains, eq, sql } from 'drizzle-orm';
import { REGISTRATION_FIELDS, type TRegisterRequestParsed } from '@tt/contracts/registration';
import type { Db } from '../../db/client.ts';
import { organizationEvents, organizations, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashNewPassword } from '../../lib/passwords.ts';
import { violatedUniqueIndex } from '../../lib/unique-violation.ts';
import { queueEmail } from '../mail/queue-email.ts';
import { providerRegisteredLetter, siteUrl } from '../mail/templates.ts';

const EDR_TAKEN =
  'Організацію з таким кодом ЄДРПОУ вже зареєстровано. Якщо це ваша організація, попросіть її користувача запросити вас або зверніться до банку.';
const RNOKPP_TAKEN =
  'Організацію з таким РНОКПП вже зареєстровано. Якщо це ваша організація, попросіть її користувача запросити вас або зверніться до банку.';
const EMAIL_TAKEN = 'Користувач з такою адресою вже існує. Увійдіть або відновіть пароль.';

const edrTaken = (isFop: boolean) => {
  const message = isFop ? RNOKPP_TAKEN : EDR_TAKEN;
  return new AppError(409, 'conflict', message, { fields: { 'organization.edr': message } });
};
const emailTaken = () => new AppError(409, 'conflict', EMAIL_TAKEN, { fields: { 'user.email': EMAIL_TAKEN } });

/**
 * Creates an unverified provider organisation, its first user (role provider), the `registered`
 * event and a letter to every active bank admin — all in one transaction, so a failure leaves
 * nothing behind. Returns the new user's id.
 */
export async function registerProvider(
  db: Db,
  { input, appName, publicUrl }: { input: TRegisterRequestParsed; appName: string; publicUrl: string },
): Promise<{ userId: number; organizationId: number }> {
  const { organization: o, user: u } = input;
  // Hashing is slow; done before the transaction so it holds no locks meanwhile.
  const passwordHash = await hashNewPassword(u.password, {
    owner: { email: u.email, firstName: u.first_name, lastName: u.last_name },
    field: REGISTRATION_FIELDS.password,
    path: 'user.password',
  });
  try {
    return await db.transaction(async (tx) => {
      const [sameEdr] = await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.edr, o.edr));
      if (sameEdr) throw edrTaken(o.is_fop);
      const [sameEmail] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, u.email.toLowerCase()));
      if (sameEmail) throw emailTaken();

      const [org] = await tx
        .insert(organizations)
        .values({
          name: o.name,
          brand: o.brand,
          edr: o.edr,
          ipn: o.ipn,
          website: o.website,
          accountingContacts: o.accounting_contacts,
          technicalSupportContacts: o.technical_support_contacts,
          accountingEmails: o.accounting_emails,
          technicalEmails: o.technical_emails,
          isFop: o.is_fop,
          isPipeline: o.is_pipeline,
          isPaperLess: o.is_paper_less,
          isVerify: false,
        })
        .returning({ id: organizations.id });
      const [user] = await tx
        .insert(users)
        .values({
          email: u.email,
          passwordHash,
          firstName: u.first_name,
          lastName: u.last_name,
          phones: u.phones,
          role: 'provider',
          organizationId: org!.id,
          lastSignInAt: new Date(),
        })
        .returning({ id: users.id });
      await tx.insert(organizationEvents).values({
        organizationId: org!.id,
        userId: user!.id,
        // No session existed yet (the table's convention for self-registration).
        actorId: null,
        action: 'registered',
        details: { name: o.name, edr: o.edr, is_fop: o.is_fop },
      });

      const admins = await tx
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.role, 'bank'), eq(users.isActive, true), arrayContains(users.bankRoles, ['admin'])));
      const letter = providerRegisteredLetter(appName, {
        url: siteUrl({ publicUrl }, `/admin/providers/${org!.id}`),
        orgName: o.name,
        edr: o.edr,
        isFop: o.is_fop,
        userName: `${u.first_name} ${u.last_name}`.trim(),
        userEmail: u.email,
      });
      // One letter each, so no admin sees the others' addresses.
      for (const admin of admins) {
        await queueEmail(tx, { to: [admin.email], template: 'provider_registered', ...letter });
      }
      return { userId: user!.id, organizationId: org!.id };
    });
  } catch (e) {
    const constraint = violatedUniqueIndex(e);
    if (constraint === 'organizations_edr_key') throw edrTaken(o.is_fop);
    if (constraint === 'users_email_lower_key') throw emailTaken();
    throw e;
  }
}
