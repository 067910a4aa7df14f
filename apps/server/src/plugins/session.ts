import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import { computeActions, type TActions, type TBankRole } from '@tt/contracts/permissions';
import { organizations, sessions, users } from '../db/schema/index.ts';
import { randomToken, sha256 } from '../lib/tokens.ts';
import type { Db } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { logSecurityEvent } from '../lib/security-log.ts';

export const SESSION_COOKIE = 'tt_session';

/** Over https the cookie takes the __Host- prefix: Secure, path /, no Domain — no sibling host can set or shadow it. */
export const sessionCookieName = (secure: boolean) => (secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);

/** The signed-in user as every handler sees it. */
export interface SessionUser {
  id: number;
  email: string;
  role: 'bank' | 'provider';
  bankRoles: TBankRole[];
  firstName: string;
  lastName: string;
  organizationId: number | null;
  orgName: string | null;
  orgVerified: boolean;
  actions: TActions;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    /**
     * The session cookie the browser holds once this response arrives: the one it sent, a new
     * one at sign-in, null when none or ended. XSRF tokens are bound to it.
     */
    sessionCookie: string | null;
  }
}

interface SessionOptions {
  idleMinutes: number;
  absoluteHours: number;
  secureCookies: boolean;
}

// last_seen_at is refreshed at most once a minute, so reads do not turn into writes.
const TOUCH_EVERY_MS = 60_000;

export default fp(
  async (app: FastifyInstance, opts: SessionOptions) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionCookie', null);
    const cookieName = sessionCookieName(opts.secureCookies);
    const clearSessionCookie = (request: FastifyRequest, reply: FastifyReply) => {
      request.sessionCookie = null;
      reply.clearCookie(cookieName, { path: '/', secure: opts.secureCookies || undefined });
    };

    app.addHook('onRequest', async (request, reply) => {
      const token = request.cookies[cookieName];
      if (!token) return;
      request.sessionCookie = token;
      if (!request.url.startsWith('/api/')) return;
      request.user = await loadSession(app.db, sha256(token), opts, (userId, reason) =>
        logSecurityEvent(request, 'session_end', 'success', { user_id: userId, reason }),
      );
      if (!request.user) clearSessionCookie(request, reply);
    });

    app.decorate('sessions', {
      cookieName,
      /** A fresh session id at every sign-in (no fixation), cookie HttpOnly + SameSite=Strict. */
      async start(request: FastifyRequest, reply: FastifyReply, userId: number) {
        const token = randomToken();
        const id = sha256(token);
        const expiresAt = new Date(Date.now() + opts.absoluteHours * 3_600_000);
        await app.db.insert(sessions).values({
          id,
          userId,
          expiresAt,
          ip: request.ip,
          userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
        });
        reply.setCookie(cookieName, token, {
          httpOnly: true,
          sameSite: 'strict',
          secure: opts.secureCookies || request.protocol === 'https',
          path: '/',
          expires: expiresAt,
        });
        request.sessionCookie = token;
        const user = await loadSession(app.db, id, opts);
        if (!user) throw new Error('a new session must load');
        request.user = user;
        return user;
      },
      async end(request: FastifyRequest, reply: FastifyReply, reason: 'sign_out' | 'replaced' = 'sign_out') {
        if (request.user) {
          await app.db.delete(sessions).where(eq(sessions.id, request.user.sessionId));
          logSecurityEvent(request, 'session_end', 'success', { reason });
        }
        clearSessionCookie(request, reply);
      },
      /** Ends every session of a user (disabled user, changed password); returns how many. */
      async endAllForUser(userId: number) {
        const ended = await app.db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
        return ended.length;
      },
      /** Ends every session of an organisation's users (blocked organisation); returns how many. */
      async endAllForOrganization(organizationId: number) {
        const ended = await app.db
          .delete(sessions)
          .where(sql`${sessions.userId} in (select id from users where organization_id = ${organizationId})`)
          .returning({ id: sessions.id });
        return ended.length;
      },
    });
  },
  { name: 'session', dependencies: ['db'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    sessions: {
      /** The session cookie's name: with the __Host- prefix when PUBLIC_URL is https. */
      cookieName: string;
      start(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<SessionUser>;
      end(request: FastifyRequest, reply: FastifyReply, reason?: 'sign_out' | 'replaced'): Promise<void>;
      endAllForUser(userId: number): Promise<number>;
      endAllForOrganization(organizationId: number): Promise<number>;
    };
  }
}

/** Why a session the loader refused has ended, for the security log. */
type EndReason = 'idle_timeout' | 'absolute_timeout' | 'user_disabled' | 'organization_blocked';

/** The session with its user and organisation: on every API call, so built and planned once (db/prepared.ts). */
const sessionStatement = (db: Db) =>
  prepared(db, 'session', (name) =>
    db
      .select({
        sessionId: sessions.id,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
        // Only what a request needs.
        user: {
          id: users.id,
          email: users.email,
          role: users.role,
          bankRoles: users.bankRoles,
          firstName: users.firstName,
          lastName: users.lastName,
          organizationId: users.organizationId,
          isActive: users.isActive,
        },
        orgName: organizations.name,
        orgBlocked: organizations.isBlocked,
        orgVerified: organizations.isVerify,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(organizations, eq(organizations.id, users.organizationId))
      .where(eq(sessions.id, sql.placeholder('id')))
      .limit(1)
      .prepare(name),
  );

async function loadSession(
  db: Db,
  id: string,
  opts: SessionOptions,
  onEnded?: (userId: number, reason: EndReason) => void,
): Promise<SessionUser | null> {
  const [row] = await sessionStatement(db).execute({ id });
  if (!row) return null;

  const now = Date.now();
  const idleExpired = row.lastSeenAt.getTime() + opts.idleMinutes * 60_000 < now;
  if (row.expiresAt.getTime() <= now || idleExpired || !row.user.isActive || row.orgBlocked) {
    onEnded?.(
      row.user.id,
      !row.user.isActive
        ? 'user_disabled'
        : row.orgBlocked
          ? 'organization_blocked'
          : row.expiresAt.getTime() <= now
            ? 'absolute_timeout'
            : 'idle_timeout',
    );
    await db.delete(sessions).where(
      // Clean up this one and any other stale sessions of the same user in passing.
      or(eq(sessions.id, id), and(eq(sessions.userId, row.user.id), lt(sessions.expiresAt, new Date()))),
    );
    return null;
  }
  if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, id));
  }
  const u = row.user;
  const bankRoles = u.bankRoles as TBankRole[];
  return {
    id: u.id,
    email: u.email,
    role: u.role,
    bankRoles,
    firstName: u.firstName,
    lastName: u.lastName,
    organizationId: u.organizationId,
    orgName: row.orgName,
    orgVerified: row.orgVerified ?? false,
    actions: computeActions(u.role, bankRoles),
    sessionId: row.sessionId,
  };
}
