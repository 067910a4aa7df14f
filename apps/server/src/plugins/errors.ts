import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, RETRY_AFTER_SECONDS, serviceUnavailable } from '../lib/app-error.ts';
import { isDatabaseUnavailable } from '../lib/database-unavailable.ts';
import { logSecurityEvent } from '../lib/security-log.ts';

/**
 * One error shape for every failure: {error, code, details}; a 5xx never leaks internals. A
 * database that cannot be reached answers 503 `unavailable` with Retry-After (ADR 0019). Errors
 * are logged through the `err` serializer, which drops a query's bound values.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      if (err instanceof AppError) {
        // XSRF rejections and refused sign-ins are recorded where they happen, with their reason.
        if (err.status === 403 && err.code !== 'xsrf_invalid' && err.code !== 'account_blocked') {
          logSecurityEvent(request, 'access_denied', 'denied', { code: err.code });
        }
        if (err.code === 'unavailable') reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return reply.status(err.status).send({ error: err.message, code: err.code, details: err.details });
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        const fields: Record<string, string> = {};
        for (const issue of err.validation) {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
          fields[field] ??= issue.message ?? 'Некоректне значення';
        }
        return reply.status(400).send({
          error: Object.values(fields).slice(0, 3).join('; '),
          code: 'validation_failed',
          details: { fields },
        });
      }
      const status = err.statusCode ?? 500;
      if (status === 429) {
        return reply.status(429).send({ error: err.message, code: 'rate_limited' });
      }
      if (status >= 400 && status < 500) {
        return reply.status(status).send({ error: clientErrorMessage(err), code: 'bad_request' });
      }
      if (isDatabaseUnavailable(err)) {
        request.log.warn({ err }, 'database unavailable');
        const unavailable = serviceUnavailable();
        return reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ error: unavailable.message, code: unavailable.code });
      }
      request.log.error({ err }, 'request failed');
      return reply
        .status(500)
        .send({ error: 'Внутрішня помилка сервера. Спробуйте ще раз пізніше.', code: 'internal' });
    });
  },
  { name: 'errors' },
);

/** Fastify's own 4xx (bad JSON, too large, wrong content type) in Ukrainian. */
function clientErrorMessage(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Тіло запиту не є коректним JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'Запит завеликий';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Непідтримуваний тип вмісту запиту';
    default:
      return 'Некоректний запит';
  }
}
