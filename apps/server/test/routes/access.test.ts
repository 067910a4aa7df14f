import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ROLE_ACTIONS, type TAction, type TBankRole } from '@tt/contracts/permissions';
import { sessions, users } from '../../src/db/schema/index.ts';
import { randomToken, sha256 } from '../../src/lib/tokens.ts';
import { SESSION_COOKIE } from '../../src/plugins/session.ts';
import type { Access } from '../../src/plugins/access.ts';
import { apiRoutes, routeName as name } from '../api-routes.ts';
import { buildTestApp, Client, type TestApp } from '../helpers.ts';

/**
 * Every /api route × every kind of caller answers as the route's declared access (its
 * `config.access`, plugins/access.ts) and the role × action table (ROLE_ACTIONS) imply: 401
 * without a session, 403 to a caller the access leaves out, anything else to one it lets in.
 * The routes come from the app itself as it registers them, so a new route is covered the day it
 * exists. Rules beyond declared access (another organisation's offer answers 404, an IT manager
 * may not edit a published tender…) stay with the tests of their routes.
 */

const routes = await apiRoutes();

/** The callers: no session, a provider before and after verification, each bank role alone. */
const CALLERS = [
  { name: 'anonymous' },
  { name: 'provider of an unverified organisation', email: 'provider3@demo.ua', role: 'provider' },
  { name: 'verified provider', email: 'provider1@demo.ua', role: 'provider' },
  { name: 'admin', email: 'admin@demo.ua', role: 'admin' },
  { name: 'manager', email: 'manager@demo.ua', role: 'manager' },
  { name: 'IT manager', email: 'it@demo.ua', role: 'it_manager' },
  { name: 'auditor', email: 'auditor@demo.ua', role: 'auditor' },
] as const satisfies readonly { name: string; email?: string; role?: TBankRole | 'provider' }[];
type Caller = (typeof CALLERS)[number];

/** What the declared access lets this caller do: 401, 403, or in. */
function expected(access: Access, caller: Caller): 401 | 403 | 'in' {
  if (access === 'public') return 'in';
  if (!('role' in caller)) return 401;
  if (access === 'user') return 'in';
  const side = caller.role === 'provider' ? 'provider' : 'bank';
  if (access === 'bank' || access === 'provider') return access === side ? 'in' : 403;
  const anyOf: readonly TAction[] = typeof access === 'string' ? [access] : access;
  return anyOf.some((action) => ROLE_ACTIONS[caller.role].includes(action)) ? 'in' : 403;
}

/** A client of the caller, signed in by a session row written straight away (no password hashing). */
async function clientOf(app: TestApp, caller: Caller): Promise<Client> {
  const client = new Client(app);
  if (!('email' in caller)) return client;
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, caller.email));
  const token = randomToken();
  await app.db
    .insert(sessions)
    .values({ id: sha256(token), userId: user!.id, expiresAt: new Date(Date.now() + 3_600_000) });
  client.cookies.set(SESSION_COOKIE, token);
  return client;
}

/** Path parameters filled with an id nothing has: a caller let in is then told 404 or 400, never 401/403. */
const withParams = (url: string) => url.replace(/:[A-Za-z_]+/g, '999999');

describe('declared access', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('finds the API’s routes', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it('is declared by every route', () => {
    expect(routes.filter((r) => r.access === undefined).map(name), 'routes without config.access').toEqual([]);
  });

  it('goes with a response schema on every route', () => {
    expect(routes.filter((r) => !r.hasResponseSchema).map(name), 'routes without schema.response').toEqual([]);
  });

  it.each(routes.filter((r) => r.access !== undefined).map((r) => [name(r), r] as const))(
    '%s answers each caller as its access implies',
    async (_name, route) => {
      app = await buildTestApp();
      const answers: string[] = [];
      const wanted: string[] = [];
      for (const caller of CALLERS) {
        const client = await clientOf(app, caller);
        const res = await client.request(
          route.method as 'GET',
          withParams(route.url),
          route.method === 'GET' ? undefined : {},
        );
        const want = expected(route.access!, caller);
        const got = res.statusCode === 401 || res.statusCode === 403 ? res.statusCode : 'in';
        wanted.push(`${caller.name}: ${want}`);
        answers.push(`${caller.name}: ${got === want ? want : `${res.statusCode} ${res.body.slice(0, 120)}`}`);
      }
      expect(answers, `access '${String(route.access)}'`).toEqual(wanted);
    },
  );
});
