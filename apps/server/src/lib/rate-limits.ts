import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from './app-error.ts';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { logSecurityEvent } from './security-log.ts';

const tooMany = (message: string, ttlMs: number) =>
  `${message}. Спробуйте знову через ${Math.max(1, Math.ceil(ttlMs / 60_000))} хв.`;

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
    keyGenerator: opts.key ?? ((req) => req.ip),
    // The key may hold the login typed in: only the route goes to the log.
    onExceeded: (req) => logSecurityEvent(req, 'lockout', 'denied', { route: req.routeOptions.url ?? null }),
    errorResponseBuilder: (_req, context) => ({ statusCode: 429, message: tooMany(opts.message, context.ttl) }),
  };
}

/** The key of a limit per signed-in account (counted after access is checked, so only for callers that passed it). */
export const perUser = (req: FastifyRequest) => `user:${req.user?.id ?? req.ip}`;

/**
 * A second limit on a route that has one in its config, as an onRequest hook: the plugin runs
 * only one of its own limiters per request, so this one counts through createRateLimit.
 */
export function extraRateLimit(
  app: FastifyInstance,
  opts: { max: number; minutes: number; message: string; key?: (req: FastifyRequest) => string },
): onRequestHookHandler {
  const count = app.createRateLimit({
    max: opts.max,
    timeWindow: opts.minutes * 60_000,
    keyGenerator: opts.key ?? ((req) => req.ip),
  });
  return async (request) => {
    const result = await count(request);
    if (result.isAllowed || !result.isExceeded) return;
    logSecurityEvent(request, 'lockout', 'denied', { route: request.routeOptions.url ?? null });
    throw new AppError(429, 'rate_limited', tooMany(opts.message, result.ttl));
  };
}
