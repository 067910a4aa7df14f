import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { XSRF_COOKIE, XSRF_HEADER } from '@tt/contracts/constants';
import { AppError } from '../lib/app-error.ts';
import { hmac, randomToken, safeEqual } from '../lib/tokens.ts';
import { logSecurityEvent } from '../lib/security-log.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Signed double-submit XSRF protection: the readable XSRF-TOKEN cookie holds `nonce.signature`;
 * every state-changing /api request must echo it in X-XSRF-TOKEN, and the signature must be
 * ours, so a cookie planted from a sibling domain does not pass either.
 */
export default fp(
  async (app: FastifyInstance, opts: { secret: string }) => {
    const issue = () => {
      const nonce = randomToken();
      return `${nonce}.${hmac(opts.secret, nonce)}`;
    };
    const isValid = (token: string | undefined): token is string => {
      if (!token) return false;
      const [nonce, signature] = token.split('.');
      return !!nonce && !!signature && safeEqual(signature, hmac(opts.secret, nonce));
    };

    app.addHook('onRequest', async (request: FastifyRequest) => {
      if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
      const cookie = request.cookies[XSRF_COOKIE];
      const header = request.headers[XSRF_HEADER.toLowerCase()];
      if (!isValid(cookie) || typeof header !== 'string' || !safeEqual(header, cookie)) {
        logSecurityEvent(request, 'xsrf_rejected', 'denied', {
          reason: !cookie ? 'no_cookie' : !isValid(cookie) ? 'invalid_cookie' : 'header_mismatch',
        });
        throw new AppError(
          403,
          'xsrf_invalid',
          'Запит відхилено: недійсний токен захисту від підробки запитів. Оновіть сторінку й спробуйте ще раз.',
        );
      }
    });

    // Any response hands out a token when the browser has none (also the page itself).
    app.addHook('onSend', async (request, reply) => {
      if (isValid(request.cookies[XSRF_COOKIE])) return;
      reply.setCookie(XSRF_COOKIE, issue(), {
        httpOnly: false,
        sameSite: 'strict',
        secure: request.protocol === 'https',
        path: '/',
      });
    });
  },
  { name: 'xsrf' },
);
