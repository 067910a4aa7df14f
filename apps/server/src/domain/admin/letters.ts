import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { queueEmail } from '../mail/queue-email.ts';
import type { LetterContext, RenderedLetter } from '../mail/templates.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function letter(
  ctx: LetterContext,
  subject: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): RenderedLetter {
  const html = `<!doctype html><html lang="uk"><body style="font-family:Arial,sans-serif;color:#1a1b1e">
<h2 style="color:#1c4f8c">${escapeHtml(ctx.appName)}</h2><h3>${escapeHtml(subject)}</h3>
${paragraphs.map((p) => `<p style="white-space:pre-line">${escapeHtml(p)}</p>`).join('\n')}
${action ? `<p><a href="${escapeHtml(action.url)}" style="background:#1c4f8c;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="color:#666;font-size:12px">${escapeHtml(action.url)}</p>` : ''}
<p style="color:#666;font-size:12px">Цей лист надіслано автоматично, відповідати на нього не потрібно.</p></body></html>`;
  const text = [
    ctx.appName,
    '',
    subject,
    '',
    ...paragraphs,
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
  ].join('\n');
  return { subject: `${ctx.appName}: ${subject.toLowerCase()}`, html, text };
}

const base = (ctx: LetterContext) => ctx.publicUrl.replace(/\/+$/, '');

export function organizationVerifiedLetter(ctx: LetterContext, orgName: string): RenderedLetter {
  return letter(
    ctx,
    'Організацію верифіковано',
    [`Організацію «${orgName}» верифіковано.`, 'Тепер ви можете подавати пропозиції до опублікованих тендерів.'],
    { label: 'Переглянути тендери', url: `${base(ctx)}/tenders` },
  );
}

export function organizationBlockedLetter(ctx: LetterContext, orgName: string, reason: string): RenderedLetter {
  return letter(ctx, 'Організацію заблоковано', [
    `Організацію «${orgName}» заблоковано, вхід до системи для її користувачів неможливий.`,
    `Причина: ${reason}`,
    'Якщо ви вважаєте це помилкою, зверніться до адміністратора банку.',
  ]);
}

export const INVITATION_DAYS = 7;

export function invitationLetter(ctx: LetterContext, url: string): RenderedLetter {
  return letter(
    ctx,
    'Запрошення до системи',
    [
      `Для вас створено обліковий запис у системі «${ctx.appName}».`,
      `Щоб почати роботу, встановіть пароль за посиланням. Посилання дійсне ${INVITATION_DAYS} днів і може бути використане лише один раз.`,
    ],
    { label: 'Встановити пароль', url },
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
