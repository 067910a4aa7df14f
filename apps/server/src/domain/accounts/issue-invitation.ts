import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { passwordTokens } from '../../db/schema/index.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { queueEmail } from '../mail/queue-email.ts';
import { siteUrl, type RenderedLetter } from '../mail/templates.ts';

/** How long an invitation link stays valid. */
export const INVITATION_DAYS = 7;

/**
 * A one-time invitation link (purpose 'invitation') and its letter, for a user without a password.
 * Earlier unused invitations of the user stop working, so only the newest letter's link counts.
 * The link opens /recovery, which sets the password through POST /api/auth/recovery;
 * `invitation=1` lets the screen word itself as an invitation. Returns the link.
 */
export async function issueInvitation(
  tx: DbOrTx,
  {
    user,
    ctx,
    letter,
  }: { user: { id: number; email: string }; ctx: { publicUrl: string }; letter: (url: string) => RenderedLetter },
): Promise<string> {
  await tx
    .update(passwordTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(passwordTokens.userId, user.id), eq(passwordTokens.purpose, 'invitation'), isNull(passwordTokens.usedAt)),
    );
  const token = randomToken();
  await tx.insert(passwordTokens).values({
    tokenHash: sha256(token),
    userId: user.id,
    purpose: 'invitation',
    expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
  });
  const url = siteUrl(ctx, `/recovery?token=${token}&invitation=1`);
  await queueEmail(tx, { to: [user.email], template: 'invitation', ...letter(url) });
  return url;
}
