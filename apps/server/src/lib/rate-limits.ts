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

/**
 * The sign-in limits, in one place. Both count refused sign-ins only (a wrong password, a blocked
 * account): a successful sign-in is never counted, so it neither uses up nor resets a budget.
 *
 * Per address, across every login typed: a bank's staff or a provider's sales team sign in from
 * one NAT address within minutes of 9:00. Sized for 300 people there: up to a fifth mistype, up
 * to three times each, is 180 failures; half again for a wrong keyboard layout, Caps Lock and
 * stragglers is 270, rounded up to one failure per person, 300. The window holds a whole morning
 * rush, so the figure does not lean on the rush falling into two windows; a guesser at one
 * address still gets at most 300 tries per 15 minutes, and 10 per 5 minutes at any one login.
 *
 * Per address and login: the account lockout, 10 failures per 5 minutes (ADR 0003).
 */
export const SIGN_IN_LIMITS = {
  perAddress: { max: 300, minutes: 15 },
  perAccount: { max: 10, minutes: 5 },
} as const;

interface ExtraLimitOptions {
  /** Names the limit's counters in the shared store (plugins/rate-limits.ts): one name per limit. */
  name: string;
  max: number;
  minutes: number;
  message: string;
  key?: (req: FastifyRequest) => string;
}

function createLimit(app: FastifyInstance, opts: ExtraLimitOptions) {
  return app.createRateLimit({
    max: opts.max,
    timeWindow: opts.minutes * 60_000,
    keyGenerator: opts.key ?? clientAddress,
    limitName: opts.name,
  } as Parameters<FastifyInstance['createRateLimit']>[0]);
}

function refuse(request: FastifyRequest, reply: FastifyReply, message: string, ttl: number): never {
  logSecurityEvent(request, 'lockout', 'denied', { route: request.routeOptions.url ?? null });
  reply.header('retry-after', Math.max(1, Math.ceil(ttl / 1000)));
  throw new AppError(429, 'rate_limited', tooMany(message, ttl));
}

/**
 * A limit counted through createRateLimit, as a route hook: the plugin runs only one of its own
 * limiters per request, and its route config gives every route counters of its own. One value of
 * this helper attached to several routes is therefore one limit across them all.
 *
 * `check` counts the request and refuses a caller over the limit; use it as `onRequest`, or as
 * `preHandler` when the key needs the signed-in user.
 */
export function extraRateLimit(app: FastifyInstance, opts: ExtraLimitOptions) {
  const limit = createLimit(app, opts);
  const check = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) refuse(request, reply, opts.message, result.ttl);
  };
  return { check };
}

/**
 * A limit on failed attempts only. `check` reads the count and refuses a caller whose failures
 * fill the window; it counts nothing, so a route config limit (which counts every request) must
 * not stand in for it. The route calls `countFailure` once an attempt has failed: nothing else
 * touches the counter, so a success neither uses up nor resets the budget. Attempts checked at
 * the same moment see the same count, so a burst may overshoot by as many as run at once.
 */
export function failuresLimit(app: FastifyInstance, opts: ExtraLimitOptions) {
  const limit = createLimit(app, opts);
  const check = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await limit(request, { increment: false });
    if (!result.isAllowed && result.remaining <= 0) refuse(request, reply, opts.message, result.ttl);
  };
  const countFailure = async (request: FastifyRequest) => {
    await limit(request);
  };
  return { check, countFailure };
}
