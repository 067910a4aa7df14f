/** Where to go when nothing better is known: the tenders list (docs/product/screens.md §1). */
export const HOME_PATH = '/tenders';
export const LOGIN_PATH = '/login';

/**
 * The `next` target after sign-in, only when it is a path of this site: it must start with
 * one '/', not '//' or '/\' (which browsers treat as another host), and not be the sign-in
 * screen itself. Anything else gives /tenders.
 */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return HOME_PATH;
  // Control characters could smuggle a different URL past the checks above.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(next)) return HOME_PATH;
  if (next === LOGIN_PATH || next.startsWith(`${LOGIN_PATH}?`) || next.startsWith(`${LOGIN_PATH}/`)) return HOME_PATH;
  return next;
}

/** `/login?next=<the full path with query and hash>`. */
export function loginHref(location: { pathname: string; search?: string; hash?: string }): string {
  const full = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  if (full === '/' || full === '' || full.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?next=${encodeURIComponent(full)}`;
}
