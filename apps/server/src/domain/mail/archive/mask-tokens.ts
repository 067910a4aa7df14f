import type { TEmailTemplate } from '@tt/contracts/emails';

/** Letters that carry a one-time link (docs/product/email-events.md §4): whoever reads the link can set the password. */
export const LETTERS_WITH_ONE_TIME_LINK = ['recovery', 'invitation'] as const satisfies readonly TEmailTemplate[];

export const HIDDEN_TOKEN = '…прихований…';

/** A `token=` parameter of any link, in a URL or in HTML (where `&` reads `&amp;`). */
const TOKEN_PARAMETER = /(\btoken=)[^&\s"'<>#]+/gi;
/**
 * The shape of a one-time token (lib/tokens.ts: 32 random bytes in base64url, 43 characters), so
 * a token is hidden even where a link carries it outside a `token=` parameter.
 */
const TOKEN_SHAPED = /[A-Za-z0-9_-]{32,}/g;

/**
 * A letter's body as the archive may show it: every one-time token replaced by «…прихований…»,
 * so nobody reading the archive can use another person's recovery or invitation link.
 */
export function maskTokens(body: string, template: string): string {
  const masked = body.replace(TOKEN_PARAMETER, `$1${HIDDEN_TOKEN}`);
  return (LETTERS_WITH_ONE_TIME_LINK as readonly string[]).includes(template)
    ? masked.replace(TOKEN_SHAPED, HIDDEN_TOKEN)
    : masked;
}
