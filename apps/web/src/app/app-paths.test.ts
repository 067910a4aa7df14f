import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { APP_PATHS, OLD_PATH_PREFIX, isAppPath } from '@tt/contracts/app-paths';
import { buildAppRoutes } from './routes';

// The server answers 200 only on the addresses of packages/contracts/src/app-paths.ts and 404 on
// any other: that list must name exactly the screens of the route tree.

const CATCH_ALL = '*';
const OLD_ADDRESSES = `${OLD_PATH_PREFIX.slice(1)}/*`;

/** Every address pattern of the tree that shows something (a screen, a redirect), e.g. '/tenders/:id/edit'. */
function routePatterns(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    const own = route.index || (route.path && (route.element || route.lazy || route.Component)) ? [path || '/'] : [];
    return [...own, ...routePatterns(route.children ?? [], path)];
  });
}

/** Parameter names differ between the two lists ('/tenders/:order_id'); only their places matter. */
const normalise = (pattern: string) => pattern.replace(/:\w+/g, ':id');

/** A concrete address of a pattern. */
const example = (pattern: string) => pattern.replace(/:\w+/g, '42');

/** What the web app does with an address: a screen of its own, or the catch-all "not found". */
function routerKnows(pathname: string): boolean {
  const matched = matchRoutes(buildAppRoutes(), pathname) ?? [];
  return matched.length > 0 && matched.at(-1)!.route.path !== CATCH_ALL;
}

describe('the app paths the server knows', () => {
  const patterns = routePatterns(buildAppRoutes());

  it('are exactly the screens of the route tree', () => {
    const screens = patterns.filter((p) => p !== `/${CATCH_ALL}` && p !== `/${OLD_ADDRESSES}`).map(normalise);
    expect(new Set(screens).size).toBe(screens.length);
    expect([...screens].sort()).toEqual(APP_PATHS.map(normalise).sort());
    // The tree still has its catch-all and the older /v2 addresses the list handles by prefix.
    expect(patterns).toContain(`/${CATCH_ALL}`);
    expect(patterns).toContain(`/${OLD_ADDRESSES}`);
  });

  it.each([
    ...APP_PATHS.map(example),
    '/tenders/42/',
    '/Tenders/42/EDIT',
    '/tenders/abc',
    '/no-such-page',
    '/tenders/42/nothing',
    '/tenders/offers/42/doc',
    '/provider/organization',
    '/admin/providers/42/users',
    '/500/x',
  ])('agree with the router on %s', (pathname) => {
    expect(isAppPath(pathname)).toBe(routerKnows(pathname));
  });

  it.each(APP_PATHS.map(example))('know the older address /v2%s as the router does', (pathname) => {
    expect(isAppPath(`${OLD_PATH_PREFIX}${pathname}`)).toBe(true);
  });
});
