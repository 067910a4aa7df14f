/**
 * The addresses of the web app's screens, as React Router patterns (`:name` is one path segment).
 * The server answers these with the page and 200, any other address with the page and 404, so
 * the app's own "not found" screen comes with a real 404 status. A web test checks that this list
 * and the route tree (apps/web/src/app/routes.tsx) name the same screens, so they cannot drift.
 */
export const APP_PATHS = [
  '/',
  '/login',
  '/reset',
  '/recovery',
  '/register',
  '/500',
  '/faq',
  '/faq/:slug',
  '/feedback',
  '/tenders',
  '/tenders/create',
  '/tenders/:id',
  '/tenders/:id/edit',
  '/tenders/:id/history',
  '/tenders/:id/create-offer',
  '/tenders/:id/offers',
  '/tenders/:id/proposals',
  '/tenders/:id/doc',
  '/tenders/:id/offers/:id/doc',
  '/tenders/offers/:id',
  '/tenders/offers/:id/edit',
  '/provider',
  '/provider/history',
  '/provider/organization/edit',
  '/account/password',
  '/account/profile',
  '/admin',
  '/admin/providers',
  '/admin/providers/:id',
  '/admin/dashboard',
  '/admin/history',
  '/admin/history/emails',
  '/admin/history/feedback',
  '/admin/history/orders',
  '/admin/file-manager',
  '/admin/settings',
  '/admin/settings/app/password',
  '/admin/settings/app/rules',
  '/admin/settings/edit/managers-it-rp',
  '/admin/settings/edit/channels',
] as const;

/** The older address of every screen: `/v2/tenders` is `/tenders` (the web app drops the prefix). */
export const OLD_PATH_PREFIX = '/v2';

const PATTERNS = APP_PATHS.map((pattern) => segments(pattern));

function segments(pathname: string): string[] {
  return pathname.split('/').filter((s, i, all) => i > 0 && !(s === '' && i === all.length - 1));
}

/**
 * Whether a path (no query, no hash) is one of the app's screens, as React Router matches it:
 * letters in any case, one trailing slash allowed, and the older `/v2` prefix dropped first.
 */
export function isAppPath(pathname: string): boolean {
  let path = pathname.toLowerCase();
  if (path === OLD_PATH_PREFIX || path.startsWith(`${OLD_PATH_PREFIX}/`)) path = path.slice(OLD_PATH_PREFIX.length) || '/';
  if (!path.startsWith('/')) return false;
  const parts = segments(path);
  return PATTERNS.some(
    (pattern) =>
      pattern.length === parts.length &&
      pattern.every((p, i) => (p.startsWith(':') ? parts[i] !== '' : p === parts[i])),
  );
}
