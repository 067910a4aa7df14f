import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { INVITATION_DAYS } from '../accounts/issue-invitation.ts';
import { queueEmail } from '../mail/queue-email.ts';
import { layout, siteUrl, type Footer, type LetterContext, type RenderedLetter } from '../mail/templates.ts';

/** Admin letters use their title, in lower case, as the subject. */
function letter(
  ctx: LetterContext,
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string },
  footer: Footer,
): RenderedLetter {
  return {
    subject: `${ctx.appName}: ${subject.toLowerCase()}`,
    ...layout(ctx.appName, subject, paragraphs, action, footer),
  };
}

/** Letters about an organisation's access go to all its users and cannot be turned off (docs/product/email-events.md §2). */
const organizationFooter: Footer = {
  reason:
    'ви користувач цієї організації, а листи про її доступ до системи отримують усі її користувачі. Такі листи надсилаються завжди',
};

export function organizationVerifiedLetter(ctx: LetterContext, orgName: string): RenderedLetter {
  return letter(
    ctx,
    'Організацію верифіковано',
    [`Організацію «${orgName}» верифіковано.`, 'Тепер ви можете подавати пропозиції до опублікованих тендерів.'],
    { label: 'Переглянути тендери', url: siteUrl(ctx, '/tenders') },
    organizationFooter,
  );
}

/** Its users can no longer sign in; the sign-in page is where they will meet the block, with its reason. */
export function organizationBlockedLetter(ctx: LetterContext, orgName: string, reason: string): RenderedLetter {
  return letter(
    ctx,
    'Організацію заблоковано',
    [
      `Організацію «${orgName}» заблоковано, вхід до системи для її користувачів неможливий.`,
      `Причина: ${reason}`,
      'Якщо ви вважаєте це помилкою, зверніться до адміністратора банку.',
    ],
    { label: 'Відкрити сторінку входу', url: siteUrl(ctx, '/login') },
    organizationFooter,
  );
}

/** A bank user created by an administrator. */
export function invitationLetter(ctx: LetterContext, url: string): RenderedLetter {
  return letter(
    ctx,
    'Запрошення до системи',
    [
      `Для вас створено обліковий запис у системі «${ctx.appName}».`,
      `Щоб почати роботу, встановіть пароль за посиланням. Посилання дійсне ${INVITATION_DAYS} днів і може бути використане лише один раз.`,
    ],
    { label: 'Встановити пароль', url },
    { reason: `адміністратор банку створив для вас обліковий запис у системі «${ctx.appName}» з цією адресою` },
  );
}

/**
 * Account letters about the organisation's access go to every active user of it, whatever
 * `notification` says: they decide whether the people can work at all.
 */
export async function queueToOrganizationUsers(
  db: DbOrTx,
  organizationId: number,
  template: string,
  rendered: RenderedLetter,
): Promise<void> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.isActive, true)))
    .orderBy(asc(users.id));
  for (const r of rows) await queueEmail(db, { to: [r.email], template, ...rendered });
}
