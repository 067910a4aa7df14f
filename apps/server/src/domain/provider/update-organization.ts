import { and, arrayContains, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TOrganization } from '@tt/contracts/organization';
import type { ZOrganizationWrite } from '@tt/contracts/provider-account';
import type { Db } from '../../db/client.ts';
import { organizationEvents, organizations, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { toOrganization } from '../accounts/presenters.ts';
import { queueEmail } from '../mail/queue-email.ts';
import { siteUrl } from '../mail/templates.ts';
import { edrChangedLetter } from './letters.ts';

type OrganizationInput = z.output<typeof ZOrganizationWrite>;

const COLUMNS = {
  name: 'name',
  brand: 'brand',
  edr: 'edr',
  ipn: 'ipn',
  website: 'website',
  accounting_contacts: 'accountingContacts',
  technical_support_contacts: 'technicalSupportContacts',
  accounting_emails: 'accountingEmails',
  technical_emails: 'technicalEmails',
  is_fop: 'isFop',
  is_pipeline: 'isPipeline',
  is_paper_less: 'isPaperLess',
} as const;

/**
 * A provider user edits its own organisation. A new edr of a verified organisation clears the
 * verification (the bank checked the old code, not this one) and tells the bank admins.
 */
export async function updateOrganization(
  db: Db,
  {
    organizationId,
    actorId,
    input,
    appName,
    publicUrl,
  }: { organizationId: number; actorId: number; input: OrganizationInput; appName: string; publicUrl: string },
): Promise<TOrganization> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(organizations).where(eq(organizations.id, organizationId)).for('update');
      if (!before) throw notFound('Організацію не знайдено');
      const changed = (Object.keys(COLUMNS) as (keyof typeof COLUMNS)[]).filter((k) => before[COLUMNS[k]] !== input[k]);
      const edrChanged = before.edr !== input.edr;
      const resetVerification = edrChanged && before.isVerify;
      const values = Object.fromEntries(
        (Object.keys(COLUMNS) as (keyof typeof COLUMNS)[]).map((k) => [COLUMNS[k], input[k]]),
      );
      const [after] = await tx
        .update(organizations)
        .set({ ...values, ...(resetVerification ? { isVerify: false, verifiedAt: null, verifiedBy: null } : {}) })
        .where(eq(organizations.id, organizationId))
        .returning();
      if (changed.length > 0) {
        await tx.insert(organizationEvents).values({
          organizationId,
          actorId,
          action: 'organization_updated',
          details: {
            changed,
            ...(edrChanged ? { edr: { from: before.edr, to: input.edr } } : {}),
            verification_reset: resetVerification,
          },
        });
      }
      if (resetVerification) {
        const admins = await tx
          .select({ email: users.email })
          .from(users)
          .where(and(eq(users.role, 'bank'), eq(users.isActive, true), arrayContains(users.bankRoles, ['admin'])));
        const letter = edrChangedLetter(appName, {
          url: siteUrl({ publicUrl }, `/admin/providers/${organizationId}`),
          orgName: input.name,
          from: before.edr,
          to: input.edr,
        });
        // One letter each, so no admin sees the others' addresses.
        for (const admin of admins) {
          await queueEmail(tx, { to: [admin.email], template: 'organization_edr_changed', ...letter });
        }
      }
      return toOrganization(after!);
    });
  } catch (e) {
    if (isUniqueViolation(e)) {
      const field = input.is_fop ? 'РНОКПП' : 'Код ЄДРПОУ';
      throw new AppError(409, 'conflict', `Організація з таким кодом (${field}) уже зареєстрована`, {
        fields: { edr: `Поле «${field}»: організація з таким кодом уже зареєстрована` },
      });
    }
    throw e;
  }
}
