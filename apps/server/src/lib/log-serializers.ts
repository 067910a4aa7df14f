import type { FastifyRequest } from 'fastify';

/**
 * Serializers for every log line (ADR 0019). A failed query's error carries the statement's
 * bound values (drizzle's `params`, PGlite's `params`, and drizzle repeats them in the message
 * and the stack), and PostgreSQL's `detail` repeats the offending row: a sealed price or comment
 * must not reach a log that way. So an error is logged from an allow-list: its type, message and
 * stack without the values, its SQL text (parameterised: `$1`, never the value) and the scalar
 * fields that say what went wrong (code, constraint, table…). Causes go through the same rule.
 */

/** Fields that hold values of a statement or of a row, never copied even when scalar. */
const VALUE_FIELDS = new Set([
  'params',
  'parameters',
  'values',
  'detail',
  'where',
  'hint',
  'internalQuery',
  'queryOptions',
]);
const MAX_DEPTH = 5;
const MAX_QUERY_CHARS = 2000;

type ErrorLike = Error & Record<string, unknown>;

const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

/**
 * The message without bound values: drizzle's "Failed query: … \nparams: …" loses its params
 * line; PostgreSQL's data exceptions (SQLSTATE class 22: "invalid input syntax for type
 * integer: "abc"") quote the offending value, which is blanked.
 */
export function redactErrorMessage(message: string, code?: unknown): string {
  let safe = message.replace(/\n?params: [\s\S]*$/, '');
  if (typeof code === 'string' && code.startsWith('22')) safe = safe.replace(/"[^"]*"/g, '"…"');
  return safe;
}

/** An error as a log line may hold it; anything that is not error-like is returned as is. */
export function serializeError(err: unknown, depth = 0): unknown {
  if (!isErrorLike(err)) return err;
  const type = typeof err.constructor === 'function' ? err.constructor.name : err.name;
  const message = redactErrorMessage(err.message, err.code);
  // The stack repeats the message (with the values) in its first lines: keep only the frames.
  const frames = (typeof err.stack === 'string' ? err.stack.split('\n') : []).filter((l) => /^\s+at /.test(l));
  const out: Record<string, unknown> = {
    type,
    message,
    stack: [`${err.name || type}: ${message}`, ...frames].join('\n'),
  };
  for (const key of Object.keys(err)) {
    if (key in out || key === 'cause' || key === 'errors' || VALUE_FIELDS.has(key)) continue;
    const value = err[key];
    if (key === 'query') {
      // The statement's text: drizzle and PGlite keep values apart ($1, $2…), so it is safe.
      if (typeof value === 'string') out.query = value.slice(0, MAX_QUERY_CHARS);
    } else if (isErrorLike(value)) {
      if (depth < MAX_DEPTH) out[key] = serializeError(value, depth + 1);
    } else if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      // Scalars only: an object may be a row, a request body or a whole query result.
      out[key] = value;
    }
  }
  if (err.cause !== undefined && depth < MAX_DEPTH) out.cause = serializeError(err.cause, depth + 1);
  if (Array.isArray(err.errors) && depth < MAX_DEPTH) {
    out.errors = err.errors.slice(0, 10).map((e: unknown) => serializeError(e, depth + 1));
  }
  return out;
}

/** A request as a log line may hold it: its route, never the concrete path (see requestRoute). */
export function serializeRequest(req: FastifyRequest) {
  return { method: req.method, path: requestRoute(req) };
}

/**
 * What a log line says about where a request went: the matched route's pattern
 * (`/api/tenders/:id/offers`), so ids in the path — which tender a provider bid on, which
 * offer — never reach the log; the path itself only when no route matched, without its query
 * string (search terms, link tokens).
 */
export function requestRoute(req: Pick<FastifyRequest, 'url'> & { routeOptions?: { url?: string } }): string {
  return req.routeOptions?.url ?? requestPath(req.url);
}

export function requestPath(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

const serializeErr = (err: Error) => serializeError(err) as SerializedError;

export const logSerializers = { err: serializeErr, error: serializeErr, req: serializeRequest };
