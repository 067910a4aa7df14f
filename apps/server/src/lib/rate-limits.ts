import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { logSecurityEvent } from './security-log.ts';

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
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      message: `${opts.message}. Спробуйте знову через ${Math.max(1, Math.ceil(context.ttl / 60_000))} хв.`,
    }),
  };
}
