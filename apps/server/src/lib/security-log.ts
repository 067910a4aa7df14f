import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * Security events as structured log lines of one shape (ADR 0019):
 * `{event: 'security', type, outcome, user_id, ip, …}` and the request id of the line's logger.
 * Never pass passwords, tokens, links, the login typed in, or anything of an offer.
 */
export type SecurityEventType =
  /** A sign-in attempt; `reason` on failure: invalid_credentials, account_blocked. */
  | 'sign_in'
  /** A rate limit hit (sign-in, registration, password recovery). */
  | 'lockout'
  /** A state-changing request without a valid XSRF token. */
  | 'xsrf_rejected'
  /** A 403: the caller lacks the right (`code`: forbidden, offers_sealed…). */
  | 'access_denied'
  /** A signed-in user changed their password. */
  | 'password_change'
  /** A recovery link was asked for (`outcome: failure` when the address matched no active user). */
  | 'password_reset_request'
  /** A password was set from a recovery or invitation link. */
  | 'password_reset'
  /** A bank user's roles changed (`roles_from`, `roles_to`). */
  | 'role_change'
  /** A user was enabled or disabled (`active`). */
  | 'user_status_change'
  /** A provider organisation was verified. */
  | 'provider_verification'
  /** A provider organisation was blocked or unblocked (`blocked`). */
  | 'provider_block'
  /** An administrator resent a letter from the archive (`email_id`, `copy_id`: public ids only, never recipients). */
  | 'email_resend'
  /**
   * A session ended; `reason`: sign_out, replaced (a new sign-in), idle_timeout,
   * absolute_timeout, user_disabled, organization_blocked, password_changed, password_reset.
   */
  | 'session_end';

export type SecurityOutcome = 'success' | 'failure' | 'denied';

export interface SecurityEventFields {
  /** Whose account the event is about; the signed-in caller when not given. */
  user_id?: number | null;
  /** Who did it, when another user (an administrator) acted on `user_id`. */
  actor_id?: number | null;
  organization_id?: number | null;
  reason?: string;
  code?: string;
  [field: string]: string | number | boolean | null | undefined | readonly string[];
}

/** Writes one security event to the request's log (so it carries the request id). */
export function logSecurityEvent(
  request: FastifyRequest,
  type: SecurityEventType,
  outcome: SecurityOutcome,
  fields: SecurityEventFields = {},
): void {
  const entry = {
    event: 'security',
    type,
    outcome,
    ...fields,
    user_id: fields.user_id !== undefined ? fields.user_id : (request.user?.id ?? null),
    ip: request.ip,
  };
  if (outcome === 'success') request.log.info(entry, `security ${type} ${outcome}`);
  else request.log.warn(entry, `security ${type} ${outcome}`);
}

/**
 * Runs an action and records its outcome as one event: `success`, or `failure` with the
 * refusal's code when it throws an AppError (which is then rethrown).
 */
export async function withSecurityEvent<T>(
  request: FastifyRequest,
  type: SecurityEventType,
  fields: SecurityEventFields,
  action: () => Promise<T>,
): Promise<T> {
  let result: T;
  try {
    result = await action();
  } catch (err) {
    if (err instanceof AppError) logSecurityEvent(request, type, 'failure', { ...fields, code: err.code });
    throw err;
  }
  logSecurityEvent(request, type, 'success', fields);
  return result;
}
