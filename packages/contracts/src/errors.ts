import { z } from 'zod';
import { zServerString } from './common.ts';

/** Every 4xx/5xx body. `error` is a Ukrainian sentence for people; `code` is stable for programs. */
export const ZErrorBody = z.object({
  error: zServerString().describe('Повідомлення українською для людини'),
  code: zServerString().describe('Стабільний машинний код помилки'),
  details: z.unknown().optional().describe('Подробиці, напр. помилки полів'),
});

export const ERROR_CODES = [
  'validation_failed',
  'unauthorized',
  'forbidden',
  'xsrf_invalid',
  'not_found',
  'conflict',
  'version_conflict',
  'rate_limited',
  'invalid_credentials',
  'account_blocked',
  'invalid_transition',
  'deadline_passed',
  'offers_sealed',
  'organization_not_verified',
  'file_rejected',
  'file_too_large',
  'invalid_token',
  'bad_request',
  'internal',
  /** 503: the database cannot be reached for a moment (a restart); retry after `Retry-After` seconds. */
  'unavailable',
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];
