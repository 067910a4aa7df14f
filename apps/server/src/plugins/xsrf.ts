import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { XSRF_COOKIE, XSRF_HEADER } from '@tt/contracts/constants';
import { AppError } from '../lib/app-error.ts';
import { hmac, randomToken, safeEqual } from '../lib/tokens.ts';
import { logSecurityEvent } from '../lib/security-log.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Signed double-submit XSRF protection bound to the session: the readable XSRF-TOKEN cookie
 * holds `nonce.signature`, the signature an HMAC over the session cookie and the nonce; every
 * state-changing /api request must echo it in X-XSRF-TOKEN. A token planted from a sibling
 * domain, or minted for another browser's session or for an anonymous visit, does not pass.
 */
export default fp(
  async (app: FastifyInstance, opts: { secret: string; secureCookies: boolean }) => {
    const sign = (session: string | null, nonce: string) => hmac(opts.secret, `${session ?? ''}.${nonce}`);
    const issue = (session: string | null) => {
      const nonce = randomToken();
      return `${nonce}.${sign(session, nonce)}`;
    };
    const isValid = (token: string | undefined, session: string | null): token is string => {
      if (!token) return false;
      const [nonce, signature] = token.split('.');
      return !!nonce && !!signature && safeEqual(signature, sign(session, nonce));
    };

    app.addHook('onRequest', async (request: FastifyRequest) => {
      if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
      const cookie = request.cookies[XSRF_COOKIE];
      const header = request.headers[XSRF_HEADER.toLowerCase()];
      // Bound to the session cookie as sent, valid or not: an ended session answers 401 later, not 403 here.
      const sent = request.cookies[app.sessions.cookieName] ?? null;
      if (!isValid(cookie, sent) || typeof header !== 'string' || !safeEqual(header, cookie)) {
        logSecurityEvent(request, 'xsrf_rejected', 'denied', {
          reason: !cookie ? 'no_cookie' : !isValid(cookie, sent) ? 'invalid_cookie' : 'header_mismatch',
        });
        throw new AppError(
          403,
          'xsrf_invalid',
          'Запит відхилено: недійсний токен захисту від підробки запитів. Оновіть сторінку й спробуйте ще раз.',
        );
      }
    });

    // Any response hands out a token when the browser has none for the session it will hold
    // (also the page itself): a fresh one at sign-in, at sign-out and when a session ends.
    app.addHook('onSend', async (request, reply) => {
      if (isValid(request.cookies[XSRF_COOKIE], request.sessionCookie)) return;
      reply.setCookie(XSRF_COOKIE, issue(request.sessionCookie), {
        httpOnly: false,
        sameSite: 'strict',
        secure: opts.secureCookies || request.protocol === 'https',
        path: '/',
      });
    });
  },
  { name: 'xsrf', dependencies: ['session'] },
);
