import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import { AppError } from './app-error.ts';
import { logSecurityEvent } from './security-log.ts';

const tooMany = (message: string, ttlMs: number) =>
  `${message}. Спробуйте знову через ${Math.max(1, Math.ceil(ttlMs / 60_000))} хв.`;

/**
 * The client's address as every limit counts it, through the plugin's own normaliser: IPv4 as
 * is (an IPv4-mapped IPv6 address as IPv4), IPv6 by its /64 — one customer's network holds
 * billions of addresses, so counting each one alone would be no limit at all.
 */
export const clientAddress = (req: FastifyRequest) => normalizeIP(req.ip);

/** A route's rate limit with a Ukrainian answer that says when to try again. */
export function rateLimited(opts: {
  max: number;
  minutes: number;
  message: string;
  key?: (req: FastifyRequest) => string;
  hook?: 'onRequest' | 'preHandler';
}): RateLimitOptions {
  return {
    max: opts.max,
    timeWindow: opts.minutes * 60_000,
    ...(opts.hook ? { hook: opts.hook } : {}),
    keyGenerator: opts.key ?? clientAddress,
    // The key may hold the login typed in: only the route goes to the log.
    onExceeded: (req) => logSecurityEvent(req, 'lockout', 'denied', { route: req.routeOptions.url ?? null }),
    errorResponseBuilder: (_req, context) => ({ statusCode: 429, message: tooMany(opts.message, context.ttl) }),
  };
}

/** The key of a limit per signed-in account (counted after access is checked, so only for callers that passed it). */
export const perUser = (req: FastifyRequest) => `user:${req.user?.id ?? clientAddress(req)}`;

interface ExtraLimitOptions {
  /** Names the limit's counters in the shared store (plugins/rate-limits.ts): one name per limit. */
  name: string;
  max: number;
  minutes: number;
  message: string;
  key?: (req: FastifyRequest) => string;
}

/** Answers that count as a failed attempt: a refused sign-in (400 wrong credentials, 401, 403). */
const FAILED_STATUSES = new Set([400, 401, 403]);

/**
 * A limit counted through createRateLimit, as route hooks: the plugin runs only one of its own
 * limiters per request, and its route config gives every route counters of its own. One value of
 * this helper attached to several routes is therefore one limit across them all.
 *
 * `onRequest` (or `preHandler`, when the key needs the signed-in user) refuses a caller over
 * the limit. By default every request counts; with `failuresOnly` only failed attempts do
 * (counted in `onSend`, before the answer leaves), so the people behind one office NAT who sign
 * in correctly never lock each other out.
 */
export function extraRateLimit(app: FastifyInstance, opts: ExtraLimitOptions & { failuresOnly?: boolean }) {
  const limit = app.createRateLimit({
    max: opts.max,
    timeWindow: opts.minutes * 60_000,
    keyGenerator: opts.key ?? clientAddress,
    limitName: opts.name,
  } as Parameters<FastifyInstance['createRateLimit']>[0]);
  const refuse = (request: FastifyRequest, ttl: number): never => {
    logSecurityEvent(request, 'lockout', 'denied', { route: request.routeOptions.url ?? null });
    throw new AppError(429, 'rate_limited', tooMany(opts.message, ttl));
  };
  const check = async (request: FastifyRequest) => {
    if (opts.failuresOnly) {
      // Only reads the count: this attempt is counted once its answer says it failed.
      const result = await limit(request, { increment: false });
      if (!result.isAllowed && result.remaining <= 0) refuse(request, result.ttl);
      return;
    }
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) refuse(request, result.ttl);
  };
  const countFailure = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (opts.failuresOnly && FAILED_STATUSES.has(reply.statusCode)) await limit(request);
    return payload;
  };
  return { check, countFailure };
}
